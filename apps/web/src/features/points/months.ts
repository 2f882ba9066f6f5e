/** Korea keeps UTC+9 all year: a month there is the UTC month of the instant shifted by 9 hours. */
const KST_MS = 9 * 3600_000;

export interface MonthOption {
  /** `YYYY-MM`, as the history call takes it. */
  value: string;
  /** "2025년 11월". */
  label: string;
}

/** The current month in Korea and the `count - 1` before it, newest first. */
export function recentSeoulMonths(now: Date = new Date(), count = 12): MonthOption[] {
  const seoul = new Date(now.getTime() + KST_MS);
  const out: MonthOption[] = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() - i, 1));
    const y = d.getUTCFullYear();
    const m = d.getUTCMonth() + 1;
    out.push({ value: `${y}-${String(m).padStart(2, '0')}`, label: `${y}년 ${m}월` });
  }
  return out;
}
