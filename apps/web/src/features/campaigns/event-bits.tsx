import { formatDate, formatDateTime } from '@sidequest/shared';
import { Gift } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Chip } from '../../ui/chip';
import type { EventCard } from './api';
import styles from './campaigns.module.css';

/** 진행 중 / 시작 전 / 종료, coloured by state. */
export function StateChip({ state }: { state: EventCard['state'] }) {
  const { t } = useTranslation('campaigns');
  return <span className={`${styles.reward} ${styles[state]}`}>{t(`state.${state}`)}</span>;
}

/** The state, the type and the reward mode of an event, as chips. */
export function EventChips({ event }: { event: EventCard }) {
  return (
    <div className={styles.chips}>
      <StateChip state={event.state} />
      <Chip>{event.type_label}</Chip>
      <Chip tone="outline">{event.mode_label}</Chip>
    </div>
  );
}

/** "3포인트" and "활동 점수 100" chips; an event has at least one of the two. */
export function RewardChips({ event }: { event: Pick<EventCard, 'reward_points' | 'reward_exp'> }) {
  const { t } = useTranslation('campaigns');
  return (
    <div className={styles.chips}>
      {event.reward_points > 0 ? (
        <span className={styles.reward}>
          <Gift size={12} aria-hidden="true" />
          {t('reward.points', { count: event.reward_points })}
        </span>
      ) : null}
      {event.reward_exp > 0 ? (
        <span className={styles.reward}>{t('reward.exp', { count: event.reward_exp })}</span>
      ) : null}
    </div>
  );
}

/** yy.MM.dd ~ yy.MM.dd, or with times when the event starts and ends within one day. */
export function periodText(event: Pick<EventCard, 'starts_at' | 'ends_at'>): { from: string; to: string } {
  const sameDay = formatDate(event.starts_at) === formatDate(event.ends_at);
  const f = sameDay ? formatDateTime : formatDate;
  return { from: f(event.starts_at), to: f(event.ends_at) };
}

/** The capacity line: first-come slots taken, or how many a lottery draws. */
export function CapacityText({ event }: { event: EventCard }) {
  const { t } = useTranslation('campaigns');
  if (event.capacity === null) return null;
  return (
    <span>
      {event.mode === '03'
        ? t('slots', { taken: event.winners, capacity: event.capacity })
        : t('winners_count', { capacity: event.capacity })}
    </span>
  );
}
