/**
 * The member's verified phone, read by features that deliver to it (gift coupons): PUBLIC in
 * features/boundaries.test.ts. The phone is written only by identity verification
 * (`verification.ts`), when PortOne's answer confirmed a mobile number.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { profiles } from '../profile/schema.js';
import { identityVerifications } from './schema.js';
import { maskPhone } from './verification.js';

export interface VerifiedPhone {
  /** Digits only (01012345678); never sent to a browser. */
  phone: string;
  /** 010-****-5678 */
  masked: string;
  verifiedAt: Date;
}

/** The member's phone when a verification confirmed it, else null. */
export async function verifiedPhone(db: DbOrTx, userNo: number): Promise<VerifiedPhone | null> {
  const [row] = await db
    .select({ phone: profiles.phone, verifiedAt: profiles.phoneVerifiedAt })
    .from(profiles)
    .where(eq(profiles.userNo, userNo))
    .limit(1);
  const masked = maskPhone(row?.phone ?? null);
  if (!row?.phone || !row.verifiedAt || !masked) return null;
  return { phone: row.phone, masked, verifiedAt: row.verifiedAt };
}

/** How one of this member's identity verifications stands; null when it is not theirs. */
export async function verificationOutcome(
  db: DbOrTx,
  userNo: number,
  verificationId: string,
): Promise<'requested' | 'verified' | 'failed' | 'duplicate' | null> {
  const [row] = await db
    .select({ status: identityVerifications.status })
    .from(identityVerifications)
    .where(
      and(eq(identityVerifications.verificationId, verificationId), eq(identityVerifications.userNo, userNo)),
    )
    .limit(1);
  return row?.status ?? null;
}
