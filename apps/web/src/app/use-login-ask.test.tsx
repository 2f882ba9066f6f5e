import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testMember } from '../test/member';
import { useUserStore } from './store';
import { useLoginAsk } from './use-login-ask';

let check: Promise<void> | null = null;
vi.mock('./session', () => ({ loginCheckInFlight: () => check }));

const texts = {
  title: '로그인이 필요해요',
  describe: (r: string) => r,
  confirm: '로그인하기',
  cancel: '나중에',
};
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const dialogOpen = (dialog: ReactNode) => (dialog as { props: { open: boolean } }).props.open;

beforeEach(() => {
  check = null;
  useUserStore.getState().setLoggedOut();
});
afterEach(cleanup);

describe('useLoginAsk', () => {
  it('lets a member through, and asks a known visitor at once', () => {
    const { result } = renderHook(() => useLoginAsk<'write'>(texts), { wrapper });
    act(() => {
      expect(result.current.ask('write')).toBe(true);
    });
    expect(dialogOpen(result.current.dialog)).toBe(true);

    act(() => useUserStore.getState().setLoggedIn(testMember));
    expect(result.current.ask('write')).toBe(false);
  });

  it('waits for this page’s session check, then runs the action for a member without asking', async () => {
    let answer!: () => void;
    check = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const retry = vi.fn();
    const { result } = renderHook(() => useLoginAsk<'write'>(texts), { wrapper });
    act(() => {
      expect(result.current.ask('write', retry)).toBe(true);
    });
    expect(dialogOpen(result.current.dialog)).toBe(false);

    useUserStore.getState().setLoggedIn(testMember);
    await act(async () => {
      answer();
      await check;
    });
    expect(retry).toHaveBeenCalledOnce();
    expect(dialogOpen(result.current.dialog)).toBe(false);
  });

  it('asks once the check says the person is a visitor after all', async () => {
    check = Promise.resolve();
    const retry = vi.fn();
    const { result } = renderHook(() => useLoginAsk<'write'>(texts), { wrapper });
    await act(async () => {
      result.current.ask('write', retry);
      await check;
    });
    expect(retry).not.toHaveBeenCalled();
    expect(dialogOpen(result.current.dialog)).toBe(true);
  });
});
