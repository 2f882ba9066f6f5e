import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { insertMember, uniqueNickname } from './members.js';
import type { OAuthProfile } from './oauth.js';
import { oauthAccounts } from './schema.js';

/** Why a social log-in could not finish; the login page shows a Korean line for each. */
export type OAuthErrorCode =
  | 'oauth_denied'
  | 'oauth_state'
  | 'oauth_failed'
  | 'oauth_email_taken'
  | 'oauth_linked_other'
  | 'oauth_already_linked';

export type OAuthOutcome =
  /** An existing member logged in; `joinStep` is where their unfinished sign-up resumes. */
  | { kind: 'login'; userNo: number; joinStep: number | null }
  /** A new member was created; the stepped sign-up continues. */
  | { kind: 'created'; userNo: number }
  /** The logged-in member now has (or already had) this provider linked. */
  | { kind: 'linked'; userNo: number }
  | { kind: 'error'; code: OAuthErrorCode };

async function findLink(db: Db, provider: string, providerUserId: string) {
  const [row] = await db
    .select({ userNo: oauthAccounts.userNo, status: users.status, joinStep: profiles.joinStep })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.userNo, oauthAccounts.userNo))
    .leftJoin(profiles, eq(profiles.userNo, oauthAccounts.userNo))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .limit(1);
  return row;
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ n: users.userNo }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

async function link(
  db: Db,
  current: UserRow,
  provider: string,
  profile: OAuthProfile,
): Promise<OAuthOutcome> {
  const [mine] = await db
    .select({ providerUserId: oauthAccounts.providerUserId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userNo, current.userNo), eq(oauthAccounts.provider, provider)))
    .limit(1);
  if (mine) {
    // One account per provider: a second Kakao account cannot be added next to the first.
    return mine.providerUserId === profile.id
      ? { kind: 'linked', userNo: current.userNo }
      : { kind: 'error', code: 'oauth_already_linked' };
  }
  const inserted = await db
    .insert(oauthAccounts)
    .values({ provider, providerUserId: profile.id, userNo: current.userNo, email: profile.email })
    .onConflictDoNothing()
    .returning({ userNo: oauthAccounts.userNo });
  if (inserted.length > 0) return { kind: 'linked', userNo: current.userNo };
  // Lost a race: someone linked this provider account (or this member linked another) meanwhile.
  const again = await findLink(db, provider, profile.id);
  return again?.userNo === current.userNo
    ? { kind: 'linked', userNo: current.userNo }
    : { kind: 'error', code: 'oauth_linked_other' };
}

/**
 * After the provider vouched for `profile`: log in the member it is linked to, link it to the
 * member who started the flow while logged in, or create a new member. A provider e-mail that
 * already belongs to a member is never linked automatically (whoever controls the provider
 * account would take over the member); that person logs in and links from their page instead.
 */
export async function completeOAuth(
  db: Db,
  input: { provider: '0' | '6'; profile: OAuthProfile; current: UserRow | null },
): Promise<OAuthOutcome> {
  const { provider, profile, current } = input;
  let existing = await findLink(db, provider, profile.id);
  if (existing && existing.status !== 'active') {
    // The member withdrew; the provider account is free to start over.
    await db
      .delete(oauthAccounts)
      .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, profile.id)));
    existing = undefined;
  }

  if (current) {
    if (existing && existing.userNo !== current.userNo) return { kind: 'error', code: 'oauth_linked_other' };
    return link(db, current, provider, profile);
  }
  if (existing) return { kind: 'login', userNo: existing.userNo, joinStep: existing.joinStep ?? null };

  if (profile.email && (await emailTaken(db, profile.email)))
    return { kind: 'error', code: 'oauth_email_taken' };

  for (let attempt = 0; attempt < 3; attempt++) {
    const nickname = await uniqueNickname(db, profile.nickname);
    try {
      const user = await db.transaction(async (tx) => {
        const created = await insertMember(tx, { email: profile.email, nickname });
        await tx
          .insert(oauthAccounts)
          .values({ provider, providerUserId: profile.id, userNo: created.userNo, email: profile.email });
        return created;
      });
      return { kind: 'created', userNo: user.userNo };
    } catch (err) {
      if (isUniqueViolation(err, 'users_nickname_uq')) continue; // taken meanwhile: draw again
      if (isUniqueViolation(err, 'oauth_accounts_provider_uq')) {
        // The same person's second tab finished first: log in to the account it created.
        const row = await findLink(db, provider, profile.id);
        if (row) return { kind: 'login', userNo: row.userNo, joinStep: row.joinStep ?? null };
      }
      if (isUniqueViolation(err, 'users_email_uq')) return { kind: 'error', code: 'oauth_email_taken' };
      throw err;
    }
  }
  return { kind: 'error', code: 'oauth_failed' };
}

/** Which providers a member has linked, by name. */
export async function linkedProviders(db: Db, userNo: number): Promise<{ kakao: boolean; naver: boolean }> {
  const rows = await db
    .select({ provider: oauthAccounts.provider })
    .from(oauthAccounts)
    .where(eq(oauthAccounts.userNo, userNo));
  const codes = new Set(rows.map((r) => r.provider));
  return { kakao: codes.has('0'), naver: codes.has('6') };
}
