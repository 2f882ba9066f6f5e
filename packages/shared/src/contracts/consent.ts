/**
 * Sign-up consent after the fact: a member who joined with Kakao or Naver has an account before
 * they saw our terms, so the stepped sign-up asks them first (docs/decisions/hardening-consent.md).
 * The marketing switch of the My page lives with the My page (profile-my.ts).
 */
import { z } from 'zod';
import { ZSignupConsent } from './auth.js';
import { defineContract } from './contract.js';

/** What the member agreed to and when (ISO times, UTC); null where they have not agreed. */
export const ZConsent = z.object({
  AGE_CONFIRMED_AT: z.string().nullable(),
  TERMS_AGREED_AT: z.string().nullable(),
  PRIVACY_AGREED_AT: z.string().nullable(),
  /** Whether the three required agreements are all recorded. */
  REQUIRED_AGREED: z.boolean(),
  MARKETING_CONSENT: z.boolean(),
  /** When the marketing choice (yes or no) was last made. */
  MARKETING_CONSENT_AT: z.string().nullable(),
});
export type Consent = z.infer<typeof ZConsent>;

export const consentState = defineContract({
  method: 'GET',
  path: '/api/auth/consent',
  summary:
    '내가 동의한 약관과 동의한 때(만 14세 이상 확인, 이용약관, 개인정보 수집·이용, 광고성 정보 수신)를 불러옵니다.',
  tags: ['auth'],
  auth: true,
  response: ZConsent,
});

export const agreeTerms = defineContract({
  method: 'POST',
  path: '/api/auth/agree_terms',
  summary:
    '소셜 계정으로 가입한 회원이 필수 약관에 동의합니다. 이미 동의한 항목의 시각은 처음 동의한 때로 남아요.',
  tags: ['auth'],
  auth: true,
  body: ZSignupConsent,
  response: ZConsent,
});
