import {
  availableDays,
  availableTimes,
  camps,
  domains,
  gatheringTypes,
  isDocumentFileName,
  isImageFileName,
  isWithinUploadLimit,
  jobGroups,
  jobs,
  meetingModes,
  PROJECT_POST_LIMITS,
  platforms,
  progressPhases,
  projectPostApi,
  regions,
  skillTags,
} from '@sidequest/shared';
import { FileText, ImagePlus, Plus, Trash2, X } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { SelectField } from '../profile/fields';
import { uploadFile } from '../profile/upload';
import { type PostForm, slotKey } from './form-state';
import styles from './project-post.module.css';
import { RichEditor } from './rich-editor';

const opts = (c: { items: readonly { code: string; label: string }[] }) =>
  c.items.map((i) => ({ code: i.code, label: i.label }));

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

function fieldError(errors: Record<string, string>, name: string): string | undefined {
  if (errors[name]) return errors[name];
  const nested = Object.keys(errors).find((k) => k.startsWith(`${name}.`));
  return nested ? errors[nested] : undefined;
}

/** Choice chips for a short catalogue (type, meeting mode …): a radio group people can tab through. */
function ChipChoice({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: { code: string; label: string }[];
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className={styles.chipGroup} data-field={name}>
      <legend className={styles.fieldLabel}>
        {legend}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={styles.chips}>
        {options.map((o) => (
          <label key={o.code} className={styles.choice} data-checked={value === o.code || undefined}>
            <input
              type="radio"
              name={name}
              value={o.code}
              checked={value === o.code}
              onChange={() => onChange(o.code)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
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
              .map((s) => ({ code: s.code, label: s.label }))}
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
                label={skillTags.label(code) ?? code}
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
        />
      </section>

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

function RemovableTag({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { t } = useTranslation('project');
  return (
    <span className={styles.tag}>
      {label}
      <button
        type="button"
        className={styles.tagRemove}
        aria-label={t('post.form.remove', { label })}
        onClick={onRemove}
      >
        <X size={14} />
      </button>
    </span>
  );
}

function useUploader(kind: 'image' | 'document') {
  const { t } = useTranslation('project');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (file: File): Promise<{ FILE_URL: string; FILE_NAME: string } | null> => {
    setError(null);
    const name = file.name.normalize('NFC');
    const refusal = !isWithinUploadLimit(file.size)
      ? t('post.upload.too_large')
      : kind === 'image' && !isImageFileName(name)
        ? t('post.upload.image_only')
        : kind === 'document' && !isDocumentFileName(name)
          ? t('post.upload.document_only')
          : null;
    if (refusal) {
      setError(refusal);
      return null;
    }
    setProgress(0);
    try {
      const res = await uploadFile(
        kind === 'image' ? projectPostApi.coverUpload : projectPostApi.docsUpload,
        file,
        {
          onProgress: setProgress,
        },
      );
      return res;
    } catch (err) {
      setError(err instanceof Error ? err.message : t('post.upload.failed'));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, run };
}

function Progress({ value }: { value: number | null }) {
  const { t } = useTranslation('project');
  if (value === null) return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={t('post.upload.progress')}
    >
      <span style={{ width: `${value}%` }} />
    </div>
  );
}

function CoverPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('project');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const up = useUploader('image');
  return (
    <div className={styles.fileField} data-field="cover_url">
      <span className={styles.fieldLabel} id={`${id}-l`}>
        {t('post.form.cover')}
      </span>
      <p className={styles.hint}>{t('post.form.cover_hint')}</p>
      {value ? (
        <div className={styles.coverPreview}>
          <img src={value} alt={t('post.form.cover_alt')} />
          <Button variant="secondary" size="sm" onClick={() => onChange(null)} icon={<Trash2 size={16} />}>
            {t('post.form.cover_remove')}
          </Button>
        </div>
      ) : null}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-labelledby={`${id}-l`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const res = await up.run(file);
          if (res) onChange(res.FILE_URL);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={<ImagePlus size={16} />}
        loading={up.progress !== null}
        onClick={() => input.current?.click()}
      >
        {value ? t('post.form.cover_change') : t('post.form.cover_add')}
      </Button>
      <Progress value={up.progress} />
      {up.error || error ? (
        <p className={styles.error} role="alert">
          {up.error ?? error}
        </p>
      ) : null}
    </div>
  );
}

function DocsPicker({
  value,
  onChange,
  error,
}: {
  value: { url: string; name: string }[];
  onChange: (docs: { url: string; name: string }[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('project');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const up = useUploader('document');
  return (
    <div className={styles.fileField} data-field="docs">
      <span className={styles.fieldLabel} id={`${id}-l`}>
        {t('post.form.docs', { count: value.length, max: PROJECT_POST_LIMITS.docsMax })}
      </span>
      <p className={styles.hint}>{t('post.form.docs_hint')}</p>
      {value.length > 0 ? (
        <ul className={styles.docList}>
          {value.map((d) => (
            <li key={d.url}>
              <FileText size={16} aria-hidden="true" />
              <span>{d.name}</span>
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={t('post.form.remove', { label: d.name })}
                onClick={() => onChange(value.filter((x) => x.url !== d.url))}
              >
                <X size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept=".pdf,.doc,.docx,application/pdf,application/msword"
        hidden
        aria-labelledby={`${id}-l`}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const res = await up.run(file);
          if (res) onChange([...value, { url: res.FILE_URL, name: res.FILE_NAME }]);
        }}
      />
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus size={16} />}
        loading={up.progress !== null}
        disabled={value.length >= PROJECT_POST_LIMITS.docsMax}
        onClick={() => input.current?.click()}
      >
        {t('post.form.docs_add')}
      </Button>
      <Progress value={up.progress} />
      {up.error || error ? (
        <p className={styles.error} role="alert">
          {up.error ?? error}
        </p>
      ) : null}
    </div>
  );
}
