import { loungePromptCategories } from '@sidequest/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMPT_ROTATE_MS } from './prompts';
import { useRotatingPrompt } from './use-rotating-prompt';

const ask = loungePromptCategories.items.find((c) => c.code === 'ask')!.prompts;
const meet = loungePromptCategories.items.find((c) => c.code === 'meet')!.prompts;

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

describe('useRotatingPrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it("steps through the tag's prompts in order and wraps round", () => {
    const { result } = renderHook(() => useRotatingPrompt('09', true));
    expect(result.current).toBe(ask[0]);
    act(() => vi.advanceTimersByTime(PROMPT_ROTATE_MS));
    expect(result.current).toBe(ask[1]);
    act(() => vi.advanceTimersByTime(PROMPT_ROTATE_MS * 4));
    expect(result.current).toBe(ask[0]);
  });

  it('starts from the first prompt of the new category when the tag changes', () => {
    const { result, rerender } = renderHook(({ tag }) => useRotatingPrompt(tag, true), {
      initialProps: { tag: '09' },
    });
    act(() => vi.advanceTimersByTime(PROMPT_ROTATE_MS * 2));
    rerender({ tag: '02' });
    expect(result.current).toBe(meet[0]);
  });

  it('stops while the writer is typing', () => {
    const { result, rerender } = renderHook(({ on }) => useRotatingPrompt('09', on), {
      initialProps: { on: true },
    });
    rerender({ on: false });
    act(() => vi.advanceTimersByTime(PROMPT_ROTATE_MS * 3));
    expect(result.current).toBe(ask[0]);
  });

  it('does not rotate for people who asked for less motion', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useRotatingPrompt('09', true));
    act(() => vi.advanceTimersByTime(PROMPT_ROTATE_MS * 3));
    expect(result.current).toBe(ask[0]);
  });
});
