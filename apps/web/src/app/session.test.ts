import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../test/i18n';
import { initialChatData, useChatStore } from '../features/chat/store';
import { transport } from '../lib/api';
import { JOB_STORAGE_KEY } from '../lib/job-storage';
import { resetLoginCheckForTests, runLoginCheck } from './session';
import { initialUserData, useUserStore } from './store';

const sockets: {
  opts: unknown;
  handlers: Record<string, (...a: unknown[]) => void>;
  disconnect: () => void;
}[] = [];
vi.mock('socket.io-client', () => ({
  io: (opts: unknown) => {
    const handlers: Record<string, (...a: unknown[]) => void> = {};
    const socket = {
      opts,
      handlers,
      on: (name: string, fn: (...a: unknown[]) => void) => {
        // Like socket.io, every listener of an event runs (chat and voice both listen to disconnect).
        const before = handlers[name];
        handlers[name] = before
          ? (...a) => {
              before(...a);
              fn(...a);
            }
          : fn;
        return socket;
      },
      emit: vi.fn(),
      removeAllListeners: vi.fn(),
      disconnect: () => handlers.disconnect?.('io client disconnect'),
    };
    sockets.push(socket);
    return socket;
  },
}));

const user = {
  no: 1,
  nickname: '메이커',
  img: null,
  chat_uid: 'c1',
  main_job: '02',
  main_jobD: '0201',
  sub_job: '03',
  sub_jobD: null,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const original = transport.fetch;
let routes: Record<string, () => Response | Promise<Response>>;

beforeEach(() => {
  localStorage.clear();
  sockets.length = 0;
  useUserStore.setState({ ...initialUserData });
  useChatStore.setState(initialChatData);
  resetLoginCheckForTests();
  routes = {
    '/api/main/banner': () => json(200, { result: 'success', banner_info: [] }),
    '/api/main/ad': () => json(200, { result: 'success', ad_info: [] }),
  };
  transport.fetch = (async (url: string) => {
    const handler = routes[url];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler();
  }) as typeof transport.fetch;
});

afterEach(() => {
  transport.fetch = original;
});

describe('initial login check', () => {
  it('on success stores the profile and job info, loads banners and ads, and opens the socket', async () => {
    routes['/api/auth/loginAuthenticate/userhash'] = () =>
      json(200, { result: 'success', loginDuplicated: false, user });
    await runLoginCheck();
    const s = useUserStore.getState();
    expect(s.isLoggedIn).toBe(true);
    expect(s.loginAttempted).toBe(true);
    expect(s.profile).toEqual(user);
    expect(s.mainContentStatus).toBe('ready');
    expect(JSON.parse(localStorage.getItem(JOB_STORAGE_KEY) as string)).toEqual({
      main_job: '02',
      main_jobD: '0201',
      sub_job: '03',
      sub_jobD: null,
    });
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.opts).toEqual({
      path: '/socket.io',
      transports: ['websocket'],
      withCredentials: true,
      reconnection: false,
    });
    // connect registers the handlers; the unread counts mark chat ready.
    sockets[0]?.handlers.connect?.();
    sockets[0]?.handlers.initialNotReadCount?.({ messageCount: [] });
    expect(useChatStore.getState().ready).toBe(true);
    // disconnect clears the socket and closes chat.
    useChatStore.setState({ open: true });
    sockets[0]?.handlers.disconnect?.('transport close');
    const after = useChatStore.getState();
    expect(after.socket).toBeNull();
    expect(after.ready).toBe(false);
    expect(after.open).toBe(false);
    expect(after.voiceChat).toBeNull();
  });

  it('a visitor (user null) stays logged out, opens no socket and loads the public banners and ads', async () => {
    routes['/api/auth/loginAuthenticate/userhash'] = () =>
      json(200, { result: 'success', loginDuplicated: false, user: null });
    await runLoginCheck();
    const s = useUserStore.getState();
    expect(s.isLoggedIn).toBe(false);
    expect(s.loginAttempted).toBe(true);
    expect(s.mainContentStatus).toBe('ready');
    expect(sockets).toHaveLength(0);
  });

  it('on failure resets to logged out but still loads the public banners and ads', async () => {
    useUserStore.getState().setLoggedIn(user);
    // What a previous login left in chat goes with it.
    useChatStore.setState({ open: true, todoOpen: true, unread: { r1: 2 } });
    routes['/api/auth/loginAuthenticate/userhash'] = () =>
      json(401, { result: 'fail', code: 'E001', message: '로그인이 필요해요.' });
    routes['/api/main/banner'] = () =>
      json(200, {
        result: 'success',
        banner_info: [
          {
            BANNER_NO: 1,
            BANNER_TITLE: '가을 해커톤',
            BANNER_SUBTITLE: null,
            BANNER_IMG_URL: null,
            BANNER_LINK_URL: '/quest',
            BANNER_BG_COLOR: null,
            BANNER_PLACEMENT: 'index',
            START_DATE: '2026-11-01',
            END_DATE: '2026-11-30',
          },
        ],
      });
    await runLoginCheck();
    const s = useUserStore.getState();
    expect(s.isLoggedIn).toBe(false);
    expect(s.profile).toBeNull();
    expect(s.loginAttempted).toBe(true);
    expect(s.bannerList).toHaveLength(1);
    expect(sockets).toHaveLength(0);
    expect(useChatStore.getState()).toMatchObject({ open: false, todoOpen: false, unread: {} });
  });

  it('takes no special action when the member is also signed in elsewhere (loginDuplicated)', async () => {
    routes['/api/auth/loginAuthenticate/userhash'] = () =>
      json(200, { result: 'success', loginDuplicated: true, user });
    await runLoginCheck();
    const s = useUserStore.getState();
    expect(s.isLoggedIn).toBe(true);
    expect(s.profile).toEqual(user);
    expect(sockets).toHaveLength(1);
  });
});
