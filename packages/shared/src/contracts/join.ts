/**
 * The stepped sign-up (`/api/profile/join?step={step}&user_temp={temp}`) and its matching tutorial
 * (`tutorial_matchmaking_*`, `tutorial_bookmark_*`). Step 1 is the account (`/api/auth/register`);
 * 2 member type, 3 main and sub job, 4 profile basics, 5 tutorial. Rules: docs/decisions/join.md.
 */
import { z } from 'zod';
import { PG_INT_MAX, zLimit, zLine, zText } from './primitives.js';
import { domains } from '../codes/domains.js';
import { jobGroups, jobs } from '../codes/jobs.js';
import {
  ages,
  availableDays,
  availableTimes,
  experienceYears,
  genders,
  mbtiTypes,
  memberTypes,
  profileStatuses,
  skillLevels,
} from '../codes/people.js';
import { meetingModes } from '../codes/project.js';
import { regions } from '../codes/regions.js';
import { skillTags } from '../codes/skills.js';
import { ERRORS } from '../errors.js';
import { ZSessionUser } from './auth.js';
import { defineContract } from './contract.js';
import { ZPersonCard } from './people.js';
import { ZProjectCard } from './project-find.js';

export * from './join-steps.js';

export const JOIN_TOTAL_STEPS = 5;
/** The first step saved through `/api/profile/join`; step 1 is the account itself. */
export const JOIN_FIRST_PROFILE_STEP = 2;
export const JOIN_TUTORIAL_STEP = 5;
export const INTERESTS_MIN = 1;
export const INTERESTS_MAX = 5;
export const SKILLS_MAX = 15;
export const INTRODUCTION_MAX = 1000;
/** Picks per kind in the tutorial: enough for a real choice, few enough to stay a seed. */
export const TUTORIAL_PICKS_MAX = 30;
export const TUTORIAL_USERS_DEFAULT = 12;
export const TUTORIAL_USERS_MAX = 24;

const withCode = (c: keyof typeof ERRORS, message?: string) => ({
  error: message ?? ERRORS[c].message,
  params: { code: c },
});
/**
 * A catalogue code. A refinement rather than `z.enum`: only custom issues carry the error code to
 * the client (INVALID_CODE); `meta` keeps the code list in the OpenAPI document.
 */
function catalogueCode<const T extends readonly [string, ...string[]]>(codes: T) {
  const known = new Set<string>(codes);
  return z
    .string(withCode('INVALID_CODE'))
    .refine((v): v is T[number] => known.has(v), withCode('INVALID_CODE'))
    .meta({ enum: [...codes] });
}
const codeOf = <const T extends readonly [string, ...string[]]>(codes: T) => catalogueCode(codes).nullish();

/**
 * One step's answers. Every field is optional so that a draft (`user_temp=1`) may hold anything
 * typed so far; codes must still come from the catalogues. A full save (`user_temp=0`) checks
 * completeness and the cross-field rules on the server. Which fields belong to which step:
 * 2 `member_type`; 3 `main_job`, `main_job_d`, `sub_job`, `sub_job_d`; 4 the rest.
 */
export const ZJoinAnswers = z.object({
  member_type: codeOf(memberTypes.codes),
  main_job: codeOf(jobGroups.codes),
  main_job_d: codeOf(jobs.codes),
  sub_job: codeOf(jobGroups.codes),
  sub_job_d: codeOf(jobs.codes),
  /** Checked against the nickname rule and the reserved names only on a full save. */
  nickname: zLine(20, { trim: true, tooLong: ERRORS.INVALID_NICKNAME.message }).nullish(),
  age: codeOf(ages.codes),
  gender: codeOf(genders.codes),
  region: codeOf(regions.codes),
  meeting_mode: codeOf(meetingModes.codes),
  available_days: codeOf(availableDays.codes),
  available_time: codeOf(availableTimes.codes),
  skill_level: codeOf(skillLevels.codes),
  experience_years: codeOf(experienceYears.codes),
  interests: z
    .array(catalogueCode(domains.codes))
    .max(INTERESTS_MAX, withCode('VALIDATION', `관심 분야는 ${INTERESTS_MAX}개까지 고를 수 있어요.`))
    .nullish(),
  skills: z
    .array(catalogueCode(skillTags.codes))
    .max(SKILLS_MAX, withCode('VALIDATION', `기술·도구는 ${SKILLS_MAX}개까지 고를 수 있어요.`))
    .nullish(),
  mbti: codeOf(mbtiTypes.codes),
  status_line: codeOf(profileStatuses.codes),
  introduction: zText(INTRODUCTION_MAX, {
    tooLong: `자기소개는 ${INTRODUCTION_MAX}자까지 쓸 수 있어요.`,
  }).nullish(),
});
export type JoinAnswers = z.output<typeof ZJoinAnswers>;
export type JoinAnswersInput = z.input<typeof ZJoinAnswers>;

/** The fields each step saves, for drafts and for the web form. */
export const JOIN_STEP_FIELDS = {
  2: ['member_type'],
  3: ['main_job', 'main_job_d', 'sub_job', 'sub_job_d'],
  4: [
    'nickname',
    'age',
    'gender',
    'region',
    'meeting_mode',
    'available_days',
    'available_time',
    'skill_level',
    'experience_years',
    'interests',
    'skills',
    'mbti',
    'status_line',
    'introduction',
  ],
  5: [],
} as const satisfies Record<number, readonly (keyof JoinAnswers)[]>;

/**
 * What the member saved so far. Fields of a step the member has not saved yet are null, so a
 * form never shows a column default ('00') as if it had been chosen.
 */
export const ZJoinSaved = z.object({
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
  MEMBER_TYPE: z.string().nullable(),
  MAIN_JOB: z.string().nullable(),
  MAIN_JOB_D: z.string().nullable(),
  SUB_JOB: z.string().nullable(),
  SUB_JOB_D: z.string().nullable(),
  AGE: z.string().nullable(),
  GENDER: z.string().nullable(),
  REGION: z.string().nullable(),
  MEETING_MODE: z.string().nullable(),
  AVAILABLE_DAYS: z.string().nullable(),
  AVAILABLE_TIME: z.string().nullable(),
  SKILL_LEVEL: z.string().nullable(),
  EXPERIENCE_YEARS: z.string().nullable(),
  INTERESTS: z.array(z.string()).nullable(),
  SKILLS: z.array(z.string()).nullable(),
  MBTI: z.string().nullable(),
  STATUS_LINE: z.string().nullable(),
  INTRODUCTION: z.string().nullable(),
  /** The tutorial picks currently stored (favourites with source 'tutorial'). */
  TUTORIAL_USERS: z.array(z.number().int()),
  TUTORIAL_PROJECTS: z.array(z.number().int()),
  TUTORIAL_PRODUCTS: z.array(z.number().int()),
});
export type JoinSaved = z.infer<typeof ZJoinSaved>;

const ZStepQuery = z.coerce
  .number(withCode('VALIDATION', '가입 단계는 1~5 사이의 숫자예요.'))
  .int(withCode('VALIDATION', '가입 단계는 1~5 사이의 숫자예요.'));
const ZUserTemp = z.enum(['0', '1'], withCode('VALIDATION', 'user_temp는 0 또는 1이에요.'));

export const joinState = defineContract({
  method: 'GET',
  path: '/api/profile/join',
  summary:
    '가입 단계 상태를 불러옵니다: 지금 이어서 할 단계, 지금까지 저장한 값, user_temp=1이면 요청한 단계의 임시 저장값.',
  tags: ['profile'],
  auth: true,
  query: z.object({
    /** Which step's draft to answer; the member's current step when absent. */
    step: ZStepQuery.min(1, withCode('VALIDATION', '가입 단계는 1~5 사이의 숫자예요.'))
      .max(JOIN_TOTAL_STEPS, withCode('VALIDATION', '가입 단계는 1~5 사이의 숫자예요.'))
      .optional(),
    user_temp: ZUserTemp.default('0'),
  }),
  response: z.object({
    /** The step to resume at (2–5); null once the sign-up is finished. */
    JOIN_STEP: z.number().int().nullable(),
    JOIN_COMPLETED: z.boolean(),
    TOTAL_STEPS: z.number().int(),
    /** The step this answer is about (the asked one, or the current one). */
    STEP: z.number().int(),
    SAVED: ZJoinSaved,
    /** The unsaved answers of STEP; only with user_temp=1, null when there are none. */
    DRAFT: ZJoinAnswers.nullable(),
  }),
});

export const saveStep = defineContract({
  method: 'POST',
  path: '/api/profile/join',
  summary:
    '가입 단계를 저장합니다. user_temp=1이면 임시 저장(중간 값 허용), user_temp=0이면 검사 후 저장하고 다음 단계로 넘어가요. 단계는 건너뛸 수 없어요.',
  tags: ['profile'],
  auth: true,
  query: z.object({
    step: ZStepQuery.min(
      JOIN_FIRST_PROFILE_STEP,
      withCode('VALIDATION', '계정 단계는 회원가입에서 저장돼요. 2~5단계만 저장할 수 있어요.'),
    ).max(JOIN_TOTAL_STEPS, withCode('VALIDATION', '가입 단계는 2~5 사이의 숫자예요.')),
    user_temp: ZUserTemp.default('0'),
  }),
  body: ZJoinAnswers.nullish(),
  response: z.object({
    JOIN_STEP: z.number().int().nullable(),
    JOIN_COMPLETED: z.boolean(),
    /** 'draft' for user_temp=1, 'step' for a full save. */
    SAVED_AS: z.enum(['draft', 'step']),
    /** The session user after the save (jobs and nickname may have changed). */
    user: ZSessionUser,
  }),
});

/** A product (an expo booth) to pick in the tutorial: its name, one-line pitch and logo. */
export const ZTutorialProduct = z.object({
  PRODUCT_NO: z.number().int(),
  PRODUCT_NAME: z.string(),
  PRODUCT_PITCH: z.string(),
  PRODUCT_IMG_URL: z.string().nullable(),
});

export const tutorialUsers = defineContract({
  method: 'GET',
  path: '/api/profile/tutorial_matchmaking_user',
  summary: '시작 가이드에서 고를 메이커를 추천합니다(관심 분야·기술이 겹치고 직군이 보완되는 사람 먼저).',
  tags: ['profile'],
  auth: true,
  query: z.object({
    limit: zLimit(TUTORIAL_USERS_MAX, TUTORIAL_USERS_DEFAULT),
  }),
  response: z.object({ user_list: z.array(ZPersonCard) }),
});

export const tutorialProjects = defineContract({
  method: 'GET',
  path: '/api/profile/tutorial_matchmaking_project',
  summary:
    '시작 가이드에서 고를 프로젝트를 불러옵니다(앞서 고른 프로젝트 먼저, 이어서 직무·관심 분야에 맞는 모집 중인 프로젝트).',
  tags: ['profile'],
  auth: true,
  // The project list's own card, so a pick looks the same here as on /project.
  response: z.object({ project_list: z.array(ZProjectCard) }),
});

export const tutorialProducts = defineContract({
  method: 'GET',
  path: '/api/profile/tutorial_matchmaking_product',
  summary: '시작 가이드에서 고를 프로덕트를 불러옵니다(엑스포의 베스트 부스, 이어서 새로 열린 부스).',
  tags: ['profile'],
  auth: true,
  response: z.object({ product_list: z.array(ZTutorialProduct) }),
});

export const ZTutorialPicks = z.object({
  target_nos: z
    .array(
      z.coerce
        .number(withCode('VALIDATION', '고른 대상 번호가 올바르지 않아요.'))
        .int()
        .positive()
        .max(PG_INT_MAX, withCode('VALIDATION', '고른 대상 번호가 올바르지 않아요.')),
    )
    .max(TUTORIAL_PICKS_MAX, withCode('VALIDATION', `한 번에 ${TUTORIAL_PICKS_MAX}개까지 고를 수 있어요.`)),
});
const ZPicksSaved = z.object({ TARGET_NOS: z.array(z.number().int()) });

export const bookmarkUsers = defineContract({
  method: 'POST',
  path: '/api/profile/tutorial_bookmark_user',
  summary: '시작 가이드에서 고른 메이커를 즐겨찾기로 저장합니다. 이전에 가이드에서 고른 메이커는 바뀌어요.',
  tags: ['profile'],
  auth: true,
  body: ZTutorialPicks,
  response: ZPicksSaved,
});

export const bookmarkProjects = defineContract({
  method: 'POST',
  path: '/api/profile/tutorial_bookmark_project',
  summary:
    '시작 가이드에서 고른 프로젝트를 즐겨찾기로 저장합니다. 이전에 가이드에서 고른 프로젝트는 바뀌어요.',
  tags: ['profile'],
  auth: true,
  body: ZTutorialPicks,
  response: ZPicksSaved,
});

export const bookmarkProducts = defineContract({
  method: 'POST',
  path: '/api/profile/tutorial_bookmark_product',
  summary:
    '시작 가이드에서 고른 프로덕트를 즐겨찾기로 저장합니다. 이전에 가이드에서 고른 프로덕트는 바뀌어요.',
  tags: ['profile'],
  auth: true,
  body: ZTutorialPicks,
  response: ZPicksSaved,
});
