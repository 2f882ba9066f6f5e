import { CHAT_LIMITS } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { type PickedPerson, useCreateGroup, useInviteToGroup } from './api';
import styles from './dialogs.module.css';
import { openCreatedRoom } from './open-room';
import { PeoplePicker } from './people-picker';

/** 그룹 채팅 만들기: a title and the people to invite; I become the host. */
export function GroupCreateDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState<PickedPerson[]>([]);
  const [error, setError] = useState<string | null>(null);
  const createGroup = useCreateGroup();
  const busy = createGroup.isPending;

  const reset = () => {
    setTitle('');
    setPicked([]);
    setError(null);
  };
  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) reset();
  };

  const create = () => {
    if (!title.trim()) return setError(t('group.title_required'));
    if (picked.length === 0) return setError(t('group.people_required'));
    setError(null);
    createGroup.mutate(
      { title: title.trim(), userNos: picked.map((p) => p.no) },
      {
        onSuccess: ({ roomId }) => {
          onOpenChange(false);
          reset();
          void openCreatedRoom(roomId);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('group.title')}
      description={t('group.description')}
      hideClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={create} loading={busy}>
            {t('group.create', { count: picked.length + 1 })}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={t('group.name_label')}
          value={title}
          required
          maxLength={CHAT_LIMITS.title}
          placeholder={t('group.name_placeholder')}
          onChange={(e) => setTitle(e.target.value)}
        />
        <PeoplePicker picked={picked} onChange={setPicked} />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/** 초대하기 (host only): more people into a group room. */
export function InviteDialog({
  roomId,
  memberNos,
  open,
  onOpenChange,
}: {
  roomId: string;
  memberNos: number[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const [picked, setPicked] = useState<PickedPerson[]>([]);
  const [error, setError] = useState<string | null>(null);
  const inviteToGroup = useInviteToGroup(roomId);
  const busy = inviteToGroup.isPending;

  const invite = () => {
    if (picked.length === 0) return setError(t('group.people_required'));
    setError(null);
    inviteToGroup.mutate(
      picked.map((p) => p.no),
      {
        onSuccess: ({ invited }) => {
          toast(t('invite.done', { count: invited.length }), { tone: 'success' });
          setPicked([]);
          onOpenChange(false);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={t('invite.title')}
      description={t('invite.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={invite} loading={busy} disabled={picked.length === 0}>
            {t('invite.submit', { count: picked.length })}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <PeoplePicker picked={picked} onChange={setPicked} exclude={memberNos} />
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
