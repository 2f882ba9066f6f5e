import {
  ages,
  availableDays,
  availableTimes,
  domains,
  experienceYears,
  genders,
  jobs,
  mbtiTypes,
  meetingModes,
  memberTypes,
  ONLINE_ONLY_MEETING_MODE,
  ONLINE_REGION_CODE,
  profileStatuses,
  RESUME_LIMITS,
  type Resume,
  regions,
  skillLevels,
} from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { MultiChips, SingleChips } from '../join/choice-chips';
import { useMakeResume } from './api';
import { Fact, JobSelect } from './basics-fields';
import { useSectionEditor } from './editor';
import { SelectField } from '../../ui/fields';
import shared from './profile.module.css';
import styles from './basics-section.module.css';
import { asBody, type Errors, failure } from './resume-save';
import { EditorForm, SectionCard } from './section-card';

const options = (c: { items: readonly { code: string; label: string }[] }) =>
  c.items.map((i) => ({ code: i.code, label: i.label }));

// ---------------------------------------------------------------------------------------------
// 기본 정보

export interface BasicsValues extends Record<string, unknown> {
  status_line: string;
  main_job_d: string;
  sub_job_d: string;
  member_type: string;
  region: string;
  meeting_mode: string;
  available_days: string;
  available_time: string;
  skill_level: string;
  experience_years: string;
  mbti: string;
  age: string;
  gender: string;
  interests: string[];
}

function basicsOf(r: Resume): BasicsValues {
  return {
    status_line: r.STATUS_LINE ?? '',
    main_job_d: r.MAIN_JOB_D ?? '',
    sub_job_d: r.SUB_JOB_D ?? '',
    member_type: r.MEMBER_TYPE ?? '',
    region: r.REGION,
    meeting_mode: r.MEETING_MODE,
    available_days: r.AVAILABLE_DAYS,
    available_time: r.AVAILABLE_TIME,
    skill_level: r.SKILL_LEVEL,
    experience_years: r.EXPERIENCE_YEARS,
    mbti: r.MBTI ?? '00',
    age: r.USER_AGE,
    gender: r.USER_GENDER,
    interests: r.INTERESTS,
  };
}

export function BasicsSection({ resume }: { resume: Resume }) {
  const { t } = useTranslation('people');
  const editor = useSectionEditor<BasicsValues>('basics');
  const save = useMakeResume();
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const owner = resume.IS_OWNER;

  const v = editor.values;
  const set = (patch: Partial<BasicsValues>) => {
    if (!v) return;
    const next = { ...v, ...patch };
    // Online only has no place: the region follows (reference 3.15).
    if (next.meeting_mode === ONLINE_ONLY_MEETING_MODE) next.region = ONLINE_REGION_CODE;
    editor.change(next);
  };

  const submit = async () => {
    if (!v) return;
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync(
        asBody({
          status_line: v.status_line === '' ? null : v.status_line,
          main_job_d: v.main_job_d === '' ? null : v.main_job_d,
          sub_job_d: v.sub_job_d === '' ? null : v.sub_job_d,
          ...(v.member_type ? { member_type: v.member_type } : {}),
          region: v.region,
          meeting_mode: v.meeting_mode,
          available_days: v.available_days,
          available_time: v.available_time,
          skill_level: v.skill_level,
          experience_years: v.experience_years,
          mbti: v.mbti,
          age: v.age,
          gender: v.gender,
          interests: v.interests,
        }),
      );
      editor.finish();
    } catch (err) {
      const f = failure(err);
      setErrors(f.fields);
      setFormError(f.message);
    }
  };

  const label = (c: { label(code: string | null | undefined): string | undefined }, code: string | null) =>
    c.label(code) ?? t('profile.basics.unset');
  const jobLine = [resume.MAIN_JOB_D, resume.SUB_JOB_D]
    .map((c) => jobs.label(c))
    .filter(Boolean)
    .join(' · ');

  return (
    <SectionCard
      id="basics"
      title={t('profile.basics.title')}
      action={owner && !editor.open ? { kind: 'edit', onClick: () => editor.start(basicsOf(resume)) } : null}
    >
      {editor.open && v ? (
        <EditorForm
          label={t('profile.basics.title')}
          onSubmit={submit}
          onCancel={editor.cancel}
          saving={save.isPending}
          error={formError}
        >
          <SingleChips
            legend={t('profile.basics.status')}
            name="status_line"
            options={[
              { code: '', label: t('profile.basics.no_status') },
              ...profileStatuses.items.map((s) => ({ code: s.code, label: s.label, emoji: s.emoji })),
            ]}
            value={v.status_line}
            onChange={(code) => set({ status_line: code })}
            error={errors.status_line}
          />
          <div className={shared.grid2}>
            <JobSelect
              label={t('profile.basics.main_job')}
              value={v.main_job_d}
              onChange={(code) => set({ main_job_d: code })}
              error={errors.main_job_d}
              emptyLabel={t('profile.basics.choose')}
            />
            <JobSelect
              label={t('profile.basics.sub_job')}
              value={v.sub_job_d}
              onChange={(code) => set({ sub_job_d: code })}
              error={errors.sub_job_d}
              emptyLabel={t('profile.basics.none')}
            />
            <SelectField
              label={t('profile.basics.member_type')}
              options={options(memberTypes)}
              placeholder={v.member_type ? undefined : t('profile.basics.choose')}
              value={v.member_type}
              onChange={(code) => set({ member_type: code })}
              error={errors.member_type}
            />
            <SelectField
              label={t('profile.basics.meeting_mode')}
              options={options(meetingModes)}
              value={v.meeting_mode}
              onChange={(code) => set({ meeting_mode: code })}
              error={errors.meeting_mode}
            />
            <SelectField
              label={t('profile.basics.region')}
              options={options(regions)}
              value={v.region}
              onChange={(code) => set({ region: code })}
              disabled={v.meeting_mode === ONLINE_ONLY_MEETING_MODE}
              hint={
                v.meeting_mode === ONLINE_ONLY_MEETING_MODE
                  ? t('profile.basics.online_region_hint')
                  : undefined
              }
              error={errors.region}
            />
            <SelectField
              label={t('profile.basics.days')}
              options={options(availableDays)}
              value={v.available_days}
              onChange={(code) => set({ available_days: code })}
            />
            <SelectField
              label={t('profile.basics.time')}
              options={options(availableTimes)}
              value={v.available_time}
              onChange={(code) => set({ available_time: code })}
            />
            <SelectField
              label={t('profile.basics.skill_level')}
              options={options(skillLevels)}
              value={v.skill_level}
              onChange={(code) => set({ skill_level: code })}
            />
            <SelectField
              label={t('profile.basics.experience')}
              options={options(experienceYears)}
              value={v.experience_years}
              onChange={(code) => set({ experience_years: code })}
            />
            <SelectField
              label={t('profile.basics.mbti')}
              options={options(mbtiTypes)}
              value={v.mbti}
              onChange={(code) => set({ mbti: code })}
            />
            <SelectField
              label={t('profile.basics.age')}
              options={options(ages)}
              value={v.age}
              onChange={(code) => set({ age: code })}
            />
            <SelectField
              label={t('profile.basics.gender')}
              options={options(genders)}
              value={v.gender}
              onChange={(code) => set({ gender: code })}
            />
          </div>
          <MultiChips
            legend={t('profile.basics.interests')}
            name="interests"
            options={domains.items.map((d) => ({ code: d.code, label: d.label, emoji: d.emoji }))}
            values={v.interests}
            onChange={(codes) => set({ interests: codes })}
            max={RESUME_LIMITS.interests}
            aside={`${v.interests.length}/${RESUME_LIMITS.interests}`}
            error={errors.interests}
          />
        </EditorForm>
      ) : (
        <dl className={styles.facts}>
          <Fact term={t('profile.basics.job')}>{jobLine || t('profile.basics.unset')}</Fact>
          {resume.MEMBER_TYPE ? (
            <Fact term={t('profile.basics.member_type')}>{label(memberTypes, resume.MEMBER_TYPE)}</Fact>
          ) : null}
          <Fact term={t('profile.basics.region')}>
            {resume.REGION === 'KR00' ? t('profile.basics.anywhere') : label(regions, resume.REGION)}
            {' · '}
            {label(meetingModes, resume.MEETING_MODE)}
          </Fact>
          <Fact term={t('profile.basics.availability')}>
            {label(availableDays, resume.AVAILABLE_DAYS)} · {label(availableTimes, resume.AVAILABLE_TIME)}
          </Fact>
          {resume.SKILL_LEVEL !== '00' || resume.EXPERIENCE_YEARS !== '00' ? (
            <Fact term={t('profile.basics.level_experience')}>
              {[
                resume.SKILL_LEVEL !== '00' ? skillLevels.label(resume.SKILL_LEVEL) : null,
                resume.EXPERIENCE_YEARS !== '00'
                  ? t('profile.basics.experience_value', {
                      value: experienceYears.label(resume.EXPERIENCE_YEARS),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Fact>
          ) : null}
          {resume.MBTI ? <Fact term="MBTI">{resume.MBTI}</Fact> : null}
          {resume.USER_AGE !== '00' || resume.USER_GENDER !== '00' ? (
            <Fact term={t('profile.basics.age_gender')}>
              {[
                resume.USER_AGE !== '00' ? ages.label(resume.USER_AGE) : null,
                resume.USER_GENDER !== '00' ? genders.label(resume.USER_GENDER) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Fact>
          ) : null}
          <Fact term={t('profile.basics.interests')}>
            {resume.INTERESTS.length > 0 ? (
              <span className={shared.chipList}>
                {resume.INTERESTS.map((code) => {
                  const d = domains.get(code);
                  return (
                    <span key={code} className={shared.tag}>
                      {d?.emoji ? <span aria-hidden="true">{d.emoji} </span> : null}
                      {d?.label ?? code}
                    </span>
                  );
                })}
              </span>
            ) : (
              t('profile.basics.unset')
            )}
          </Fact>
        </dl>
      )}
    </SectionCard>
  );
}
