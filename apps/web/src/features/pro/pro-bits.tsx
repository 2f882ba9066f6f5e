import { expertTalkTopics, formatCount, professions, formatTime, seoulDayKey } from '@sidequest/shared';
import { Star } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { Avatar } from '../../ui/avatar';
import { Chip, type ChipTone } from '../../ui/chip';
import type { ProCard, Reservation } from './api';
import styles from './styles';
import { dayLabel } from './time';

export const professionLabel = (code: string) => professions.label(code) ?? code;
export const topicLabel = (code: string) => expertTalkTopics.label(code) ?? code;
/** A pro's page is addressed by nickname, as people's profiles are. */
/** A pro's page: `@` keeps a pro nicknamed like a fixed page (apply, manage) reachable. */
export const proHref = (nickname: string) => `/pro/@${encodeURIComponent(nickname)}`;

type Person = ProCard['PERSON'];

/** Avatar and nickname, linking to the profile; a withdrawn member shows as 탈퇴한 회원 without a link. */
export function PersonLine({ person, size = 28 }: { person: Person; size?: number }) {
  const { t } = useTranslation('pro');
  const name = person.USER_NICKNAME || t('withdrawn');
  return (
    <span className={styles.person}>
      <Avatar nickname={name} src={person.USER_IMG_URL} size={size} />
      {person.USER_NICKNAME ? (
        <Link to={profileHref(person.USER_NICKNAME)} className={styles.personName}>
          {name}
        </Link>
      ) : (
        <span className={styles.personName}>{name}</span>
      )}
    </span>
  );
}

/** ★ 4.8 (후기 12) · 응답률 92%, or 아직 후기 없음. */
export function ProStats({ pro }: { pro: Pick<ProCard, 'RATING' | 'REVIEW_COUNT' | 'ANSWER_RATE'> }) {
  const { t } = useTranslation('pro');
  return (
    <span className={styles.stats}>
      <span className={styles.rating}>
        <Star size={14} aria-hidden="true" className={styles.star} />
        {pro.RATING === null
          ? t('card.no_reviews')
          : t('card.rating', { rating: pro.RATING.toFixed(1), count: formatCount(pro.REVIEW_COUNT) })}
      </span>
      <span>
        {pro.ANSWER_RATE === null
          ? t('card.answer_rate_new')
          : t('card.answer_rate', { rate: pro.ANSWER_RATE })}
      </span>
    </span>
  );
}

/** 다음 예약 가능 11월 27일 (금) 10:00 (한국 시간), or that nothing is open. */
export function NextFree({ iso }: { iso: string | null }) {
  const { t } = useTranslation('pro');
  if (!iso) return <span className={styles.muted}>{t('card.no_slot')}</span>;
  return (
    <span className={styles.nextFree}>
      {t('card.next_free', { day: dayLabel(seoulDayKey(iso)), time: formatTime(iso) })}
    </span>
  );
}

export function TopicChips({ topics }: { topics: readonly string[] }) {
  return (
    <span className={styles.chips}>
      {topics.map((c) => (
        <Chip key={c}>{topicLabel(c)}</Chip>
      ))}
    </span>
  );
}

/** Waiting is outlined, live is the recruiting green, finished is neutral, and what fell through is grey. */
const STATUS_TONE: Record<Reservation['STATUS'], ChipTone> = {
  requested: 'outline',
  accepted: 'recruiting',
  rejected: 'closed',
  expired: 'closed',
  cancelled: 'closed',
  refunded: 'closed',
  completed: 'neutral',
  pro_no_show: 'closed',
  pro_left: 'closed',
  member_no_show: 'closed',
};

export function StatusChip({ status }: { status: Reservation['STATUS'] }) {
  const { t } = useTranslation('pro');
  return (
    <Chip tone={STATUS_TONE[status]} dot>
      {t(`status.${status}`)}
    </Chip>
  );
}

/** Where the points of a reservation stand: held, back to the member, or paid to the pro. */
export function MoneyLine({ r }: { r: Reservation }) {
  const { t } = useTranslation('pro');
  const held = r.PRICE - r.REFUNDED - r.RELEASED;
  return (
    <span className={styles.meta}>
      <span>{t('money.price', { points: formatCount(r.PRICE) })}</span>
      {held > 0 && (r.STATUS === 'requested' || r.STATUS === 'accepted') ? (
        <span>{t('money.held', { points: formatCount(held) })}</span>
      ) : null}
      {r.REFUNDED > 0 ? <span>{t('money.refunded', { points: formatCount(r.REFUNDED) })}</span> : null}
      {r.RELEASED > 0 ? <span>{t('money.released', { points: formatCount(r.RELEASED) })}</span> : null}
    </span>
  );
}
