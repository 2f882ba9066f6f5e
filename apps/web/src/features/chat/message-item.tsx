import { CHAT_MESSAGE_TYPES } from '@sidequest/shared';
import { AlertCircle, LoaderCircle } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { Avatar } from '../../ui/avatar';
import { LevelIcon } from '../../ui/level-icon';
import { MessageActions } from './message-actions';
import { MessageContent, MessageText } from './message-content';
import styles from './message.module.css';
import type { Row } from './rows';
import { discardChatMessage, resendChatMessage } from './send';
import { messageSender } from './messages';
import { clockLabel } from './time';

type MessageRow = Extract<Row, { kind: 'message' }>;
type OutboxRow = Extract<Row, { kind: 'outbox' }>;

/**
 * One message: a centred line for system messages, else a bubble (mine right, others left) with
 * its 더보기 menu (복사, 신고하기).
 */
export const MessageItem = memo(function MessageItem({ row, roomId }: { row: MessageRow; roomId: string }) {
  const { t } = useTranslation('chat');
  const { message: m, mine, showSender, showTime, unread } = row;
  if (m.type === CHAT_MESSAGE_TYPES.system) {
    return (
      <li className={styles.system} data-testid="chat-system-line">
        {m.body}
      </li>
    );
  }
  const from = messageSender(m);
  const nickname =
    from.kind === 'person'
      ? from.nickname
      : t(from.kind === 'bot' ? 'message.project_bot' : 'message.gone_sender');
  const time = clockLabel(m.createdAt);
  return (
    <li
      className={[styles.row, mine ? styles.mine : styles.theirs, showSender ? styles.runStart : ''].join(
        ' ',
      )}
      data-testid="chat-message"
    >
      {!mine ? (
        <span className={styles.avatarSlot}>
          {showSender && from.kind === 'person' ? (
            <Link to={profileHref(nickname)} tabIndex={-1} aria-hidden="true">
              <Avatar nickname={nickname} src={m.sender?.img} size={36} />
            </Link>
          ) : showSender ? (
            <span aria-hidden="true">
              <Avatar nickname={nickname} size={36} />
            </span>
          ) : null}
        </span>
      ) : null}
      <div className={styles.stack}>
        {!mine && showSender ? (
          <span className={styles.sender}>
            {nickname}
            {m.sender?.level ? <LevelIcon level={m.sender.level} size={14} /> : null}
          </span>
        ) : null}
        <div className={styles.line}>
          <div className={[styles.bubble, m.type !== CHAT_MESSAGE_TYPES.text ? styles.rich : ''].join(' ')}>
            <span className="visually-hidden">{mine ? t('message.me') : `${nickname}: `}</span>
            <MessageContent message={m} />
          </div>
          <span className={styles.meta}>
            {unread > 0 ? (
              <span className={styles.unreadMark}>
                <span aria-hidden="true">{unread}</span>
                <span className="visually-hidden">{t('message.unread_mark', { count: unread })}</span>
              </span>
            ) : null}
            {showTime ? <time dateTime={m.createdAt}>{time}</time> : null}
          </span>
          <MessageActions roomId={roomId} message={m} mine={mine} nickname={nickname} />
        </div>
      </div>
    </li>
  );
});

/** My message before the server has it: sending…, or 전송 실패 with 재전송 and 삭제. */
export function OutboxItemView({ row, roomId }: { row: OutboxRow; roomId: string }) {
  const { t } = useTranslation('chat');
  const { item } = row;
  const failed = item.status === 'failed';
  return (
    <li className={[styles.row, styles.mine, styles.runStart].join(' ')} data-testid="chat-outbox">
      <div className={styles.stack}>
        <div className={styles.line}>
          <div className={[styles.bubble, styles.pending, failed ? styles.failedBubble : ''].join(' ')}>
            <MessageText body={item.preview} />
          </div>
          <span className={styles.meta}>
            {failed ? (
              <AlertCircle size={16} className={styles.failIcon} aria-hidden="true" />
            ) : (
              <LoaderCircle size={14} className={styles.spin} aria-label={t('message.sending')} />
            )}
          </span>
        </div>
        {failed ? (
          <div className={styles.failRow} role="alert">
            <span>{t('message.failed')}</span>
            {item.error ? <span className={styles.failReason}>{item.error}</span> : null}
            <span className={styles.failActions}>
              <button type="button" onClick={() => void resendChatMessage(roomId, item.clientId)}>
                {t('message.resend')}
              </button>
              <button type="button" onClick={() => discardChatMessage(roomId, item.clientId)}>
                {t('message.discard')}
              </button>
            </span>
          </div>
        ) : null}
      </div>
    </li>
  );
}
