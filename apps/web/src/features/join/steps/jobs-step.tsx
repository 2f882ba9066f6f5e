import { jobGroups, jobsInGroup } from '@sidequest/shared';
import { useTranslation } from '../../../lib/texts/react';
import { type ChoiceOption, SingleChips } from '../choice-chips';
import fields from '../field-group.module.css';
import type { StepProps } from './step-props';

/** '00' / '0000' mean "any job" in targeting only; a member's own job is a real one. */
const GROUPS: ChoiceOption[] = jobGroups.items.filter((g) => g.code !== '00');
const NONE = '';

function jobOptions(group: string | null | undefined, except?: string | null): ChoiceOption[] {
  if (!group) return [];
  return jobsInGroup(group).filter((j) => j.code !== except);
}

/** Step 3: main job (group, then detailed job) and an optional sub job. */
export function JobsStep({ answers, update, errors, state }: StepProps) {
  const { t } = useTranslation('join');
  const memberType = state.SAVED.MEMBER_TYPE;
  const groupHint =
    memberType === '03'
      ? t('steps.jobs.professional_hint')
      : memberType === '02'
        ? t('steps.jobs.student_hint')
        : undefined;
  const mainJobs = jobOptions(answers.main_job);
  const subJobs = jobOptions(answers.sub_job, answers.main_job_d);

  return (
    <>
      <section className={fields.section} aria-labelledby="jobs-main">
        <h2 id="jobs-main" className={fields.sectionTitle}>
          {t('steps.jobs.section_main')}
        </h2>
        <SingleChips
          legend={t('steps.jobs.main_group')}
          required
          name="main_job"
          options={GROUPS}
          value={answers.main_job}
          hint={groupHint}
          error={errors.main_job}
          onChange={(code) =>
            update({
              main_job: code,
              main_job_d: code === answers.main_job ? answers.main_job_d : null,
            })
          }
        />
        <SingleChips
          legend={t('steps.jobs.main_job')}
          required
          name="main_job_d"
          options={mainJobs}
          value={answers.main_job_d}
          hint={mainJobs.length === 0 ? t('steps.jobs.pick_group_first') : undefined}
          error={errors.main_job_d}
          onChange={(code) =>
            update({
              main_job_d: code,
              // A sub job equal to the new main job would be refused: clear it.
              ...(answers.sub_job_d === code ? { sub_job_d: null } : {}),
            })
          }
        />
      </section>
      <section className={fields.section} aria-labelledby="jobs-sub">
        <h2 id="jobs-sub" className={fields.sectionTitle}>
          {t('steps.jobs.section_sub')}
          <small>{t('steps.optional')}</small>
        </h2>
        <SingleChips
          legend={t('steps.jobs.sub_group')}
          name="sub_job"
          options={[{ code: NONE, label: t('steps.jobs.sub_none') }, ...GROUPS]}
          value={answers.sub_job ?? NONE}
          hint={t('steps.jobs.sub_hint')}
          error={errors.sub_job}
          onChange={(code) =>
            update(
              code === NONE
                ? { sub_job: null, sub_job_d: null }
                : { sub_job: code, sub_job_d: code === answers.sub_job ? answers.sub_job_d : null },
            )
          }
        />
        {answers.sub_job ? (
          <SingleChips
            legend={t('steps.jobs.sub_job')}
            required
            name="sub_job_d"
            options={subJobs}
            value={answers.sub_job_d}
            error={errors.sub_job_d}
            onChange={(code) => update({ sub_job_d: code })}
          />
        ) : null}
      </section>
    </>
  );
}
