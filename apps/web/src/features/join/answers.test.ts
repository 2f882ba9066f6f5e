import { describe, expect, it } from 'vitest';
import { texts } from '../../test/i18n';
import { initialAnswers, resolveStep, stepAnswers, withRegionRule } from './answers';
import type { JoinState } from './api';
import { validateStep } from './validate';

const SAVED: JoinState['SAVED'] = {
  USER_NICKNAME: '하나킴',
  USER_IMG_URL: null,
  MEMBER_TYPE: '01',
  MAIN_JOB: '04',
  MAIN_JOB_D: '0401',
  SUB_JOB: null,
  SUB_JOB_D: null,
  AGE: null,
  GENDER: null,
  REGION: null,
  MEETING_MODE: null,
  AVAILABLE_DAYS: null,
  AVAILABLE_TIME: null,
  SKILL_LEVEL: null,
  EXPERIENCE_YEARS: null,
  INTERESTS: null,
  SKILLS: null,
  MBTI: null,
  STATUS_LINE: null,
  INTRODUCTION: null,
  TUTORIAL_USERS: [],
  TUTORIAL_PROJECTS: [],
  TUTORIAL_PRODUCTS: [],
};
const state = (step: number, draft: JoinState['DRAFT'] = null): JoinState => ({
  JOIN_STEP: 4,
  JOIN_COMPLETED: false,
  TOTAL_STEPS: 5,
  STEP: step,
  SAVED,
  DRAFT: draft,
});

describe('resolveStep', () => {
  it('shows the asked step when the member has reached it', () => {
    expect(resolveStep('2', 4)).toBe(2);
    expect(resolveStep('4', 4)).toBe(4);
  });

  it('never goes past the current step, nor to the account step, nor to nonsense', () => {
    expect(resolveStep('5', 3)).toBe(3);
    expect(resolveStep('1', 3)).toBe(3);
    expect(resolveStep('abc', 4)).toBe(4);
    expect(resolveStep(null, 2)).toBe(2);
    expect(resolveStep('3.5', 4)).toBe(4);
  });
});

describe('initialAnswers', () => {
  it('starts from the saved values of the step', () => {
    expect(initialAnswers(state(3), 3)).toEqual({
      main_job: '04',
      main_job_d: '0401',
      sub_job: null,
      sub_job_d: null,
    });
  });

  it('lets the unsaved draft win over what was saved', () => {
    const a = initialAnswers(state(4, { nickname: '새이름', interests: ['21'] }), 4);
    expect(a.nickname).toBe('새이름');
    expect(a.interests).toEqual(['21']);
    expect(a.region).toBeNull();
  });

  it('applies the online-only rule to a draft from before the rule was visible', () => {
    const a = initialAnswers(state(4, { meeting_mode: '01', region: 'KR05' }), 4);
    expect(a.region).toBe('KR00');
  });
});

describe('withRegionRule and stepAnswers', () => {
  it('fixes the region to KR00 for online-only and leaves other modes alone', () => {
    expect(withRegionRule({ meeting_mode: '01', region: 'KR01' }).region).toBe('KR00');
    expect(withRegionRule({ meeting_mode: '02', region: 'KR01' }).region).toBe('KR01');
  });

  it('keeps only the fields of the step', () => {
    expect(stepAnswers({ member_type: '01', main_job: '04', nickname: 'x' }, 2)).toEqual({
      member_type: '01',
    });
    expect(stepAnswers({ member_type: '01', main_job: '04' }, 5)).toEqual({});
  });
});

describe('validateStep', () => {
  const t = texts.t;

  it('names every missing required field of the basics at once, in Korean', () => {
    const e = validateStep(4, { nickname: '하나킴', interests: [] }, t);
    expect(Object.keys(e).sort()).toEqual(
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
    expect(e.interests).toBe('관심 분야를 하나 이상 골라 주세요.');
  });

  it('checks the nickname format and the sub job rules', () => {
    expect(validateStep(4, { nickname: '띄어 쓰기' }, t).nickname).toMatch(/2~12자/);
    expect(validateStep(3, { main_job: '04', main_job_d: '0401', sub_job: '03' }, t).sub_job_d).toBeTruthy();
    expect(
      validateStep(3, { main_job: '04', main_job_d: '0401', sub_job: '04', sub_job_d: '0401' }, t).sub_job_d,
    ).toBe('주 직무와 다른 직무를 골라 주세요.');
    expect(validateStep(3, { main_job: '04', main_job_d: '0401' }, t)).toEqual({});
    expect(validateStep(2, {}, t).member_type).toBe('회원 유형을 골라 주세요.');
  });
});
