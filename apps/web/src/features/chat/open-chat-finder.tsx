import { CHAT_LIMITS, relativeTime } from '@sidequest/shared';
import { MessagesSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonText } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { useEnterOpenChat, useOpenChatList } from './api';
import dialogStyles from './dialogs.module.css';
import { openCreatedRoom } from './open-room';
import styles from './panel.module.css';

type Ask = { mode: 'create' } | { mode: 'join'; roomId: string; title: string };

/** 오픈채팅 찾기: rooms anyone may join with a per-room nickname, and making a new one. */
export function OpenChatFinder() {
  const { t } = useTranslation('chat');
  const [ask, setAsk] = useState<Ask | null>(null);
  const list = useOpenChatList();
  const now = Date.now();

  return (
    <div className={styles.body}>
      <div className={styles.toolbar}>
        <Button
          size="sm"
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => setAsk({ mode: 'create' })}
        >
          {t('open.create')}
        </Button>
      </div>
      <p className={styles.hint}>{t('open.hint')}</p>
      {list.isPending ? (
        <div className={styles.stateWrap}>
          <SkeletonText lines={4} />
        </div>
      ) : list.isError ? (
        <div className={styles.stateWrap}>
          <ErrorState compact message={list.error.message} onRetry={() => void list.refetch()} />
        </div>
      ) : list.data.length === 0 ? (
        <div className={styles.stateWrap}>
          <EmptyState
            compact
            icon={<MessagesSquare size={26} />}
            title={t('open.empty_title')}
            message={t('open.empty_message')}
          />
        </div>
      ) : (
        <ul>
          {list.data.map((room) => (
            <li key={room.roomId} className={styles.openItem}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>
                  {room.title}
                  <span className={styles.count}>{room.participantsSize}</span>
                </span>
                {room.notice ? <span className={styles.preview}>{room.notice}</span> : null}
                <span className={styles.openMeta}>
                  {room.lastMessageAt
                    ? t('open.last_message', { when: relativeTime(room.lastMessageAt, now) })
                    : t('open.no_message')}
                </span>
              </span>
              {room.joined ? (
                <Button size="sm" variant="secondary" onClick={() => void openCreatedRoom(room.roomId)}>
                  {t('open.enter')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="soft"
                  onClick={() => setAsk({ mode: 'join', roomId: room.roomId, title: room.title })}
                  aria-label={t('open.join_label', { title: room.title })}
                >
                  {t('open.join')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {ask ? <OpenChatDialog ask={ask} onClose={() => setAsk(null)} /> : null}
    </div>
  );
}

/** The per-room nickname (and the title, when making a room); the finder's list is asked again after. */
function OpenChatDialog({ ask, onClose }: { ask: Ask; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const myNickname = useUserStore((s) => s.profile?.nickname ?? '');
  const [title, setTitle] = useState('');
  const [nickname, setNickname] = useState(myNickname);
  const [error, setError] = useState<string | null>(null);
  const enter = useEnterOpenChat();
  const busy = enter.isPending;

  const submit = () => {
    setError(null);
    enter.mutate(
      ask.mode === 'create'
        ? { mode: 'create', title: title.trim(), nickname: nickname.trim() }
        : { mode: 'join', roomId: ask.roomId, nickname: nickname.trim() },
      {
        onSuccess: ({ roomId }) => {
          onClose();
          void openCreatedRoom(roomId);
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={ask.mode === 'create' ? t('open.create_title') : t('open.join_title', { title: ask.title })}
      description={t('open.nickname_description')}
      hideClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('action.cancel')}
          </Button>
          <Button onClick={submit} loading={busy}>
            {ask.mode === 'create' ? t('open.create_submit') : t('open.join_submit')}
          </Button>
        </>
      }
    >
      <div className={dialogStyles.form}>
        {ask.mode === 'create' ? (
          <TextField
            label={t('open.title_label')}
            required
            value={title}
            maxLength={CHAT_LIMITS.title}
            onChange={(e) => setTitle(e.target.value)}
          />
        ) : null}
        <TextField
          label={t('open.nickname_label')}
          required
          value={nickname}
          maxLength={12}
          hint={t('open.nickname_hint')}
          onChange={(e) => setNickname(e.target.value)}
          onEnter={submit}
        />
        {error ? (
          <p className={dialogStyles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
