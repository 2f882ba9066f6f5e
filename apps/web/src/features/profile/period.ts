/** yyyy-MM → 2024.03 */
export function formatYm(ym: string | null | undefined): string {
  if (!ym || !/^\d{4}-\d{2}$/.test(ym)) return '';
  return ym.replace('-', '.');
}

function monthIndex(ym: string): number {
  const [y, m] = ym.split('-').map(Number);
  return (y ?? 0) * 12 + ((m ?? 1) - 1);
}

/** The current month in Seoul, yyyy-MM (careers "재직 중" run to it). */
export function currentYm(now: Date = new Date()): string {
  const seoul = new Date(now.getTime() + 9 * 3_600_000);
  return `${seoul.getUTCFullYear()}-${String(seoul.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * Months worked, counting both the first and the last month (2021-03 to 2021-03 is one month),
 * as Korean résumés do. Null when the dates are missing or backwards.
 */
export function monthsBetween(
  start: string | null,
  end: string | null,
  now: Date = new Date(),
): number | null {
  if (!start || !/^\d{4}-\d{2}$/.test(start)) return null;
  const last = end && /^\d{4}-\d{2}$/.test(end) ? end : currentYm(now);
  const n = monthIndex(last) - monthIndex(start) + 1;
  return n > 0 ? n : null;
}

/** 14 → { years: 1, months: 2 } */
export function splitMonths(total: number): { years: number; months: number } {
  return { years: Math.floor(total / 12), months: total % 12 };
}
