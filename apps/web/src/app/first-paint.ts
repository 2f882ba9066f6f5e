/**
 * Waits, before React's first commit, until the browser has recorded the server's first view as
 * painted.
 *
 * React's first commit replaces the static markup of #root with the same boxes built anew (the boot
 * skeleton draws the server's copy again, app/first-view.tsx). Chromium records a paint for the
 * largest contentful paint only when the frame's presentation time comes back to the main thread,
 * and it drops the record if the painted node was removed by then. On a fast load the framework's
 * evaluation and the first render ran in between: the copy's paint at 0.15 s was dropped and the
 * page's LCP became the identical text React painted at 0.3–0.45 s — after every script request had
 * started, so Lighthouse's simulation put LCP at 2.7–3.2 s instead of 1.0–1.2 s on the same page
 * (/lounge, /quest and a project page each scored 80–96 by which side won; decisions/web.md).
 * Waiting for the browser's own LCP entry makes the copy's paint count; it costs a frame or two,
 * during which the screen shows the same copy.
 */
export const FIRST_PAINT_WAIT_MAX_MS = 300;

export function firstViewPainted(win: Window = window): Promise<void> {
  const doc = win.document;
  const observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  // Nothing of the server's page to keep (the boot bar alone), a hidden tab that paints nothing, or a
  // browser without LCP (Safari, Firefox): nothing to wait for.
  if (
    !doc.querySelector('[data-first-view]') ||
    doc.visibilityState === 'hidden' ||
    !observer?.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let timer = 0;
    const done = () => {
      win.clearTimeout(timer);
      lcp.disconnect();
      resolve();
    };
    const lcp = new observer(done);
    lcp.observe({ type: 'largest-contentful-paint', buffered: true });
    timer = win.setTimeout(done, FIRST_PAINT_WAIT_MAX_MS);
  });
}
