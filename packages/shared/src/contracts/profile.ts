/**
 * Profile and resume (`/people/{nickname}`), its editor, reviews, relations and the My page.
 * Records use the seed's UPPER_SNAKE names; request fields are snake_case. What may leave the server
 * for other people is in `ZResume`; e-mail, phone and school e-mail only ever appear in `PRIVATE`,
 * which is null unless the viewer is the owner.
 */
import { z } from 'zod';
import { domains } from '../codes/domains.js';
import { jobs } from '../codes/jobs.js';
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
import { meetingModes, workCategories } from '../codes/project.js';
import { regions } from '../codes/regions.js';
import { skillTags } from '../codes/skills.js';
import { ERRORS } from '../errors.js';
import { isUrl } from '../validation/links.js';
import { defineContract } from './contract.js';

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

const coded = (c: keyof typeof ERRORS, message?: string) => ({
  error: message ?? ERRORS[c].message,
  params: { code: c },
});

const yes = z.enum(['00', '01']);

/** 2024-03: the month a career or a school year starts or ends. */
export const ZYearMonth = z
  .string()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, '연월은 2024-03처럼 입력해 주세요.');

/** An address the server handed out for an upload (it checks the uploader too). */
export const ZUploadUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^(\/uploads\/|https?:\/\/)\S+$/, '올린 파일의 주소가 올바르지 않아요. 파일을 다시 올려 주세요.');

const ZFileName = z.string().trim().min(1, '파일 이름이 비어 있어요.').max(RESUME_LIMITS.fileName);

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

const ZNicknameQuery = z.string().trim().min(1, '닉네임을 입력해 주세요.').max(60);

export const loadResume = defineContract({
  method: 'GET',
  path: '/api/profile/load_resume',
  summary:
    '닉네임으로 프로필과 이력(경력, 학력, 작업물, 활동 수)을 불러옵니다. 이메일과 휴대폰 번호는 본인에게만 보여요.',
  tags: ['profile'],
  auth: false,
  query: z.object({ nickname: ZNicknameQuery }),
  response: z.object({ resume: ZResume }),
});

const uniqueCodes = <T extends string>(list: T[]) => new Set(list).size === list.length;

/**
 * The owner's profile fields. Every field is optional so each section of the page saves only
 * what it edits; at least one must be sent. Codes outside the catalogues are refused.
 */
export const ZResumeFields = z
  .object({
    status_line: z.enum(profileStatuses.codes).nullable(),
    introduction: z
      .string()
      .trim()
      .max(RESUME_LIMITS.introduction, `소개는 ${RESUME_LIMITS.introduction}자까지 쓸 수 있어요.`),
    skills: z
      .array(z.enum(skillTags.codes))
      .max(RESUME_LIMITS.skills, `기술은 ${RESUME_LIMITS.skills}개까지 고를 수 있어요.`)
      .refine(uniqueCodes, '같은 기술을 두 번 고를 수 없어요.'),
    interests: z
      .array(z.enum(domains.codes))
      .max(RESUME_LIMITS.interests, `관심 분야는 ${RESUME_LIMITS.interests}개까지 고를 수 있어요.`)
      .refine(uniqueCodes, '같은 관심 분야를 두 번 고를 수 없어요.'),
    region: z.enum(regions.codes),
    meeting_mode: z.enum(meetingModes.codes),
    available_days: z.enum(availableDays.codes),
    available_time: z.enum(availableTimes.codes),
    skill_level: z.enum(skillLevels.codes),
    experience_years: z.enum(experienceYears.codes),
    mbti: z.enum(mbtiTypes.codes),
    age: z.enum(ages.codes),
    gender: z.enum(genders.codes),
    member_type: z.enum(memberTypes.codes),
    main_job_d: z.enum(jobs.codes).nullable(),
    sub_job_d: z.enum(jobs.codes).nullable(),
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), '저장할 내용을 입력해 주세요.');
export type ResumeFields = z.output<typeof ZResumeFields>;

export const makeResume = defineContract({
  method: 'POST',
  path: '/api/profile/make_resume',
  summary:
    '내 프로필(상태, 소개, 직무, 기술, 관심 분야, 지역·만남 방식, 가능한 요일·시간, MBTI 등)을 저장합니다. 온라인만 가능하면 지역은 상관없음만 고를 수 있어요.',
  tags: ['profile'],
  auth: true,
  body: ZResumeFields,
  response: z.object({ resume: ZResume }),
});

// ---------------------------------------------------------------------------------------------
// Careers, educations and works: one call per change, each checks that the item is the caller's.

const ZItemNo = z.coerce.number().int().positive();

const careerFields = z.object({
  company: z
    .string()
    .trim()
    .min(1, '회사 이름을 입력해 주세요.')
    .max(RESUME_LIMITS.company, `회사 이름은 ${RESUME_LIMITS.company}자까지 쓸 수 있어요.`),
  title: z
    .string()
    .trim()
    .min(1, '맡은 역할(직책)을 입력해 주세요.')
    .max(RESUME_LIMITS.careerTitle, `직책은 ${RESUME_LIMITS.careerTitle}자까지 쓸 수 있어요.`),
  job_code: z.enum(jobs.codes).nullable().optional(),
  start_ym: ZYearMonth,
  end_ym: ZYearMonth.nullable().optional(),
  description: z
    .string()
    .trim()
    .max(
      RESUME_LIMITS.careerDescription,
      `경력 설명은 ${RESUME_LIMITS.careerDescription}자까지 쓸 수 있어요.`,
    )
    .optional(),
  evidence_url: ZUploadUrl.nullable().optional(),
  evidence_name: ZFileName.nullable().optional(),
});

const endNotBeforeStart = {
  message: '끝난 달이 시작한 달보다 앞설 수 없어요.',
  path: ['end_ym'],
};

function careerRules<T extends z.ZodType<{ start_ym: string; end_ym?: string | null | undefined }>>(
  schema: T,
) {
  return schema.refine((v) => !v.end_ym || v.end_ym >= v.start_ym, endNotBeforeStart);
}

export const ZCareerInput = careerRules(careerFields);
export type CareerInput = z.output<typeof ZCareerInput>;

export const addCareer = defineContract({
  method: 'POST',
  path: '/api/profile/add_career',
  summary: '경력을 추가합니다. 증빙 파일은 evidence_upload로 먼저 올린 주소를 넣어요.',
  tags: ['profile'],
  auth: true,
  body: ZCareerInput,
  response: z.object({ career: ZCareer }),
});

export const updateCareer = defineContract({
  method: 'POST',
  path: '/api/profile/update_career',
  summary: '내 경력 하나를 고칩니다.',
  tags: ['profile'],
  auth: true,
  body: careerRules(careerFields.extend({ career_no: ZItemNo })),
  response: z.object({ career: ZCareer }),
});

export const removeCareer = defineContract({
  method: 'POST',
  path: '/api/profile/remove_career',
  summary: '내 경력 하나를 지웁니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({ career_no: ZItemNo }),
  response: z.object({}),
});

const educationFields = z.object({
  /** A directory school (7 digits); its name then comes from the directory. */
  school_code: z
    .string()
    .regex(/^\d{7}$/, '목록에서 학교를 다시 골라 주세요.')
    .nullable()
    .optional(),
  school_name: z
    .string()
    .trim()
    .max(RESUME_LIMITS.schoolName, `학교 이름은 ${RESUME_LIMITS.schoolName}자까지 쓸 수 있어요.`)
    .optional(),
  department_code: z
    .string()
    .regex(/^[CUG]\d{1,8}$/, '목록에서 학과를 다시 골라 주세요.')
    .nullable()
    .optional(),
  department_name: z
    .string()
    .trim()
    .max(RESUME_LIMITS.departmentName, `학과 이름은 ${RESUME_LIMITS.departmentName}자까지 쓸 수 있어요.`)
    .nullable()
    .optional(),
  status: z.enum(EDUCATION_STATUSES),
  start_ym: ZYearMonth.nullable().optional(),
  end_ym: ZYearMonth.nullable().optional(),
});

function educationRules<
  T extends z.ZodType<{
    school_code?: string | null | undefined;
    school_name?: string | undefined;
    start_ym?: string | null | undefined;
    end_ym?: string | null | undefined;
  }>,
>(schema: T) {
  return schema
    .refine((v) => Boolean(v.school_code) || Boolean(v.school_name?.trim()), {
      message: '학교를 고르거나 학교 이름을 입력해 주세요.',
      path: ['school_name'],
    })
    .refine((v) => !v.end_ym || !v.start_ym || v.end_ym >= v.start_ym, endNotBeforeStart);
}

export const ZEducationInput = educationRules(educationFields);
export type EducationInput = z.output<typeof ZEducationInput>;

export const addEducation = defineContract({
  method: 'POST',
  path: '/api/profile/add_education',
  summary: '학력을 추가합니다. 학교와 학과는 목록에서 고르거나 직접 입력해요.',
  tags: ['profile'],
  auth: true,
  body: ZEducationInput,
  response: z.object({ education: ZEducation }),
});

export const updateEducation = defineContract({
  method: 'POST',
  path: '/api/profile/update_education',
  summary: '내 학력 하나를 고칩니다.',
  tags: ['profile'],
  auth: true,
  body: educationRules(educationFields.extend({ education_no: ZItemNo })),
  response: z.object({ education: ZEducation }),
});

export const removeEducation = defineContract({
  method: 'POST',
  path: '/api/profile/remove_education',
  summary: '내 학력 하나를 지웁니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({ education_no: ZItemNo }),
  response: z.object({}),
});

export const ZAttachment = z.object({ url: ZUploadUrl, name: ZFileName });

export const ZWorkInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, '작업물 제목을 입력해 주세요.')
    .max(RESUME_LIMITS.workTitle, `제목은 ${RESUME_LIMITS.workTitle}자까지 쓸 수 있어요.`),
  category: z.enum(workCategories.codes).optional(),
  description: z
    .string()
    .trim()
    .max(RESUME_LIMITS.workDescription, `설명은 ${RESUME_LIMITS.workDescription}자까지 쓸 수 있어요.`)
    .optional(),
  link_url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isUrl(v), '링크는 https://로 시작하는 주소로 입력해 주세요.')
    .nullable()
    .optional(),
  attachments: z
    .array(ZAttachment)
    // A refinement, not .max(): only custom issues carry the catalogue code to the error handler.
    .refine((list) => list.length <= RESUME_LIMITS.attachments, coded('TOO_MANY_ATTACHMENTS'))
    .optional(),
});

export type WorkInput = z.output<typeof ZWorkInput>;

export const addWork = defineContract({
  method: 'POST',
  path: '/api/profile/add_work',
  summary: '작업물(포트폴리오)을 추가합니다. 첨부파일은 work_upload로 올린 것을 5개까지 붙여요.',
  tags: ['profile'],
  auth: true,
  body: ZWorkInput,
  response: z.object({ work: ZWork }),
});

export const updateWork = defineContract({
  method: 'POST',
  path: '/api/profile/update_work',
  summary: '내 작업물 하나를 고칩니다. attachments를 보내면 첨부파일 목록을 그대로 바꿔요.',
  tags: ['profile'],
  auth: true,
  body: ZWorkInput.extend({ work_no: ZItemNo }),
  response: z.object({ work: ZWork }),
});

export const removeWork = defineContract({
  method: 'POST',
  path: '/api/profile/remove_work',
  summary: '내 작업물 하나를 지웁니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({ work_no: ZItemNo }),
  response: z.object({}),
});

// ---------------------------------------------------------------------------------------------
// The editor's unsaved state.

export const ZResumeDraft = z
  .record(z.string(), z.unknown())
  .refine(
    (v) => JSON.stringify(v).length <= RESUME_LIMITS.draftBytes,
    '임시 저장할 내용이 너무 커요. 내용을 줄인 뒤 다시 시도해 주세요.',
  );

export const loadTempResume = defineContract({
  method: 'GET',
  path: '/api/profile/load_temp_resume',
  summary: '프로필 편집 중 저장하지 않은 내용(임시 저장본)을 불러옵니다.',
  tags: ['profile'],
  auth: true,
  response: z.object({
    draft: z.record(z.string(), z.unknown()).nullable(),
    saved_at: z.string().nullable(),
  }),
});

export const saveTempResume = defineContract({
  method: 'POST',
  path: '/api/profile/save_temp_resume',
  summary: '프로필 편집 중인 내용을 임시 저장합니다. draft를 null로 보내면 임시 저장본을 지워요.',
  tags: ['profile'],
  auth: true,
  body: z.object({ draft: ZResumeDraft.nullable() }),
  response: z.object({ saved_at: z.string().nullable() }),
});

// ---------------------------------------------------------------------------------------------
// Picture and background: upload first (new_user_image / user_background), then set or clear.

export const updateUserImage = defineContract({
  method: 'POST',
  path: '/api/profile/update_user_image',
  summary: '올려 둔 사진을 프로필 사진으로 정하거나, null을 보내 프로필 사진을 지웁니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({ img_url: ZUploadUrl.nullable() }),
  response: z.object({ USER_IMG_URL: z.string().nullable() }),
});

export const updateBackground = defineContract({
  method: 'POST',
  path: '/api/profile/update_background',
  summary: '올려 둔 이미지를 프로필 배경으로 정하거나, null을 보내 배경을 지웁니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({ background_url: ZUploadUrl.nullable() }),
  response: z.object({ BACKGROUND_URL: z.string().nullable() }),
});

/** multipart/form-data with one `file` field (no JSON body, so no body schema). */
export const newUserImage = defineContract({
  method: 'POST',
  path: '/api/upload/new_user_image',
  summary: '프로필 사진 후보를 올립니다(바로 바뀌지 않아요). update_user_image로 정해요.',
  tags: ['upload'],
  auth: true,
  response: z.object({ USER_IMG_URL: z.string() }),
});

export const userBackground = defineContract({
  method: 'POST',
  path: '/api/upload/user_background',
  summary: '프로필 배경 이미지를 올립니다. 긴 변 1600px 안으로 줄이고 메타데이터를 지워요.',
  tags: ['upload'],
  auth: true,
  response: z.object({ BACKGROUND_URL: z.string() }),
});

const ZUploadedFile = z.object({
  FILE_URL: z.string(),
  FILE_NAME: z.string(),
  FILE_KIND: z.enum(['image', 'document']),
});

export const evidenceUpload = defineContract({
  method: 'POST',
  path: '/api/upload/evidence_upload',
  summary: '경력 증빙 파일(PDF, Word 문서 또는 이미지)을 올립니다.',
  tags: ['upload'],
  auth: true,
  response: ZUploadedFile,
});

/** multipart: `career_no` first, then `file`. */
export const careerUpload = defineContract({
  method: 'POST',
  path: '/api/upload/career_upload',
  summary: '이미 등록한 내 경력에 증빙 파일을 올려 붙입니다(먼저 career_no, 그다음 file).',
  tags: ['upload'],
  auth: true,
  response: z.object({ career: ZCareer }),
});

export const workUpload = defineContract({
  method: 'POST',
  path: '/api/upload/work_upload',
  summary: '작업물 첨부파일(이미지 또는 PDF·Word 문서)을 올립니다.',
  tags: ['upload'],
  auth: true,
  response: ZUploadedFile,
});

/** multipart: `work_no` first, then `file`. */
export const workUpdate = defineContract({
  method: 'POST',
  path: '/api/upload/work_update',
  summary: '이미 등록한 내 작업물에 첨부파일을 하나 더 올립니다(5개까지; 먼저 work_no, 그다음 file).',
  tags: ['upload'],
  auth: true,
  response: z.object({ work: ZWork }),
});

// ---------------------------------------------------------------------------------------------
// Followers and followings.

export const RELATION_PAGE_SIZE = 20;
export const RELATION_PAGE_MAX = 50;

const ZPaging = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(RELATION_PAGE_MAX).default(RELATION_PAGE_SIZE),
});

export const ZPersonPage = z.object({
  list: z.array(ZPersonSummary),
  total: z.number().int(),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type PersonPage = z.infer<typeof ZPersonPage>;

export const loadFollowers = defineContract({
  method: 'GET',
  path: '/api/profile/load_followers',
  summary: '이 사람을 팔로우하는 사람들을 최근 순으로 불러옵니다.',
  tags: ['profile'],
  auth: false,
  query: ZPaging.extend({ nickname: ZNicknameQuery }),
  response: ZPersonPage,
});

export const loadFollowings = defineContract({
  method: 'GET',
  path: '/api/profile/load_followings',
  summary: '이 사람이 팔로우하는 사람들을 최근 순으로 불러옵니다.',
  tags: ['profile'],
  auth: false,
  query: ZPaging.extend({ nickname: ZNicknameQuery }),
  response: ZPersonPage,
});

// ---------------------------------------------------------------------------------------------
// Reviews from teammates.

export const ZReview = z.object({
  REVIEW_NO: z.number().int(),
  REVIEWER_NO: z.number().int(),
  /** null once the reviewer has withdrawn (shown as 탈퇴한 회원). */
  REVIEWER_NICKNAME: z.string().nullable(),
  REVIEWER_IMG_URL: z.string().nullable(),
  PROJECT_NO: z.number().int(),
  PROJECT_NAME: z.string().nullable(),
  RATING: z.number().int(),
  BODY: z.string(),
  CREATED_AT: z.string(),
  UPDATED_AT: z.string(),
  IS_MINE: z.boolean(),
});
export type Review = z.infer<typeof ZReview>;

const ZRating = z.coerce
  .number('별점을 1~5점 중에서 골라 주세요.')
  .int('별점을 1~5점 중에서 골라 주세요.')
  .min(1, '별점을 1~5점 중에서 골라 주세요.')
  .max(5, '별점을 1~5점 중에서 골라 주세요.');
const ZReviewBody = z
  .string()
  .trim()
  .min(RESUME_LIMITS.reviewBodyMin, `리뷰는 ${RESUME_LIMITS.reviewBodyMin}자 이상 써 주세요.`)
  .max(RESUME_LIMITS.reviewBody, `리뷰는 ${RESUME_LIMITS.reviewBody}자까지 쓸 수 있어요.`);

export const reviewNew = defineContract({
  method: 'POST',
  path: '/api/profile/review_new',
  summary: '함께 프로젝트를 한 팀원에게 리뷰(별점과 글)를 남깁니다. 프로젝트마다 한 번 남길 수 있어요.',
  tags: ['profile'],
  auth: true,
  body: z.object({
    user_no: z.coerce.number().int().positive(),
    project_no: z.coerce.number().int().positive(),
    rating: ZRating,
    body: ZReviewBody,
  }),
  response: z.object({ review: ZReview }),
});

export const reviewInfo = defineContract({
  method: 'GET',
  path: '/api/profile/reviewInfo',
  summary: '팀원들이 이 사람에게 남긴 리뷰와 평균 별점을 불러옵니다.',
  tags: ['profile'],
  auth: false,
  query: ZPaging.extend({ user_no: z.coerce.number().int().positive() }),
  response: z.object({
    AVERAGE: z.number().nullable(),
    COUNT: z.number().int(),
    list: z.array(ZReview),
    has_more: z.boolean(),
  }),
});

export const updateReview = defineContract({
  method: 'POST',
  path: '/api/profile/updateReview',
  summary: '내가 쓴 리뷰의 별점과 글을 고칩니다.',
  tags: ['profile'],
  auth: true,
  body: z.object({ review_no: z.coerce.number().int().positive(), rating: ZRating, body: ZReviewBody }),
  response: z.object({ review: ZReview }),
});

// ---------------------------------------------------------------------------------------------
// The My page.

export const myInfo = defineContract({
  method: 'GET',
  path: '/api/profile/my_info',
  summary: '마이페이지 요약: 내 레벨과 경험치, 포인트 잔액, 인증 상태, 팔로워·즐겨찾기 수를 불러옵니다.',
  tags: ['profile'],
  auth: true,
  response: z.object({
    USER_NO: z.number().int(),
    USER_NICKNAME: z.string(),
    USER_IMG_URL: z.string().nullable(),
    EMAIL: z.string().nullable(),
    USER_LEVEL: z.number().int(),
    LEVEL_NAME: z.string(),
    EXP: z.number().int(),
    POINT_BALANCE: z.number().int(),
    CI_VERIFIED: yes,
    USER_PHONE: yes,
    SCHOOL_VERIFIED: yes,
    FOLLOWER_COUNT: z.number().int(),
    FOLLOWING_COUNT: z.number().int(),
    /** People I keep in my favourites. */
    FAVOURITE_COUNT: z.number().int(),
    /** Projects arrive with the gatherings feature; 0 until then. */
    PROJECT_COUNT: z.number().int(),
    JOINED_AT: z.string(),
  }),
});

export const favoriteInfo = defineContract({
  method: 'GET',
  path: '/api/profile/favorite_info',
  summary: '내가 즐겨찾기한 사람들을 최근 순으로 불러옵니다.',
  tags: ['profile'],
  auth: true,
  query: ZPaging,
  response: ZPersonPage,
});

export const ZLedgerEntry = z.object({
  ENTRY_NO: z.number().int(),
  DELTA: z.number().int(),
  REASON: z.string(),
  /** Korean words for the reason (본인인증 보상, 포인트 충전 …). */
  REASON_LABEL: z.string(),
  MEMO: z.string().nullable(),
  CREATED_AT: z.string(),
});
export type LedgerEntry = z.infer<typeof ZLedgerEntry>;

export const pointInfo = defineContract({
  method: 'GET',
  path: '/api/profile/point_info',
  summary: '내 포인트 잔액(내역의 합)과 최근 포인트 내역을 불러옵니다.',
  tags: ['profile'],
  auth: true,
  query: ZPaging,
  response: z.object({ BALANCE: z.number().int(), list: z.array(ZLedgerEntry), has_more: z.boolean() }),
});

export const expInfo = defineContract({
  method: 'GET',
  path: '/api/profile/exp_info',
  summary: '내 경험치와 레벨, 다음 레벨까지 남은 경험치, 최근 경험치 내역을 불러옵니다.',
  tags: ['profile'],
  auth: true,
  query: ZPaging,
  response: z.object({
    EXP: z.number().int(),
    USER_LEVEL: z.number().int(),
    LEVEL_NAME: z.string(),
    NEXT_LEVEL: z.number().int().nullable(),
    NEXT_LEVEL_NAME: z.string().nullable(),
    NEXT_LEVEL_EXP: z.number().int().nullable(),
    REMAINING: z.number().int(),
    PERCENT: z.number().int(),
    list: z.array(ZLedgerEntry),
    has_more: z.boolean(),
  }),
});

// ---------------------------------------------------------------------------------------------
// Departments for the education editor (schools: identityApi.searchUniversities).

export const loadDepartments = defineContract({
  method: 'GET',
  path: '/api/profile/load_departments',
  summary: '학과 이름으로 학과를 찾습니다. 학력 입력에서 써요.',
  tags: ['profile'],
  auth: false,
  query: z.object({ q: z.string().trim().min(1, '검색어를 입력해 주세요.').max(40) }),
  response: z.object({
    list: z.array(
      z.object({ DEPARTMENT_CODE: z.string(), DEPARTMENT_NAME: z.string(), DEPARTMENT_LEVEL: z.string() }),
    ),
  }),
});
