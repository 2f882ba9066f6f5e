import { EXAMPLE_APPLY_QUESTIONS, PROJECT_POST_LIMITS } from '@sidequest/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { fieldError } from './form-fields';
import styles from './project-post.module.css';

/**
 * The questions applicants answer, written by the leader one per line. The examples are only
 * placeholders: an empty list means applicants answer nothing but the slot they apply for.
 */
export function QuestionsField({
  value,
  onChange,
  errors,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('project');
  const max = PROJECT_POST_LIMITS.questionsMax;
  return (
    <section className={styles.section} aria-labelledby="post-questions">
      <h2 id="post-questions" className={styles.sectionTitle}>
        {t('post.form.questions')}
      </h2>
      <p className={styles.hint}>{t('post.form.questions_hint')}</p>
      {value.length > 0 ? (
        <ol className={styles.slotList}>
          {value.map((q, i) => (
            // Questions have no identity but their place; the list only grows or shrinks at a row.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={i} className={styles.questionRow}>
              <TextField
                label={t('post.form.question_label', { n: i + 1 })}
                hideLabel
                value={q}
                maxLength={PROJECT_POST_LIMITS.questionMax}
                placeholder={t('post.form.question_placeholder', {
                  example: EXAMPLE_APPLY_QUESTIONS[i % EXAMPLE_APPLY_QUESTIONS.length],
                })}
                error={fieldError(errors, `questions.${i}`)}
                onChange={(e) => onChange(value.map((x, j) => (j === i ? e.target.value : x)))}
              />
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('post.form.question_remove', { n: i + 1 })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                icon={<Trash2 size={16} />}
              />
            </li>
          ))}
        </ol>
      ) : null}
      {errors.questions ? (
        <p className={styles.error} role="alert">
          {errors.questions}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        icon={<Plus size={16} />}
        disabled={value.length >= max}
        onClick={() => onChange([...value, ''])}
      >
        {t('post.form.question_add', { count: value.length, max })}
      </Button>
    </section>
  );
}
