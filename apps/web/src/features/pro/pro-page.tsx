import { formatCount } from '@sidequest/shared';
import { LogIn, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, Navigate, useParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Chip } from '../../ui/chip';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { type ProProfile, type Slot, useProInfo } from './api';
import { PersonLine, ProStats, proHref, professionLabel, TopicChips } from './pro-bits';
import styles from './styles';
import { ReserveSheet } from './reserve-sheet';
import { ProReviews } from './reviews';
import { WeekCalendar } from './week-calendar';

function ListSection({ title, items, tone }: { title: string; items: string[]; tone?: 'no' }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={tone === 'no' ? styles.listNo : styles.listYes}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function ProHeader({ pro }: { pro: ProProfile }) {
  const { t } = useTranslation('pro');
  return (
    <Card className={styles.hero}>
      <PersonLine person={pro.PERSON} size={56} />
      <span className={styles.chips}>
        <Chip tone="outline">{professionLabel(pro.PROFESSION)}</Chip>
      </span>
      <h1 className={styles.heroPitch}>{pro.PITCH}</h1>
      <ProStats pro={pro} />
      <TopicChips topics={pro.TOPICS} />
      <strong className={styles.price}>
        {t('card.price', { points: formatCount(pro.PRICE), minutes: pro.MINUTES })}
      </strong>
    </Card>
  );
}

/**
 * `/pro/@:nickname`. Nicknames never contain `@`, so a pro named "apply" or "manage" cannot be
 * shadowed by the fixed pages beside it; an old `/pro/:nickname` link moves to the `@` address.
 */
export function ProPage() {
  const { nickname: raw = '' } = useParams();
  if (!raw.startsWith('@')) return <Navigate to={proHref(raw)} replace />;
  return <ProPageOf raw={raw.slice(1)} />;
}

/** One pro's page: the 3.4 profile, a week of free slots in Seoul time, reserving, and reviews. */
function ProPageOf({ raw }: { raw: string }) {
  const { t } = useTranslation('pro');
  const wanted = raw.trim() ? raw.trim() : null;
  const q = useProInfo(wanted);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [askLogin, setAskLogin] = useState(false);
  const nickname = q.data?.pro.PERSON.USER_NICKNAME;
  useEffect(() => {
    document.title = nickname ? t('page.document_title', { nickname }) : t('find.document_title');
  }, [t, nickname]);

  let body: ReactNode;
  if (wanted === null || (isApiError(q.error) && q.error.status === 404)) {
    body = (
      <EmptyState
        icon={<SearchX size={26} />}
        title={t('page.not_found')}
        message={t('page.not_found_message')}
        action={
          <Link to="/pro" className={buttonClass('secondary', 'md')}>
            {t('page.back')}
          </Link>
        }
      />
    );
  } else if (q.isPending) {
    body = (
      <SkeletonGroup>
        <Skeleton height={220} style={{ borderRadius: 14 }} />
        <Skeleton height={160} style={{ borderRadius: 14 }} />
      </SkeletonGroup>
    );
  } else if (q.isError) {
    body = (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  } else {
    const { pro, reviews, reviews_more, IS_ME } = q.data;
    body = (
      <div className={styles.layout}>
        <ProHeader pro={pro} />
        <div className={styles.main}>
          <section className={styles.section}>
            <h2 className={styles.sectionTitle}>{t('page.intro')}</h2>
            <p className={styles.body}>{pro.INTRO}</p>
          </section>
          <ListSection title={t('page.good_for')} items={pro.GOOD_FOR} />
          <ListSection title={t('page.not_good_for')} items={pro.NOT_GOOD_FOR} tone="no" />
          <ListSection title={t('page.examples')} items={pro.EXAMPLE_TOPICS} />
          <ProReviews proNo={pro.PRO_NO} first={reviews} more={reviews_more} isMe={IS_ME} />
        </div>
        <aside className={styles.side}>
          <Card>
            <WeekCalendar
              proNo={pro.PRO_NO}
              onPick={IS_ME ? undefined : (s) => (isLoggedIn ? setSlot(s) : setAskLogin(true))}
            />
            {IS_ME ? (
              <p className={styles.notice}>
                {t('page.is_me')}{' '}
                <Link to="/pro/manage" className={buttonClass('secondary', 'sm')}>
                  {t('nav.manage')}
                </Link>
              </p>
            ) : null}
            {askLogin && !isLoggedIn ? (
              <div className={styles.notice} role="status">
                <LogIn size={16} aria-hidden="true" />
                {t('page.login_to_reserve')}{' '}
                <Link
                  to="/login"
                  state={{ from: proHref(pro.PERSON.USER_NICKNAME) }}
                  className={buttonClass('primary', 'sm')}
                >
                  {t('page.login')}
                </Link>
              </div>
            ) : null}
          </Card>
        </aside>
        {slot ? <ReserveSheet pro={pro} slot={slot} onClose={() => setSlot(null)} /> : null}
      </div>
    );
  }
  return <Page className={styles.page}>{body}</Page>;
}
