import { type DateInput, formatDate, parseSeoulDate } from '@sidequest/shared';

export type DayKind = 'today' | 'yesterday' | 'date';

export interface DayGroup<T> {
  /** The Seoul calendar day as `yy.MM.dd`; also the label of days before yesterday. */
  key: string;
  kind: DayKind;
  items: T[];
}

const DAY_MS = 86_400_000;

/**
 * Splits a newest-first list into Seoul calendar days: 오늘, 어제, then one group per date.
 * Days are Seoul days whatever the browser's zone, so a notification at 00:10 KST is "today"
 * for a reader in Korea and for one abroad alike. Korea has no daylight saving, so "yesterday"
 * is exactly 24 hours before now. Items keep their order; a date that cannot be read joins the
 * group before it rather than disappearing, and a time ahead of `now` counts as today.
 */
export function groupByDay<T>(
  items: readonly T[],
  createdAt: (item: T) => DateInput,
  now: DateInput = Date.now(),
): DayGroup<T>[] {
  const ref = parseSeoulDate(now) ?? new Date();
  const today = formatDate(ref);
  const yesterday = formatDate(ref.getTime() - DAY_MS);
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const at = parseSeoulDate(createdAt(item));
    // A time slightly ahead of this clock (server/browser skew) still happened "today".
    const key = at === null ? (groups.at(-1)?.key ?? today) : at > ref ? today : formatDate(at);
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      group = groups.find((g) => g.key === key);
      if (!group) {
        const kind: DayKind = key === today ? 'today' : key === yesterday ? 'yesterday' : 'date';
        group = { key, kind, items: [] };
        groups.push(group);
      }
    }
    group.items.push(item);
  }
  return groups;
}
