import {
  availableDays,
  availableTimes,
  camps,
  domains,
  gatheringTypes,
  jobGroups,
  jobs,
  meetingModes,
  PROJECT_POST_LIMITS,
  platforms,
  progressPhases,
  regions,
  skillName,
  skillOptionLabel,
  skillTags,
} from '@sidequest/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { SelectField } from '../../ui/fields';
import { CoverPicker, DocsPicker } from './file-pickers';
import { ChipChoice, fieldError, opts, RemovableTag } from './form-fields';
import { type PostForm, slotKey } from './form-state';
import styles from './project-post.module.css';
import { RichEditor } from '../editor/rich-editor';
import { QuestionsField } from './questions-field';
import { sectionHints } from './section-hints';

/** Built once: the editor takes its extensions when it is created. */
const SECTION_HINTS = [sectionHints(styles.sectionHint ?? '')];

/** Detailed jobs a slot may recruit, grouped by job group for the select. */
const JOB_GROUPS = jobGroups.items
  .filter((g) => g.code !== '00')
  .map((g) => ({ group: g, items: jobs.items.filter((j) => j.group === g.code) }));

export interface ProjectFormProps {
  value: PostForm;
  onChange: (next: PostForm) => void;
  /** Field messages from the server, keyed by body path (`title`, `slots.0.type` …). */
  errors: Record<string, string>;
  /** Slot numbers whose job may not change (members joined); edits only. */
  lockedSlots?: ReadonlySet<number>;
  footer: ReactNode;
}

export function ProjectForm({ value: f, onChange, errors, lockedSlots, footer }: ProjectFormProps) {
  const { t } = useTranslation('project');
  const set = <K extends keyof PostForm>(key: K, v: PostForm[K]) => onChange({ ...f, [key]: v });
  const [techPick, setTechPick] = useState('');
  const [jobPick, setJobPick] = useState('');
  const onlineOnly = f.meeting_mode === '01';

  return (
    <div className={styles.form}>
      <section className={styles.section} aria-labelledby="post-basic">
        <h2 id="post-basic" className={styles.sectionTitle}>
          {t('post.form.basic')}
        </h2>
        <ChipChoice
          legend={t('post.form.type')}
          name="type"
          options={opts(gatheringTypes)}
          value={f.type}
          onChange={(v) => set('type', v)}
          error={fieldError(errors, 'type')}
        />
        <TextField
          label={t('post.form.title')}
          required
          value={f.title}
          maxLength={PROJECT_POST_LIMITS.titleMax}
          placeholder={t('post.form.title_placeholder')}
          hint={t('post.form.title_hint', { count: [...f.title].length })}
          error={fieldError(errors, 'title')}
          onChange={(e) => set('title', e.target.value)}
          data-field="title"
        />
        <div className={styles.grid2}>
          <SelectField
            label={t('post.form.domain')}
            required
            options={opts(domains)}
            placeholder={t('post.form.choose')}
            value={f.domain}
            onChange={(v) => set('domain', v)}
            error={fieldError(errors, 'domain')}
          />
          <SelectField
            label={t('post.form.platform')}
            options={opts(platforms)}
            value={f.platform}
            onChange={(v) => set('platform', v)}
            error={fieldError(errors, 'platform')}
          />
          <SelectField
            label={t('post.form.camp')}
            options={opts(camps)}
            placeholder={t('post.form.none')}
            value={f.camp}
            onChange={(v) => set('camp', v)}
            error={fieldError(errors, 'camp')}
          />
          <SelectField
            label={t('post.form.phase')}
            options={opts(progressPhases)}
            value={f.phase}
            onChange={(v) => set('phase', v)}
            error={fieldError(errors, 'phase')}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="post-meet">
        <h2 id="post-meet" className={styles.sectionTitle}>
          {t('post.form.meeting')}
        </h2>
        <ChipChoice
          legend={t('post.form.meeting_mode')}
          name="meeting_mode"
          options={opts(meetingModes)}
          value={f.meeting_mode}
          onChange={(v) => onChange({ ...f, meeting_mode: v, region: v === '01' ? 'KR00' : f.region })}
          error={fieldError(errors, 'meeting_mode')}
        />
        <div className={styles.grid3}>
          <SelectField
            label={t('post.form.region')}
            options={opts(regions)}
            value={f.region}
            disabled={onlineOnly}
            hint={onlineOnly ? t('post.form.region_online') : undefined}
            onChange={(v) => set('region', v)}
            error={fieldError(errors, 'region')}
          />
          <SelectField
            label={t('post.form.days')}
            options={opts(availableDays)}
            value={f.available_days}
            onChange={(v) => set('available_days', v)}
          />
          <SelectField
            label={t('post.form.time')}
            options={opts(availableTimes)}
            value={f.available_time}
            onChange={(v) => set('available_time', v)}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="post-slots" data-field="slots">
        <h2 id="post-slots" className={styles.sectionTitle}>
          {t('post.form.slots')}
        </h2>
        <p className={styles.hint}>{t('post.form.slots_hint')}</p>
        <ul className={styles.slotList}>
          {f.slots.map((slot, i) => {
            const locked = slot.slot_no !== undefined && lockedSlots?.has(slot.slot_no);
            const jobError = errors[`slots.${i}.recruiting`] ?? errors[`slots.${i}`];
            return (
              <li key={slot.key} className={styles.slotRow}>
                <label className={styles.slotJob}>
                  <span className="visually-hidden">{t('post.form.slot_job', { n: i + 1 })}</span>
                  <select
                    className={styles.select}
                    value={slot.recruiting}
                    disabled={locked}
                    aria-invalid={jobError ? true : undefined}
                    onChange={(e) =>
                      set(
                        'slots',
                        f.slots.map((s) => (s.key === slot.key ? { ...s, recruiting: e.target.value } : s)),
                      )
                    }
                  >
                    <option value="">{t('post.form.slot_job_placeholder')}</option>
                    {JOB_GROUPS.map(({ group, items }) => (
                      <optgroup key={group.code} label={group.label}>
                        {items.map((j) => (
                          <option key={j.code} value={j.code}>
                            {j.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                </label>
                <label className={styles.slotCount}>
                  <span className="visually-hidden">{t('post.form.slot_count', { n: i + 1 })}</span>
                  <input
                    type="number"
                    className={styles.select}
                    min={1}
                    max={PROJECT_POST_LIMITS.headCountMax}
                    value={slot.type}
                    onChange={(e) =>
                      set(
                        'slots',
                        f.slots.map((s) =>
                          s.key === slot.key
                            ? { ...s, type: Math.max(0, Math.floor(Number(e.target.value) || 0)) }
                            : s,
                        ),
                      )
                    }
                  />
                  <span aria-hidden="true">{t('post.form.people')}</span>
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('post.form.slot_remove', { n: i + 1 })}
                  disabled={f.slots.length <= 1}
                  onClick={() =>
                    set(
                      'slots',
                      f.slots.filter((s) => s.key !== slot.key),
                    )
                  }
                  icon={<Trash2 size={16} />}
                />
                {jobError || errors[`slots.${i}.type`] ? (
                  <p className={styles.error} role="alert">
                    {jobError ?? errors[`slots.${i}.type`]}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
        {errors.slots ? (
          <p className={styles.error} role="alert">
            {errors.slots}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} />}
          disabled={f.slots.length >= PROJECT_POST_LIMITS.slotsMax}
          onClick={() => set('slots', [...f.slots, { recruiting: '', type: 1, key: slotKey() }])}
        >
          {t('post.form.slot_add')}
        </Button>

        <div className={styles.pickRow}>
          <SelectField
            label={t('post.form.job_target')}
            hint={t('post.form.job_target_hint')}
            options={jobGroups.items
              .filter((g) => g.code !== '00' && !f.job_target.includes(g.code))
              .map((g) => ({ code: g.code, label: t('post.form.job_group_all', { group: g.label }) }))}
            placeholder={t('post.form.add_choice')}
            value={jobPick}
            onChange={(v) => {
              setJobPick('');
              if (v) set('job_target', [...f.job_target, v]);
            }}
            error={fieldError(errors, 'job_target')}
          />
          <div className={styles.chips} aria-live="polite">
            {f.job_target.length === 0 ? (
              <span className={styles.tag}>{t('post.form.job_target_all')}</span>
            ) : (
              f.job_target.map((code) => (
                <RemovableTag
                  key={code}
                  label={jobGroups.label(code) ?? jobs.label(code) ?? code}
                  onRemove={() =>
                    set(
                      'job_target',
                      f.job_target.filter((c) => c !== code),
                    )
                  }
                />
              ))
            )}
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="post-tech">
        <h2 id="post-tech" className={styles.sectionTitle}>
          {t('post.form.tech')}
        </h2>
        <div className={styles.pickRow}>
          <SelectField
            label={t('post.form.tech_add', { count: f.tech.length, max: PROJECT_POST_LIMITS.techMax })}
            options={skillTags.items
              .filter((s) => !f.tech.includes(s.code))
              .map((s) => ({ code: s.code, label: skillOptionLabel(s) }))}
            placeholder={t('post.form.add_choice')}
            value={techPick}
            disabled={f.tech.length >= PROJECT_POST_LIMITS.techMax}
            onChange={(v) => {
              setTechPick('');
              if (v) set('tech', [...f.tech, v]);
            }}
            error={fieldError(errors, 'tech')}
          />
          <div className={styles.chips}>
            {f.tech.map((code) => (
              <RemovableTag
                key={code}
                label={skillName(code)}
                onRemove={() =>
                  set(
                    'tech',
                    f.tech.filter((c) => c !== code),
                  )
                }
              />
            ))}
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="post-intro">
        <h2 id="post-intro" className={styles.sectionTitle}>
          {t('post.form.introduction')}
        </h2>
        <RichEditor
          label={t('post.form.introduction_label')}
          hint={t('post.form.introduction_hint')}
          value={f.introduction}
          onChange={(html) => set('introduction', html)}
          error={fieldError(errors, 'introduction')}
          placeholder={t('post.form.introduction_placeholder')}
          extensions={SECTION_HINTS}
          field="introduction"
        />
      </section>

      <QuestionsField value={f.questions} onChange={(q) => set('questions', q)} errors={errors} />

      <section className={styles.section} aria-labelledby="post-files">
        <h2 id="post-files" className={styles.sectionTitle}>
          {t('post.form.files')}
        </h2>
        <CoverPicker
          value={f.cover_url}
          onChange={(url) => set('cover_url', url)}
          error={fieldError(errors, 'cover_url')}
        />
        <DocsPicker
          value={f.docs}
          onChange={(docs) => set('docs', docs)}
          error={fieldError(errors, 'docs')}
        />
      </section>

      {footer}
    </div>
  );
}
