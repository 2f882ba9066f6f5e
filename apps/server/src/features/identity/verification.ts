import { createHash, randomUUID } from 'node:crypto';
import { pointPackages } from '@sidequest/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { profiles } from '../profile/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { identityVerifications } from './schema.js';
import { type IdentityVerifier, VerifierUnavailableError } from './verifier.js';

/**
 * The identity-verification gift (reference 9.1, package F01): 10 points, once per member. The
 * points feature credits it when `member.verified` arrives (docs/decisions/rewards.md).
 */
export const IDENTITY_REWARD = pointPackages.get('F01').points;

/** Only a hash of the CI is kept: enough to tell one person from another, useless elsewhere. */
export function ciHash(ci: string): string {
  return createHash('sha256').update(ci, 'utf8').digest('hex');
}

/** A new verification number for this member; PortOne's window (or the stand-in) uses it as its id. */
export async function prepare(db: Db, userNo: number): Promise<string> {
  const id = `identity-verification-${randomUUID()}`;
  await db.insert(identityVerifications).values({ verificationId: id, userNo });
  return id;
}

/** The verification must have been issued to this member (a number seen elsewhere is worthless). */
export async function ownedRequest(db: Db, userNo: number, id: string) {
  const [row] = await db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.verificationId, id), eq(identityVerifications.userNo, userNo)))
    .limit(1);
  if (!row) throw fail('IDENTITY_NOT_FOUND');
  return row;
}

async function mark(
  db: Db,
  id: string,
  status: 'failed' | 'duplicate',
  extra: { ciHash?: string; failureReason?: string },
) {
  await db
    .update(identityVerifications)
    .set({ status, ciHash: extra.ciHash ?? null, failureReason: extra.failureReason ?? null })
    .where(eq(identityVerifications.verificationId, id));
}

export interface VerifyResult {
  status: 'verified';
  CI_VERIFIED: '01';
  USER_PHONE: '00' | '01';
  POINTS_GRANTED: number;
}

/**
 * Records a finished identity verification: the CI hash (one verified account per person) and the
 * verified phone; the first time, `member.verified` (the points feature credits the F01 gift on
 * it). Repeating the call, or racing it, is safe: the CI hash is unique across profiles, and only
 * the call whose update set `ci_verified_at` (the row lock decides) announces the first time.
 */
export async function verify(
  db: Db,
  events: DomainEvents,
  verifier: IdentityVerifier,
  user: { userNo: number; nickname: string | null },
  id: string,
): Promise<VerifyResult> {
  const { userNo } = user;
  const request = await ownedRequest(db, userNo, id);
  if (request.status === 'duplicate') throw fail('IDENTITY_ALREADY_USED');
  if (request.status === 'failed') throw fail('IDENTITY_FAILED');

  let result: Awaited<ReturnType<IdentityVerifier['getVerification']>>;
  try {
    result = await verifier.getVerification(id);
  } catch (err) {
    if (err instanceof VerifierUnavailableError) throw fail('IDENTITY_UNAVAILABLE');
    throw err;
  }
  if (result.status === 'pending' || result.status === 'not_found') throw fail('IDENTITY_NOT_VERIFIED');
  if (result.status === 'failed' || !result.ci) {
    await mark(db, id, 'failed', { failureReason: (result.failureReason ?? 'no CI').slice(0, 300) });
    await events.emit('member.verificationFailed', { userNo, nickname: user.nickname, reason: 'failed' });
    throw fail('IDENTITY_FAILED');
  }

  const hash = ciHash(result.ci);
  const [mine] = await db
    .select({ ciHash: profiles.ciHash, phoneVerifiedAt: profiles.phoneVerifiedAt })
    .from(profiles)
    .where(eq(profiles.userNo, userNo))
    .limit(1);
  if (mine?.ciHash && mine.ciHash !== hash) throw fail('IDENTITY_MISMATCH');

  const [other] = await db
    .select({ userNo: profiles.userNo })
    .from(profiles)
    .where(and(eq(profiles.ciHash, hash), ne(profiles.userNo, userNo)))
    .limit(1);
  if (other) return duplicate(db, events, user, id, hash);

  let firstTime = false;
  try {
    firstTime = await db.transaction(async (tx) => {
      // The old value comes from the row as locked by this update, so of two calls at once only
      // the one that found it empty reports the first verification.
      const [before] = await tx
        .select({ at: profiles.ciVerifiedAt })
        .from(profiles)
        .where(eq(profiles.userNo, userNo))
        .for('update');
      await tx
        .update(profiles)
        .set({
          ciHash: hash,
          ciVerifiedAt: sql`coalesce(${profiles.ciVerifiedAt}, now())`,
          ...(result.phone ? { phone: result.phone, phoneVerifiedAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.userNo, userNo));
      await tx
        .update(identityVerifications)
        .set({ status: 'verified', ciHash: hash, verifiedAt: sql`now()` })
        .where(eq(identityVerifications.verificationId, id));
      return before?.at === null;
    });
  } catch (err) {
    // Another account took this CI between the check and the write.
    if (isUniqueViolation(err, 'profiles_ci_hash_uq')) return duplicate(db, events, user, id, hash);
    throw err;
  }

  const phoneVerified = Boolean(result.phone) || Boolean(mine?.phoneVerifiedAt);
  if (firstTime) {
    // Told once: this call made the member verified. The gift is promised here and credited by
    // the points feature's handler before `emit` returns.
    await events.emit('member.verified', {
      userNo,
      nickname: user.nickname,
      pointsGranted: IDENTITY_REWARD,
    });
  }
  return {
    status: 'verified',
    CI_VERIFIED: '01',
    USER_PHONE: phoneVerified ? '01' : '00',
    POINTS_GRANTED: firstTime ? IDENTITY_REWARD : 0,
  };
}

async function duplicate(
  db: Db,
  events: DomainEvents,
  user: { userNo: number; nickname: string | null },
  id: string,
  hash: string,
): Promise<never> {
  await mark(db, id, 'duplicate', { ciHash: hash });
  await events.emit('member.verificationFailed', { ...user, reason: 'duplicate' });
  throw fail('IDENTITY_ALREADY_USED');
}

/** 01012345678 → 010-****-5678 */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const d = phone.replace(/\D/g, '');
  if (d.length < 10) return null;
  return `${d.slice(0, 3)}-****-${d.slice(-4)}`;
}
