import { type ChatRoomSummary, formatCount, relativeTime } from '@sidequest/shared';
import { BellOff } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Avatar } from '../../ui/avatar';
import { avatarColor, avatarInitials } from '@sidequest/shared';
import { isRoomClosed } from './effects';
import { previewText } from './messages';
import styles from './panel.module.css';
import { ProRoomSlot, proRoomA11y } from './pro-room-card';
import cardStyles from './pro-room-card.module.css';
import { isPersonRoom, roomTitle } from './room-title';

export function RoomAvatar({ room, size = 44 }: { room: ChatRoomSummary; size?: number }) {
  const title = roomTitle(room);
  if (isPersonRoom(room)) {
    return (
      <span className={styles.avatarWrap}>
        <Avatar nickname={title} src={room.opponentInfo?.img} size={size} />
        {room.opponentInfo?.online ? <span className={styles.online} aria-hidden="true" /> : null}
      </span>
    );
  }
  return (
    <span
      className={styles.groupAvatar}
      style={{ background: avatarColor(title), width: size, height: size }}
      aria-hidden="true"
    >
      {avatarInitials(title)}
    </span>
  );
}

export function RoomListItem({
  room,
  unread,
  now,
  onOpen,
}: {
  room: ChatRoomSummary;
  unread: number;
  now: number;
  onOpen: (roomId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const title = roomTitle(room);
  const closed = isRoomClosed(room, now);
  const group = !isPersonRoom(room);
  const pro = room.kind === 'pro';
  const preview = previewText(room.lastMessage, room.alarmBlocked) || t('list.no_message');
  const when = room.lastMessage ? relativeTime(room.lastMessage.createdAt, now) : '';
  const a11y = [
    title,
    group ? t('list.participants', { count: room.participantsSize }) : '',
    pro ? proRoomA11y(room, now, t) : closed ? t('list.closed') : '',
    unread > 0 ? t('list.unread', { count: unread }) : '',
    preview,
    when,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <li>
      <button
        type="button"
        className={[styles.item, pro ? cardStyles.card : '', closed ? styles.itemClosed : '']
          .filter(Boolean)
          .join(' ')}
        onClick={() => onOpen(room._id)}
        aria-label={a11y}
        data-testid="chat-room-item"
      >
        <RoomAvatar room={room} />
        <span className={styles.itemMain}>
          <span className={styles.itemTop}>
            <span className={styles.itemTitle}>
              {title}
              {group ? <span className={styles.count}>{room.participantsSize}</span> : null}
            </span>
            {room.alarmBlocked ? <BellOff size={14} className={styles.muted} aria-hidden="true" /> : null}
            <span className={styles.itemTime}>{when}</span>
          </span>
          <span className={styles.itemBottom}>
            <span className={styles.preview}>{preview}</span>
            {closed && !pro ? <span className={styles.closedLabel}>{t('list.closed')}</span> : null}
            {unread > 0 ? (
              <span className={styles.unread} aria-hidden="true">
                {formatCount(unread)}
              </span>
            ) : null}
          </span>
          {pro ? <ProRoomSlot room={room} now={now} /> : null}
        </span>
      </button>
    </li>
  );
}
