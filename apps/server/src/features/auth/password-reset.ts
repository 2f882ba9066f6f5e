import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { oauthAccounts } from '../../db/schema.js';
import { fail } from '../../lib/app-error.js';
import type { Mailer, MailMessage } from '../identity/mailer.js';
import { hashPassword } from './password.js';
import { resetLinkMail, socialOnlyMail } from './password-reset-mail.js';
import { passwordResets, users } from './schema.js';
import { hashToken, revokeAllSessions, type UserRow } from './sessions.js';
import { clearAccount, countEvent, emailDigest } from './throttle.js';

/**
 * Password reset by e-mail: the way in for an owner kept out by someone else's guesses.
 *
 * A link carries 32 random bytes; only their SHA-256 is stored. It works for 30 minutes and once
 * (an atomic UPDATE … WHERE used_at IS NULL AND expires_at > now()), and a newer link or a
 * finished reset retires every other open link of the member. The request answers the same
 * whether or not the address is a member's, and the mail leaves after the answer, so the time
 * taken says nothing either.
 */
export const RESET_LINK_MINUTES = 30;
/** Mails per account in RESET_MAIL_WINDOW_S: enough to retry a lost mail, not enough to flood an inbox. */
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAIL_WINDOW_S = 15 * 60;

export type ResetLinkState = 'valid' | 'expired' | 'used' | 'invalid';

interface Logger {
  warn(obj: object, msg: string): void;
}

export interface ResetMailDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_ORIGIN: links point at the site people use, not at the instance that answered. */
  origin: string;
  log: Logger;
  /** Sends run after the answer; the caller keeps them to wait for on shutdown. */
  track(send: Promise<void>): void;
}

export function resetLink(origin: string, token: string): string {
  return new URL(`/password/reset/${token}`, origin).toString();
}

export async function requestReset(deps: ResetMailDeps, email: string, ip: string): Promise<void> {
  const { db, mailer } = deps;
  // A site that cannot send mail says so to everyone alike; that reveals nothing about members.
  if (mailer.mode === 'off') throw fail('MAIL_UNAVAILABLE');
  // Counted for every address typed, member or not, so both paths do the same work.
  const sent = await countEvent(db, `mail:${emailDigest(email)}`, RESET_MAIL_WINDOW_S);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'active')))
    .limit(1);
  if (!user || sent > RESET_MAILS_PER_ACCOUNT) return;

  let message: Omit<MailMessage, 'to'>;
  if (user.passwordHash) {
    const token = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await retireOpenLinks(tx, user.userNo);
      await tx.insert(passwordResets).values({
        tokenHash: hashToken(token),
        userNo: user.userNo,
        expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
        ip,
      });
    });
    message = resetLinkMail(user.nickname, resetLink(deps.origin, token), RESET_LINK_MINUTES);
  } else {
    const linked = await db
      .select({ provider: oauthAccounts.provider })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userNo, user.userNo))
      .orderBy(oauthAccounts.createdAt);
    message = socialOnlyMail(
      user.nickname,
      linked.map((l) => l.provider),
      new URL('/login', deps.origin).toString(),
    );
  }
  const to = user.email!;
  deps.track(
    mailer.send({ to, ...message }).catch((err: unknown) => {
      deps.log.warn({ err, userNo: user.userNo }, 'password reset mail could not be sent');
    }),
  );
}

async function retireOpenLinks(db: DbOrTx, userNo: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userNo, userNo), isNull(passwordResets.usedAt)));
}

/** What a link is worth now, so the page can say "expired" or "used" before anything is typed. */
export async function checkLink(db: Db, token: string): Promise<ResetLinkState> {
  const [row] = await db
    .select({
      usedAt: passwordResets.usedAt,
      live: sql<boolean>`${passwordResets.expiresAt} > now()`,
      status: users.status,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.userNo, passwordResets.userNo))
    .where(eq(passwordResets.tokenHash, hashToken(token)))
    .limit(1);
  if (row?.status !== 'active') return 'invalid';
  if (row.usedAt) return 'used';
  return row.live ? 'valid' : 'expired';
}

const REFUSAL = {
  expired: 'RESET_LINK_EXPIRED',
  used: 'RESET_LINK_USED',
  invalid: 'RESET_LINK_INVALID',
} as const;

/**
 * Sets the new password with a live link and returns the member, whose every session has ended.
 * The link is spent in the same transaction that changes the password: two tabs submitting at
 * once cannot both succeed.
 */
export async function confirmReset(db: Db, token: string, newPassword: string): Promise<UserRow> {
  const tokenHash = hashToken(token);
  // Hashed before the transaction: argon2 takes time and must not hold row locks.
  const passwordHash = await hashPassword(newPassword);
  const user = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userNo: passwordResets.userNo });
    if (!spent) return null;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.userNo, spent.userNo), eq(users.status, 'active')))
      .returning();
    if (!updated) return null;
    await retireOpenLinks(tx, updated.userNo);
    await revokeAllSessions(tx, updated.userNo);
    // Whatever a guesser tried against the old password no longer matters.
    if (updated.email) await clearAccount(tx, updated.email);
    return updated;
  });
  if (user) return user;
  const state = await checkLink(db, token);
  throw fail(REFUSAL[state === 'valid' ? 'invalid' : state]);
}
