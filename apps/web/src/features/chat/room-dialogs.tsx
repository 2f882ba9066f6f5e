import { CHAT_LIMITS, type ChatParticipant } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { ErrorState } from '../../ui/error-state';
import { SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useExpel, useRoomProfiles, useUpdateNotice } from './api';
import styles from './dialogs.module.css';

/** 참여자 목록 (chat_profiles); the host may 내보내기 a guest after a confirmation. */
export function ParticipantsDialog({
  roomId,
  isHost,
  open,
  onOpenChange,
}: {
  roomId: string;
  isHost: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const me = useUserStore((s) => s.profile?.no ?? null);
  const [expel, setExpel] = useState<ChatParticipant | null>(null);
  const list = useRoomProfiles(roomId, open);
  const expelMember = useExpel(roomId);
  const active = (list.data ?? []).filter((p) => p.status === 'active');

  const doExpel = async () => {
    if (!expel) return;
    try {
      // Resolves once the participant list has been asked again.
      await expelMember.mutateAsync(expel.no);
      toast(t('participants.expelled', { nickname: expel.nickname }), { tone: 'success' });
    } catch (err) {
      toast(t('participants.expel_failed'), { description: errorMessage(err), tone: 'error' });
      throw err;
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('participants.title', { count: active.length })}
      >
        {list.isPending ? (
          <SkeletonText lines={3} />
        ) : list.isError ? (
          <ErrorState compact message={list.error.message} onRetry={() => void list.refetch()} />
        ) : (
          <ul className={styles.pickList} data-testid="chat-participants">
            {active.map((p) => (
              <li key={p.no} className={styles.pickRow}>
                <Avatar nickname={p.nickname} src={p.img} size={32} />
                <span className={styles.pickName}>
                  {p.online ? (
                    <>
                      <span className={styles.onlineDot} aria-hidden="true" />
                      <span className="visually-hidden">{t('participants.online')}</span>
                    </>
                  ) : null}
                  <Link to={profileHref(p.nickname)}>{p.nickname}</Link>{' '}
                  <span className={styles.role}>{t(`participants.role.${p.role}`)}</span>
                </span>
                {isHost && p.no !== me ? (
                  <Button size="sm" variant="ghost" onClick={() => setExpel(p)}>
                    {t('participants.expel')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      <ConfirmDialog
        open={expel !== null}
        onOpenChange={(o) => (o ? undefined : setExpel(null))}
        title={t('participants.expel_title', { nickname: expel?.nickname ?? '' })}
        description={t('participants.expel_description')}
        confirmLabel={t('participants.expel')}
        onConfirm={doExpel}
      />
    </>
  );
}

/** 공지 (host only): set or take down the pinned notice. */
export function NoticeDialog({
  roomId,
  current,
  open,
  onOpenChange,
}: {
  roomId: string;
  current: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateNotice(roomId);
  const busy = update.isPending;

  const save = (value: string) => {
    setError(null);
    update.mutate(value, {
      onSuccess: (res) => {
        toast(res.notice ? t('notice.saved') : t('notice.removed'), { tone: 'success' });
        onOpenChange(false);
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}
      title={t('notice.title')}
      description={t('notice.description')}
      footer={
        <>
          {current ? (
            <Button variant="ghost" onClick={() => save('')} disabled={busy}>
              {t('notice.remove')}
            </Button>
          ) : null}
          <Button onClick={() => save(text)} loading={busy} disabled={!text.trim()}>
            {t('notice.save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <label className="visually-hidden" htmlFor="chat-notice">
          {t('notice.title')}
        </label>
        <textarea
          id="chat-notice"
          className={styles.textarea}
          value={text}
          maxLength={CHAT_LIMITS.notice}
          onChange={(e) => setText(e.target.value)}
        />
        <span className={styles.counter}>
          {[...text].length}/{CHAT_LIMITS.notice}
        </span>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
