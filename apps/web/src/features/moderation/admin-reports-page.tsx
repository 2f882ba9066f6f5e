import * as Tabs from '@radix-ui/react-tabs';
import { Inbox, LogIn, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { flattenReports, REPORT_STATUSES, type ReportStatus, reportStatusOf, useReports } from './admin-api';
import styles from './admin-reports.module.css';
import { ReportCard } from './report-card';
import { useMySuspension } from './api';

function ListSkeleton() {
  return (
    <SkeletonGroup>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={188} style={{ borderRadius: 14 }} />
      ))}
    </SkeletonGroup>
  );
}

function Forbidden() {
  const { t } = useTranslation('moderation');
  return (
    <EmptyState
      icon={<ShieldAlert size={26} />}
      title={t('admin.forbidden_title')}
      message={t('admin.forbidden_message')}
      action={
        <Link to="/" className={buttonClass('secondary', 'md')}>
          {t('admin.go_home')}
        </Link>
      }
    />
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  const { t } = useTranslation('moderation');
  const q = useReports(status, true);
  const items = flattenReports(q.data);
  if (q.isPending) return <ListSkeleton />;
  if (q.isError) {
    if (isApiError(q.error) && q.error.code === 'FORBIDDEN') return <Forbidden />;
    return (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Inbox size={26} />}
        title={t(`admin.empty.${status}`)}
        message={t('admin.empty_message')}
      />
    );
  }
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <ReportCard key={item.REPORT_NO} item={item} tab={status} />
      ))}
      {q.hasNextPage ? (
        <Button
          variant="secondary"
          block
          onClick={() => void q.fetchNextPage()}
          loading={q.isFetchingNextPage}
          data-testid="reports-more"
        >
          {t('admin.more')}
        </Button>
      ) : null}
    </div>
  );
}

/** `/admin/reports`: the operators' report queue. Everyone else is told it is not for them. */
export function AdminReportsPage() {
  const { t } = useTranslation('moderation');
  const [params, setParams] = useSearchParams();
  const status = reportStatusOf(params.get('status'));
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const loginAttempted = useUserStore((s) => s.loginAttempted);
  const me = useMySuspension();

  useEffect(() => {
    document.title = t('admin.document_title');
  }, [t]);

  let body: ReactNode;
  if (!isLoggedIn) {
    body = loginAttempted ? (
      <EmptyState
        icon={<LogIn size={26} />}
        title={t('admin.login_title')}
        message={t('admin.login_message')}
        action={
          <Link to="/login" state={{ from: '/admin/reports' }} className={buttonClass('primary', 'md')}>
            {t('report.login_action')}
          </Link>
        }
      />
    ) : (
      <ListSkeleton />
    );
  } else if (me.isPending) {
    body = <ListSkeleton />;
  } else if (me.isError) {
    body = (
      <ErrorState message={me.error.message} onRetry={() => void me.refetch()} retrying={me.isRefetching} />
    );
  } else if (!me.data.is_operator) {
    body = <Forbidden />;
  } else {
    body = (
      <Tabs.Root
        value={status}
        onValueChange={(value) => setParams(value === 'open' ? {} : { status: value }, { replace: true })}
      >
        <Tabs.List className={styles.tabList} aria-label={t('admin.tabs_label')}>
          {REPORT_STATUSES.map((s) => (
            <Tabs.Trigger key={s} value={s} className={styles.tab} data-testid={`reports-tab-${s}`}>
              {t(`admin.tab.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {REPORT_STATUSES.map((s) => (
          <Tabs.Content key={s} value={s} className={styles.panel}>
            {s === status ? <ReportList status={s} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <div>
        <h1 className={styles.title}>{t('admin.title')}</h1>
        <p className={styles.description}>{t('admin.description')}</p>
      </div>
      {body}
    </div>
  );
}
