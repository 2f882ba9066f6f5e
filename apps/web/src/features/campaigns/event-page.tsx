import { formatDateTime, ZId } from '@sidequest/shared';
import { ChevronLeft, LogIn, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Chip } from '../../ui/chip';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page } from '../../ui/page-header';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../ui/skeleton';
import { type EventEntry, useEventDetail } from './api';
import styles from './campaigns.module.css';
import { DrawPanel } from './draw-panel';
import { AttendanceForm, CodeForm, ProofForm, type WeekDay } from './entry-forms';
import { CapacityText, EventChips, periodText, RewardChips } from './event-bits';

type Detail = NonNullable<ReturnType<typeof useEventDetail>['data']>;

/** The words for one entry's state, and the chip tone that goes with them. */
function entryStatus(e: EventEntry): { key: string; tone: 'recruiting' | 'closed' | 'neutral' | 'outline' } {
  if (e.review === 'pending') return { key: 'pending', tone: 'outline' };
  if (e.review === 'rejected') return { key: 'rejected', tone: 'closed' };
  if (e.outcome === 'won') return { key: e.rewarded ? 'rewarded' : 'won', tone: 'recruiting' };
  if (e.outcome === 'lost') return { key: 'lost', tone: 'closed' };
  return { key: e.review === 'approved' ? 'approved' : 'waiting', tone: 'neutral' };
}

function MyEntries({ mine }: { mine: EventEntry[] }) {
  const { t } = useTranslation('campaigns');
  return (
    <Card as="section" data-testid="my-entries">
      <h2 className={styles.sectionTitle}>{t('mine.title')}</h2>
      {mine.length === 0 ? (
        <p className={styles.notice}>{t('mine.empty')}</p>
      ) : (
        <ul className={styles.entryList}>
          {mine.map((e) => {
            const s = entryStatus(e);
            return (
              <li key={e.entry_no} className={styles.entry}>
                <Chip tone={s.tone}>{t(`mine.status.${s.key}`)}</Chip>
                <span className={styles.entryWhen}>{e.day ?? formatDateTime(e.created_at)}</span>
                {e.proof_url ? (
                  <a
                    href={e.proof_url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className={styles.link}
                  >
                    {t('mine.proof_link')}
                  </a>
                ) : null}
                {e.proof_image ? (
                  <a href={e.proof_image} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {t('mine.proof_image')}
                  </a>
                ) : null}
                {e.reject_reason ? (
                  <span className={`${styles.notice} ${styles.noticeDanger}`} style={{ width: '100%' }}>
                    {t('proof.rejected', { reason: e.reject_reason })} {t('proof.rejected_hint')}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** The right way in for this event and this member, or why there is none right now. */
function EntryPanel({ data }: { data: Detail }) {
  const { t } = useTranslation('campaigns');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const { event, mine, week } = data;
  const latest = mine[0];
  let body: React.ReactNode;
  if (event.state === 'upcoming') {
    body = <p className={styles.notice}>{t('detail.upcoming', { when: formatDateTime(event.starts_at) })}</p>;
  } else if (event.state === 'ended') {
    body = <p className={styles.notice}>{t('detail.ended')}</p>;
  } else if (!isLoggedIn) {
    body = (
      <EmptyState
        compact
        icon={<LogIn size={22} />}
        title={t('detail.login_title')}
        message={t('detail.login_message')}
        action={
          <Link
            to="/login"
            state={{ from: `/events/${event.event_no}` }}
            className={buttonClass('primary', 'md')}
          >
            {t('detail.login_action')}
          </Link>
        }
      />
    );
  } else if (event.entry_kind === 'attendance') {
    body = <AttendanceForm eventNo={event.event_no} week={week as WeekDay[]} />;
  } else if (latest && (event.entry_kind === 'code' || latest.review !== 'rejected')) {
    // Entered already: "내 참여" below says how it stands.
    body =
      latest.review === 'pending' ? (
        <p className={styles.notice}>{t('proof.pending')}</p>
      ) : (
        <p className={`${styles.notice} ${styles.noticeSuccess}`}>
          {t(`mine.status.${entryStatus(latest).key}`)}
        </p>
      );
  } else if (event.mode === '03' && event.capacity !== null && event.winners >= event.capacity) {
    body = <p className={`${styles.notice} ${styles.noticeDanger}`}>{t('detail.sold_out')}</p>;
  } else if (event.entry_kind === 'code') {
    body = <CodeForm eventNo={event.event_no} />;
  } else {
    body = <ProofForm eventNo={event.event_no} again={Boolean(latest)} />;
  }
  return (
    <Card as="section" data-testid="entry-panel">
      <h2 className={styles.sectionTitle}>{t('detail.enter_title')}</h2>
      {body}
    </Card>
  );
}

/** `/events/:id`: the event, the way to enter it, my entries and, after a draw, its result. */
export function EventPage() {
  const { t } = useTranslation('campaigns');
  const { id } = useParams();
  const parsed = ZId.safeParse(id);
  const q = useEventDetail(parsed.success ? parsed.data : null);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const title = q.data?.event.title;
  useEffect(() => {
    if (title) document.title = `${title} | ${t('list.document_title')}`;
  }, [title, t]);

  let content: React.ReactNode;
  if (!parsed.success || (q.isError && isApiError(q.error) && q.error.code === 'NOT_FOUND')) {
    content = (
      <EmptyState
        icon={<SearchX size={26} />}
        title={t('detail.not_found_title')}
        message={t('detail.not_found_message')}
        action={
          <Link to="/events" className={buttonClass('secondary', 'md')}>
            {t('detail.back')}
          </Link>
        }
      />
    );
  } else if (q.isPending) {
    content = (
      <SkeletonGroup>
        <Skeleton height={28} width="60%" />
        <SkeletonText lines={4} />
        <Skeleton height={180} style={{ borderRadius: 14 }} />
      </SkeletonGroup>
    );
  } else if (q.isError) {
    content = (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  } else {
    const { event, draw, mine } = q.data;
    content = (
      <div className={styles.stack}>
        <header>
          <EventChips event={event} />
          <h1 className={styles.detailTitle}>{event.title}</h1>
          <p className={styles.meta}>
            <span>{t('period', periodText(event))}</span>
            <CapacityText event={event} />
            <span>{t('entries_count', { count: event.entry_count })}</span>
          </p>
          <div style={{ marginTop: 8 }}>
            <RewardChips event={event} />
          </div>
        </header>
        <Card as="section">
          <h2 className={styles.sectionTitle}>{t('detail.how')}</h2>
          <p className={styles.body}>{event.body}</p>
        </Card>
        {draw ? <DrawPanel draw={draw} /> : null}
        <EntryPanel data={q.data} />
        {isLoggedIn ? <MyEntries mine={mine} /> : null}
      </div>
    );
  }
  return (
    <Page className={styles.narrow}>
      <Link to="/events" className={styles.back}>
        <ChevronLeft size={16} aria-hidden="true" />
        {t('detail.back')}
      </Link>
      {content}
    </Page>
  );
}
