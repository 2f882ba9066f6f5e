import { describe, expect, it } from 'vitest';
import { ruleFailure, ruleFieldErrors } from './form-rules.js';
import { JOIN_REQUIRED_MESSAGE, ZBasicsStep, ZJobsStep, ZMemberTypeStep } from './join-steps.js';

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) => {
  expect(result.success).toBe(false);
  return result.error!.issues as Parameters<typeof ruleFailure>[0];
};
const failureOf = (result: Parameters<typeof issuesOf>[0]) => ruleFailure(issuesOf(result));
/** The web's view without translations: the i18n key itself, or the message when there is none. */
const formOf = (result: Parameters<typeof issuesOf>[0]) => ruleFieldErrors(issuesOf(result), (k) => k);

const BASICS = {
  nickname: '하나킴',
  meeting_mode: '02',
  region: 'KR11',
  available_days: '01',
  available_time: '01',
  skill_level: '01',
  experience_years: '01',
  interests: ['01'],
};

describe('ZMemberTypeStep', () => {
  it('asks for the member type', () => {
    expect(failureOf(ZMemberTypeStep.safeParse({}))).toEqual({
      code: 'VALIDATION',
      message: JOIN_REQUIRED_MESSAGE,
      fields: { member_type: '회원 유형을 골라 주세요.' },
    });
  });

  it('takes a chosen member type', () => {
    expect(ZMemberTypeStep.safeParse({ member_type: '01' }).success).toBe(true);
  });
});

describe('ZJobsStep', () => {
  it('takes a main job alone', () => {
    expect(ZJobsStep.safeParse({ main_job: '04', main_job_d: '0401' }).success).toBe(true);
  });

  it('takes a main job with a different sub job', () => {
    const both = { main_job: '04', main_job_d: '0401', sub_job: '04', sub_job_d: '0402' };
    expect(ZJobsStep.safeParse(both).success).toBe(true);
  });

  it('names the missing main fields together, treating an untouched form field as missing', () => {
    expect(failureOf(ZJobsStep.safeParse({ main_job: '', main_job_d: null }))).toEqual({
      code: 'VALIDATION',
      message: JOIN_REQUIRED_MESSAGE,
      fields: { main_job: '주 직군을 골라 주세요.', main_job_d: '주 직무를 골라 주세요.' },
    });
  });

  it('refuses the "any" codes as a member\'s own job', () => {
    const f = failureOf(ZJobsStep.safeParse({ main_job: '00', main_job_d: '0000' }));
    expect(f.code).toBe('INVALID_JOB');
    expect(f.fields).toEqual({ main_job: '실제 직군을 골라 주세요.' });
  });

  it('refuses a main job outside the chosen group, with the catalogue message', () => {
    const f = failureOf(ZJobsStep.safeParse({ main_job: '04', main_job_d: '0501' }));
    expect(f).toMatchObject({ code: 'INVALID_JOB', fields: { main_job_d: expect.any(String) } });
    expect(f.message).toMatch(/직군과 직무가 맞지 않아요/);
  });

  it('asks for the sub job when only the sub group is chosen', () => {
    const f = failureOf(ZJobsStep.safeParse({ main_job: '04', main_job_d: '0401', sub_job: '03' }));
    expect(f).toEqual({
      code: 'INVALID_JOB',
      message: '부 직군과 부 직무는 함께 골라 주세요. 없으면 둘 다 비워 두세요.',
      fields: { sub_job_d: '부 직무를 골라 주세요.' },
    });
  });

  it('asks for the sub group when only the sub job is chosen', () => {
    const f = failureOf(ZJobsStep.safeParse({ main_job: '04', main_job_d: '0401', sub_job_d: '0301' }));
    expect(f.fields).toEqual({ sub_job: '부 직군을 골라 주세요.' });
  });

  it('refuses a sub job outside the sub group', () => {
    const a = { main_job: '04', main_job_d: '0401', sub_job: '05', sub_job_d: '0301' };
    expect(failureOf(ZJobsStep.safeParse(a)).fields).toEqual({
      sub_job_d: '고른 부 직군에 속한 직무를 골라 주세요.',
    });
  });

  it('refuses a sub job equal to the main job', () => {
    const a = { main_job: '04', main_job_d: '0401', sub_job: '04', sub_job_d: '0401' };
    expect(failureOf(ZJobsStep.safeParse(a))).toEqual({
      code: 'INVALID_JOB',
      message: '부 직무는 주 직무와 다른 직무로 골라 주세요.',
      fields: { sub_job_d: '주 직무와 다른 직무를 골라 주세요.' },
    });
  });

  it('answers the server with the missing fields before any other problem', () => {
    const result = ZJobsStep.safeParse({ main_job: '04', sub_job: '03' });
    expect(failureOf(result).fields).toEqual({ main_job_d: '주 직무를 골라 주세요.' });
  });

  it('shows the form every problem it finds, by translation key', () => {
    const result = ZJobsStep.safeParse({ main_job: '04', sub_job: '03' });
    expect(formOf(result)).toEqual({
      main_job_d: 'join:steps.jobs.main_job_required',
      sub_job_d: 'join:steps.jobs.sub_job_required',
    });
  });
});

describe('ZBasicsStep', () => {
  it('takes complete basics', () => {
    expect(ZBasicsStep.safeParse(BASICS).success).toBe(true);
  });

  it('names every missing required field at once', () => {
    const f = failureOf(ZBasicsStep.safeParse({ nickname: '하나킴', interests: [] }));
    expect(f.code).toBe('VALIDATION');
    expect(Object.keys(f.fields).sort()).toEqual(
      [
        'available_days',
        'available_time',
        'experience_years',
        'interests',
        'meeting_mode',
        'region',
        'skill_level',
      ].sort(),
    );
    expect(f.fields.interests).toBe('관심 분야를 하나 이상 골라 주세요.');
  });

  it('counts a nickname of spaces as missing', () => {
    expect(failureOf(ZBasicsStep.safeParse({ ...BASICS, nickname: '   ' })).fields).toEqual({
      nickname: '닉네임을 입력해 주세요.',
    });
  });

  it('checks the nickname format', () => {
    const f = failureOf(ZBasicsStep.safeParse({ ...BASICS, nickname: '띄어 쓰기' }));
    expect(f.code).toBe('INVALID_NICKNAME');
    expect(f.fields.nickname).toMatch(/2~12자/);
  });

  it('allows only the nationwide region for online-only meetings', () => {
    const f = failureOf(ZBasicsStep.safeParse({ ...BASICS, meeting_mode: '01', region: 'KR11' }));
    expect(f.code).toBe('REGION_NOT_ALLOWED');
    expect(f.fields.region).toContain('상관없음');
  });

  it('gives the form its translation keys, and the message where there is no key', () => {
    const result = ZBasicsStep.safeParse({ ...BASICS, meeting_mode: '01', region: 'KR11', skill_level: '' });
    expect(formOf(result)).toEqual({
      skill_level: 'join:steps.basics.required.skill_level',
      region: '온라인으로만 만나면 지역은 ‘상관없음’으로 정해져요.',
    });
  });
});
