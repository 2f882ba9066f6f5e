import * as Tabs from '@radix-ui/react-tabs';
import { formatDateTime } from '@sidequest/shared';
import { Inbox, ShieldAlert } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useSearchParams } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { TextAreaField } from '../../ui/fields';
import { LoadMore } from '../../ui/load-more';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { FileLink } from '../profile/attachments';
import { useMySuspension } from '../moderation/api';
import {
  type ApplicationStatus,
  flatten,
  type ProApplicationRecord,
  useDecideApplication,
  useProApplications,
} from './api';
import { LoginGate } from './login-gate';
import { PersonLine, professionLabel, TopicChips } from './pro-bits';
import styles from './styles';

const STATES: readonly ApplicationStatus[] = ['pending', 'approved', 'rejected'];

function ApplicationCard({ app }: { app: ProApplicationRecord }) {
  const { t } = useTranslation('pro');
  const decide = useDecideApplication();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const run = async (approve: boolean) => {
    try {
      await decide.mutateAsync({
        applicationNo: app.APPLICATION_NO,
        approve,
        reason: approve ? '' : reason.trim(),
      });
      toast(approve ? t('admin.approved_toast') : t('admin.refused_toast'), { tone: 'success' });
      setReason('');
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
      return false;
    }
  };
  return (
    <Card as="li" className={styles.cardStack} data-testid={`application-${app.APPLICATION_NO}`}>
      <div className={styles.meta}>
        <PersonLine person={app.PERSON} />
        <strong>{professionLabel(app.PROFESSION)}</strong>
        <span>{formatDateTime(app.CREATED_AT)}</span>
      </div>
      <FileLink url={app.EVIDENCE_URL} name={app.EVIDENCE_NAME} />
      <strong>{app.PITCH}</strong>
      <p className={styles.body}>{app.INTRO}</p>
      <details>
        <summary>{t('admin.details')}</summary>
        <h3 className={styles.subTitle}>{t('page.good_for')}</h3>
        <ul className={styles.listYes}>
          {app.GOOD_FOR.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
        <h3 className={styles.subTitle}>{t('page.not_good_for')}</h3>
        <ul className={styles.listNo}>
          {app.NOT_GOOD_FOR.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
        <h3 className={styles.subTitle}>{t('page.examples')}</h3>
        <ul className={styles.listYes}>
          {app.EXAMPLE_TOPICS.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      </details>
      <TopicChips topics={app.TOPICS} />
      <span className={styles.muted}>{t('card.price', { points: app.PRICE, minutes: app.MINUTES })}</span>
      {app.REASON ? <p className={styles.notice}>{t('admin.reason', { reason: app.REASON })}</p> : null}
      {app.STATUS === 'pending' ? (
        <div className={styles.actions}>
          <Button
            onClick={() => void run(true)}
            loading={decide.isPending && !refusing}
            data-testid="application-approve"
          >
            {t('admin.approve')}
          </Button>
          <Button variant="secondary" onClick={() => setRefusing(true)} data-testid="application-refuse">
            {t('admin.refuse')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={refusing}
        onOpenChange={setRefusing}
        title={t('admin.refuse_title')}
        description={t('admin.refuse_description', { nickname: app.PERSON.USER_NICKNAME })}
        confirmLabel={t('admin.refuse')}
        onConfirm={() => run(false)}
        confirmDisabled={reason.trim().length < 2}
      >
        <TextAreaField
          label={t('admin.reason_label')}
          placeholder={t('admin.reason_placeholder')}
          value={reason}
          onChange={setReason}
          maxChars={300}
          rows={3}
        />
      </ConfirmDialog>
    </Card>
  );
}

function Queue({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('pro');
  const q = useProApplications(status, true);
  const items = flatten(q.data);
  if (q.isPending) {
    return (
      <SkeletonGroup>
        {[0, 1].map((i) => (
          <Skeleton key={i} height={220} style={{ borderRadius: 14 }} />
        ))}
      </SkeletonGroup>
    );
  }
  if (q.isError) {
    return (
      <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
    );
  }
  if (items.length === 0) {
    return <EmptyState icon={<Inbox size={26} />} title={t(`admin.empty.${status}`)} />;
  }
  return (
    <>
      <ul className={styles.stack}>
        {items.map((a) => (
          <ApplicationCard key={a.APPLICATION_NO} app={a} />
        ))}
      </ul>
      <LoadMore query={q} label={t('list.more')} errorTitle={t('list.more_error')} />
    </>
  );
}

function AdminBody() {
  const { t } = useTranslation('pro');
  const me = useMySuspension();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: ApplicationStatus = (STATES as readonly string[]).includes(raw ?? '')
    ? (raw as ApplicationStatus)
    : 'pending';
  let body: ReactNode;
  if (me.isPending) body = <Skeleton height={160} />;
  else if (me.isError) {
    body = (
      <ErrorState message={me.error.message} onRetry={() => void me.refetch()} retrying={me.isRefetching} />
    );
  } else if (!me.data.is_operator) {
    body = (
      <EmptyState
        icon={<ShieldAlert size={26} />}
        title={t('admin.forbidden')}
        message={t('admin.forbidden_message')}
      />
    );
  } else {
    body = (
      <Tabs.Root
        value={tab}
        onValueChange={(v) => setParams(v === 'pending' ? {} : { tab: v }, { replace: true })}
      >
        <Tabs.List className={styles.tabList} aria-label={t('admin.tabs')}>
          {STATES.map((s) => (
            <Tabs.Trigger key={s} value={s} className={styles.tab}>
              {t(`admin.tab.${s}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STATES.map((s) => (
          <Tabs.Content key={s} value={s}>
            {s === tab ? <Queue status={s} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    );
  }
  return body;
}

/** `/admin/pros`: operators approve pro applications or refuse them with a reason. */
export function AdminProsPage() {
  const { t } = useTranslation('pro');
  useEffect(() => {
    document.title = t('admin.document_title');
  }, [t]);
  return (
    <Page className={styles.narrow}>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <LoginGate from="/admin/pros">
        <AdminBody />
      </LoginGate>
    </Page>
  );
}
