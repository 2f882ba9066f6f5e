import { projectTeamApi } from '@sidequest/shared';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonText } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useInvite } from '../project-team/api';
import { useCheckSlot } from './api';
import dialogStyles from './dialogs.module.css';
import styles from './extras.module.css';

/**
 * 내 프로젝트에 초대 from a one-to-one room: my recruiting projects with open seats (check_slot),
 * one seat picked, then the project's own invitation (the partner answers from 마이페이지).
 * A project the partner is already on, applied to or invited to is listed with the reason, disabled.
 */
export function ProjectInviteDialog({
  opponent,
  open,
  onOpenChange,
}: {
  opponent: { no: number; nickname: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const [picked, setPicked] = useState<{ project: number; slot: number } | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const list = useCheckSlot(opponent.no, open);
  // The project's own invitation: project-team's hook refreshes the team views.
  const invite = useInvite();
  const busy = invite.isPending;
  const projects = list.data?.projects ?? [];

  const reset = () => {
    setPicked(null);
    setMessage('');
    setError(null);
  };
  const close = (next: boolean) => {
    if (busy) return;
    if (!next) reset();
    onOpenChange(next);
  };

  const send = () => {
    if (!picked) {
      setError(t('invite_project.pick_required'));
      return;
    }
    setError(null);
    invite.mutate(
      { project_no: picked.project, user_no: opponent.no, slot_no: picked.slot, message },
      {
        onSuccess: () => {
          const name = projects.find((p) => p.PROJECT_NO === picked.project)?.PROJECT_NAME ?? '';
          toast(t('invite_project.sent', { nickname: opponent.nickname, project: name }), {
            tone: 'success',
          });
          // check_slot is fetched fresh on the next opening.
          reset();
          onOpenChange(false);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('invite_project.title')}
      description={t('invite_project.description', { nickname: opponent.nickname })}
      hideClose={busy}
      footer={
        projects.length > 0 ? (
          <>
            <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
              {t('action.cancel')}
            </Button>
            <Button onClick={send} loading={busy} disabled={!picked}>
              {t('invite_project.send')}
            </Button>
          </>
        ) : undefined
      }
    >
      {list.isPending ? (
        <SkeletonText lines={3} />
      ) : list.isError ? (
        <ErrorState compact message={list.error.message} onRetry={() => void list.refetch()} />
      ) : projects.length === 0 ? (
        <EmptyState
          compact
          icon={<FolderPlus size={26} />}
          title={t('invite_project.empty_title')}
          message={t('invite_project.empty_message')}
          action={
            <Link to="/project/new" className={buttonClass('secondary', 'md')} onClick={() => close(false)}>
              {t('invite_project.new_project')}
            </Link>
          }
        />
      ) : (
        <div className={dialogStyles.form}>
          <div className={styles.projectList} data-testid="chat-invite-projects">
            {projects.map((p) => (
              <fieldset key={p.PROJECT_NO} className={styles.project}>
                <legend>{p.PROJECT_NAME}</legend>
                {p.BLOCKED_REASON ? (
                  <p className={styles.blocked} id={`chat-invite-blocked-${p.PROJECT_NO}`}>
                    {p.BLOCKED_REASON}
                  </p>
                ) : null}
                {p.OPEN_SLOTS.map((s) => (
                  <label key={s.SLOT_NO} className={styles.slot}>
                    <input
                      type="radio"
                      name="chat-invite-slot"
                      disabled={p.BLOCKED_REASON !== null}
                      aria-describedby={p.BLOCKED_REASON ? `chat-invite-blocked-${p.PROJECT_NO}` : undefined}
                      checked={picked?.project === p.PROJECT_NO && picked.slot === s.SLOT_NO}
                      onChange={() => setPicked({ project: p.PROJECT_NO, slot: s.SLOT_NO })}
                    />
                    {t('invite_project.slot', { label: s.LABEL, left: s.LEFT })}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <TextField
            label={t('invite_project.message_label')}
            value={message}
            maxLength={projectTeamApi.INVITE_MESSAGE_MAX}
            onChange={(e) => setMessage(e.target.value)}
          />
          {error ? (
            <p className={dialogStyles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
