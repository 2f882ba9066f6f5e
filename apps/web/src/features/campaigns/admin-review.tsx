import { formatDateTime } from '@sidequest/shared';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { TextAreaField } from '../../ui/fields';
import { LoadMore } from '../../ui/load-more';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { flatten, type ReviewItem, type ReviewState, useReviewEntry, useReviewQueue } from './api';
import styles from './campaigns.module.css';

function ReviewCard({ item }: { item: ReviewItem }) {
  const { t } = useTranslation('campaigns');
  const decide = useReviewEntry();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const approve = async () => {
    try {
      await decide.mutateAsync({ entryNo: item.entry_no, approve: true, reason: '' });
      toast(t('admin.approved_toast'), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };
  const reject = async () => {
    try {
      await decide.mutateAsync({ entryNo: item.entry_no, approve: false, reason: reason.trim() });
      toast(t('admin.rejected_toast'), { tone: 'success' });
      setReason('');
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
      return false;
    }
  };
  return (
    <Card as="article" className={styles.stack} data-testid={`review-${item.entry_no}`}>
      <div className={styles.meta}>
        <Link to={`/events/${item.event_no}`} className={styles.link}>
          {item.event_title}
        </Link>
        <span>{item.nickname}</span>
        <span>{formatDateTime(item.created_at)}</span>
      </div>
      {item.proof_image ? (
        <a href={item.proof_image} target="_blank" rel="noopener noreferrer">
          <img
            src={item.proof_image}
            alt={`${item.nickname} ${t('mine.proof_image')}`}
            className={styles.proofThumb}
          />
        </a>
      ) : (
        <p className={styles.notice}>{t('admin.no_proof_image')}</p>
      )}
      {item.proof_url ? (
        <a href={item.proof_url} target="_blank" rel="noopener noreferrer nofollow" className={styles.link}>
          {item.proof_url}
        </a>
      ) : null}
      {item.note ? <p className={styles.body}>{t('admin.note', { note: item.note })}</p> : null}
      {item.reject_reason ? (
        <p className={`${styles.notice} ${styles.noticeDanger}`}>
          {t('admin.reason', { reason: item.reject_reason })}
        </p>
      ) : null}
      {item.review === 'pending' ? (
        <div className={styles.actions}>
          <Button
            onClick={() => void approve()}
            loading={decide.isPending && !rejecting}
            data-testid="review-approve"
          >
            {t('admin.approve')}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)} data-testid="review-reject">
            {t('admin.reject')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('admin.reject_title')}
        description={t('admin.reject_description', { nickname: item.nickname })}
        confirmLabel={t('admin.reject')}
        onConfirm={reject}
        confirmDisabled={reason.trim().length < 2}
      >
        <TextAreaField
          label={t('admin.reject_reason')}
          placeholder={t('admin.reject_placeholder')}
          value={reason}
          onChange={setReason}
          maxChars={200}
          rows={3}
        />
      </ConfirmDialog>
    </Card>
  );
}

/** The proofs in one review state, newest first. */
export function ReviewQueue({ review }: { review: ReviewState }) {
  const { t } = useTranslation('campaigns');
  const q = useReviewQueue(review, true);
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
    return (
      <EmptyState
        icon={<Inbox size={26} />}
        title={t(`admin.empty_queue.${review}`)}
        message={t('admin.empty_queue_message')}
      />
    );
  }
  return (
    <div className={styles.stack}>
      {items.map((item) => (
        <ReviewCard key={item.entry_no} item={item} />
      ))}
      <LoadMore query={q} label={t('admin.more')} errorTitle={t('admin.more_error')} />
    </div>
  );
}
