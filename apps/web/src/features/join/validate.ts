import { joinApi, ruleFieldErrors } from '@sidequest/shared';
import type { TFunction } from '../../lib/texts/store';
import type { JoinAnswers, StepNo } from './api';
import type { FieldErrors } from './steps/step-props';

/**
 * The rules the server applies on a full save (the shared step schemas), checked first in the
 * browser so the member sees every problem at once, next to its field. The server stays the judge.
 */
export function validateStep(step: StepNo, a: JoinAnswers, t: TFunction): FieldErrors {
  if (step === 5) return {};
  const parsed = joinApi.JOIN_STEP_SCHEMAS[step].safeParse(a);
  return parsed.success ? {} : ruleFieldErrors(parsed.error.issues, (key) => t(key));
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
