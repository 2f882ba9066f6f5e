import { projectTeamApi, ruleFieldErrors } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { SelectField, TextAreaField } from '../../ui/fields';
import { type TeamData, useApply } from './api';
import { openSlotOptions } from './slot-options';
import styles from './team.module.css';

/** The application form: a slot and the leader's questions (loaded on open, apply-button.tsx). */
export function ApplyDialog({
  projectNo,
  team,
  onClose,
}: {
  projectNo: number;
  team: TeamData;
  onClose: () => void;
}) {
  const { t } = useTranslation('project');
  const options = openSlotOptions(team.slots, t);
  const [slot, setSlot] = useState(options.length === 1 ? options[0]!.code : '');
  const [answers, setAnswers] = useState<string[]>(() => team.QUESTIONS.map(() => ''));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useApply(projectNo);

  // The answers rule is the server's own (shared schema); the dialog shows every unanswered box at once.
  const submit = async () => {
    const given = team.QUESTIONS.map((question, i) => ({ question, answer: answers[i] ?? '' }));
    const checked = projectTeamApi.applyAnswersSchema(team.QUESTIONS).safeParse({ answers: given });
    const next: Record<string, string> = checked.success
      ? {}
      : ruleFieldErrors(checked.error.issues, (key) => t(key));
    if (!slot) next.slot = t('team.apply.pick_slot');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    // mutateAsync: the refetch after a sent application swaps this dialog's parent branch, and
    // mutate's own callbacks would not run once the dialog is gone.
    try {
      await send.mutateAsync({ slot_no: Number(slot), answers: given });
      toast(t('team.apply.sent'), { tone: 'success' });
      onClose();
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fields).length > 0) setErrors(err.fields);
      toast(errorMessage(err), { tone: 'error' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => (o || send.isPending ? undefined : onClose())}
      title={t('team.apply.dialog_title', { title: team.PROJECT_NAME })}
      description={t('team.apply.dialog_desc')}
      hideClose={send.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('common:action.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={send.isPending} data-testid="apply-submit">
            {t('team.apply.submit')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <SelectField
          label={t('team.apply.slot_label')}
          required
          value={slot}
          onChange={setSlot}
          placeholder={t('team.apply.pick_slot')}
          error={errors.slot}
          options={options}
        />
        {team.QUESTIONS.length === 0 ? <p className={styles.muted}>{t('team.apply.no_questions')}</p> : null}
        {team.QUESTIONS.map((question, i) => (
          // Questions are fixed for the dialog's life; the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className={styles.qa}>
            {/* The question sits above its box, not inside it, so the answer goes in clean. */}
            <p className={styles.question}>{question}</p>
            <TextAreaField
              label={t('team.apply.answer_n', { n: i + 1 })}
              required
              rows={4}
              maxChars={2000}
              value={answers[i] ?? ''}
              placeholder={t('team.apply.answer_placeholder')}
              onChange={(v) => setAnswers((prev) => prev.map((a, j) => (j === i ? v : a)))}
              error={errors[`answers.${i}`]}
            />
          </div>
        ))}
      </div>
    </Dialog>
  );
}
