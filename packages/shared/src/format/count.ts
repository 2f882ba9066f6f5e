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

/**
 * A whole number as Korean text writes it, with thousands separators (1,234,567), as
 * `toLocaleString('ko-KR')` would, but without Intl: a page's first `toLocaleString` loads ICU's
 * locale data, 50 ms on a desktop and about 200 ms on a slowed phone, inside the render that puts
 * the page on screen (measured on /people, issue 17). Amounts, points and counts are whole numbers;
 * a fraction is cut off rather than rounded, a value that is not a number shows as 0.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const whole = Math.trunc(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
