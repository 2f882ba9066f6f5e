import { type ChatRoomSummary, formatSlotRange } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { Chip, type ChipTone } from '../../ui/chip';
import { isRoomClosed } from './effects';
import styles from './pro-room-card.module.css';

/**
 * A pro room in the room list is a card (product-spec 2, pro-chat cards): who the other side is
 * (the pro, or for the pro the member who booked), the booked slot in Seoul time with its zone, and
 * where the session stands. The slot comes from the room itself (chat keeps it when the pro feature
 * opens the room), so the card needs no call of its own.
 */
export type ProRoomState = 'scheduled' | 'live' | 'ended';

export function proRoomState(room: ChatRoomSummary, now: number): ProRoomState {
  if (isRoomClosed(room, now)) return 'ended';
  const start = room.attributes.slotStart ? Date.parse(room.attributes.slotStart) : Number.NaN;
  // The room opens ten minutes before the slot: until the start it is still ahead.
  return Number.isFinite(start) && now < start ? 'scheduled' : 'live';
}

const TONE: Record<ProRoomState, ChipTone> = { scheduled: 'outline', live: 'recruiting', ended: 'closed' };

export function ProRoomSlot({ room, now }: { room: ChatRoomSummary; now: number }) {
  const { t } = useTranslation('chat');
  const state = proRoomState(room, now);
  const { slotStart, slotEnd } = room.attributes;
  const withPro = room.opponentInfo?.role === 'pro';
  return (
    <span className={styles.slot} data-testid="chat-pro-card">
      <Chip tone={TONE[state]} dot>
        {t(`pro_card.state.${state}`)}
      </Chip>
      <span className={styles.who}>{withPro ? t('pro_card.with_pro') : t('pro_card.with_member')}</span>
      {slotStart && slotEnd ? (
        <span className={styles.time}>
          {formatSlotRange(slotStart, slotEnd)} <span className={styles.zone}>{t('pro_card.zone')}</span>
        </span>
      ) : null}
    </span>
  );
}

/** Words for the list item's screen-reader label. */
export function proRoomA11y(room: ChatRoomSummary, now: number, t: (k: string) => string): string {
  const { slotStart, slotEnd } = room.attributes;
  const when = slotStart && slotEnd ? `${formatSlotRange(slotStart, slotEnd)} ${t('pro_card.zone')}` : '';
  return [t(`pro_card.state.${proRoomState(room, now)}`), when].filter(Boolean).join(' ');
}
