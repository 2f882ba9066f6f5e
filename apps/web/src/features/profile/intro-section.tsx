import { RESUME_LIMITS, type Resume } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useMakeResume } from './api';
import { useSectionEditor } from './editor';
import { TextAreaField } from '../../ui/fields';
import shared from './profile.module.css';
import styles from './intro-section.module.css';
import { failure } from './resume-save';
import { EditorForm, SectionCard } from './section-card';

// ---------------------------------------------------------------------------------------------
// 소개

export function IntroSection({ resume }: { resume: Resume }) {
  const { t } = useTranslation('people');
  const editor = useSectionEditor<{ introduction: string }>('intro');
  const save = useMakeResume();
  const [error, setError] = useState<string | null>(null);
  const owner = resume.IS_OWNER;
  const text = resume.INTRODUCTION.trim();

  const submit = async () => {
    if (!editor.values) return;
    setError(null);
    if ([...editor.values.introduction].length > RESUME_LIMITS.introduction) {
      setError(t('profile.intro.too_long', { max: RESUME_LIMITS.introduction }));
      return;
    }
    try {
      await save.mutateAsync({ introduction: editor.values.introduction });
      editor.finish();
    } catch (err) {
      const f = failure(err);
      setError(f.fields.introduction ?? f.message);
    }
  };

  return (
    <SectionCard
      id="intro"
      title={t('profile.intro.title')}
      action={
        owner && !editor.open
          ? { kind: 'edit', onClick: () => editor.start({ introduction: resume.INTRODUCTION }) }
          : null
      }
    >
      {editor.open && editor.values ? (
        <EditorForm
          label={t('profile.intro.title')}
          onSubmit={submit}
          onCancel={editor.cancel}
          saving={save.isPending}
        >
          <TextAreaField
            label={t('profile.intro.label')}
            value={editor.values.introduction}
            onChange={(introduction) => editor.change({ introduction })}
            maxChars={RESUME_LIMITS.introduction}
            rows={9}
            placeholder={t('profile.intro.placeholder')}
            error={error}
            hint={t('profile.intro.hint')}
          />
        </EditorForm>
      ) : text ? (
        <p className={styles.introText}>{resume.INTRODUCTION}</p>
      ) : (
        <p className={shared.muted}>{owner ? t('profile.intro.empty_owner') : t('profile.intro.empty')}</p>
      )}
    </SectionCard>
  );
}
