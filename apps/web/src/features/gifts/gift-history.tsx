import { formatDate } from '@sidequest/shared';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { Avatar } from '../../ui/avatar';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { Skeleton } from '../../ui/skeleton';
import { useGiftList } from './api';
import styles from './lists.module.css';

type Box = 'received' | 'sent';

/** 선물 내역: received and sent gifts in two tabs, each paged by gift number. */
export function GiftHistory() {
  const { t } = useTranslation('gifts');
  const [box, setBox] = useState<Box>('received');
  const q = useGiftList(box);
  const gifts = q.data?.pages.flatMap((p) => p.list) ?? [];
  const left = q.data?.pages[0]?.LEFT_TODAY;
  return (
    <section id="gifts" className={styles.section} aria-labelledby="gift-history">
      <div className={styles.sectionHead}>
        <h2 id="gift-history" className={styles.sectionTitle}>
          {t('gifts.title')}
        </h2>
        {left !== undefined ? (
          <span className={styles.muted}>{t('gifts.left_today', { value: left })}</span>
        ) : null}
      </div>
      <div className={styles.tabs} role="tablist">
        {(['received', 'sent'] as const).map((b) => (
          <button
            key={b}
            type="button"
            role="tab"
            aria-selected={box === b}
            className={box === b ? styles.tabOn : styles.tab}
            onClick={() => setBox(b)}
          >
            {t(`gifts.${b}`)}
          </button>
        ))}
      </div>
      {q.isPending ? (
        <Skeleton height={72} style={{ borderRadius: 14 }} />
      ) : q.isError ? (
        <ErrorState
          compact
          title={t('gifts.error_title')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : gifts.length === 0 ? (
        <EmptyState
          compact
          icon={<Gift size={26} />}
          title={t(`gifts.empty_${box}`)}
          message={t('gifts.empty_hint')}
        />
      ) : (
        <>
          <ul className={styles.giftList} data-testid={`gifts-${box}`}>
            {gifts.map((g) => {
              const name = g.OTHER.USER_NICKNAME || t('gifts.withdrawn');
              return (
                <li key={g.GIFT_NO} className={styles.giftRow}>
                  <Avatar nickname={name} src={g.OTHER.USER_IMG_URL} size={36} />
                  <div className={styles.giftText}>
                    <p className={styles.giftTitle}>
                      {g.OTHER.USER_NICKNAME ? (
                        <Link to={`/people/${encodeURIComponent(g.OTHER.USER_NICKNAME)}`}>
                          {t(g.DIRECTION === 'sent' ? 'gifts.to' : 'gifts.from', { nickname: name })}
                        </Link>
                      ) : (
                        t(g.DIRECTION === 'sent' ? 'gifts.to' : 'gifts.from', { nickname: name })
                      )}
                    </p>
                    {g.MESSAGE ? <p className={styles.giftMessage}>{g.MESSAGE}</p> : null}
                    <p className={styles.muted}>{formatDate(g.CREATED_AT)}</p>
                  </div>
                  <span className={g.DIRECTION === 'sent' ? styles.minus : styles.plus}>
                    {g.DIRECTION === 'sent' ? '-' : '+'}
                    {t('unit.points', { value: g.POINTS })}
                  </span>
                </li>
              );
            })}
          </ul>
          {q.hasNextPage || q.isFetchNextPageError ? (
            <LoadMore query={q} label={t('gifts.more')} errorTitle={t('gifts.more_error')} />
          ) : null}
        </>
      )}
    </section>
  );
}
