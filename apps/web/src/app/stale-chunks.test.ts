import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_KEY, reloadOnStaleChunks } from './stale-chunks';

function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const storage = new Map<string, string>();
  const win = Object.assign(target, {
    location: { reload },
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
  }) as unknown as Window;
  return { win, reload, storage };
}

const preloadError = () => new Event('vite:preloadError', { cancelable: true });

describe('a chunk of an older build', () => {
  let clock: number;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('reloads the page once, and not again within a minute', () => {
    const { win, reload, storage } = fakeWindow();
    reloadOnStaleChunks(win, () => clock);
    const first = preloadError();
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledOnce();
    expect(first.defaultPrevented).toBe(true);
    expect(storage.get(RELOAD_KEY)).toBe(String(clock));

    clock += 10_000;
    const again = preloadError();
    win.dispatchEvent(again);
    expect(reload).toHaveBeenCalledOnce();
    // Not prevented: the import rejects and the route shows its error page.
    expect(again.defaultPrevented).toBe(false);

    clock += 60_000;
    win.dispatchEvent(preloadError());
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
