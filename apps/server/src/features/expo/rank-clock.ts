/**
 * The expo ranking's idea of "now": the real clock, or — in tests only — the real clock moved by
 * `TEST_ONLY_EXPO_CLOCK_OFFSET_MS`. A browser journey cannot wait for Monday 00:00 Seoul, so it
 * restarts the server "a week later" and the weekly snapshot job ranks the finished week exactly
 * as it would after a real restart: same job, same statement, same once-only run row. Only the
 * expo's ranking reads this clock (which weeks are due, which week is live); rows are still
 * stamped by the database's own clock, so nothing written moves in time.
 *
 * A live site must never skip or pre-rank a week, so the setting is refused in production, like
 * `TEST_ONLY_FETCH_ALLOW_ORIGINS` (config.ts).
 */
export const CLOCK_OFFSET_ENV = 'TEST_ONLY_EXPO_CLOCK_OFFSET_MS';

/** The offset in milliseconds that `env` asks for (0 when unset); throws where it is not allowed. */
export function clockOffsetMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[CLOCK_OFFSET_ENV]?.trim();
  if (!raw) return 0;
  if (env.NODE_ENV === 'production') {
    throw new Error(`${CLOCK_OFFSET_ENV}는 테스트 전용이에요. 운영(NODE_ENV=production)에서는 지워 주세요.`);
  }
  const ms = Number(raw);
  // A year either way is more than any test needs; a typo must not rank decades of weeks.
  if (!Number.isSafeInteger(ms) || Math.abs(ms) > 366 * 86_400_000) {
    throw new Error(`${CLOCK_OFFSET_ENV}는 1년 이내의 밀리초 정수여야 해요: ${raw}`);
  }
  return ms;
}

let offset: number | undefined;

/** Now, as the expo ranking sees it (the offset is read once per process). */
export function expoNow(): Date {
  offset ??= clockOffsetMs();
  return new Date(Date.now() + offset);
}
