/** Careers, educations and works: one call per change, each checks that the item is the caller's. */
import { z } from 'zod';
import { zLine, zText } from './primitives.js';
import { jobs } from '../codes/jobs.js';
import { workCategories } from '../codes/project.js';
import { isUrl } from '../validation/links.js';
import { defineContract } from './contract.js';
import { coded, ZFileName, ZItemNo } from './profile-internal.js';
import {
  EDUCATION_STATUSES,
  RESUME_LIMITS,
  ZCareer,
  ZEducation,
  ZUploadUrl,
  ZWork,
  ZYearMonth,
} from './profile-records.js';

const careerFields = z.object({
  company: zLine(RESUME_LIMITS.company, {
    trim: true,
    tooLong: `회사 이름은 ${RESUME_LIMITS.company}자까지 쓸 수 있어요.`,
  }).min(1, '회사 이름을 입력해 주세요.'),
  title: zLine(RESUME_LIMITS.careerTitle, {
    trim: true,
    tooLong: `직책은 ${RESUME_LIMITS.careerTitle}자까지 쓸 수 있어요.`,
  }).min(1, '맡은 역할(직책)을 입력해 주세요.'),
  job_code: z.enum(jobs.codes).nullable().optional(),
  start_ym: ZYearMonth,
  end_ym: ZYearMonth.nullable().optional(),
  description: zText(RESUME_LIMITS.careerDescription, {
    trim: true,
    tooLong: `경력 설명은 ${RESUME_LIMITS.careerDescription}자까지 쓸 수 있어요.`,
  }).optional(),
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
  school_name: zLine(RESUME_LIMITS.schoolName, {
    trim: true,
    tooLong: `학교 이름은 ${RESUME_LIMITS.schoolName}자까지 쓸 수 있어요.`,
  }).optional(),
  department_code: z
    .string()
    .regex(/^[CUG]\d{1,8}$/, '목록에서 학과를 다시 골라 주세요.')
    .nullable()
    .optional(),
  department_name: zLine(RESUME_LIMITS.departmentName, {
    trim: true,
    tooLong: `학과 이름은 ${RESUME_LIMITS.departmentName}자까지 쓸 수 있어요.`,
  })
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
  title: zLine(RESUME_LIMITS.workTitle, {
    trim: true,
    tooLong: `제목은 ${RESUME_LIMITS.workTitle}자까지 쓸 수 있어요.`,
  }).min(1, '작업물 제목을 입력해 주세요.'),
  category: z.enum(workCategories.codes).optional(),
  description: zText(RESUME_LIMITS.workDescription, {
    trim: true,
    tooLong: `설명은 ${RESUME_LIMITS.workDescription}자까지 쓸 수 있어요.`,
  }).optional(),
  link_url: zLine(500, { trim: true })
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
