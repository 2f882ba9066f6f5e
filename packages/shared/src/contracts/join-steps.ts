/**
 * What a full save of a sign-up step needs (`user_temp=0`): the required fields and the
 * cross-field rules, one schema per step, checked by the web form before it sends and by the
 * server on the save. Catalogue codes and lengths stay with `ZJoinAnswers`; these schemas take
 * any strings, because the form holds '' for a field nobody has touched yet.
 */
import { z } from 'zod';
import { jobGroupOf } from '../codes/jobs.js';
import { isRegionAllowed } from '../validation/region.js';
import { NICKNAME_PATTERN } from './auth.js';
import { addRuleIssue } from './form-rules.js';

/** The summary of a save missing required fields; each field says what it lacks. */
export const JOIN_REQUIRED_MESSAGE = '필수 항목을 모두 채워 주세요.';

/** Codes that only mean "any" in targeting (reference 3.2/3.3); a member's own job is a real one. */
const ANY_GROUP = '00';
const ANY_JOB = '0000';

const code = z.string().nullish();
const codes = z.array(z.string()).nullish();

const present = (v: string | readonly string[] | null | undefined): boolean =>
  typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) && v.length > 0;

interface Required {
  message: string;
  i18n: string;
}

/** Every missing field at once, with its own message (the server's text, the web's key). */
function requireAll<T extends Record<string, unknown>>(
  value: T,
  ctx: z.RefinementCtx,
  fields: { [K in keyof T]?: Required },
): void {
  for (const [key, rule] of Object.entries(fields) as [string, Required][]) {
    if (present(value[key] as string | string[] | null | undefined)) continue;
    addRuleIssue(ctx, {
      path: [key],
      message: rule.message,
      i18n: rule.i18n,
      code: 'VALIDATION',
      summary: JOIN_REQUIRED_MESSAGE,
      together: true,
    });
  }
}

/** Step 2: the member type. */
export const ZMemberTypeStep = z.object({ member_type: code }).superRefine((a, ctx) =>
  requireAll(a, ctx, {
    member_type: { message: '회원 유형을 골라 주세요.', i18n: 'join:steps.member_type.required' },
  }),
);

/**
 * Step 3: main job and group, and an optional sub pair. The checks run in the order the server
 * reports them (it names the first problem); the form shows every one it finds.
 */
export const ZJobsStep = z
  .object({ main_job: code, main_job_d: code, sub_job: code, sub_job_d: code })
  .superRefine((a, ctx) => {
    requireAll(a, ctx, {
      main_job: { message: '주 직군을 골라 주세요.', i18n: 'join:steps.jobs.main_group_required' },
      main_job_d: { message: '주 직무를 골라 주세요.', i18n: 'join:steps.jobs.main_job_required' },
    });
    const job = (path: string, message: string, summary?: string, i18n?: string) =>
      addRuleIssue(ctx, { path: [path], message, summary, i18n, code: 'INVALID_JOB' });
    const { main_job: mainJob, main_job_d: mainJobD, sub_job: subJob, sub_job_d: subJobD } = a;

    if (mainJob && mainJobD) {
      if (mainJob === ANY_GROUP || mainJobD === ANY_JOB) {
        job(
          'main_job',
          '실제 직군을 골라 주세요.',
          '내 직군과 직무는 ‘무관’이 아닌 실제 직군과 직무로 골라 주세요.',
        );
      } else if (jobGroupOf(mainJobD) !== mainJob) {
        job('main_job_d', '고른 주 직군에 속한 직무를 골라 주세요.');
      }
    }

    if (!subJob && !subJobD) return;
    if (!subJob || !subJobD) {
      const pair = '부 직군과 부 직무는 함께 골라 주세요. 없으면 둘 다 비워 두세요.';
      if (!subJob) job('sub_job', '부 직군을 골라 주세요.', pair);
      else job('sub_job_d', '부 직무를 골라 주세요.', pair, 'join:steps.jobs.sub_job_required');
      return;
    }
    if (subJob === ANY_GROUP || subJobD === ANY_JOB) {
      job('sub_job', '실제 직군을 골라 주세요.', '부 직군과 직무도 실제 직군과 직무로 골라 주세요.');
    } else if (jobGroupOf(subJobD) !== subJob) {
      job('sub_job_d', '고른 부 직군에 속한 직무를 골라 주세요.');
    } else if (subJobD === mainJobD) {
      job(
        'sub_job_d',
        '주 직무와 다른 직무를 골라 주세요.',
        '부 직무는 주 직무와 다른 직무로 골라 주세요.',
        'join:steps.jobs.sub_same',
      );
    }
  });

const basicsRequired = (key: string, message: string): Required => ({
  message,
  i18n: `join:steps.basics.required.${key}`,
});

/** Step 4: the profile basics, the nickname's format and the online-only region rule. */
export const ZBasicsStep = z
  .object({
    nickname: z.string().nullish(),
    meeting_mode: code,
    region: code,
    available_days: code,
    available_time: code,
    skill_level: code,
    experience_years: code,
    interests: codes,
  })
  .superRefine((a, ctx) => {
    requireAll(a, ctx, {
      nickname: basicsRequired('nickname', '닉네임을 입력해 주세요.'),
      meeting_mode: basicsRequired('meeting_mode', '만나는 방식을 골라 주세요.'),
      region: basicsRequired('region', '활동 지역을 골라 주세요.'),
      available_days: basicsRequired('available_days', '가능한 요일을 골라 주세요.'),
      available_time: basicsRequired('available_time', '가능한 시간대를 골라 주세요.'),
      skill_level: basicsRequired('skill_level', '실력을 골라 주세요.'),
      experience_years: basicsRequired('experience_years', '경력을 골라 주세요.'),
      interests: basicsRequired('interests', '관심 분야를 하나 이상 골라 주세요.'),
    });
    const nickname = (a.nickname ?? '').trim();
    if (nickname && !NICKNAME_PATTERN.test(nickname)) {
      addRuleIssue(ctx, {
        path: ['nickname'],
        message: '닉네임은 2~12자의 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있어요.',
        i18n: 'join:nickname.invalid',
        code: 'INVALID_NICKNAME',
      });
    }
    if (a.meeting_mode && a.region && !isRegionAllowed(a.meeting_mode, a.region)) {
      addRuleIssue(ctx, {
        path: ['region'],
        message: '온라인으로만 만나면 지역은 ‘상관없음’으로 정해져요.',
        code: 'REGION_NOT_ALLOWED',
      });
    }
  });

/** The full-save rules by step; the tutorial (5) has none. */
export const JOIN_STEP_SCHEMAS = { 2: ZMemberTypeStep, 3: ZJobsStep, 4: ZBasicsStep } as const;
