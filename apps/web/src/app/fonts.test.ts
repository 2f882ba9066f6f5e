import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_SEEN_KEY, startFonts, swapInOnce } from './fonts';

const load = vi.fn(async () => undefined);
let nextPage: { promise: Promise<void>; go: () => void };

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.fonts;
  load.mockClear();
  let go: () => void = () => undefined;
  nextPage = { promise: new Promise<void>((resolve) => (go = resolve)), go: () => go() };
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('Pretendard on a first visit', () => {
  it('leaves the first page in the stand-in, and comes with the next page', async () => {
    let pageIn: () => void = () => undefined;
    startFonts(new Promise<void>((resolve) => (pageIn = resolve)), nextPage.promise, load);
    pageIn();
    // However long the first page stays on screen, nothing is fetched under it.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    nextPage.go();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.fonts).toBe('pretendard');
    expect(localStorage.getItem(FONTS_SEEN_KEY)).toBe('1');
  });

  it('stops listening for a hidden tab once the next page brought the font', async () => {
    const removed = vi.spyOn(document, 'removeEventListener');
    startFonts(Promise.resolve(), nextPage.promise, load);
    await vi.advanceTimersByTimeAsync(100);
    nextPage.go();
    await vi.advanceTimersByTimeAsync(0);
    expect(removed).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    removed.mockRestore();
  });

  it('comes while the tab is hidden if no other page comes first', async () => {
    startFonts(Promise.resolve(), nextPage.promise, load);
    await vi.advanceTimersByTimeAsync(100);
    expect(load).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledOnce();
      expect(document.documentElement.dataset.fonts).toBe('pretendard');
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('loads as soon as the page code is in on a later visit, the slices being cached', async () => {
    localStorage.setItem(FONTS_SEEN_KEY, '1');
    let pageIn: () => void = () => undefined;
    startFonts(new Promise<void>((resolve) => (pageIn = resolve)), nextPage.promise, load);
    await vi.advanceTimersByTimeAsync(100);
    expect(load).not.toHaveBeenCalled();
    pageIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.fonts).toBe('pretendard');
  });
});

describe('the switch to Pretendard', () => {
  afterEach(() => {
    delete document.documentElement.dataset.fonts;
    document.body.textContent = '';
  });

  it("fetches the page text's slices first, then switches once", async () => {
    document.body.textContent = '사이드퀘스트 라운지';
    let slicesIn: () => void = () => undefined;
    const fontsLoad = vi.fn(() => new Promise<void>((resolve) => (slicesIn = resolve)));
    Object.defineProperty(document, 'fonts', { value: { load: fontsLoad }, configurable: true });
    try {
      const done = swapInOnce(window);
      await vi.advanceTimersByTimeAsync(0);
      expect(fontsLoad).toHaveBeenCalledWith('1em "Pretendard Variable"', '사이드퀘스트 라운지');
      // Still the stand-in while the slices come.
      expect(document.documentElement.dataset.fonts).toBeUndefined();
      slicesIn();
      await done;
      expect(document.documentElement.dataset.fonts).toBe('pretendard');
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });

  it('switches even when a slice fails', async () => {
    Object.defineProperty(document, 'fonts', {
      value: { load: vi.fn(async () => Promise.reject(new Error('network'))) },
      configurable: true,
    });
    try {
      await swapInOnce(window);
      expect(document.documentElement.dataset.fonts).toBe('pretendard');
    } finally {
      Reflect.deleteProperty(document, 'fonts');
    }
  });
});
