import type { BrowserContext, Page } from 'playwright-core';

/**
 * Cumulative Layout Shift as Chrome and Lighthouse report it: shifts not caused by input, grouped
 * into session windows (gaps under 1 s, at most 5 s long), the worst window's sum. Call
 * `watchLayoutShift` on a context before its pages open, then `layoutShift(page)` once the page
 * has settled.
 */
export async function watchLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { worst: 0, current: 0, first: 0, last: 0 };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (entry.hadRecentInput) continue;
        const t = entry.startTime;
        if (state.current > 0 && t - state.last < 1000 && t - state.first < 5000) {
          state.current += entry.value;
        } else {
          state.current = entry.value;
          state.first = t;
        }
        state.last = t;
        state.worst = Math.max(state.worst, state.current);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's CLS so far (see watchLayoutShift). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __layoutShift?: { worst: number } }).__layoutShift?.worst ?? 0,
  );
}

/** Lighthouse's and the line: a journey page that shifts more than this fails. */
export const CLS_LIMIT = 0.1;
