import { joinApi, skillName, skillTags } from '@sidequest/shared';
import { Plus, Search, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { TextField } from '../../ui/text-field';
import { ChoiceGroup } from './choice-chips';
import styles from './skill-picker.module.css';
import { searchSkills } from './skill-search';

const MAX = joinApi.SKILLS_MAX;
/** How many tags to offer at once: enough to scan, few enough for a phone screen. */
const SHOWN = 14;
/** Offered before anything is typed: the tools most makers here use, by group. */
const SUGGESTED_BY_GROUP: Record<string, string[]> = {
  '01': ['notion', 'excel', 'googleanalytics', 'slack', 'figma', 'canva'],
  '02': ['notion', 'figma', 'jira', 'googleanalytics', 'excel', 'slack'],
  '03': ['figma', 'photoshop', 'illustrator', 'blender', 'canva', 'notion'],
  '04': ['typescript', 'react', 'nextjs', 'vue', 'tailwindcss', 'flutter'],
  '05': ['java', 'spring', 'nodejs', 'python', 'docker', 'aws'],
};
const SUGGESTED_DEFAULT = ['javascript', 'python', 'react', 'figma', 'notion', 'nodejs'];

export interface SkillPickerProps {
  values: readonly string[];
  onChange: (codes: string[]) => void;
  /** The member's main job group, to suggest fitting tools first. */
  jobGroup?: string | null | undefined;
  error?: string | undefined;
}

/** Skill and tool tags with search (Korean, English or 초성); Enter adds the best match. */
export function SkillPicker({ values, onChange, jobGroup, error }: SkillPickerProps) {
  const { t } = useTranslation('join');
  const [term, setTerm] = useState('');
  const full = values.length >= MAX;
  const shown = useMemo(() => {
    if (term.trim()) return searchSkills(term).slice(0, SHOWN);
    const codes = [...(SUGGESTED_BY_GROUP[jobGroup ?? ''] ?? []), ...SUGGESTED_DEFAULT];
    const picked = [...new Set(codes)].map((c) => skillTags.get(c)).filter((x) => x !== undefined);
    const rest = skillTags.items.filter((tag) => !codes.includes(tag.code));
    return [...picked, ...rest].slice(0, SHOWN);
  }, [term, jobGroup]);

  const toggle = (code: string) => {
    if (values.includes(code)) onChange(values.filter((v) => v !== code));
    else if (!full) onChange([...values, code]);
  };

  const addFirst = () => {
    const first = shown.find((tag) => !values.includes(tag.code));
    if (!first || full) return;
    onChange([...values, first.code]);
    setTerm('');
  };

  return (
    <ChoiceGroup
      legend={t('steps.basics.skills')}
      name="skills"
      aside={t('steps.basics.skills_count', { count: values.length, max: MAX })}
      hint={full ? t('steps.basics.skills_full') : t('steps.basics.skills_hint')}
      error={error}
    >
      <div className={styles.picked} aria-live="polite">
        {values.length === 0 ? <span className={styles.muted}>{t('steps.basics.skills_none')}</span> : null}
        {values.map((code) => {
          const label = skillName(code);
          return (
            <button
              key={code}
              type="button"
              className={styles.pickedChip}
              aria-label={t('steps.basics.skills_remove', { label })}
              onClick={() => toggle(code)}
            >
              {label}
              <X size={14} aria-hidden="true" />
            </button>
          );
        })}
      </div>
      <TextField
        label={t('steps.basics.skills_search')}
        hideLabel
        type="search"
        name="skill-search"
        autoComplete="off"
        placeholder={t('steps.basics.skills_placeholder')}
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        onEnter={addFirst}
        trailing={<Search size={18} aria-hidden="true" className={styles.searchIcon} />}
      />
      <p className={styles.suggestLabel}>
        {term.trim() ? t('steps.basics.skills_results') : t('steps.basics.skills_suggested')}
      </p>
      {shown.length === 0 ? (
        <p className={styles.muted}>{t('steps.basics.skills_empty', { q: term.trim() })}</p>
      ) : (
        <div className={styles.suggest}>
          {shown.map((tag) => {
            const on = values.includes(tag.code);
            return (
              <button
                key={tag.code}
                type="button"
                className={styles.suggestChip}
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => toggle(tag.code)}
              >
                {on ? null : <Plus size={14} aria-hidden="true" />}
                {/* The canonical name, and the Korean one it is also found by. */}
                <span lang="en">{tag.englishLabel}</span>
                {tag.englishLabel !== tag.label ? <span className={styles.muted}>{tag.label}</span> : null}
              </button>
            );
          })}
        </div>
      )}
    </ChoiceGroup>
  );
}
