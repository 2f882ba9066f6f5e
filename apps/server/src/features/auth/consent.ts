import type { Consent } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from './schema.js';
import type { UserRow } from './sessions.js';

type ConsentColumns = Pick<
  UserRow,
  'ageConfirmedAt' | 'termsAgreedAt' | 'privacyAgreedAt' | 'marketingConsent' | 'marketingConsentAt'
>;

/** Whether the member may count as a full member: all three required agreements are on record. */
export function hasRequiredConsent(u: ConsentColumns): boolean {
  return Boolean(u.ageConfirmedAt && u.termsAgreedAt && u.privacyAgreedAt);
}

export function toConsent(u: ConsentColumns): Consent {
  return {
    AGE_CONFIRMED_AT: u.ageConfirmedAt?.toISOString() ?? null,
    TERMS_AGREED_AT: u.termsAgreedAt?.toISOString() ?? null,
    PRIVACY_AGREED_AT: u.privacyAgreedAt?.toISOString() ?? null,
    REQUIRED_AGREED: hasRequiredConsent(u),
    MARKETING_CONSENT: u.marketingConsent,
    MARKETING_CONSENT_AT: u.marketingConsentAt?.toISOString() ?? null,
  };
}

/**
 * Records the required agreements of a member who joined through Kakao or Naver (e-mail sign-up
 * records them with the account). A time already on record stays: it proves the first agreement.
 * The marketing box is a choice like any other: recorded when sent, or as "no" when never made.
 */
export async function agreeTerms(
  db: Db,
  user: UserRow,
  input: { agree_marketing?: boolean | undefined },
): Promise<Consent> {
  const marketing =
    input.agree_marketing !== undefined
      ? { marketingConsent: input.agree_marketing, marketingConsentAt: sql`now()` }
      : { marketingConsentAt: sql`coalesce(${users.marketingConsentAt}, now())` };
  const [row] = await db
    .update(users)
    .set({
      ageConfirmedAt: sql`coalesce(${users.ageConfirmedAt}, now())`,
      termsAgreedAt: sql`coalesce(${users.termsAgreedAt}, now())`,
      privacyAgreedAt: sql`coalesce(${users.privacyAgreedAt}, now())`,
      ...marketing,
      updatedAt: sql`now()`,
    })
    .where(eq(users.userNo, user.userNo))
    .returning();
  return toConsent(row!);
}
