import { expertTalkTopics, formatCount, professions } from '@sidequest/shared';
import { BadgeCheck, CalendarCheck, SearchX, UserPlus } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { Avatar } from '../../ui/avatar';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { Chip } from '../../ui/chip';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SelectField } from '../../ui/fields';
import { LoadMore } from '../../ui/load-more';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { flatten, type ProCard, useMyPro, useProSearch } from './api';
import { NextFree, ProStats, proHref, professionLabel, TopicChips } from './pro-bits';
import styles from './styles';

const ALL = '00';
const isProfession = (v: string | null) => v !== null && (professions.codes as readonly string[]).includes(v);
const isTopic = (v: string | null) =>
  v !== null && v !== ALL && (expertTalkTopics.codes as readonly string[]).includes(v);

function ProCardView({ pro }: { pro: ProCard }) {
  const { t } = useTranslation('pro');
  const name = pro.PERSON.USER_NICKNAME || t('withdrawn');
  return (
    <Card as="li" interactive className={styles.card} data-testid={`pro-card-${pro.PRO_NO}`}>
      <Link to={proHref(pro.PERSON.USER_NICKNAME)} className={styles.cardLink}>
        <span className={styles.cardHead}>
          <Avatar nickname={name} src={pro.PERSON.USER_IMG_URL} size={44} />
          <span className={styles.cardWho}>
            <strong className={styles.cardName}>{name}</strong>
            <Chip tone="outline">{professionLabel(pro.PROFESSION)}</Chip>
          </span>
        </span>
        <span className={styles.pitch}>{pro.PITCH}</span>
        <TopicChips topics={pro.TOPICS} />
        <ProStats pro={pro} />
        <span className={styles.cardFoot}>
          <NextFree iso={pro.NEXT_FREE} />
          <strong className={styles.price}>
            {t('card.price', { points: formatCount(pro.PRICE), minutes: pro.MINUTES })}
          </strong>
        </span>
      </Link>
    </Card>
  );
}

/** `/pro`: every approved pro, filtered by profession and topic (00 = all), kept in the address. */
export function ProFindPage() {
  const { t } = useTranslation('pro');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [params, setParams] = useSearchParams();
  const profession = isProfession(params.get('profession')) ? String(params.get('profession')) : ALL;
  const topic = isTopic(params.get('topic')) ? String(params.get('topic')) : ALL;
  const q = useProSearch(profession, topic);
  const me = useMyPro();
  const pros = flatten(q.data);
  useEffect(() => {
    document.title = t('find.document_title');
  }, [t]);

  const set = (name: 'profession' | 'topic', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === ALL) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  const filtered = profession !== ALL || topic !== ALL;

  let body: ReactNode;
  if (q.isPending) {
    body = (
      <SkeletonGroup>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={200} style={{ borderRadius: 14 }} />
        ))}
      </SkeletonGroup>
    );
  } else if (q.isError) {
    body = (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  } else if (pros.length === 0) {
    body = (
      <EmptyState
        icon={<SearchX size={26} />}
        title={filtered ? t('find.empty_filtered') : t('find.empty')}
        message={filtered ? t('find.empty_filtered_message') : t('find.empty_message')}
        action={
          filtered ? (
            <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
              {t('find.reset')}
            </Button>
          ) : (
            <Link to="/pro/apply" className={buttonClass('primary', 'md')}>
              {t('find.apply')}
            </Link>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} data-testid="pro-list">
          {pros.map((p) => (
            <ProCardView key={p.PRO_NO} pro={p} />
          ))}
        </ul>
        <LoadMore query={q} label={t('find.more')} errorTitle={t('find.more_error')} />
      </>
    );
  }

  return (
    <Page className={styles.page}>
      <PageHeader
        eyebrow={t('find.eyebrow')}
        title={t('find.title')}
        description={t('find.description')}
        actions={
          <span className={styles.actions}>
            {isLoggedIn ? (
              <Link to="/pro/reservations" className={buttonClass('secondary', 'md')}>
                <CalendarCheck size={16} aria-hidden="true" />
                {t('nav.reservations')}
              </Link>
            ) : null}
            {me.data?.pro ? (
              <Link to="/pro/manage" className={buttonClass('soft', 'md')} data-testid="pro-manage-link">
                <BadgeCheck size={16} aria-hidden="true" />
                {t('nav.manage')}
              </Link>
            ) : (
              <Link to="/pro/apply" className={buttonClass('soft', 'md')}>
                <UserPlus size={16} aria-hidden="true" />
                {t('find.apply')}
              </Link>
            )}
          </span>
        }
      />
      <div className={styles.filters}>
        <SelectField
          label={t('find.profession')}
          value={profession}
          onChange={(v) => set('profession', v)}
          options={[{ code: ALL, label: t('find.all') }, ...professions.items]}
          data-testid="pro-filter-profession"
        />
        <SelectField
          label={t('find.topic')}
          value={topic}
          onChange={(v) => set('topic', v)}
          options={expertTalkTopics.items}
          data-testid="pro-filter-topic"
        />
      </div>
      {body}
    </Page>
  );
}
