import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { authThrottle, sessions } from './schema.js';

/**
 * Failed-login throttling, shared by every instance through the database (`auth_throttle`).
 *
 * The old rule (5 failures lock the account for 15 minutes, 30 lock the address) let a stranger
 * lock the owner out and let one person lock a whole office behind a NAT. Now three keys, each
 * with its own budget and a `blocked_until` that grows:
 *
 * - pair (account + address): the owner's own typos. 3 free failures, then 1 s, 2 s, 4 s … capped
 *   at 15 minutes. A stranger guessing from elsewhere never touches the owner's pair.
 * - account (from any address): the soft brake against a botnet on one account. After 50 failures
 *   in an hour, one attempt per 30 s — and never for an address the member has logged in from in
 *   the last 90 days (the owner's home, office, phone network).
 * - address (across accounts): credential stuffing. 100 free failures an hour (an office NAT full
 *   of people mistyping does not reach it), then doubling from 1 s up to 15 minutes; also waived
 *   for the member's familiar addresses.
 *
 * A throttled attempt is refused before the password is checked, so it teaches a guesser nothing
 * and costs no argon2 time. The reset e-mail always works and clears the account's keys.
 */
interface Rule {
  /** Failures older than this are forgotten (the counter restarts). */
  windowS: number;
  /** Failures allowed before any delay. */
  free: number;
  /** The first delay; it doubles with each further failure. */
  baseS: number;
  capS: number;
}

export const PAIR_RULE: Rule = { windowS: 3600, free: 3, baseS: 1, capS: 900 };
export const ACCOUNT_RULE: Rule = { windowS: 3600, free: 50, baseS: 30, capS: 30 };
export const ADDRESS_RULE: Rule = { windowS: 3600, free: 100, baseS: 1, capS: 900 };
/** How long a successful log-in from an address makes it "familiar" to the account. */
export const FAMILIAR_DAYS = 90;

/**
 * Account keys use a hash of the typed e-mail: people type passwords into the e-mail box, and the
 * throttle table should not keep what they typed.
 */
export const emailDigest = (email: string) => createHash('sha256').update(email).digest('hex');

export interface LoginKeys {
  pair: string;
  account: string;
  address: string;
}

export function loginKeys(email: string, ip: string): LoginKeys {
  const digest = emailDigest(email);
  return { pair: `pair:${digest}:${ip}`, account: `acct:${digest}`, address: `ip:${ip}` };
}

function ruleFor(key: string): Rule {
  if (key.startsWith('pair:')) return PAIR_RULE;
  if (key.startsWith('acct:')) return ACCOUNT_RULE;
  return ADDRESS_RULE;
}

/** "12초" or "15분": seconds read oddly past a minute. */
export function waitLabel(seconds: number): string {
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

/** Whether the member has had a session from this address recently (their own network). */
export async function isFamiliarAddress(db: Db, userNo: number, ip: string): Promise<boolean> {
  const rows = await db
    .select({ n: sessions.userNo })
    .from(sessions)
    .where(
      and(
        eq(sessions.userNo, userNo),
        eq(sessions.ip, ip),
        gt(sessions.createdAt, sql`now() - make_interval(days => ${FAMILIAR_DAYS})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Refuses the attempt while any key applying to it is blocked, saying how long to wait. The
 * database clock decides, so instances with skewed clocks agree.
 */
export async function assertCanTry(db: Db, keys: LoginKeys, familiar: boolean): Promise<void> {
  const applying = familiar ? [keys.pair] : [keys.pair, keys.account, keys.address];
  const [row] = await db
    .select({
      wait: sql<number>`ceil(extract(epoch from max(${authThrottle.blockedUntil}) - now()))::int`,
    })
    .from(authThrottle)
    .where(and(inArray(authThrottle.key, applying), gt(authThrottle.blockedUntil, sql`now()`)));
  const wait = row?.wait ?? null;
  if (wait === null || wait <= 0) return;
  throw fail(
    'RATE_LIMITED',
    `로그인 시도가 너무 많아요. ${waitLabel(wait)} 뒤에 다시 시도해 주세요. 비밀번호가 기억나지 않으면 ‘비밀번호를 잊으셨나요?’에서 재설정 메일을 받아 주세요.`,
  );
}

/** Counts one failure under every key; past a key's free budget its block grows. */
export async function recordFailure(db: Db, keys: LoginKeys): Promise<void> {
  for (const key of [keys.pair, keys.account, keys.address]) {
    const rule = ruleFor(key);
    const expired = sql`${authThrottle.windowStart} < now() - make_interval(secs => ${rule.windowS})`;
    const count = sql`(case when ${expired} then 1 else ${authThrottle.failures} + 1 end)`;
    // The exponent is capped so a burst of concurrent failures cannot overflow power().
    const delay = sql`least(${rule.baseS} * power(2, least(${count} - ${rule.free}, 20)), ${rule.capS})`;
    // One atomic upsert: concurrent failures on two instances both count. A longer block that is
    // already running is never shortened.
    await db
      .insert(authThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: count,
          windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
          blockedUntil: sql`case when ${count} >= ${rule.free}
            then greatest(${authThrottle.blockedUntil}, now() + make_interval(secs => ${delay}))
            else ${authThrottle.blockedUntil} end`,
        },
      });
  }
}

/**
 * A correct password ends the pair's delays only: the account brake keeps counting a stranger's
 * guesses, so the owner logging in does not hand the stranger a fresh budget.
 */
export async function clearPair(db: Db, keys: LoginKeys): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, keys.pair));
}

/**
 * After a password reset the guesses so far are worthless: the account key and every pair key of
 * the account go. The digest is hex, so the LIKE prefix needs no escaping.
 */
export async function clearAccount(db: DbOrTx, email: string): Promise<void> {
  const digest = emailDigest(email);
  await db
    .delete(authThrottle)
    .where(or(eq(authThrottle.key, `acct:${digest}`), sql`${authThrottle.key} like ${`pair:${digest}:%`}`));
}

/**
 * Counts one event under a key in a fixed window and answers the count so far (mail sends per
 * account). Shares the table and its atomic upsert with the log-in counters.
 */
export async function countEvent(db: Db, key: string, windowS: number): Promise<number> {
  const expired = sql`${authThrottle.windowStart} < now() - make_interval(secs => ${windowS})`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
      },
    })
    .returning({ failures: authThrottle.failures });
  return row?.failures ?? 1;
}
