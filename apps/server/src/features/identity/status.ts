import type { IdentityMode, VerificationStatus } from '@sidequest/shared';
import type { Directory } from '@sidequest/shared/directory';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../profile/schema.js';
import { IDENTITY_REWARD, maskPhone } from './verification.js';
import { linkedProviders } from './social-login.js';
import { pendingRequest, toPending } from './school.js';

const flag = (on: boolean) => (on ? '01' : '00') as '00' | '01';

/** The member's own view of their verifications (the flags others see come from the cards). */
export async function verificationStatus(
  db: Db,
  directory: Directory,
  userNo: number,
  env: { identityMode: IdentityMode; oauthEnabled: { kakao: boolean; naver: boolean } },
): Promise<VerificationStatus> {
  const [p] = await db
    .select({
      ciVerifiedAt: profiles.ciVerifiedAt,
      phone: profiles.phone,
      phoneVerifiedAt: profiles.phoneVerifiedAt,
      schoolCode: profiles.schoolCode,
      schoolEmail: profiles.schoolEmail,
      schoolVerifiedAt: profiles.schoolVerifiedAt,
    })
    .from(profiles)
    .where(eq(profiles.userNo, userNo))
    .limit(1);
  const pending = await pendingRequest(db, userNo);
  // The same tests the cards use (a timestamp is set), so the member sees what others see.
  const schoolVerified = Boolean(p?.schoolVerifiedAt);
  return {
    CI_VERIFIED: flag(Boolean(p?.ciVerifiedAt)),
    CI_VERIFIED_AT: p?.ciVerifiedAt?.toISOString() ?? null,
    USER_PHONE: flag(Boolean(p?.phoneVerifiedAt)),
    PHONE_MASKED: p?.phoneVerifiedAt ? maskPhone(p.phone) : null,
    SCHOOL_VERIFIED: flag(schoolVerified),
    SCHOOL_CODE: schoolVerified ? p!.schoolCode : null,
    SCHOOL_NAME:
      schoolVerified && p!.schoolCode
        ? (directory.universitiesByCode.get(p!.schoolCode)?.label ?? p!.schoolCode)
        : null,
    SCHOOL_EMAIL: schoolVerified ? p!.schoolEmail : null,
    SCHOOL_VERIFIED_AT: schoolVerified ? p!.schoolVerifiedAt!.toISOString() : null,
    SCHOOL_PENDING: pending ? toPending(directory, pending) : null,
    OAUTH: await linkedProviders(db, userNo),
    OAUTH_ENABLED: env.oauthEnabled,
    IDENTITY_MODE: env.identityMode,
    IDENTITY_REWARD,
  };
}
