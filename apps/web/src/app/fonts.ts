import type { QueryClient } from '@tanstack/react-query';

/**
 * Pretendard, after the first page's content on a first visit (issue 17).
 *
 * A page of Korean text touches 15–20 of Pretendard's unicode-range slices, about 440 KB: on a
 * slow phone more than the JavaScript and the data together, and they were fetched while the page
 * still waited for its code and data. The text reads the same in the size-matched "Pretendard
 * Fallback" (ui/global.css), so on a first visit the font's stylesheet is added once the page has
 * its data and the browser is idle, its slices for the page are fetched, and the switch waits for
 * the next page (swapInOnce). Once loaded, the slices sit in the browser's cache (hashed,
 * immutable): later visits switch as soon as the page's code is in.
 */
export const FONTS_SEEN_KEY = 'sidequest_fonts';
/** Whatever the page does, the font comes at the latest this long after its code is in. */
export const FONT_LATEST_MS = 4000;

const addStylesheet = () => import('pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css');

function remember(): void {
  try {
    localStorage.setItem(FONTS_SEEN_KEY, '1');
  } catch {
    // Private mode or a full storage: the next visit waits again, nothing worse.
  }
}

function seenBefore(): boolean {
  try {
    return localStorage.getItem(FONTS_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** The page's own text, enough to pick the slices it needs (textContent: no layout to read it). */
const PAGE_TEXT_MAX = 20_000;

/**
 * Fetches the slices the page's text needs while the page still shows the stand-in, then switches
 * to Pretendard in one go (`data-fonts`, ui/tokens.css) once `when` settles. Used at once, each
 * slice re-laid out the whole page as it arrived: four to six layouts of 60–95 ms each on a phone,
 * the largest part of Lighthouse's blocking time after the first render; one switch is one such
 * layout. Text added later (another page) takes its slices one by one, off the first load's path.
 */
export async function swapInOnce(win: Window, when: Promise<unknown> = Promise.resolve()): Promise<void> {
  const doc = win.document;
  const text = (doc.body?.textContent ?? '').slice(0, PAGE_TEXT_MAX);
  try {
    await doc.fonts?.load('1em "Pretendard Variable"', text || '가');
  } catch {
    // A slice that failed comes with the switch instead (or the stand-in keeps that glyph).
  }
  await when.catch(() => undefined);
  doc.documentElement.dataset.fonts = 'pretendard';
}

/**
 * Settles when the tab is hidden: a switch then costs nothing anyone sees or waits for. `stop`
 * removes the listener when the next page came first.
 */
function whenHidden(win: Window): { hidden: Promise<void>; stop: () => void } {
  let check = () => {};
  const hidden = new Promise<void>((resolve) => {
    check = () => {
      if (win.document.visibilityState !== 'hidden') return;
      stop();
      resolve();
    };
    win.document.addEventListener('visibilitychange', check);
  });
  const stop = () => win.document.removeEventListener('visibilitychange', check);
  return { hidden, stop };
}

/**
 * Adds the font once the first page's code is in (`pageReady`): at once on a returning visit,
 * else when a query the page started has answered and none is in flight (the header's and
 * footer's own queries answer earlier and do not count). Never before the page's code: added
 * while the first route was still loading, the stylesheet left some pages on their skeleton.
 */
export function startFonts(
  client: QueryClient,
  pageReady: Promise<unknown>,
  nextPage: Promise<unknown>,
  load: () => Promise<unknown> = addStylesheet,
  win: Window = window,
): void {
  let started = false;
  const loadFonts = (when?: Promise<unknown>) => {
    if (started) return;
    started = true;
    // A failed stylesheet (offline, a deploy in between) leaves the stand-in for this visit.
    load().then(
      () => swapInOnce(win, when).then(remember),
      () => undefined,
    );
  };
  const idle = (run: () => void) =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(run, { timeout: 1500 })
      : win.setTimeout(run, 200);
  void pageReady.then(() => {
    // Cached from an earlier visit: nothing to wait for but the page's code.
    if (seenBefore()) return loadFonts();
    // A first visit's page keeps the stand-in; Pretendard comes with the next page, which is laid
    // out anyway, or while the tab is hidden: a switch under a page just shown is one more long
    // layout (160 ms on a slowed phone, 0.6 s of Lighthouse's blocking time).
    const tab = whenHidden(win);
    const later = Promise.race([nextPage, tab.hidden]).finally(tab.stop);
    const startLoading = () => loadFonts(later);
    const latest = win.setTimeout(startLoading, FONT_LATEST_MS);
    const shells = new Set(client.getQueryCache().getAll());
    const settled = () =>
      client.isFetching() === 0 &&
      client
        .getQueryCache()
        .getAll()
        .some((q) => !shells.has(q) && (q.state.dataUpdatedAt > 0 || q.state.errorUpdatedAt > 0));
    const go = () => {
      win.clearTimeout(latest);
      unsubscribe();
      idle(startLoading);
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (settled()) go();
    });
  });
}
