import { type Resume, skillName } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { SkillPicker } from '../join/skill-picker';
import { useMakeResume } from './api';
import { useSectionEditor } from './editor';
import shared from './profile.module.css';
import styles from './skills-section.module.css';
import { asBody, failure } from './resume-save';
import { EditorForm, SectionCard } from './section-card';

// ---------------------------------------------------------------------------------------------
// 기술·도구

export function SkillsSection({ resume }: { resume: Resume }) {
  const { t } = useTranslation('people');
  const editor = useSectionEditor<{ skills: string[] }>('skills');
  const save = useMakeResume();
  const [error, setError] = useState<string | null>(null);
  const owner = resume.IS_OWNER;

  const submit = async () => {
    if (!editor.values) return;
    setError(null);
    try {
      await save.mutateAsync(asBody({ skills: editor.values.skills }));
      editor.finish();
    } catch (err) {
      const f = failure(err);
      setError(f.fields.skills ?? f.message);
    }
  };

  return (
    <SectionCard
      id="skills"
      title={t('profile.skills.title')}
      aside={resume.SKILLS.length > 0 ? resume.SKILLS.length : undefined}
      action={
        owner && !editor.open
          ? { kind: 'edit', onClick: () => editor.start({ skills: resume.SKILLS }) }
          : null
      }
    >
      {editor.open && editor.values ? (
        <EditorForm
          label={t('profile.skills.title')}
          onSubmit={submit}
          onCancel={editor.cancel}
          saving={save.isPending}
          error={error}
        >
          <SkillPicker
            values={editor.values.skills}
            onChange={(skills) => editor.change({ skills })}
            jobGroup={resume.MAIN_JOB}
          />
        </EditorForm>
      ) : resume.SKILLS.length > 0 ? (
        <ul className={shared.chipList} aria-label={t('profile.skills.title')}>
          {resume.SKILLS.map((code) => {
            return (
              <li key={code} className={styles.skillChip}>
                {skillName(code)}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={shared.muted}>{owner ? t('profile.skills.empty_owner') : t('profile.skills.empty')}</p>
      )}
    </SectionCard>
  );
}
