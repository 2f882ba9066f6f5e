import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { authThrottle } from './schema.js';

/**
 * Failed-login throttling per account and per client address, shared by all instances through
 * the database. After too many failures in the window, even a correct password is refused until
 * the window passes, so a guesser learns nothing.
 */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

export const accountKey = (email: string) => `acct:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

const limitFor = (key: string) =>
  key.startsWith('acct:') ? MAX_FAILURES_PER_ACCOUNT : MAX_FAILURES_PER_ADDRESS;

export async function assertNotThrottled(db: Db, keys: string[]): Promise<void> {
  const rows = await db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
  const now = Date.now();
  for (const row of rows) {
    const open = now - row.windowStart.getTime() < THROTTLE_WINDOW_MS;
    if (open && row.failures >= limitFor(row.key)) {
      const minutes = Math.ceil((row.windowStart.getTime() + THROTTLE_WINDOW_MS - now) / 60_000);
      throw fail('RATE_LIMITED', `로그인 시도가 너무 많아요. ${minutes}분 뒤에 다시 시도해 주세요.`);
    }
  }
}

export async function recordFailure(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    // One atomic upsert: concurrent failures on two instances both count.
    await db
      .insert(authThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.windowStart} < now() - make_interval(secs => ${THROTTLE_WINDOW_MS / 1000}) then 1 else ${authThrottle.failures} + 1 end`,
          windowStart: sql`case when ${authThrottle.windowStart} < now() - make_interval(secs => ${THROTTLE_WINDOW_MS / 1000}) then now() else ${authThrottle.windowStart} end`,
        },
      });
  }
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, [key]));
}
