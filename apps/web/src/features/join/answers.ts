import { joinApi, ONLINE_ONLY_MEETING_MODE, ONLINE_REGION_CODE } from '@sidequest/shared';
import type { JoinAnswers, JoinState, StepNo } from './api';

export const FIRST_STEP = joinApi.JOIN_FIRST_PROFILE_STEP as StepNo;
export const TOTAL_STEPS = joinApi.JOIN_TOTAL_STEPS;
export const TUTORIAL_STEP = joinApi.JOIN_TUTORIAL_STEP as StepNo;

export function isStepNo(n: number): n is StepNo {
  return Number.isInteger(n) && n >= FIRST_STEP && n <= TOTAL_STEPS;
}

/** The step to show for a `?step=` value: never past the member's current step, never the account. */
export function resolveStep(asked: string | null, current: number): StepNo {
  const n = Number(asked);
  if (!isStepNo(n) || n > current) return (isStepNo(current) ? current : FIRST_STEP) as StepNo;
  return n;
}

/** What was saved for a step, as that step's answers. */
export function savedAnswers(saved: JoinState['SAVED'], step: StepNo): JoinAnswers {
  switch (step) {
    case 2:
      return { member_type: saved.MEMBER_TYPE };
    case 3:
      return {
        main_job: saved.MAIN_JOB,
        main_job_d: saved.MAIN_JOB_D,
        sub_job: saved.SUB_JOB,
        sub_job_d: saved.SUB_JOB_D,
      };
    case 4:
      return {
        nickname: saved.USER_NICKNAME,
        age: saved.AGE,
        gender: saved.GENDER,
        region: saved.REGION,
        meeting_mode: saved.MEETING_MODE,
        available_days: saved.AVAILABLE_DAYS,
        available_time: saved.AVAILABLE_TIME,
        skill_level: saved.SKILL_LEVEL,
        experience_years: saved.EXPERIENCE_YEARS,
        interests: saved.INTERESTS ?? [],
        skills: saved.SKILLS ?? [],
        mbti: saved.MBTI,
        status_line: saved.STATUS_LINE,
        introduction: saved.INTRODUCTION ?? '',
      };
    default:
      return {};
  }
}

/** Where a step starts: the saved values, overlaid with the newer unsaved draft. */
export function initialAnswers(state: JoinState, step: StepNo): JoinAnswers {
  const base = savedAnswers(state.SAVED, step);
  const draft = (state.DRAFT ?? {}) as JoinAnswers;
  const merged: JoinAnswers = { ...base };
  for (const [key, value] of Object.entries(draft)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return withRegionRule(merged);
}

/** Only the fields a step saves, so a draft never carries another step's answers. */
export function stepAnswers(answers: JoinAnswers, step: StepNo): JoinAnswers {
  const out: Record<string, unknown> = {};
  for (const key of joinApi.JOIN_STEP_FIELDS[step]) {
    const value = answers[key];
    if (value !== undefined) out[key] = value;
  }
  return out as JoinAnswers;
}

/** Online-only meetings have no place: the region is fixed to 상관없음 (KR00), as the server requires. */
export function withRegionRule(answers: JoinAnswers): JoinAnswers {
  if (answers.meeting_mode === ONLINE_ONLY_MEETING_MODE && answers.region !== ONLINE_REGION_CODE) {
    return { ...answers, region: ONLINE_REGION_CODE };
  }
  return answers;
}

export function regionLocked(answers: JoinAnswers): boolean {
  return answers.meeting_mode === ONLINE_ONLY_MEETING_MODE;
}
