import { countDays, type DateRange, isDateString, UNSET_DATE } from '@sidequest/shared';

/**
 * The seed's date-range rules: the start may not pass the end, and the end may not precede
 * the start. Choosing a start after the end carries the end along; an end before the start
 * snaps to the start. `0000-00-00` means that side is not chosen yet.
 */
export function normalizeDate(value: string): string {
  return isDateString(value) ? value : UNSET_DATE;
}

export function changeStart(range: DateRange, value: string): DateRange {
  const startDate = normalizeDate(value);
  const { endDate } = range;
  if (startDate !== UNSET_DATE && endDate !== UNSET_DATE && startDate > endDate) {
    return { startDate, endDate: startDate };
  }
  return { startDate, endDate };
}

export function changeEnd(range: DateRange, value: string): DateRange {
  const endDate = normalizeDate(value);
  const { startDate } = range;
  if (endDate !== UNSET_DATE && startDate !== UNSET_DATE && endDate < startDate) {
    return { startDate, endDate: startDate };
  }
  return { startDate, endDate };
}

/** Inclusive day count, or null while a side is unset. */
export function rangeDays(range: DateRange): number | null {
  return countDays(range);
}
