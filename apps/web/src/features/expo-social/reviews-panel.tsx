import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { AuthorLine } from '../lounge/author-line';
import { Stars } from '../profile/reviews-section';
import { type BoothReview, flatPages, useBoothReviews, useBoothSocial, useRemoveReview } from './api';
import styles from './expo-social.module.css';
import { AnswerForm, ReviewForm } from './review-form';
import { useExpoLogin } from './use-expo-login';

/** The 리뷰 tab of a booth: the average, the viewer's own review form, and the list with answers. */
export function ReviewsPanel({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('expo_social');
  const state = useBoothSocial(boothNo);
  const q = useBoothReviews(boothNo);
  const login = useExpoLogin();
  const loaded = flatPages(q.data);
  const mine = q.data?.pages[0]?.mine ?? null;
  // The viewer's own review leads the list when it is further down than the pages loaded, so it
  // can always be edited or removed.
  const reviews = mine && !loaded.some((r) => r.REVIEW_NO === mine.REVIEW_NO) ? [mine, ...loaded] : loaded;
  const isTeam = state.data?.IS_TEAM ?? false;
  const average = state.data?.REVIEW_AVERAGE ?? null;

  return (
    <section className={styles.panel} aria-label={t('reviews.title')} data-testid="reviews-panel">
      {state.data && state.data.REVIEW_COUNT > 0 ? (
        <p className={styles.summary}>
          <Stars value={average ?? 0} size={18} />
          <strong>{t('reviews.average', { value: (average ?? 0).toFixed(1) })}</strong>
          <span>{t('reviews.summary', { count: state.data.REVIEW_COUNT })}</span>
        </p>
      ) : null}

      {isTeam ? (
        <p className={styles.note}>{t('reviews.own_booth')}</p>
      ) : !login.isLoggedIn ? (
        <Button variant="soft" onClick={() => login.ask('review')} data-testid="review-login">
          {t('reviews.write')}
        </Button>
      ) : q.isSuccess && !mine ? (
        <ReviewForm boothNo={boothNo} mine={null} />
      ) : null}

      {q.isPending ? (
        <SkeletonText lines={4} />
      ) : q.isError ? (
        <ErrorState
          compact
          title={t('reviews.error')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : reviews.length === 0 ? (
        <EmptyState
          compact
          icon={<MessageSquareQuote size={26} />}
          title={t('reviews.empty_title')}
          message={isTeam ? t('reviews.empty_team') : t('reviews.empty_body')}
        />
      ) : (
        <>
          <ul className={styles.list}>
            {reviews.map((r) => (
              <ReviewItem key={r.REVIEW_NO} boothNo={boothNo} review={r} isTeam={isTeam} />
            ))}
          </ul>
          {q.hasNextPage || q.isFetchNextPageError ? (
            <LoadMore query={q} label={t('reviews.more')} errorTitle={t('reviews.more_error')} />
          ) : null}
        </>
      )}
      {login.dialog}
    </section>
  );
}

function ReviewItem({ boothNo, review, isTeam }: { boothNo: number; review: BoothReview; isTeam: boolean }) {
  const { t } = useTranslation('expo_social');
  const remove = useRemoveReview(boothNo);
  const [editing, setEditing] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [removing, setRemoving] = useState(false);

  return (
    <li className={styles.item} data-testid={`review-${review.REVIEW_NO}`}>
      <div className={styles.itemHead}>
        <AuthorLine
          author={review.AUTHOR}
          time={review.CREATED_AT}
          edited={review.UPDATED_AT !== review.CREATED_AT}
          size="sm"
        />
        {review.MINE ? <span className={styles.mineTag}>{t('reviews.mine')}</span> : null}
      </div>
      {editing ? (
        <ReviewForm boothNo={boothNo} mine={review} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Stars value={review.RATING} size={14} />
          <p className={styles.body}>{review.BODY}</p>
        </>
      )}
      {review.MINE && !editing ? (
        <div className={styles.actions}>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            {t('reviews.edit')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRemoving(true)}>
            {t('reviews.remove')}
          </Button>
        </div>
      ) : null}

      {answering ? (
        <AnswerForm boothNo={boothNo} review={review} onDone={() => setAnswering(false)} />
      ) : review.ANSWER ? (
        <div className={styles.answer} data-testid="review-answer">
          <p className={styles.answerLabel}>{t('reviews.answer_label')}</p>
          <p className={styles.body}>{review.ANSWER}</p>
          {isTeam ? (
            <Button size="sm" variant="ghost" onClick={() => setAnswering(true)}>
              {t('reviews.answer_edit')}
            </Button>
          ) : null}
        </div>
      ) : isTeam ? (
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="soft"
            onClick={() => setAnswering(true)}
            data-testid="review-answer-open"
          >
            {t('reviews.answer')}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('reviews.remove_title')}
        description={t('reviews.remove_body')}
        confirmLabel={t('reviews.remove')}
        cancelLabel={t('reviews.cancel')}
        tone="danger"
        onConfirm={() =>
          remove.mutateAsync(review.REVIEW_NO).then(
            () => toast(t('reviews.removed'), { tone: 'success' }),
            (err) => toast(t('reviews.failed'), { description: errorMessage(err), tone: 'error' }),
          )
        }
      />
    </li>
  );
}
