import { CHAT_LIMITS, chatApi } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import styles from './dialogs.module.css';
import { openCreatedRoom } from './open-room';
import { type PickedPerson, PeoplePicker } from './people-picker';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
    if (!next) {
      setTitle('');
      setPicked([]);
      setError(null);
    }
  };

  const create = async () => {
    if (!title.trim()) return setError(t('group.title_required'));
    if (picked.length === 0) return setError(t('group.people_required'));
    setBusy(true);
    setError(null);
    try {
      const { roomId } = await callApi(chatApi.createGroupChat, {
        body: { title: title.trim(), user_nos: picked.map((p) => p.no) },
      });
      setBusy(false);
      close(false);
      await openCreatedRoom(roomId);
    } catch (err) {
      setBusy(false);
      setError(errorMessage(err));
    }
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
          <Button onClick={() => void create()} loading={busy}>
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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const invite = async () => {
    if (picked.length === 0) return setError(t('group.people_required'));
    setBusy(true);
    setError(null);
    try {
      const { invited } = await callApi(chatApi.inviteGroupChat, {
        body: { chatId: roomId, user_nos: picked.map((p) => p.no) },
      });
      toast(t('invite.done', { count: invited.length }), { tone: 'success' });
      setPicked([]);
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
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
          <Button onClick={() => void invite()} loading={busy} disabled={picked.length === 0}>
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
