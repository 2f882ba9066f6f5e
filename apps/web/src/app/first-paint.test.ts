import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MAX_MS, firstViewPainted } from './first-paint';

/** A window whose PerformanceObserver the test drives: `paint()` reports the LCP entry. */
function fakeWindow({ lcp = true, hidden = false } = {}) {
  let report: () => void = () => undefined;
  const observed: unknown[] = [];
  class FakeObserver {
    static supportedEntryTypes = lcp ? ['paint', 'largest-contentful-paint'] : ['paint'];
    disconnected = false;
    constructor(callback: () => void) {
      report = () => {
        if (!this.disconnected) callback();
      };
    }
    observe(options: unknown) {
      observed.push(options);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const win = {
    document: {
      querySelector: (s: string) => document.querySelector(s),
      visibilityState: hidden ? 'hidden' : 'visible',
    },
    PerformanceObserver: FakeObserver,
    setTimeout: (fn: () => void, ms: number) => window.setTimeout(fn, ms),
    clearTimeout: (id: number) => window.clearTimeout(id),
  } as unknown as Window;
  return { win, paint: () => report(), observed };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="root"><main data-first-view="/lounge"><p>글</p></main></div>';
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe("React's first commit and the server's copy", () => {
  it("waits for the browser's LCP entry before the app replaces the copy", async () => {
    const { win, paint, observed } = fakeWindow();
    const waiting = firstViewPainted(win);
    expect(observed).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
    expect(await settled(waiting)).toBe(false);
    paint();
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up waiting after a short while', async () => {
    const { win } = fakeWindow();
    const waiting = firstViewPainted(win);
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MAX_MS - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait without a copy, in a hidden tab or without LCP', async () => {
    expect(await settled(firstViewPainted(fakeWindow({ lcp: false }).win))).toBe(true);
    expect(await settled(firstViewPainted(fakeWindow({ hidden: true }).win))).toBe(true);
    document.body.innerHTML = '<div id="root"><div class="boot"></div></div>';
    expect(await settled(firstViewPainted(fakeWindow().win))).toBe(true);
  });
});
