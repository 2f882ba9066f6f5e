import {
  type BodyOf,
  EDUCATION_STATUSES,
  type Education,
  type profileApi,
  RESUME_LIMITS,
  type Resume,
} from '@sidequest/shared';
import { Check, GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { TextField } from '../../ui/text-field';
import { useUniversitySearch } from '../identity/api';
import { useDepartmentSearch, useRemoveEducation, useSaveEducation } from './api';
import { useSectionEditor } from './editor';
import { MonthField, SelectField } from '../../ui/fields';
import { formatYm } from './period';
import shared from './profile.module.css';
import styles from './educations-section.module.css';
import { ItemActions, ItemListSection, useItemSave } from './item-editor';
import { EditorForm } from './section-card';

interface EducationValues extends Record<string, unknown> {
  school_code: string | null;
  school_name: string;
  department_code: string | null;
  department_name: string;
  status: string;
  start_ym: string;
  end_ym: string;
}

const blank: EducationValues = {
  school_code: null,
  school_name: '',
  department_code: null,
  department_name: '',
  status: '졸업',
  start_ym: '',
  end_ym: '',
};

function valuesOf(e: Education): EducationValues {
  return {
    school_code: e.SCHOOL_CODE,
    school_name: e.SCHOOL_NAME,
    department_code: e.DEPARTMENT_CODE,
    department_name: e.DEPARTMENT_NAME ?? '',
    status: e.STATUS,
    start_ym: e.START_YM ?? '',
    end_ym: e.END_YM ?? '',
  };
}

interface Suggestion {
  code: string;
  label: string;
  sub?: string;
}

/**
 * A text box that offers directory matches under it. Picking one keeps its code; typing again
 * turns the entry back into free text (schools and departments missing from the lists still fit).
 */
function DirectoryInput({
  label,
  value,
  code,
  onType,
  onPick,
  suggestions,
  loading,
  required,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  code: string | null;
  onType: (text: string) => void;
  onPick: (s: Suggestion) => void;
  suggestions: Suggestion[];
  loading: boolean;
  required?: boolean;
  error?: string | undefined;
  placeholder: string;
}) {
  const { t } = useTranslation('people');
  const [focused, setFocused] = useState(false);
  const open = focused && code === null && value.trim() !== '' && suggestions.length > 0;
  return (
    <div className={styles.directoryField}>
      <TextField
        label={label}
        required={required}
        value={value}
        onChange={(e) => onType(e.target.value)}
        onFocus={() => setFocused(true)}
        // Leave time for a click on a suggestion before the list closes.
        onBlur={() => setTimeout(() => setFocused(false), 150)}
        error={error}
        placeholder={placeholder}
        autoComplete="off"
        hint={
          code
            ? t('profile.education.from_directory')
            : value.trim()
              ? loading
                ? t('profile.education.searching')
                : t('profile.education.free_text')
              : undefined
        }
        trailing={code ? <Check size={18} aria-hidden="true" className={styles.pickedIcon} /> : undefined}
      />
      {open ? (
        <ul className={styles.suggestions} aria-label={t('profile.education.suggestions', { label })}>
          {suggestions.map((s) => (
            <li key={s.code}>
              <button
                type="button"
                className={styles.suggestion}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onPick(s)}
              >
                {s.label}
                {s.sub ? <span className={styles.suggestionSub}>{s.sub}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function EducationEditor({ item, initial }: { item: string; initial?: Education }) {
  const { t } = useTranslation('people');
  const editor = useSectionEditor<EducationValues>('education', item);
  const v = editor.values;
  const schools = useUniversitySearch(v && v.school_code === null ? v.school_name : '');
  const departments = useDepartmentSearch(v && v.department_code === null ? v.department_name : '');
  const send = useSaveEducation(initial?.EDUCATION_NO);
  const { saving, errors, formError, save } = useItemSave('education', editor.finish, send);
  if (!v) return null;
  const set = (patch: Partial<EducationValues>) => editor.change({ ...v, ...patch });

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!v.school_name.trim()) found.school_name = t('profile.education.school_required');
    const body = {
      school_code: v.school_code,
      school_name: v.school_name,
      department_code: v.department_code,
      department_name: v.department_name || null,
      status: v.status,
      start_ym: v.start_ym || null,
      end_ym: v.end_ym || null,
    } as BodyOf<typeof profileApi.addEducation>;
    await save(found, body);
  };

  return (
    <EditorForm
      label={
        initial
          ? t('profile.education.edit_label', { school: initial.SCHOOL_NAME })
          : t('profile.education.add_label')
      }
      onSubmit={submit}
      onCancel={editor.cancel}
      saving={saving}
      error={formError}
    >
      <div className={shared.grid2}>
        <DirectoryInput
          label={t('profile.education.school')}
          required
          value={v.school_name}
          code={v.school_code}
          onType={(text) => set({ school_name: text, school_code: null })}
          onPick={(s) => set({ school_name: s.label, school_code: s.code })}
          suggestions={(schools.data?.UNIVERSITIES ?? []).slice(0, 8).map((u) => ({
            code: u.SCHOOL_CODE,
            label: u.SCHOOL_NAME,
            sub: u.SCHOOL_DOMAIN,
          }))}
          loading={schools.isFetching}
          error={errors.school_name ?? errors.school_code}
          placeholder={t('profile.education.school_placeholder')}
        />
        <DirectoryInput
          label={t('profile.education.department')}
          value={v.department_name}
          code={v.department_code}
          onType={(text) => set({ department_name: text, department_code: null })}
          onPick={(s) => set({ department_name: s.label, department_code: s.code })}
          suggestions={(departments.data?.list ?? []).slice(0, 8).map((d) => ({
            code: d.DEPARTMENT_CODE,
            label: d.DEPARTMENT_NAME,
            sub: t(`profile.education.level_${d.DEPARTMENT_LEVEL}`, { defaultValue: '' }),
          }))}
          loading={departments.isFetching}
          error={errors.department_name ?? errors.department_code}
          placeholder={t('profile.education.department_placeholder')}
        />
        <SelectField
          label={t('profile.education.status')}
          options={EDUCATION_STATUSES.map((s) => ({ code: s, label: s }))}
          value={v.status}
          onChange={(status) => set({ status })}
          error={errors.status}
        />
        <div className={shared.monthPair}>
          <MonthField
            label={t('profile.education.start')}
            value={v.start_ym}
            onChange={(start_ym) => set({ start_ym })}
            error={errors.start_ym}
          />
          <MonthField
            label={t('profile.education.end')}
            value={v.end_ym}
            onChange={(end_ym) => set({ end_ym })}
            error={errors.end_ym}
          />
        </div>
      </div>
    </EditorForm>
  );
}

function EducationItem({ education, owner }: { education: Education; owner: boolean }) {
  const item = String(education.EDUCATION_NO);
  const editor = useSectionEditor<EducationValues>('education', item);
  const remove = useRemoveEducation();

  if (editor.open) {
    return (
      <li className={shared.itemEditing}>
        <EducationEditor item={item} initial={education} />
      </li>
    );
  }

  const period = [formatYm(education.START_YM), formatYm(education.END_YM)].filter(Boolean).join(' ~ ');
  return (
    <li className={shared.item}>
      <span className={shared.itemIcon} aria-hidden="true">
        <GraduationCap size={18} />
      </span>
      <div className={shared.itemBody}>
        <p className={shared.itemTitle}>
          {education.SCHOOL_NAME}
          {education.DEPARTMENT_NAME ? (
            <span className={shared.itemSub}>{education.DEPARTMENT_NAME}</span>
          ) : null}
        </p>
        <p className={shared.itemMeta}>
          <span className={shared.tag}>{education.STATUS}</span>
          {period}
        </p>
      </div>
      {owner ? (
        <ItemActions
          kind="education"
          names={{ school: education.SCHOOL_NAME }}
          className={shared.itemActions}
          onEdit={() => editor.start(valuesOf(education))}
          remove={() => remove.mutateAsync(education.EDUCATION_NO)}
        />
      ) : null}
    </li>
  );
}

export function EducationsSection({ resume }: { resume: Resume }) {
  return (
    <ItemListSection
      id="educations"
      kind="education"
      owner={resume.IS_OWNER}
      count={resume.EDUCATIONS.length}
      limit={RESUME_LIMITS.educations}
      blank={blank}
      newEditor={<EducationEditor item="new" />}
      listClassName={shared.itemList}
    >
      {resume.EDUCATIONS.map((e) => (
        <EducationItem key={e.EDUCATION_NO} education={e} owner={resume.IS_OWNER} />
      ))}
    </ItemListSection>
  );
}
