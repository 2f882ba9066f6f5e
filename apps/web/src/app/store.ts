import type { Ad, Banner, SessionUser } from '@sidequest/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Browser storage key, named for the product (DESIGN: product key `sidequest`). */
export const STORE_KEY = 'sidequest';

export interface RefreshInfo {
  flag: boolean;
  page: string;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The client user state of product-spec section 3 ("Client user state"): who is logged in, and
 * the start-up banners and ads. Chat's part of that section (socket, list, voice call, to-dos)
 * lives in features/chat/store.ts.
 */
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
  bannerList: Banner[];
  adList: Ad[];
  /** Where the start-up banner and ad load stands (for skeleton / error states). */
  mainContentStatus: LoadStatus;

  setLoginAttempted: (value: boolean) => void;
  setLoggedIn: (profile: SessionUser) => void;
  /** The user side only: every log-out closes the chat socket first, which clears the chat store. */
  setLoggedOut: () => void;
  setProfile: (profile: SessionUser | null) => void;
  setRefreshInfo: (info: RefreshInfo) => void;
  setBannerList: (list: Banner[]) => void;
  setAdList: (list: Ad[]) => void;
  setMainContentStatus: (status: LoadStatus) => void;
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
  bannerList: [],
  adList: [],
  mainContentStatus: 'idle',
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
        }),
      setProfile: (profile) => set({ profile }),
      setRefreshInfo: (refreshInfo) => set({ refreshInfo }),
      setBannerList: (bannerList) => set({ bannerList }),
      setAdList: (adList) => set({ adList }),
      setMainContentStatus: (mainContentStatus) => set({ mainContentStatus }),
    }),
    {
      name: STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: partializeUser,
    },
  ),
);
