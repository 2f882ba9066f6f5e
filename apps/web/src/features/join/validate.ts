import { NICKNAME_PATTERN } from '@sidequest/shared';
import type { TFunction } from 'i18next';
import type { JoinAnswers, StepNo } from './api';
import type { FieldErrors } from './steps/step-props';

const empty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const BASICS_REQUIRED = [
  'nickname',
  'meeting_mode',
  'region',
  'available_days',
  'available_time',
  'skill_level',
  'experience_years',
  'interests',
] as const;

/**
 * The same completeness rules the server applies on a full save, checked first in the browser so
 * the member sees every missing field at once, next to the field. The server stays the judge.
 */
export function validateStep(step: StepNo, a: JoinAnswers, t: TFunction): FieldErrors {
  const e: FieldErrors = {};
  if (step === 2 && empty(a.member_type)) e.member_type = t('join:steps.member_type.required');
  if (step === 3) {
    if (empty(a.main_job)) e.main_job = t('join:steps.jobs.main_group_required');
    if (empty(a.main_job_d)) e.main_job_d = t('join:steps.jobs.main_job_required');
    if (!empty(a.sub_job) && empty(a.sub_job_d)) e.sub_job_d = t('join:steps.jobs.sub_job_required');
    if (!empty(a.sub_job_d) && a.sub_job_d === a.main_job_d) e.sub_job_d = t('join:steps.jobs.sub_same');
  }
  if (step === 4) {
    for (const key of BASICS_REQUIRED) {
      if (empty(a[key])) e[key] = t(`join:steps.basics.required.${key}`);
    }
    const nickname = (a.nickname ?? '').trim();
    if (nickname && !NICKNAME_PATTERN.test(nickname)) e.nickname = t('join:nickname.invalid');
  }
  return e;
}

/** The first field with an error, in the order the form shows them. */
export function firstErrorField(errors: FieldErrors): string | undefined {
  const order = [
    'member_type',
    'main_job',
    'main_job_d',
    'sub_job',
    'sub_job_d',
    'nickname',
    'age',
    'gender',
    'meeting_mode',
    'region',
    'available_days',
    'available_time',
    'skill_level',
    'experience_years',
    'interests',
    'skills',
    'mbti',
    'status_line',
    'introduction',
  ];
  return order.find((k) => errors[k]) ?? Object.keys(errors).find((k) => errors[k]);
}

/** Moves focus (and the view) to a field with an error: its input, or the first choice in its group. */
export function focusField(name: string): void {
  const target =
    document.querySelector<HTMLElement>(`[name="${name}"]:not([type="hidden"])`) ??
    document.querySelector<HTMLElement>(`[data-field="${name}"] input, [data-field="${name}"] select`);
  if (!target) return;
  target.focus({ preventScroll: true });
  const box = target.closest<HTMLElement>('[data-field]') ?? target;
  box.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
