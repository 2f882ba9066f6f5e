import {
  type BodyOf,
  type Career,
  jobGroups,
  jobs,
  jobsInGroup,
  profileApi,
  RESUME_LIMITS,
  type Resume,
  UPLOAD_ACCEPT,
} from '@sidequest/shared';
import { BriefcaseBusiness } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import fieldStyles from '../../ui/field.module.css';
import { TextField } from '../../ui/text-field';
import { FileLink, UploadButton } from './attachments';
import { useRemoveCareer, useSaveCareer } from './api';
import { useSectionEditor } from './editor';
import { MonthField, TextAreaField } from '../../ui/fields';
import { formatYm, monthsBetween, splitMonths } from './period';
import shared from './profile.module.css';
import styles from './careers-section.module.css';
import { ItemActions, ItemListSection, useItemSave } from './item-editor';
import { EditorForm } from './section-card';
import { useUpload } from './use-upload';

interface CareerValues extends Record<string, unknown> {
  company: string;
  title: string;
  job_code: string;
  start_ym: string;
  end_ym: string;
  current: boolean;
  description: string;
  evidence_url: string | null;
  evidence_name: string | null;
}

const blank: CareerValues = {
  company: '',
  title: '',
  job_code: '',
  start_ym: '',
  end_ym: '',
  current: true,
  description: '',
  evidence_url: null,
  evidence_name: null,
};

function valuesOf(c: Career): CareerValues {
  return {
    company: c.COMPANY,
    title: c.TITLE,
    job_code: c.JOB_CODE ?? '',
    start_ym: c.START_YM,
    end_ym: c.END_YM ?? '',
    current: c.END_YM === null,
    description: c.DESCRIPTION,
    evidence_url: c.EVIDENCE_URL,
    evidence_name: c.EVIDENCE_NAME,
  };
}

export function Duration({ start, end }: { start: string | null; end: string | null }) {
  const { t } = useTranslation('people');
  const months = monthsBetween(start, end);
  if (!months) return null;
  const { years, months: rest } = splitMonths(months);
  const text =
    years && rest
      ? t('profile.period.years_months', { years, months: rest })
      : years
        ? t('profile.period.years', { years })
        : t('profile.period.months', { months: rest });
  return <span className={styles.duration}>{text}</span>;
}

function CareerEditor({ item, initial }: { item: string; initial?: Career }) {
  const { t } = useTranslation('people');
  const editor = useSectionEditor<CareerValues>('career', item);
  const evidence = useUpload(profileApi.evidenceUpload, 'imageOrDocument');
  const send = useSaveCareer(initial?.CAREER_NO);
  const { saving, errors, formError, save } = useItemSave('career', editor.finish, send);
  const v = editor.values;
  if (!v) return null;
  const set = (patch: Partial<CareerValues>) => editor.change({ ...v, ...patch });

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!v.company.trim()) found.company = t('profile.career.company_required');
    if (!v.title.trim()) found.title = t('profile.career.title_required');
    if (!v.start_ym) found.start_ym = t('profile.career.start_required');
    if (!v.current && !v.end_ym) found.end_ym = t('profile.career.end_required');
    const body = {
      company: v.company,
      title: v.title,
      job_code: v.job_code || null,
      start_ym: v.start_ym,
      end_ym: v.current ? null : v.end_ym,
      description: v.description,
      evidence_url: v.evidence_url,
      evidence_name: v.evidence_name,
    } as BodyOf<typeof profileApi.addCareer>;
    await save(found, body);
  };

  const onEvidence = async (file: File) => {
    const res = await evidence.upload(file);
    if (res) editor.update((now) => ({ ...now, evidence_url: res.FILE_URL, evidence_name: res.FILE_NAME }));
  };

  return (
    <EditorForm
      label={
        initial ? t('profile.career.edit_label', { company: initial.COMPANY }) : t('profile.career.add_label')
      }
      onSubmit={submit}
      onCancel={editor.cancel}
      saving={saving || evidence.uploading}
      error={formError}
    >
      <div className={shared.grid2}>
        <TextField
          label={t('profile.career.company')}
          required
          value={v.company}
          maxLength={RESUME_LIMITS.company}
          onChange={(e) => set({ company: e.target.value })}
          error={errors.company}
          placeholder={t('profile.career.company_placeholder')}
        />
        <TextField
          label={t('profile.career.title_field')}
          required
          value={v.title}
          maxLength={RESUME_LIMITS.careerTitle}
          onChange={(e) => set({ title: e.target.value })}
          error={errors.title}
          placeholder={t('profile.career.title_placeholder')}
        />
        <div className={fieldStyles.field}>
          <label htmlFor={`career-job-${item}`} className={fieldStyles.label}>
            {t('profile.career.job')}
          </label>
          <select
            id={`career-job-${item}`}
            className={`${fieldStyles.input} ${fieldStyles.select}`}
            value={v.job_code}
            onChange={(e) => set({ job_code: e.target.value })}
          >
            <option value="">{t('profile.basics.choose')}</option>
            {jobGroups.items
              .filter((g) => g.code !== '00')
              .map((g) => (
                <optgroup key={g.code} label={g.label}>
                  {jobsInGroup(g.code).map((j) => (
                    <option key={j.code} value={j.code}>
                      {j.label}
                    </option>
                  ))}
                </optgroup>
              ))}
          </select>
        </div>
        <div className={shared.monthPair}>
          <MonthField
            label={t('profile.career.start')}
            required
            value={v.start_ym}
            onChange={(start_ym) => set({ start_ym })}
            error={errors.start_ym}
          />
          <MonthField
            label={t('profile.career.end')}
            value={v.current ? '' : v.end_ym}
            onChange={(end_ym) => set({ end_ym })}
            disabled={v.current}
            error={errors.end_ym}
          />
        </div>
      </div>
      <label className={styles.checkRow}>
        <input type="checkbox" checked={v.current} onChange={(e) => set({ current: e.target.checked })} />
        {t('profile.career.current')}
      </label>
      <TextAreaField
        label={t('profile.career.description')}
        value={v.description}
        onChange={(description) => set({ description })}
        maxChars={RESUME_LIMITS.careerDescription}
        rows={4}
        placeholder={t('profile.career.description_placeholder')}
        error={errors.description}
      />
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>{t('profile.career.evidence')}</span>
        {v.evidence_url ? (
          <FileLink
            url={v.evidence_url}
            name={v.evidence_name ?? ''}
            onRemove={() => set({ evidence_url: null, evidence_name: null })}
          />
        ) : null}
        <UploadButton
          label={v.evidence_url ? t('profile.career.evidence_replace') : t('profile.career.evidence_add')}
          accept={`${UPLOAD_ACCEPT.doc},${UPLOAD_ACCEPT.image}`}
          onFile={(f) => void onEvidence(f)}
          progress={evidence.progress}
          error={evidence.error ?? errors.evidence_url ?? null}
          hint={t('profile.career.evidence_hint')}
        />
      </div>
    </EditorForm>
  );
}

function CareerItem({ career, owner }: { career: Career; owner: boolean }) {
  const { t } = useTranslation('people');
  const item = String(career.CAREER_NO);
  const editor = useSectionEditor<CareerValues>('career', item);
  const remove = useRemoveCareer();

  if (editor.open) {
    return (
      <li className={shared.itemEditing}>
        <CareerEditor item={item} initial={career} />
      </li>
    );
  }

  return (
    <li className={shared.item}>
      <span className={shared.itemIcon} aria-hidden="true">
        <BriefcaseBusiness size={18} />
      </span>
      <div className={shared.itemBody}>
        <p className={shared.itemTitle}>
          {career.COMPANY}
          <span className={shared.itemSub}>{career.TITLE}</span>
        </p>
        <p className={shared.itemMeta}>
          {formatYm(career.START_YM)} ~ {career.END_YM ? formatYm(career.END_YM) : t('profile.career.now')}
          <Duration start={career.START_YM} end={career.END_YM} />
          {career.JOB_CODE ? <span className={shared.tag}>{jobs.label(career.JOB_CODE)}</span> : null}
        </p>
        {career.DESCRIPTION ? <p className={shared.itemText}>{career.DESCRIPTION}</p> : null}
        {career.EVIDENCE_URL ? (
          <p className={styles.itemFiles}>
            <span className={styles.evidenceLabel}>{t('profile.career.evidence')}</span>
            <FileLink url={career.EVIDENCE_URL} name={career.EVIDENCE_NAME ?? t('profile.career.evidence')} />
          </p>
        ) : null}
      </div>
      {owner ? (
        <ItemActions
          kind="career"
          names={{ company: career.COMPANY }}
          className={shared.itemActions}
          onEdit={() => editor.start(valuesOf(career))}
          remove={() => remove.mutateAsync(career.CAREER_NO)}
        />
      ) : null}
    </li>
  );
}

export function CareersSection({ resume }: { resume: Resume }) {
  return (
    <ItemListSection
      id="careers"
      kind="career"
      owner={resume.IS_OWNER}
      count={resume.CAREERS.length}
      limit={RESUME_LIMITS.careers}
      blank={blank}
      newEditor={<CareerEditor item="new" />}
      listClassName={shared.itemList}
    >
      {resume.CAREERS.map((c) => (
        <CareerItem key={c.CAREER_NO} career={c} owner={resume.IS_OWNER} />
      ))}
    </ItemListSection>
  );
}
