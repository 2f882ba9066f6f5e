import { beforeEach, describe, expect, it } from 'vitest';
import { initialChatData, useChatStore } from '../features/chat/store';
import { testMember } from '../test/member';
import { initialUserData, PERSISTED_KEYS, STORE_KEY, useUserStore } from './store';

const user = testMember;

beforeEach(() => {
  localStorage.clear();
  useUserStore.setState({ ...initialUserData });
  useChatStore.setState(initialChatData);
});

describe('user store persistence', () => {
  it('persists only loginAttempted, profile, isLoggedIn and loginTime under "sidequest"', () => {
    const s = useUserStore.getState();
    s.setLoggedIn(user);
    s.setBannerList([]);
    s.setMainContentStatus('ready');
    s.setRefreshInfo({ flag: true, page: '/lounge' });
    // Chat's state is its own store and is never written to browser storage.
    useChatStore.setState({ open: true, ready: true, todoOpen: true });

    const raw = localStorage.getItem(STORE_KEY);
    expect(raw).not.toBeNull();
    const saved = JSON.parse(raw as string) as { state: Record<string, unknown> };
    expect(Object.keys(saved.state).sort()).toEqual([...PERSISTED_KEYS].sort());
    expect(saved.state.profile).toEqual(user);
    expect(saved.state.isLoggedIn).toBe(true);
    expect(saved.state.loginAttempted).toBe(true);
    expect(typeof saved.state.loginTime).toBe('number');
  });

  it('starts with the spec defaults', () => {
    const s = useUserStore.getState();
    expect(s.refreshInfo).toEqual({ flag: false, page: '/' });
    expect(s.loginAttempted).toBe(false);
    expect(s.isLoggedIn).toBe(false);
  });

  it('logging out clears the user but marks the login as attempted', () => {
    const s = useUserStore.getState();
    s.setLoggedIn(user);
    s.setLoggedOut();
    const after = useUserStore.getState();
    expect(after.profile).toBeNull();
    expect(after.isLoggedIn).toBe(false);
    expect(after.loginTime).toBeNull();
    expect(after.loginAttempted).toBe(true);
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) as string) as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ loginAttempted: true, profile: null, isLoggedIn: false, loginTime: null });
  });
});
