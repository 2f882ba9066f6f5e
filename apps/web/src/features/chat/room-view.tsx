import { formatDateTime } from '@sidequest/shared';
import { Megaphone } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useNow } from '../notification/use-now';
import { CandidateBar } from './candidate-bar';
import { PanelHead } from './panel-head';
import { Composer } from './composer';
import { ConnectionNotice } from './connection-notice';
import { isRoomClosed } from './effects';
import { MessageList } from './message-list';
import { ProBar } from './pro-bar';
import { loadRoom, markRoomRead } from './room-actions';
import { RoomHeader } from './room-header';
import { useChatStore } from './store';
import styles from './room.module.css';
import { TodoPanel } from './todo-panel';
import { TYPING_IDLE_MS } from './use-typing';

/** A typing notice older than this is dropped (the "stopped" event may have been lost). */
const TYPING_STALE_MS = TYPING_IDLE_MS + 3_000;

function useMarkReadWhileVisible(roomId: string, newestId: string | undefined, ready: boolean) {
  const open = useChatStore((s) => s.open);
  const online = useChatStore((s) => s.connection === 'online');
  // biome-ignore lint/correctness/useExhaustiveDependencies: newestId re-runs it for every new message
  useEffect(() => {
    if (!ready || !open) return;
    const mark = () => {
      if (document.visibilityState !== 'hidden') markRoomRead(roomId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [roomId, newestId, ready, open, online]);
}

/**
 * One room: header, pinned notice, pending applications (one-to-one), the conversation, who is
 * typing, the composer, the to-dos.
 */
export function RoomView({ roomId, onBack }: { roomId: string; onBack: () => void }) {
  const { t } = useTranslation('chat');
  const room = useChatStore((s) => s.rooms[roomId]);
  const summary = useChatStore((s) => s.roomList.find((r) => r._id === roomId));
  const todoOpen = useChatStore((s) => s.todoOpen);
  const now = useNow(5_000);

  useEffect(() => {
    void loadRoom(roomId);
  }, [roomId]);
  useMarkReadWhileVisible(roomId, room?.messages.at(-1)?._id, room?.status === 'ready');

  const detail = room?.detail;
  if (!room || !detail) {
    return (
      <>
        <PanelHead title={summary?.title ?? t('room.loading_title')} onBack={onBack} />
        <ConnectionNotice />
        {room?.status === 'error' ? (
          <div className={styles.center}>
            <ErrorState compact message={room.error} onRetry={() => void loadRoom(roomId)} />
          </div>
        ) : (
          <div className={styles.center}>
            <SkeletonGroup label={t('room.loading')}>
              <Skeleton width="55%" height={36} style={{ borderRadius: 14 }} />
              <Skeleton width="40%" height={36} style={{ borderRadius: 14, marginLeft: 'auto' }} />
              <Skeleton width="65%" height={36} style={{ borderRadius: 14 }} />
            </SkeletonGroup>
          </div>
        )}
      </>
    );
  }

  const closed = isRoomClosed(detail, now);
  const typingNames = Object.values(room.typing)
    .filter((p) => now - p.at < TYPING_STALE_MS)
    .map((p) => p.nickname);
  const mentionable =
    detail.kind === 'direct' || detail.kind === 'pro'
      ? []
      : detail.members.filter((p) => p.status === 'active' && p.nickname !== detail.myNickname);
  const endsSoon = !closed && detail.endDate ? formatDateTime(detail.endDate) : null;

  return (
    <>
      <RoomHeader room={detail} closed={closed} onBack={onBack} />
      <ConnectionNotice />
      {detail.notice ? (
        <div className={styles.noticeBar} data-testid="chat-notice">
          <Megaphone size={16} aria-hidden="true" />
          <p>
            <span className="visually-hidden">{t('notice.title')}: </span>
            {detail.notice}
          </p>
        </div>
      ) : null}
      {detail.kind === 'pro' && !closed ? <ProBar room={detail} /> : null}
      {detail.kind === 'direct' ? <CandidateBar roomId={roomId} /> : null}
      {endsSoon ? <p className={styles.endsBar}>{t('room.ends_at', { when: endsSoon })}</p> : null}
      <div className={styles.roomBody}>
        <div className={styles.conversation}>
          {room.error && room.status === 'ready' ? (
            <p className={styles.inlineError} role="alert">
              {room.error}
            </p>
          ) : null}
          <MessageList roomId={roomId} room={room} />
          <p className={styles.typing} aria-live="polite">
            {typingNames.length === 1
              ? t('room.typing_one', { nickname: typingNames[0] })
              : typingNames.length > 1
                ? t('room.typing_many', { nickname: typingNames[0], count: typingNames.length - 1 })
                : ''}
          </p>
          <Composer
            roomId={roomId}
            mentionable={mentionable}
            disabledReason={closed ? t('composer.closed') : null}
          />
        </div>
        {todoOpen ? <TodoPanel roomId={roomId} members={detail.members} /> : null}
      </div>
    </>
  );
}
