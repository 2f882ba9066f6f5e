/**
 * The date range of product-spec sections 3 and 5: `startDate` and `endDate` as `YYYY-MM-DD`,
 * where `0000-00-00` means the user has not picked that end yet.
 */

export const UNSET_DATE = '0000-00-00';

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// Days since 1970-01-01 for a real calendar date, else null. UTC arithmetic keeps the machine's
// time zone and daylight saving out of the arithmetic.
function dayNumber(value: string): number | null {
  const m = DATE_PATTERN.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return null;
  // setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999.
  const back = new Date(0);
  back.setUTCFullYear(y, mo - 1, d);
  // 02-30 rolls over to 03-02; a date that does not read back is not a real date.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(back.getTime() / 86_400_000);
}

export function isUnsetDate(value: string): boolean {
  return value === UNSET_DATE;
}

/** A real calendar date in `YYYY-MM-DD` form (the unset marker is not one). */
export function isDateString(value: string): boolean {
  return dayNumber(value) !== null;
}

/**
 * Each end is a real date or unset, and when both are set the start does not pass the end
 * (a one-day range, start equal to end, is allowed). Whether a date is required is the form's call.
 */
export function isValidDateRange({ startDate, endDate }: DateRange): boolean {
  const start = isUnsetDate(startDate) ? undefined : dayNumber(startDate);
  const end = isUnsetDate(endDate) ? undefined : dayNumber(endDate);
  if (start === null || end === null) return false;
  if (start === undefined || end === undefined) return true;
  return start <= end;
}

/**
 * Inclusive number of days the picker shows (`2026-11-01`–`2026-11-01` is 1 day),
 * or null while either end is unset or the range is invalid.
 */
export function countDays({ startDate, endDate }: DateRange): number | null {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (start === null || end === null || start > end) return null;
  return end - start + 1;
}
