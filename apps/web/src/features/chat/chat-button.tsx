import { formatCount } from '@sidequest/shared';
import { MessageCircle, RefreshCw } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { reconnectChatSocket } from '../../app/chat-socket';
import { useIsMobile } from '../../app/use-is-mobile';
import { totalUnread } from './messages';
import styles from './panel.module.css';
import { useChatStore } from './store';

/** Every unread message of the rooms I am in (rooms I left no longer count). */
export function useTotalUnread(): number {
  const unread = useChatStore((s) => s.unread);
  const rooms = useChatStore((s) => s.roomList);
  return totalUnread(unread, rooms.length > 0 ? rooms : undefined);
}

/** The header's chat button: the unread badge, or the offline state with 다시 연결. */
export function ChatButton() {
  const { t } = useTranslation('chat');
  const isMobile = useIsMobile();
  const open = useChatStore((s) => s.open);
  const connection = useChatStore((s) => s.connection);
  const count = useTotalUnread();
  const offline = connection === 'offline';
  const label = offline
    ? t('button.offline_label')
    : count > 0
      ? t('button.label_unread', { count, shown: formatCount(count) })
      : t('button.label');

  return (
    <>
      {offline && !isMobile ? (
        <button
          type="button"
          className={styles.reconnectPill}
          onClick={() => reconnectChatSocket()}
          aria-label={t('connection.reconnect_label')}
          data-testid="chat-reconnect-header"
        >
          <RefreshCw size={14} aria-hidden="true" />
          {t('connection.short')}
        </button>
      ) : null}
      <button
        type="button"
        className={styles.chatButton}
        aria-label={label}
        aria-expanded={open}
        aria-controls="chat-panel"
        data-testid="chat-button"
        onClick={() => useChatStore.setState({ open: !open })}
      >
        <MessageCircle size={20} aria-hidden="true" />
        {offline ? <span className={styles.offlineDot} aria-hidden="true" /> : null}
        {!offline && count > 0 ? (
          <span className={styles.badge} aria-hidden="true" data-testid="chat-badge">
            {formatCount(count)}
          </span>
        ) : null}
      </button>
    </>
  );
}
