/**
 * Member levels (product-spec 6 and 9: "User level: shown as a level icon", "level images exist for
 * each user level number"). The spec gives neither the thresholds nor the names: ten levels, each
 * needing more exp than the last, so early levels come quickly and the top ones mark long activity.
 * `tier` groups two levels under one badge colour (the web's LevelIcon picks the colour).
 */

export interface LevelInfo {
  /** 1–10. */
  readonly level: number;
  /** Korean level name, e.g. 새내기 메이커. */
  readonly name: string;
  /** Exp needed to reach this level. */
  readonly minExp: number;
  /** 1–5: badge colour group (1–2 → 1, 3–4 → 2 ...). */
  readonly tier: 1 | 2 | 3 | 4 | 5;
}

export const LEVELS: readonly LevelInfo[] = Object.freeze([
  { level: 1, name: '새내기 메이커', minExp: 0, tier: 1 },
  { level: 2, name: '견습 메이커', minExp: 100, tier: 1 },
  { level: 3, name: '주니어 메이커', minExp: 300, tier: 2 },
  { level: 4, name: '열정 메이커', minExp: 600, tier: 2 },
  { level: 5, name: '숙련 메이커', minExp: 1000, tier: 3 },
  { level: 6, name: '베테랑 메이커', minExp: 1500, tier: 3 },
  { level: 7, name: '엘리트 메이커', minExp: 2200, tier: 4 },
  { level: 8, name: '마스터 메이커', minExp: 3000, tier: 4 },
  { level: 9, name: '그랜드 마스터', minExp: 4000, tier: 5 },
  { level: 10, name: '레전드 메이커', minExp: 5500, tier: 5 },
] as const);

export const MAX_LEVEL = LEVELS.length;

/** The level a member with `exp` has reached. Negative, fractional or missing exp counts as 0. */
export function levelForExp(exp: number | null | undefined): LevelInfo {
  const value = Number.isFinite(exp) ? Math.max(0, Math.floor(exp as number)) : 0;
  let found = LEVELS[0]!;
  for (const info of LEVELS) {
    if (value >= info.minExp) found = info;
    else break;
  }
  return found;
}

/** The next level to reach, or null at the top level. */
export function nextLevel(exp: number | null | undefined): LevelInfo | null {
  return LEVELS[levelForExp(exp).level] ?? null;
}

/** A level by its number (clamped to 1–10). */
export function levelInfo(level: number): LevelInfo {
  const n = Math.min(Math.max(Math.floor(Number.isFinite(level) ? level : 1), 1), MAX_LEVEL);
  return LEVELS[n - 1]!;
}

export interface LevelProgress {
  current: LevelInfo;
  next: LevelInfo | null;
  /** Exp still needed for the next level; 0 at the top. */
  remaining: number;
  /** 0–100, share of the way from this level's threshold to the next (100 at the top). */
  percent: number;
}

export function levelProgress(exp: number | null | undefined): LevelProgress {
  const value = Number.isFinite(exp) ? Math.max(0, Math.floor(exp as number)) : 0;
  const current = levelForExp(value);
  const next = nextLevel(value);
  if (!next) return { current, next, remaining: 0, percent: 100 };
  const span = next.minExp - current.minExp;
  return {
    current,
    next,
    remaining: next.minExp - value,
    percent: Math.floor(((value - current.minExp) / span) * 100),
  };
}

/** A level badge's colours per tier (two levels share one): green, blue, violet, orange, then red-gold. */
export const LEVEL_TIER_COLOURS: Record<number, readonly [string, string]> = {
  1: ['#1f9d6a', '#0c6b48'],
  2: ['#3b82f6', '#1d4ed8'],
  3: ['#8a6dfb', '#5a38e0'],
  4: ['#f59e0b', '#c2410c'],
  5: ['#f43f5e', '#b45309'],
};
