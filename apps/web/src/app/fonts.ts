/**
 * Pretendard, from the second page of a first visit (issue 17).
 *
 * A page of Korean text touches 15–20 of Pretendard's unicode-range slices, about 440 KB: on a
 * slow phone more than the JavaScript and the data together. The text reads the same in the
 * size-matched "Pretendard Fallback" (ui/global.css), so a first visit's first page stays in it
 * (startFonts). Once loaded, the slices sit in the browser's cache (hashed, immutable): later
 * visits switch as soon as the page's code is in.
 */
export const FONTS_SEEN_KEY = 'sidequest_fonts';

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
 * to Pretendard in one go (`data-fonts`, ui/tokens.css). Used at once, each
 * slice re-laid out the whole page as it arrived: four to six layouts of 60–95 ms each on a phone,
 * the largest part of Lighthouse's blocking time after the first render; one switch is one such
 * layout. Text added later (another page) takes its slices one by one, off the first load's path.
 */
export async function swapInOnce(win: Window): Promise<void> {
  const doc = win.document;
  const text = (doc.body?.textContent ?? '').slice(0, PAGE_TEXT_MAX);
  try {
    await doc.fonts?.load('1em "Pretendard Variable"', text || '가');
  } catch {
    // A slice that failed comes with the switch instead (or the stand-in keeps that glyph).
  }
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
 * Adds the font once the first page's code is in (`pageReady`): at once on a returning visit, the
 * slices being in the browser's cache. A first visit's page keeps the stand-in and fetches
 * nothing: Chromium re-lays out every line of text when a web font arrives, even one no element
 * uses yet, so fetching the slices under the page just shown cost a 0.6 s layout on a 4× slowed
 * phone (Lighthouse counted it as blocking time). The font comes with the next page, which is
 * laid out anyway, or while the tab is hidden; its slices then switch the page once they are in
 * (swapInOnce), the size-matched stand-in keeping every line where it was. Never before the
 * page's code: added while the first route was still loading, the stylesheet left some pages on
 * their skeleton.
 */
export function startFonts(
  pageReady: Promise<unknown>,
  nextPage: Promise<unknown>,
  load: () => Promise<unknown> = addStylesheet,
  win: Window = window,
): void {
  const loadFonts = () => {
    // A failed stylesheet (offline, a deploy in between) leaves the stand-in for this visit.
    load().then(
      () => swapInOnce(win).then(remember),
      () => undefined,
    );
  };
  void pageReady.then(() => {
    if (seenBefore()) return loadFonts();
    const tab = whenHidden(win);
    void Promise.race([nextPage, tab.hidden]).finally(tab.stop).then(loadFonts);
  });
}
