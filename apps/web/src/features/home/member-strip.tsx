import { formatNumber } from '@sidequest/shared';
import { CircleCheck, Circle, Coins, Swords } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { lazyWithNamespaces } from '../../app/with-namespaces';
import { buttonClass } from '../../ui/button';
import { cardClass } from '../../ui/card';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import type { SectionProps } from './sections';
import styles from './sections.module.css';

// The quests' own sheet (claims, the weekly challenge) opens from here as from the header's
// widget, which a phone does not show: the home is where a phone reaches today's quests.
const QuestSheet = lazyWithNamespaces(() => import('../quests/quest-sheet'), ['quests']);

/** The points page is the 포인트 tab of 마이페이지. */
export const POINTS_HREF = '/my?tab=points';

/** One of the member's two cards: its heading, then a skeleton, its error, or its content. */
function MineCard({
  name,
  icon,
  title,
  badge,
  skeleton,
  ready,
  props,
  children,
}: {
  name: string;
  icon: ReactNode;
  title: string;
  badge?: ReactNode;
  skeleton: ReactNode;
  ready: boolean;
  props: SectionProps;
  children: ReactNode;
}) {
  const { t } = useTranslation('main');
  return (
    <section className={`${cardClass()} ${styles.mine}`} aria-label={title} data-testid={`home-${name}`}>
      <div className={styles.mineHead}>
        {icon}
        <h2 className={styles.mineTitle}>{title}</h2>
        {badge}
      </div>
      {props.status === 'pending' ? (
        <SkeletonGroup label={t('state.loading', { name: title })}>{skeleton}</SkeletonGroup>
      ) : ready ? (
        children
      ) : (
        <ErrorState
          compact
          title={t('state.error_title', { name: title })}
          message={t('state.error_message')}
          onRetry={props.onRetry}
          retrying={props.retrying}
        />
      )}
    </section>
  );
}

function QuestCard(props: SectionProps) {
  const { t } = useTranslation('main');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const info = props.home?.quests;
  return (
    <MineCard
      name="quests"
      icon={<Swords size={18} aria-hidden="true" />}
      title={t('quests.title')}
      badge={
        info ? (
          <span className={styles.mineCount}>
            {t('quests.count', { done: info.DONE_COUNT, total: info.QUESTS.length })}
          </span>
        ) : null
      }
      skeleton={
        <>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={20} />
          ))}
          <Skeleton width={120} height={36} style={{ borderRadius: 10 }} />
        </>
      }
      ready={Boolean(info)}
      props={props}
    >
      <ul className={styles.quests}>
        {info?.QUESTS.map((q) => (
          <li key={q.CODE} className={styles.quest} data-done={q.DONE}>
            {q.DONE ? (
              <CircleCheck size={18} aria-hidden="true" className={styles.questDone} />
            ) : (
              <Circle size={18} aria-hidden="true" />
            )}
            <span className={styles.questTitle}>{q.TITLE}</span>
            <span className={styles.questProgress}>
              {q.DONE ? t('quests.done') : `${q.PROGRESS}/${q.TARGET}`}
            </span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={buttonClass('primary', 'sm')}
        aria-haspopup="dialog"
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('quests.open')}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <QuestSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </MineCard>
  );
}

function PointsCard(props: SectionProps) {
  const { t } = useTranslation('main');
  const balance = props.home?.points?.balance;
  return (
    <MineCard
      name="points"
      icon={<Coins size={18} aria-hidden="true" />}
      title={t('points.title')}
      skeleton={
        <>
          <Skeleton width={140} height={34} />
          <Skeleton width="70%" height={14} />
          <Skeleton width={120} height={36} style={{ borderRadius: 10 }} />
        </>
      }
      ready={balance !== undefined}
      props={props}
    >
      <p className={styles.balance}>{t('points.balance', { balance: formatNumber(balance ?? 0) })}</p>
      <p className={styles.mineText}>{t('points.text')}</p>
      <div className={styles.mineActions}>
        <Link to={POINTS_HREF} className={buttonClass('secondary', 'sm')}>
          {t('points.history')}
        </Link>
        <Link to="/points/guide" className={buttonClass('ghost', 'sm')}>
          {t('points.guide')}
        </Link>
      </div>
    </MineCard>
  );
}

/** A member's own corner of the home: today's quests and the points balance. */
export function MemberStrip(props: SectionProps) {
  return (
    <div className={styles.strip}>
      <QuestCard {...props} />
      <PointsCard {...props} />
    </div>
  );
}
