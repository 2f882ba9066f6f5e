import { z } from 'zod';
import { zLimit, zLine } from './primitives.js';
import { ERRORS } from '../errors.js';
import { ZEmail } from './auth.js';
import { defineContract, emptyBody } from './contract.js';

/**
 * Social log-in (Kakao provider '0', Naver '6'), identity verification (provider '4', PortOne)
 * and school verification. The OAuth redirect routes themselves are browser navigations, not
 * JSON calls, so they have no contract: `GET /api/auth/oauth/:provider/start?next=/path` and
 * `GET /api/auth/oauth/:provider/callback`.
 */

const code = (c: keyof typeof ERRORS) => ({ error: ERRORS[c].message, params: { code: c } });

export const OAUTH_PROVIDERS = ['kakao', 'naver'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** '00' not verified, '01' verified: the seed's flag values (CI_VERIFIED, USER_PHONE). */
const ZFlag = z.enum(['00', '01']);

export const providers = defineContract({
  method: 'GET',
  path: '/api/auth/providers',
  summary: '쓸 수 있는 소셜 로그인(카카오, 네이버)을 알려 줍니다.',
  tags: ['auth'],
  auth: false,
  response: z.object({ kakao: z.boolean(), naver: z.boolean() }),
});

/**
 * How this server runs identity verification: PortOne, the local stand-in (shown to members as
 * 테스트 모드: development, the embedded database, the demo), or not at all.
 */
export const ZIdentityMode = z.enum(['portone', 'standin', 'off']);
export type IdentityMode = z.infer<typeof ZIdentityMode>;

export const ZSchoolPending = z.object({
  SCHOOL_CODE: z.string(),
  SCHOOL_NAME: z.string(),
  EMAIL: z.string(),
  /** ISO time the code stops working. */
  EXPIRES_AT: z.string(),
  /** ISO time a new code may be asked for. */
  RESEND_AT: z.string(),
  ATTEMPTS_LEFT: z.number().int(),
});
export type SchoolPending = z.infer<typeof ZSchoolPending>;

/** The member's own verification state (never shown to others: other people see only the flags). */
export const ZVerificationStatus = z.object({
  CI_VERIFIED: ZFlag,
  CI_VERIFIED_AT: z.string().nullable(),
  USER_PHONE: ZFlag,
  /** The verified phone with its middle digits hidden (010-****-5678), or null. */
  PHONE_MASKED: z.string().nullable(),
  SCHOOL_VERIFIED: ZFlag,
  SCHOOL_CODE: z.string().nullable(),
  SCHOOL_NAME: z.string().nullable(),
  SCHOOL_EMAIL: z.string().nullable(),
  SCHOOL_VERIFIED_AT: z.string().nullable(),
  SCHOOL_PENDING: ZSchoolPending.nullable(),
  /** Which social accounts are linked to this member. */
  OAUTH: z.object({ kakao: z.boolean(), naver: z.boolean() }),
  /** Which social log-ins this server offers (a link button is shown only for these). */
  OAUTH_ENABLED: z.object({ kakao: z.boolean(), naver: z.boolean() }),
  IDENTITY_MODE: ZIdentityMode,
  /** Points the first identity verification gives (package F01). */
  IDENTITY_REWARD: z.number().int(),
});
export type VerificationStatus = z.infer<typeof ZVerificationStatus>;

export const verificationStatus = defineContract({
  method: 'GET',
  path: '/api/profile/verification_status',
  summary: '내 본인인증·휴대폰 인증·학교 인증 상태와 연결된 소셜 계정을 불러옵니다.',
  tags: ['profile'],
  auth: true,
  response: ZVerificationStatus,
});

// Custom codes ride on refinements: zod 4 keeps `params` only on custom issues.
export const ZIdentityVerificationId = z
  .string(code('IDENTITY_NOT_FOUND'))
  .trim()
  .refine((v) => /^[A-Za-z0-9_-]{1,100}$/.test(v), code('IDENTITY_NOT_FOUND'));

export const prepareIdentity = defineContract({
  method: 'POST',
  path: '/api/profile/verify_identity/prepare',
  summary: '본인인증 창을 열기 전에 이 회원의 본인인증 번호를 발급합니다.',
  tags: ['profile'],
  auth: true,
  body: emptyBody,
  response: z.object({
    identity_verification_id: z.string(),
    mode: z.enum(['portone', 'standin']),
    /** PortOne store id and identity channel key for the browser SDK; null with the stand-in. */
    store_id: z.string().nullable(),
    channel_key: z.string().nullable(),
  }),
});

export const verifyIdentity = defineContract({
  method: 'POST',
  path: '/api/profile/verify_identity',
  summary: '본인인증 결과를 확인해 실명 인증(과 휴대폰 인증)을 기록하고, 처음이면 10포인트를 드립니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({ identity_verification_id: ZIdentityVerificationId }),
  response: z.object({
    status: z.literal('verified'),
    CI_VERIFIED: z.literal('01'),
    USER_PHONE: ZFlag,
    /** Points credited by this call: 10 the first time, 0 afterwards. */
    POINTS_GRANTED: z.number().int(),
  }),
});

/**
 * 테스트 모드 only (registered when the stand-in runs): plays the part of the person finishing
 * PortOne's verification window, so the real server path runs after it.
 */
export const standinIdentity = defineContract({
  method: 'POST',
  path: '/api/profile/verify_identity/standin',
  summary: '[테스트 모드] 포트원 본인인증 창 대신 인증 결과를 만들어 둡니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({
    identity_verification_id: ZIdentityVerificationId,
    outcome: z.enum(['verified', 'failed']),
    name: zLine(30, { trim: true }).min(1),
    /** yyyy-MM-dd */
    birth_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** Digits only, 10–11 of them; empty when the phone was not verified. */
    phone: z
      .string()
      .trim()
      .regex(/^(01\d{8,9})?$/),
  }),
  response: z.object({}),
});

export const ZUniversityItem = z.object({
  SCHOOL_CODE: z.string(),
  SCHOOL_NAME: z.string(),
  SCHOOL_EN: z.string(),
  /** The mail host students' addresses end with, e.g. 'snu.ac.kr'. */
  SCHOOL_DOMAIN: z.string(),
  /** 01 university, 02 junior college, 03 graduate school (reference 3.30). */
  SCHOOL_TYPE: z.string(),
});
export type UniversityItem = z.infer<typeof ZUniversityItem>;

export const searchUniversities = defineContract({
  method: 'GET',
  path: '/api/search/universities',
  summary: '학교 이름, 초성(ㅅㅇㄷ), 영문 이름이나 메일 주소로 학교를 찾습니다.',
  tags: ['search'],
  auth: false,
  query: z.object({
    q: zLine(50, { trim: true }).default(''),
    limit: zLimit(50, 20),
  }),
  response: z.object({ UNIVERSITIES: z.array(ZUniversityItem) }),
});

export const schoolVerifyRequest = defineContract({
  method: 'POST',
  path: '/api/profile/school_verify/request',
  summary: '학교 이메일로 6자리 인증 코드를 보냅니다. 코드는 10분 동안 5번까지 입력할 수 있어요.',
  tags: ['profile'],
  auth: true,
  body: z.object({
    school_code: z
      .string(code('SCHOOL_NOT_FOUND'))
      .trim()
      .refine((v) => /^\d{7}$/.test(v), code('SCHOOL_NOT_FOUND')),
    email: ZEmail,
  }),
  response: ZSchoolPending.extend({
    /** Development only: where the mail went instead of a mailbox. */
    dev_message: z.string().optional(),
  }),
});

export const schoolVerifyConfirm = defineContract({
  method: 'POST',
  path: '/api/profile/school_verify/confirm',
  summary: '메일로 받은 6자리 코드를 확인해 학교 인증을 마칩니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({
    code: z
      .string(code('SCHOOL_CODE_WRONG'))
      .trim()
      .refine((v) => /^\d{6}$/.test(v), code('SCHOOL_CODE_WRONG')),
  }),
  response: z.object({
    SCHOOL_VERIFIED: z.literal('01'),
    SCHOOL_CODE: z.string(),
    SCHOOL_NAME: z.string(),
  }),
});
