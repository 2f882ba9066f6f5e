import { jobs, projectTeamApi, ruleFieldErrors } from '@sidequest/shared';
import { Check, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../app/store';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { SelectField, TextAreaField } from '../../ui/fields';
import { type TeamData, useApply, useCancelApply, useTeam } from './api';
import styles from './team.module.css';

const CLOSED = new Set(['04', '05', '06']);

/**
 * The header's 지원하기. Visitors are asked to log in; a pending applicant sees 지원 취소; a member
 * sees 팀원이에요; the leader sees nothing to press. The dialog asks for a slot and one answer per
 * question, with the question shown above its textarea so the answer goes in clean.
 */
export function ApplyButton({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const q = useTeam(projectNo, viewer);
  const [open, setOpen] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  const [askCancel, setAskCancel] = useState(false);
  const cancel = useCancelApply();

  if (q.isPending) return <Skeleton width={112} height={44} style={{ borderRadius: 12 }} />;
  if (q.isError) return null;
  const team = q.data;
  const mine = team.MY_APPLICATION?.APPLICANT_STATUS;
  const openSlots = team.slots.filter((s) => s.FILLED < s.TYPE);

  if (team.MY_ROLE === 'leader') {
    return (
      <Button variant="soft" disabled>
        {t('team.apply.leader')}
      </Button>
    );
  }
  if (team.MY_ROLE === 'member') {
    return (
      <Button variant="soft" disabled icon={<Check size={18} aria-hidden="true" />}>
        {t('team.apply.member')}
      </Button>
    );
  }
  if (mine === '99') {
    return (
      <>
        <span className={styles.pendingNote}>{t('team.apply.pending')}</span>
        <Button variant="secondary" onClick={() => setAskCancel(true)}>
          {t('team.apply.cancel')}
        </Button>
        <ConfirmDialog
          open={askCancel}
          onOpenChange={setAskCancel}
          title={t('team.apply.cancel_title')}
          description={t('team.apply.cancel_desc')}
          confirmLabel={t('team.apply.cancel_confirm')}
          onConfirm={async () => {
            try {
              await cancel.mutateAsync(projectNo);
              toast(t('team.apply.cancelled'), { tone: 'success' });
            } catch (err) {
              toast(errorMessage(err), { tone: 'error' });
              throw err;
            }
          }}
        />
      </>
    );
  }
  if (CLOSED.has(team.STATUS)) {
    return (
      <Button variant="soft" disabled>
        {t('team.apply.closed')}
      </Button>
    );
  }
  if (openSlots.length === 0) {
    return (
      <Button variant="soft" disabled>
        {t('team.apply.all_full')}
      </Button>
    );
  }

  return (
    <>
      <Button
        icon={<Send size={18} aria-hidden="true" />}
        onClick={() => (isLoggedIn ? setOpen(true) : setAskLogin(true))}
        data-testid="apply-button"
      >
        {mine === '03' || mine === '04' ? t('team.apply.rejected_again') : t('team.apply.button')}
      </Button>
      {open ? <ApplyDialog projectNo={projectNo} team={team} onClose={() => setOpen(false)} /> : null}
      <ConfirmDialog
        open={askLogin}
        onOpenChange={setAskLogin}
        title={t('team.apply.login_title')}
        description={t('team.apply.login_desc')}
        confirmLabel={t('team.apply.login_confirm')}
        tone="primary"
        onConfirm={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
      />
    </>
  );
}

function ApplyDialog({
  projectNo,
  team,
  onClose,
}: {
  projectNo: number;
  team: TeamData;
  onClose: () => void;
}) {
  const { t } = useTranslation('project');
  const open = team.slots.filter((s) => s.FILLED < s.TYPE);
  const [slot, setSlot] = useState(open.length === 1 ? String(open[0]!.SLOT_NO) : '');
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
          // Full slots are not offered: the server would answer SLOT_FULL anyway.
          options={open.map((s) => ({
            code: String(s.SLOT_NO),
            label: t('team.apply.slot_option', {
              job: jobs.label(s.RECRUITING) ?? s.RECRUITING,
              filled: s.FILLED,
              total: s.TYPE,
            }),
          }))}
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
