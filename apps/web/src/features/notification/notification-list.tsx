import { formatDateTime, type NotificationItem, notificationKinds, relativeTime } from '@sidequest/shared';
import { BellOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { type ListScope, useMarkRead, useNotificationList } from './api';
import { type DayGroup, groupByDay } from './group-by-day';
import { KindIcon } from './kind-icon';
import { internalHref } from './links';
import styles from './notification.module.css';
import { useNow } from './use-now';

export interface NotificationListProps {
  scope: ListScope;
  /** `panel`: the bell's first page only; `page`: the full page with "more". */
  variant: 'panel' | 'page';
  /** Load only while visible (the bell's panel is closed most of the time). */
  enabled?: boolean;
  /** Called when an item is opened, e.g. to close the popover. */
  onNavigate?: () => void;
}

function ListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation('common');
  return (
    <SkeletonGroup label={t('notification.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className={styles.skeletonRow}>
          <Skeleton circle width={40} height={40} />
          <div className={styles.skeletonText}>
            <Skeleton width="75%" height={15} />
            <Skeleton width="45%" height={12} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}

function NotificationRow({
  item,
  now,
  onOpen,
}: {
  item: NotificationItem;
  now: number;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation('common');
  const href = internalHref(item.LINK_URL);
  const kindLabel = notificationKinds.label(item.KIND) ?? t('notification.kind_other');
  const content = (
    <>
      <span className={styles.visual}>
        {item.ACTOR_NICKNAME ? (
          <>
            <Avatar nickname={item.ACTOR_NICKNAME} src={item.ACTOR_IMG_URL} size={40} />
            <span className={styles.kindBadge}>
              <KindIcon kind={item.KIND} size={11} />
            </span>
          </>
        ) : (
          <span className={styles.kindIcon} data-kind={item.KIND}>
            <KindIcon kind={item.KIND} />
          </span>
        )}
      </span>
      <span className={styles.text}>
        {item.IS_READ ? null : <span className="visually-hidden">{t('notification.unread')}, </span>}
        <span className={styles.title}>{item.TITLE}</span>
        {item.BODY ? <span className={styles.body}>{item.BODY}</span> : null}
        <span className={styles.meta}>
          {kindLabel}
          <span aria-hidden="true"> · </span>
          <time dateTime={item.CREATED_AT} title={formatDateTime(item.CREATED_AT)}>
            {relativeTime(item.CREATED_AT, now)}
          </time>
        </span>
      </span>
      {item.IS_READ ? null : <span className={styles.unreadDot} aria-hidden="true" />}
    </>
  );
  const cls = [styles.row, item.IS_READ ? '' : styles.unread].filter(Boolean).join(' ');
  return href ? (
    <Link to={href} className={cls} onClick={() => onOpen(item)} data-testid="notification-item">
      {content}
    </Link>
  ) : (
    <button type="button" className={cls} onClick={() => onOpen(item)} data-testid="notification-item">
      {content}
    </button>
  );
}

function DaySection({
  group,
  now,
  onOpen,
}: {
  group: DayGroup<NotificationItem>;
  now: number;
  onOpen: (item: NotificationItem) => void;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const label =
    group.kind === 'today'
      ? t('notification.today')
      : group.kind === 'yesterday'
        ? t('notification.yesterday')
        : group.key;
  return (
    <section aria-labelledby={id} className={styles.day}>
      <h3 id={id} className={styles.dayHeading}>
        {label}
      </h3>
      <ul className={styles.items}>
        {group.items.map((item) => (
          <li key={item.NOTIFICATION_NO}>
            <NotificationRow item={item} now={now} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Notifications grouped by Seoul day, with loading, empty and error states. */
export function NotificationList({ scope, variant, enabled = true, onNavigate }: NotificationListProps) {
  const { t } = useTranslation('common');
  const query = useNotificationList(scope, { enabled });
  const markRead = useMarkRead();
  const now = useNow();
  const compact = variant === 'panel';

  if (query.isPending) return <ListSkeleton rows={compact ? 4 : 6} />;
  if (query.isError) {
    return (
      <ErrorState
        compact
        title={t('notification.error_title')}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }

  const items = query.data.pages.flatMap((p) => p.alarm_list);
  if (items.length === 0) {
    return (
      <EmptyState
        compact={compact}
        icon={<BellOff size={26} />}
        title={t('notification.empty_title')}
        message={
          scope === 'social' ? t('notification.empty_social_message') : t('notification.empty_message')
        }
        action={
          <Link to="/people" className={buttonClass('secondary', 'sm')} onClick={onNavigate}>
            {t('notification.empty_action')}
          </Link>
        }
      />
    );
  }

  const onOpen = (item: NotificationItem) => {
    if (!item.IS_READ) markRead.mutate({ notificationNo: item.NOTIFICATION_NO });
    onNavigate?.();
  };

  return (
    <div className={styles.list} data-testid="notification-list">
      {groupByDay(items, (n) => n.CREATED_AT, now).map((group) => (
        <DaySection key={group.key} group={group} now={now} onOpen={onOpen} />
      ))}
      {!compact && query.hasNextPage ? (
        <div className={styles.more}>
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('notification.load_more')}
          </Button>
          {query.isFetchNextPageError ? (
            <p className={styles.moreError} role="alert">
              {t('notification.load_more_failed')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
