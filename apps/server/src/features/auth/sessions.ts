import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { profiles } from '../profile/schema.js';
import { sessions, users } from './schema.js';

export const SESSION_COOKIE = 'sidequest_session';

export type { UserRow } from '../../db/rows.js';
export type LiveSession = NonNullable<Awaited<ReturnType<typeof findSession>>>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  userNo: number,
  days: number,
  meta: { userAgent?: string | undefined; ip?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userNo,
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

/**
 * The session lookup asked on every request, as a named prepared statement: drizzle builds its SQL
 * once per database handle instead of once per request (a tenth of the session check's CPU,
 * measured with `node --cpu-prof` in bench/run.mjs), and PostgreSQL parses and plans it once per
 * connection. One per `Db`, since tests open several databases in one process.
 */
function prepareLookups(db: Db) {
  const live = and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    eq(users.status, 'active'),
  );
  return {
    find: db
      .select({
        user: users,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        // Counted in the same round trip: the session check reports other live sessions (loginDuplicated).
        liveSessions: sql<number>`(select count(*)::int from ${sessions} s2 where s2.user_no = ${sessions.userNo} and s2.revoked_at is null and s2.expires_at > now())`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.userNo, sessions.userNo))
      .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), live))
      .limit(1)
      .prepare('session_find'),
    isLive: db
      .select({ userNo: sessions.userNo })
      .from(sessions)
      .innerJoin(users, eq(users.userNo, sessions.userNo))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          eq(sessions.userNo, sql.placeholder('userNo')),
          live,
        ),
      )
      .limit(1)
      .prepare('session_is_live'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareLookups>>();
function lookups(db: Db) {
  let found = prepared.get(db);
  if (!found) {
    found = prepareLookups(db);
    prepared.set(db, found);
  }
  return found;
}

/** The live session behind a cookie token, with its active member; null when expired, revoked or withdrawn. */
export async function findSession(db: Db, token: string) {
  const tokenHash = hashToken(token);
  const rows = await lookups(db).find.execute({ tokenHash });
  const row = rows[0];
  if (!row) return null;
  // Touch at most every five minutes: a session check on every page must not write every time.
  if (Date.now() - row.lastSeenAt.getTime() > 5 * 60_000) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
    // Being around counts as activity: the directory orders by it and matching rewards it.
    await db.update(profiles).set({ lastActiveAt: sql`now()` }).where(eq(profiles.userNo, row.user.userNo));
  }
  return { user: row.user, tokenHash, expiresAt: row.expiresAt, liveSessions: row.liveSessions };
}

/**
 * Whether a session (by token hash) is still live for that member: not revoked, not expired, the
 * member still active. One primary-key lookup joined on the users primary key, cheap enough for
 * the chat socket to ask before every event it acts on, so nothing sent after a log-out is kept.
 */
export async function sessionIsLive(db: Db, tokenHash: string, userNo: number): Promise<boolean> {
  const rows = await lookups(db).isLive.execute({ tokenHash, userNo });
  return rows.length > 0;
}

/** Revokes one session; answers its token hash, so the caller can end the sockets opened with it. */
export async function revokeSession(db: Db, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
  return tokenHash;
}

export async function revokeAllSessions(db: DbOrTx, userNo: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userNo, userNo), isNull(sessions.revokedAt)));
}
