/** Loading and saving the resume, its unsaved editor state, and its pictures and uploads. */
import { z } from 'zod';
import { zText } from './primitives.js';
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
import { meetingModes } from '../codes/project.js';
import { regions } from '../codes/regions.js';
import { skillTags } from '../codes/skills.js';
import { defineContract } from './contract.js';
import { ZNicknameQuery } from './profile-internal.js';
import { RESUME_LIMITS, ZCareer, ZResume, ZUploadUrl, ZWork } from './profile-records.js';

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
    introduction: zText(RESUME_LIMITS.introduction, {
      trim: true,
      tooLong: `소개는 ${RESUME_LIMITS.introduction}자까지 쓸 수 있어요.`,
    }),
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
