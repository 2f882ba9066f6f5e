import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, combinedStatus, useAutosave } from './use-autosave';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  const save = vi.fn<(v: string) => Promise<void>>().mockResolvedValue(undefined);
  const exit = vi.fn<(v: string) => void>();
  const hook = renderHook(({ value }) => useAutosave(value, save, exit), {
    initialProps: { value: 'loaded' },
  });
  return { save, exit, hook };
}

describe('useAutosave', () => {
  it('does not save back what was loaded', async () => {
    const { save } = setup();
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the last value once typing pauses, and reports it saved', async () => {
    const { save, hook } = setup();
    hook.rerender({ value: '가' });
    hook.rerender({ value: '가나' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS / 2));
    hook.rerender({ value: '가나다' });
    expect(hook.result.current.status).toBe('idle');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('가나다');
    expect(hook.result.current.status).toBe('saved');
  });

  it('flush saves a pending change at once; settle drops it', async () => {
    const { save, hook } = setup();
    hook.rerender({ value: 'A' });
    await act(() => hook.result.current.flush());
    expect(save).toHaveBeenCalledWith('A');
    hook.rerender({ value: 'B' });
    await act(() => hook.result.current.settle());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('hands a pending change to the exit saver when the page goes away', async () => {
    const { save, exit, hook } = setup();
    hook.rerender({ value: '떠나기 전' });
    window.dispatchEvent(new Event('pagehide'));
    expect(exit).toHaveBeenCalledWith('떠나기 전');
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves a pending change when the step unmounts (navigating within the app)', async () => {
    const { save, hook } = setup();
    hook.rerender({ value: '이동' });
    hook.unmount();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(save).toHaveBeenCalledWith('이동');
  });

  it('reports a failed save', async () => {
    const { save, hook } = setup();
    save.mockRejectedValueOnce(new Error('offline'));
    hook.rerender({ value: 'x' });
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(hook.result.current.status).toBe('error');
  });
});

describe('combinedStatus', () => {
  it('shows a save of any part, not only of the first', () => {
    expect(combinedStatus(['idle', 'saved', 'idle'])).toBe('saved');
    expect(combinedStatus(['saved', 'saving', 'idle'])).toBe('saving');
    expect(combinedStatus(['saved', 'error', 'idle'])).toBe('error');
    expect(combinedStatus(['error', 'saving'])).toBe('saving');
    expect(combinedStatus(['idle', 'idle'])).toBe('idle');
    expect(combinedStatus([])).toBe('idle');
  });
});
