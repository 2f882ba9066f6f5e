import { beforeEach, describe, expect, it } from 'vitest';
import { initialUserData, PERSISTED_KEYS, STORE_KEY, useUserStore } from './store';

const user = {
  no: 7,
  nickname: '메이커김',
  img: null,
  chat_uid: 'u-7',
  main_job: '01',
  main_jobD: '0101',
  sub_job: null,
  sub_jobD: null,
};

beforeEach(() => {
  localStorage.clear();
  useUserStore.setState({ ...initialUserData });
});

describe('user store persistence', () => {
  it('persists only loginAttempted, profile, isLoggedIn and loginTime under "sidequest"', () => {
    const s = useUserStore.getState();
    s.setLoggedIn(user);
    s.setChatOpen(true);
    s.setChatReady(true);
    s.setTodoOpen(true);
    s.setChatRead([3, 4]);
    s.setBannerList([]);
    s.setQuestProgress({ q1: 50 });
    s.setRefreshInfo({ flag: true, page: '/lounge' });

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
    expect(s.chatRead).toEqual([0]);
    expect(s.refreshInfo).toEqual({ flag: false, page: '/' });
    expect(s.loginAttempted).toBe(false);
    expect(s.isLoggedIn).toBe(false);
  });

  it('logging out clears the user but marks the login as attempted', () => {
    const s = useUserStore.getState();
    s.setLoggedIn(user);
    s.setChatOpen(true);
    s.setLoggedOut();
    const after = useUserStore.getState();
    expect(after.profile).toBeNull();
    expect(after.isLoggedIn).toBe(false);
    expect(after.loginTime).toBeNull();
    expect(after.loginAttempted).toBe(true);
    expect(after.chatOpen).toBe(false);
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) as string) as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ loginAttempted: true, profile: null, isLoggedIn: false, loginTime: null });
  });
});
