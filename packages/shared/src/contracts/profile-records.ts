/** Profile records as the server returns them, and the resume's limits. */
import { z } from 'zod';
import { zLine } from './primitives.js';

/** Limits of the resume (not in the seed; docs/decisions/profile.md). */
export const RESUME_LIMITS = {
  introduction: 2000,
  skills: 15,
  interests: 5,
  careers: 30,
  educations: 10,
  works: 30,
  attachments: 5,
  company: 60,
  careerTitle: 60,
  careerDescription: 1000,
  schoolName: 60,
  departmentName: 60,
  workTitle: 80,
  workDescription: 2000,
  fileName: 200,
  /** The unsaved editor state, as JSON. */
  draftBytes: 32 * 1024,
  reviewBody: 1000,
  reviewBodyMin: 10,
} as const;

/** Education states (stored as these Korean words; the table's own vocabulary). */
export const EDUCATION_STATUSES = ['재학', '휴학', '졸업', '수료', '중퇴'] as const;
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];

const yes = z.enum(['00', '01']);

/** 2024-03: the month a career or a school year starts or ends. */
export const ZYearMonth = z
  .string()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, '연월은 2024-03처럼 입력해 주세요.');

/** An address the server handed out for an upload (it checks the uploader too). */
export const ZUploadUrl = zLine(500, { trim: true })
  .min(1)
  .regex(/^(\/uploads\/|https?:\/\/)\S+$/, '올린 파일의 주소가 올바르지 않아요. 파일을 다시 올려 주세요.');

/** A member as lists show them (followers, favourites): small, never private. */
export const ZPersonSummary = z.object({
  USER_NO: z.number().int(),
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
  USER_LEVEL: z.number().int(),
  MAIN_JOB_D: z.string().nullable(),
  STATUS_LINE: z.string().nullable(),
  /** The introduction cut for a list row (plain text). */
  INTRODUCTION: z.string(),
  /** Whether the viewer follows this person (false for visitors). */
  IS_FOLLOWING: z.boolean(),
  IS_ME: z.boolean(),
});
export type PersonSummary = z.infer<typeof ZPersonSummary>;

export const ZCareer = z.object({
  CAREER_NO: z.number().int(),
  COMPANY: z.string(),
  TITLE: z.string(),
  JOB_CODE: z.string().nullable(),
  START_YM: z.string(),
  /** null: 재직 중. */
  END_YM: z.string().nullable(),
  DESCRIPTION: z.string(),
  EVIDENCE_URL: z.string().nullable(),
  EVIDENCE_NAME: z.string().nullable(),
});
export type Career = z.infer<typeof ZCareer>;

export const ZEducation = z.object({
  EDUCATION_NO: z.number().int(),
  /** The directory's 7-digit school code; null for a school typed by hand. */
  SCHOOL_CODE: z.string().nullable(),
  SCHOOL_NAME: z.string(),
  DEPARTMENT_CODE: z.string().nullable(),
  DEPARTMENT_NAME: z.string().nullable(),
  STATUS: z.string(),
  START_YM: z.string().nullable(),
  END_YM: z.string().nullable(),
});
export type Education = z.infer<typeof ZEducation>;

export const ZWork = z.object({
  WORK_NO: z.number().int(),
  TITLE: z.string(),
  CATEGORY: z.string(),
  DESCRIPTION: z.string(),
  LINK_URL: z.string().nullable(),
  WORK_ATTACH_URL1: z.string().nullable(),
  WORK_ATTACH_NAME1: z.string().nullable(),
  WORK_ATTACH_URL2: z.string().nullable(),
  WORK_ATTACH_NAME2: z.string().nullable(),
  WORK_ATTACH_URL3: z.string().nullable(),
  WORK_ATTACH_NAME3: z.string().nullable(),
  WORK_ATTACH_URL4: z.string().nullable(),
  WORK_ATTACH_NAME4: z.string().nullable(),
  WORK_ATTACH_URL5: z.string().nullable(),
  WORK_ATTACH_NAME5: z.string().nullable(),
  CREATED_AT: z.string(),
});
export type Work = z.infer<typeof ZWork>;

/** The attachments of a work as a list (slots 1–5, empty ones left out). */
export function workAttachments(work: Work): { url: string; name: string }[] {
  const out: { url: string; name: string }[] = [];
  for (const i of [1, 2, 3, 4, 5] as const) {
    const url = work[`WORK_ATTACH_URL${i}`];
    if (url) out.push({ url, name: work[`WORK_ATTACH_NAME${i}`] ?? url.split('/').pop() ?? '' });
  }
  return out;
}

/** Whether an uploaded file is shown as a picture (pictures are stored re-encoded as WebP). */
export function isImageUrl(url: string): boolean {
  return /\.(?:webp|png|jpe?g|gif)(?:$|[?#])/i.test(url);
}

export const ZActivityCounts = z.object({
  FOLLOWER_COUNT: z.number().int(),
  FOLLOWING_COUNT: z.number().int(),
  /** How many members keep this person in their favourites. */
  FAVOURITED_COUNT: z.number().int(),
  WORK_COUNT: z.number().int(),
  CAREER_COUNT: z.number().int(),
  /** Projects and lounge posts arrive with their features; until then these are 0, never made up. */
  PROJECT_JOINED_COUNT: z.number().int(),
  PROJECT_LED_COUNT: z.number().int(),
  POST_COUNT: z.number().int(),
});

/** Only for the owner. */
export const ZPrivateInfo = z.object({
  EMAIL: z.string().nullable(),
  /** Masked (010-****-5678) even for the owner: the full number is never needed on screen. */
  PHONE: z.string().nullable(),
  PHONE_VERIFIED: z.boolean(),
  SCHOOL_EMAIL: z.string().nullable(),
});

export const ZResume = z.object({
  USER_NO: z.number().int(),
  USER_NICKNAME: z.string(),
  USER_IMG_URL: z.string().nullable(),
  BACKGROUND_URL: z.string().nullable(),
  USER_LEVEL: z.number().int(),
  LEVEL_NAME: z.string(),
  EXP: z.number().int(),
  CI_VERIFIED: yes,
  USER_PHONE: yes,
  SCHOOL_VERIFIED: yes,
  /** The school behind the 학교 인증 badge; null unless verified. */
  VERIFIED_SCHOOL_NAME: z.string().nullable(),
  MEMBER_TYPE: z.string().nullable(),
  USER_AGE: z.string(),
  USER_GENDER: z.string(),
  MAIN_JOB: z.string().nullable(),
  MAIN_JOB_D: z.string().nullable(),
  SUB_JOB: z.string().nullable(),
  SUB_JOB_D: z.string().nullable(),
  /** A profile status code (reference 3.28) or null. */
  STATUS_LINE: z.string().nullable(),
  INTRODUCTION: z.string(),
  SKILLS: z.array(z.string()),
  INTERESTS: z.array(z.string()),
  REGION: z.string(),
  MEETING_MODE: z.string(),
  AVAILABLE_DAYS: z.string(),
  AVAILABLE_TIME: z.string(),
  SKILL_LEVEL: z.string(),
  EXPERIENCE_YEARS: z.string(),
  MBTI: z.string().nullable(),
  CAREERS: z.array(ZCareer),
  EDUCATIONS: z.array(ZEducation),
  WORKS: z.array(ZWork),
  ACTIVITY: ZActivityCounts,
  REVIEW_AVERAGE: z.number().nullable(),
  REVIEW_COUNT: z.number().int(),
  IS_OWNER: z.boolean(),
  IS_FOLLOWING: z.boolean(),
  IS_FAVOURITE: z.boolean(),
  JOINED_AT: z.string(),
  LAST_ACTIVE_AT: z.string(),
  PRIVATE: ZPrivateInfo.nullable(),
});
export type Resume = z.infer<typeof ZResume>;
