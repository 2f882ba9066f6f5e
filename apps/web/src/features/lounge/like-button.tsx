import { formatNumber } from '@sidequest/shared';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { Dialog } from '../../ui/dialog';
import { ErrorState } from '../../ui/error-state';
import { SkeletonGroup, SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { type LikeTarget, useLike, useLikers } from './interactions-api';
import styles from './lounge.module.css';
import { PersonList } from './person-list';
import { useLoungeLogin } from './use-lounge-login';

export interface LikeButtonProps {
  targetType: LikeTarget;
  targetNo: number;
  liked: boolean;
  count: number;
  /** Reports the new state at once (optimistic), then the server's, or the old one after a failure. */
  onChange(state: { liked: boolean; count: number }): void;
  size?: 'md' | 'sm';
}

/**
 * ♥ toggles the like at once and settles on the server's count; the number opens who liked.
 * Visitors are asked to log in.
 */
export function LikeButton({ targetType, targetNo, liked, count, onChange, size = 'md' }: LikeButtonProps) {
  const { t } = useTranslation('lounge');
  const login = useLoungeLogin();
  const like = useLike(targetType, targetNo);
  const busy = like.isPending;
  const [peopleOpen, setPeopleOpen] = useState(false);

  const toggle = () => {
    if (busy || login.ask('like', toggle)) return;
    const next = !liked;
    const before = { liked, count };
    onChange({ liked: next, count: Math.max(0, count + (next ? 1 : -1)) });
    like.mutate(next, {
      onSuccess: (res) => onChange({ liked: res.liked, count: res.like_count }),
      onError: (err) => {
        onChange(before);
        if (isApiError(err) && err.isUnauthorized) login.force('like');
        else toast(t('like.failed'), { description: errorMessage(err), tone: 'error' });
      },
    });
  };

  return (
    <span className={styles.actionPair}>
      <button
        type="button"
        className={`${styles.action} ${liked ? styles.actionOn : ''} ${size === 'sm' ? styles.actionSm : ''}`}
        onClick={toggle}
        aria-pressed={liked}
        aria-label={liked ? t('like.liked') : t('like.like')}
        disabled={busy}
        data-testid={`like-${targetType}`}
      >
        <Heart size={size === 'sm' ? 15 : 18} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      </button>
      <button
        type="button"
        className={`${styles.countButton} ${size === 'sm' ? styles.actionSm : ''}`}
        onClick={() => setPeopleOpen(true)}
        disabled={count === 0}
        aria-label={t('like.count_label', { count })}
        data-testid={`like-count-${targetType}`}
      >
        {formatNumber(count)}
      </button>
      <LikersDialog
        targetType={targetType}
        targetNo={targetNo}
        open={peopleOpen}
        onOpenChange={setPeopleOpen}
      />
      {login.dialog}
    </span>
  );
}

function LikersDialog({
  targetType,
  targetNo,
  open,
  onOpenChange,
}: {
  targetType: LikeTarget;
  targetNo: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation('lounge');
  const people = useLikers(targetType, targetNo, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('like.people_title')}>
      {people.isPending ? (
        <SkeletonGroup>
          <SkeletonText lines={3} />
        </SkeletonGroup>
      ) : people.isError ? (
        <ErrorState
          compact
          title={t('like.people_error')}
          message={people.error.message}
          onRetry={() => void people.refetch()}
          retrying={people.isFetching}
        />
      ) : (
        <PersonList people={people.data.list} empty={t('like.people_empty')} />
      )}
    </Dialog>
  );
}
