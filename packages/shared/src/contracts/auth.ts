import { z } from 'zod';
import { ERRORS } from '../errors.js';
import { EMAIL_PATTERN } from '../validation/patterns.js';
import { defineContract, emptyBody } from './contract.js';

/** Nickname rule (not in the seed): 2–12 characters of Hangul, Latin letters, digits or `_`. */
export const NICKNAME_PATTERN = /^[가-힣a-zA-Z0-9_]{2,12}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** At least two of: letters, digits, symbols. */
export function isStrongPassword(pw: string): boolean {
  if (pw.length < PASSWORD_MIN || pw.length > PASSWORD_MAX) return false;
  const kinds = [/[A-Za-z]/, /[0-9]/, /[^A-Za-z0-9\s]/].filter((re) => re.test(pw)).length;
  return kinds >= 2;
}

const code = (c: keyof typeof ERRORS) => ({ error: ERRORS[c].message, params: { code: c } });

export const ZEmail = z
  .string(code('INVALID_EMAIL'))
  .trim()
  .max(254, code('INVALID_EMAIL'))
  .refine((v) => EMAIL_PATTERN.test(v), code('INVALID_EMAIL'))
  .transform((v) => v.toLowerCase());

export const ZNickname = z
  .string(code('INVALID_NICKNAME'))
  .trim()
  .refine((v) => NICKNAME_PATTERN.test(v), code('INVALID_NICKNAME'));

export const ZNewPassword = z.string(code('WEAK_PASSWORD')).refine(isStrongPassword, code('WEAK_PASSWORD'));

/** The logged-in user exactly as the seed's session check names it. */
export const ZSessionUser = z.object({
  no: z.number().int(),
  nickname: z.string(),
  img: z.string().nullable(),
  chat_uid: z.string(),
  main_job: z.string().nullable(),
  main_jobD: z.string().nullable(),
  sub_job: z.string().nullable(),
  sub_jobD: z.string().nullable(),
});
export type SessionUser = z.infer<typeof ZSessionUser>;

/**
 * A box the member must tick. A missing box and an unticked one are the same refusal: absence is
 * read as false so both carry CONSENT_REQUIRED and the field's own message (only custom issues
 * carry a code). The cast keeps the wire type a plain required boolean for callers and OpenAPI.
 */
export function zRequiredConsent(message: string) {
  const issue = { error: message, params: { code: 'CONSENT_REQUIRED' } };
  return z.preprocess(
    (v) => v ?? false,
    z.boolean(issue).refine((v) => v === true, issue),
  ) as unknown as z.ZodType<true, boolean>;
}

/** Per-box messages, shared by e-mail sign-up and the consent step of a social newcomer. */
export const CONSENT_MESSAGES = {
  agree_age: '만 14세 이상만 가입할 수 있어요. 만 14세 이상이라면 확인란에 체크해 주세요.',
  agree_terms: '서비스 이용약관에 동의해야 가입할 수 있어요.',
  agree_privacy: '개인정보 수집·이용에 동의해야 가입할 수 있어요.',
} as const;

/** The four boxes of sign-up: three required, marketing messages optional. */
export const ZSignupConsent = z.object({
  agree_age: zRequiredConsent(CONSENT_MESSAGES.agree_age),
  agree_terms: zRequiredConsent(CONSENT_MESSAGES.agree_terms),
  agree_privacy: zRequiredConsent(CONSENT_MESSAGES.agree_privacy),
  /** 광고성 정보 수신 (선택); absent means no. */
  agree_marketing: z.boolean().optional(),
});
export type SignupConsent = z.input<typeof ZSignupConsent>;

export const register = defineContract({
  method: 'POST',
  path: '/api/auth/register',
  summary:
    '이메일로 회원가입하고 로그인 세션을 엽니다. 만 14세 이상 확인, 이용약관·개인정보 수집·이용 동의가 필요하고 광고성 정보 수신 동의는 선택이에요.',
  tags: ['auth'],
  auth: false,
  body: z.object({
    email: ZEmail,
    password: ZNewPassword,
    nickname: ZNickname,
    ...ZSignupConsent.shape,
  }),
  response: z.object({ user: ZSessionUser }),
});

export const login = defineContract({
  method: 'POST',
  path: '/api/auth/login',
  summary: '이메일과 비밀번호로 로그인합니다.',
  tags: ['auth'],
  auth: false,
  body: z.object({
    email: z.string(code('INVALID_EMAIL')).trim().min(1, code('INVALID_EMAIL')).max(254).toLowerCase(),
    password: z.string(code('INVALID_CREDENTIALS')).min(1, code('INVALID_CREDENTIALS')).max(PASSWORD_MAX),
  }),
  response: z.object({ user: ZSessionUser }),
});

/**
 * The seed's session check. The body may carry the login hash the old client read from a cookie;
 * our session cookie is httpOnly, so the server reads it from the cookie and the body is ignored.
 */
export const sessionCheck = defineContract({
  method: 'POST',
  path: '/api/auth/loginAuthenticate/userhash',
  summary: '로그인 세션을 확인하고 로그인한 사용자 정보를 돌려줍니다. 방문자(세션 없음)는 user가 null이에요.',
  tags: ['auth'],
  // A visitor's check is not a failure: "nobody is logged in" is its answer (user: null), so a
  // visitor's page load logs no 401 (docs/decisions/web.md).
  auth: false,
  body: emptyBody,
  response: z.object({ loginDuplicated: z.boolean(), user: ZSessionUser.nullable() }),
});

export const logout = defineContract({
  method: 'POST',
  path: '/api/auth/logout',
  summary: '현재 세션을 끝내고 로그아웃합니다.',
  tags: ['auth'],
  auth: false,
  body: emptyBody,
  response: z.object({}),
});

export const withdraw = defineContract({
  method: 'POST',
  path: '/api/auth/user_withdrawl',
  summary:
    '비밀번호(소셜 계정으로만 가입했다면 닉네임)를 다시 확인한 뒤 회원 탈퇴합니다. 작성한 글은 익명으로 남습니다.',
  tags: ['auth'],
  auth: true,
  body: z
    .object({
      password: z.string(code('WRONG_PASSWORD')).max(PASSWORD_MAX).optional(),
      /** Members who signed up with Kakao or Naver have no password: they type their nickname instead. */
      confirm_nickname: z.string().max(40).optional(),
    })
    .refine((b) => Boolean(b.password) || Boolean(b.confirm_nickname), code('WRONG_PASSWORD')),
  response: z.object({}),
});

/** Re-checks the current password; every other session of the member ends (this one stays). */
export const changePassword = defineContract({
  method: 'POST',
  path: '/api/auth/change_password',
  summary: '현재 비밀번호를 확인한 뒤 새 비밀번호로 바꿉니다. 다른 기기의 로그인은 모두 끝나요.',
  tags: ['auth'],
  auth: true,
  body: z.object({
    current_password: z
      .string(code('WRONG_PASSWORD'))
      .min(1, code('WRONG_PASSWORD'))
      .max(PASSWORD_MAX, code('WRONG_PASSWORD')),
    new_password: ZNewPassword,
  }),
  /** How many other sessions were ended. */
  response: z.object({ revoked_sessions: z.number().int() }),
});

/**
 * A password-reset link token as it appears in the mailed link (43 base64url characters). Bounded
 * loosely: a mangled token is answered as "invalid link", never as a validation error.
 */
export const ZResetToken = z.string().trim().min(1).max(128);

/** Always the same answer, whether or not the address belongs to a member (no account discovery). */
export const passwordResetRequest = defineContract({
  method: 'POST',
  path: '/api/auth/password_reset/request',
  summary:
    '비밀번호 재설정 메일을 요청합니다. 가입된 주소인지와 관계없이 같은 답을 돌려주고, 가입된 주소에만 30분 동안 쓸 수 있는 링크를 보냅니다.',
  tags: ['auth'],
  auth: false,
  body: z.object({ email: ZEmail }),
  response: z.object({}),
});

export const RESET_LINK_STATES = ['valid', 'expired', 'used', 'invalid'] as const;

/** Lets the reset page say at once that a link is spent or expired, before the person types. */
export const passwordResetCheck = defineContract({
  method: 'POST',
  path: '/api/auth/password_reset/check',
  summary: '비밀번호 재설정 링크를 아직 쓸 수 있는지 확인합니다.',
  tags: ['auth'],
  auth: false,
  body: z.object({ token: ZResetToken }),
  response: z.object({ state: z.enum(RESET_LINK_STATES) }),
});

/** Sets the new password, ends every session of the member, and logs this browser in. */
export const passwordResetConfirm = defineContract({
  method: 'POST',
  path: '/api/auth/password_reset/confirm',
  summary:
    '재설정 링크로 새 비밀번호를 정합니다. 모든 기기의 로그인이 끝나고 이 브라우저에서 새로 로그인됩니다.',
  tags: ['auth'],
  auth: false,
  body: z.object({ token: ZResetToken, new_password: ZNewPassword }),
  response: z.object({ user: ZSessionUser }),
});

export const ZUserValueCheck = z.object({
  kind: z.enum(['email', 'nickname']),
  available: z.boolean(),
  /** Why it is not available, in Korean; absent when available. */
  message: z.string().optional(),
});

export const validateUser = defineContract({
  method: 'GET',
  path: '/api/validation/user/:value',
  summary: '닉네임이나 이메일을 쓸 수 있는지 확인합니다. @가 있으면 이메일로 봅니다.',
  tags: ['auth'],
  auth: false,
  params: z.object({ value: z.string().min(1).max(254) }),
  response: ZUserValueCheck,
});
