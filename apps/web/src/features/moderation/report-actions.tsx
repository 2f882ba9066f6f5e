import { type ReportItem, reportReasons } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import {
  type Hideable,
  type ReportStatus,
  useHideContent,
  useResolveReport,
  useUnsuspend,
} from './admin-api';
import styles from './admin-reports.module.css';
import formStyles from './moderation.module.css';
import { SuspendDialog } from './suspend-dialog';

type Pending = 'resolve' | 'unsuspend' | 'suspend' | null;

/** The operator's buttons for one report; each calls the server and updates the list in place. */
export function ReportActions({ item, tab }: { item: ReportItem; tab: ReportStatus }) {
  const { t } = useTranslation('moderation');
  const resolveReport = useResolveReport(tab);
  const hideContent = useHideContent();
  const unsuspendAuthor = useUnsuspend();
  const [dialog, setDialog] = useState<Pending>(null);
  const [hideToo, setHideToo] = useState(true);
  const dismissing = resolveReport.isPending && resolveReport.variables?.status === 'dismissed';
  const canHide = item.TARGET_TYPE !== 'project';
  const author =
    item.AUTHOR_NO !== null ? { no: item.AUTHOR_NO, nickname: item.AUTHOR_NICKNAME ?? '' } : null;

  /** A rejection keeps the confirm dialog open. */
  const resolve = async (status: 'resolved' | 'dismissed', hide: boolean) => {
    try {
      // The report may leave this tab (and this card unmount): the awaited promise still settles.
      await resolveReport.mutateAsync({ reportNo: item.REPORT_NO, status, hide });
      toast(t(status === 'resolved' ? 'admin.resolved_done' : 'admin.dismissed_done'), { tone: 'success' });
    } catch (err) {
      toast(t('admin.action_failed'), { description: errorMessage(err), tone: 'error' });
      throw err;
    }
  };

  const dismiss = () => void resolve('dismissed', false).catch(() => undefined);

  const toggleHidden = async () => {
    const next = !item.HIDDEN;
    try {
      await hideContent.mutateAsync({
        type: item.TARGET_TYPE as Hideable,
        no: item.TARGET_NO,
        hidden: next,
      });
      toast(t(next ? 'admin.hidden_done' : 'admin.shown_done'), { tone: 'success' });
    } catch (err) {
      toast(t('admin.action_failed'), { description: errorMessage(err), tone: 'error' });
    }
  };

  /** A rejection keeps the confirm dialog open. */
  const unsuspend = async () => {
    if (!author) return;
    try {
      const res = await unsuspendAuthor.mutateAsync(author.no);
      toast(t(res.lifted ? 'admin.unsuspended_done' : 'admin.not_suspended', { nickname: author.nickname }), {
        tone: res.lifted ? 'success' : 'info',
      });
    } catch (err) {
      toast(t('admin.action_failed'), { description: errorMessage(err), tone: 'error' });
      throw err;
    }
  };

  return (
    <div className={styles.actions}>
      {item.STATUS !== 'resolved' ? (
        <Button size="sm" variant="danger" onClick={() => setDialog('resolve')} data-testid="report-resolve">
          {t('admin.resolve')}
        </Button>
      ) : null}
      {item.STATUS !== 'dismissed' ? (
        <Button
          size="sm"
          variant="secondary"
          onClick={dismiss}
          loading={dismissing}
          data-testid="report-dismiss"
        >
          {t('admin.dismiss')}
        </Button>
      ) : null}
      {canHide ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={toggleHidden}
          loading={hideContent.isPending}
          aria-pressed={item.HIDDEN}
          data-testid="report-hide"
        >
          {t(item.HIDDEN ? 'admin.show' : 'admin.hide')}
        </Button>
      ) : null}
      {author && !item.AUTHOR_SUSPENDED_UNTIL ? (
        <Button size="sm" variant="ghost" onClick={() => setDialog('suspend')} data-testid="report-suspend">
          {t('admin.suspend')}
        </Button>
      ) : null}
      {author && item.AUTHOR_SUSPENDED_UNTIL ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDialog('unsuspend')}
          data-testid="report-unsuspend"
        >
          {t('admin.unsuspend')}
        </Button>
      ) : null}

      <ConfirmDialog
        open={dialog === 'resolve'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
          else setHideToo(true);
        }}
        title={t('admin.resolve_title')}
        description={t('admin.resolve_description', { count: item.AUTHOR_CONFIRMED + 1 })}
        confirmLabel={t('admin.resolve')}
        onConfirm={() => resolve('resolved', canHide && hideToo)}
      >
        {canHide ? (
          <label className={formStyles.check}>
            <input
              type="checkbox"
              checked={hideToo}
              onChange={(e) => setHideToo(e.target.checked)}
              data-testid="resolve-hide"
            />
            {t('admin.resolve_hide')}
          </label>
        ) : null}
      </ConfirmDialog>

      {author ? (
        <>
          <SuspendDialog
            open={dialog === 'suspend'}
            onOpenChange={(open) => setDialog(open ? 'suspend' : null)}
            userNo={author.no}
            nickname={author.nickname}
            suggestedReason={reportReasons.label(item.REASON) ?? ''}
          />
          <ConfirmDialog
            open={dialog === 'unsuspend'}
            onOpenChange={(open) => setDialog(open ? 'unsuspend' : null)}
            title={t('admin.unsuspend_title', { nickname: author.nickname })}
            description={t('admin.unsuspend_description')}
            confirmLabel={t('admin.unsuspend')}
            tone="primary"
            onConfirm={unsuspend}
          />
        </>
      ) : null}
    </div>
  );
}
