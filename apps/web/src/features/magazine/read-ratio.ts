/** The part of the read quest that is only arithmetic, kept apart so it can be tested. */

export interface BodyBox {
  /** The body's top edge relative to the viewport (getBoundingClientRect().top). */
  top: number;
  height: number;
}

/**
 * How much of the article body the reader has brought into view: the share of the body's height
 * that is above the viewport's bottom edge, clamped to 0–1. A body shorter than the screen counts
 * as read once it is fully visible.
 */
export function readRatio(box: BodyBox, viewportHeight: number): number {
  if (box.height <= 0) return 0;
  const passed = viewportHeight - box.top;
  return Math.min(1, Math.max(0, passed / box.height));
}

/** The share the server needs before it completes the quest. */
export const READ_THRESHOLD = 0.5;

/** Progress is not reported more often than this while the reader scrolls. */
export const PROGRESS_THROTTLE_MS = 1000;
