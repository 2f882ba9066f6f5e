/**
 * Counts of product-spec section 9: 1000 or more are shown as `K+`.
 * The value is rounded down, never up, because `+` promises "at least": 1999 is `1.9K+`, not `2K+`.
 * Below 10K one decimal is kept (`1.5K+`) and dropped when it is 0 (`1K+`); from 10K on only
 * whole thousands (`12K+`). There is no M: the seed knows only K+, so a million is `1000K+`.
 */
export function formatCount(n: number): string {
  // Counts are never negative or fractional; a bad value should not print `NaN` or `-3` on screen.
  if (!Number.isFinite(n) || n < 0) return '0';
  const count = Math.floor(n);
  if (count < 1000) return String(count);
  if (count >= 10_000) return `${Math.floor(count / 1000)}K+`;
  // Integer arithmetic on tenths of a thousand avoids 1.1 printing as 1.0999….
  const tenths = Math.floor(count / 100);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return decimal === 0 ? `${whole}K+` : `${whole}.${decimal}K+`;
}
