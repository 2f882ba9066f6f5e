import type {
  Ad,
  Banner,
  ChatRoomSummary,
  ChatTodo,
  ClientToServerEvents,
  ServerToClientEvents,
  SessionUser,
  VoicePartyInfo,
} from '@sidequest/shared';
import type { Socket } from 'socket.io-client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Browser storage key, named for the product (DESIGN: product key `sidequest`). */
export const STORE_KEY = 'sidequest';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface VoiceChat {
  status: 'waiting' | 'connected';
  caller: VoicePartyInfo;
  receiver: VoicePartyInfo;
  roomId: string;
  /** This tab placed or answered the call, so it holds the audio (features/chat/voice). */
  here?: boolean;
  /** Epoch ms when the call connected, for the duration shown. */
  connectedAt?: number | null;
}

export interface RefreshInfo {
  flag: boolean;
  page: string;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Where the chat socket stands: the header button and the panel show the offline notice. */
export type ChatConnection = 'connecting' | 'online' | 'offline';

/** The client user state of product-spec section 3 ("Client user state"). */
export interface UserState {
  loginAttempted: boolean;
  isLoggedIn: boolean;
  /** Epoch ms of the last successful login or session check; null when logged out. */
  loginTime: number | null;
  profile: SessionUser | null;
  /**
   * True once the server confirmed the session on this page load (not persisted): the persisted
   * isLoggedIn may be stale until the start-up check answers.
   */
  sessionVerified: boolean;
  refreshInfo: RefreshInfo;
  chatSocket: ChatSocket | null;
  chatList: ChatRoomSummary[];
  chatReady: boolean;
  chatOpen: boolean;
  chatRead: number[];
  /** The socket's state (not the seed's; see features/chat). */
  chatConnection: ChatConnection;
  /** The room the panel shows, or null for the room list. */
  activeRoomId: string | null;
  /** Unread messages per room id (from the server's counts, zeroed when read here). */
  chatUnread: Record<string, number>;
  voiceChat: VoiceChat | null;
  todoList: ChatTodo[];
  todoOpen: boolean;
  bannerList: Banner[];
  adList: Ad[];
  /** Where the start-up banner and ad load stands (for skeleton / error states). */
  mainContentStatus: LoadStatus;
  questProgress: Record<string, unknown> | null;
  chatProfile: unknown;
  chatInstance: unknown;

  setLoginAttempted: (value: boolean) => void;
  setLoggedIn: (profile: SessionUser) => void;
  setLoggedOut: () => void;
  setProfile: (profile: SessionUser | null) => void;
  setRefreshInfo: (info: RefreshInfo) => void;
  setChatSocket: (socket: ChatSocket | null) => void;
  setChatList: (list: ChatRoomSummary[]) => void;
  setChatReady: (ready: boolean) => void;
  setChatOpen: (open: boolean) => void;
  setChatRead: (read: number[]) => void;
  setChatConnection: (connection: ChatConnection) => void;
  setActiveRoomId: (roomId: string | null) => void;
  setChatUnread: (unread: Record<string, number>) => void;
  setVoiceChat: (voice: VoiceChat | null) => void;
  setTodoList: (list: ChatTodo[]) => void;
  setTodoOpen: (open: boolean) => void;
  setBannerList: (list: Banner[]) => void;
  setAdList: (list: Ad[]) => void;
  setMainContentStatus: (status: LoadStatus) => void;
  setQuestProgress: (progress: Record<string, unknown> | null) => void;
  setChatProfile: (profile: unknown) => void;
  setChatInstance: (instance: unknown) => void;
}

type DataKeys = {
  [K in keyof UserState]: UserState[K] extends (...args: never[]) => unknown ? never : K;
}[keyof UserState];
export type UserData = Pick<UserState, DataKeys>;

export const initialUserData: UserData = {
  loginAttempted: false,
  isLoggedIn: false,
  loginTime: null,
  profile: null,
  sessionVerified: false,
  refreshInfo: { flag: false, page: '/' },
  chatSocket: null,
  chatList: [],
  chatReady: false,
  chatOpen: false,
  chatRead: [0],
  chatConnection: 'offline',
  activeRoomId: null,
  chatUnread: {},
  voiceChat: null,
  todoList: [],
  todoOpen: false,
  bannerList: [],
  adList: [],
  mainContentStatus: 'idle',
  questProgress: null,
  chatProfile: null,
  chatInstance: null,
};

/** Only these survive a reload (product-spec: login attempted, profile, logged in, login time). */
export const PERSISTED_KEYS = ['loginAttempted', 'profile', 'isLoggedIn', 'loginTime'] as const;
export type PersistedUserData = Pick<UserData, (typeof PERSISTED_KEYS)[number]>;

export function partializeUser(state: UserState): PersistedUserData {
  return {
    loginAttempted: state.loginAttempted,
    profile: state.profile,
    isLoggedIn: state.isLoggedIn,
    loginTime: state.loginTime,
  };
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      ...initialUserData,
      setLoginAttempted: (loginAttempted) => set({ loginAttempted }),
      setLoggedIn: (profile) =>
        set({
          profile,
          isLoggedIn: true,
          loginAttempted: true,
          loginTime: Date.now(),
          sessionVerified: true,
        }),
      setLoggedOut: () =>
        set({
          loginAttempted: true,
          isLoggedIn: false,
          loginTime: null,
          profile: null,
          sessionVerified: false,
          refreshInfo: { flag: false, page: '/' },
          chatSocket: null,
          chatList: [],
          chatReady: false,
          chatOpen: false,
          chatRead: [0],
          chatConnection: 'offline',
          activeRoomId: null,
          chatUnread: {},
          voiceChat: null,
          todoList: [],
          todoOpen: false,
          questProgress: null,
          chatProfile: null,
          chatInstance: null,
        }),
      setProfile: (profile) => set({ profile }),
      setRefreshInfo: (refreshInfo) => set({ refreshInfo }),
      setChatSocket: (chatSocket) => set({ chatSocket }),
      setChatList: (chatList) => set({ chatList }),
      setChatReady: (chatReady) => set({ chatReady }),
      setChatOpen: (chatOpen) => set({ chatOpen }),
      setChatRead: (chatRead) => set({ chatRead }),
      setChatConnection: (chatConnection) => set({ chatConnection }),
      setActiveRoomId: (activeRoomId) => set({ activeRoomId }),
      setChatUnread: (chatUnread) => set({ chatUnread }),
      setVoiceChat: (voiceChat) => set({ voiceChat }),
      setTodoList: (todoList) => set({ todoList }),
      setTodoOpen: (todoOpen) => set({ todoOpen }),
      setBannerList: (bannerList) => set({ bannerList }),
      setAdList: (adList) => set({ adList }),
      setMainContentStatus: (mainContentStatus) => set({ mainContentStatus }),
      setQuestProgress: (questProgress) => set({ questProgress }),
      setChatProfile: (chatProfile) => set({ chatProfile }),
      setChatInstance: (chatInstance) => set({ chatInstance }),
    }),
    {
      name: STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: partializeUser,
    },
  ),
);
