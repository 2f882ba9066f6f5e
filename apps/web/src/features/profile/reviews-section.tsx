import { formatDate, RESUME_LIMITS, type Resume, type Review } from '@sidequest/shared';
import { MessageSquareQuote, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { isApiError } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LevelIcon } from '../../ui/level-icon';
import { SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useReviews, useUpdateReview } from './api';
import { TextAreaField } from '../../ui/fields';
import shared from './profile.module.css';
import styles from './reviews-section.module.css';
import { SectionCard } from './section-card';

export function Stars({ value, size = 15 }: { value: number; size?: number }) {
  const { t } = useTranslation('people');
  return (
    <span className={styles.stars} role="img" aria-label={t('profile.reviews.stars', { value })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden="true"
          className={n <= Math.round(value) ? styles.starOn : styles.starOff}
          fill="currentColor"
        />
      ))}
    </span>
  );
}

function RatingPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('people');
  return (
    <fieldset className={styles.ratingPicker}>
      <legend className={styles.ratingLegend}>{t('profile.reviews.rating')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={styles.ratingOption}>
          <input
            type="radio"
            name="rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="visually-hidden"
          />
          <Star
            size={22}
            aria-hidden="true"
            className={n <= value ? styles.starOn : styles.starOff}
            fill="currentColor"
          />
          <span className="visually-hidden">{t('profile.reviews.stars', { value: n })}</span>
        </label>
      ))}
    </fieldset>
  );
}

function ReviewItem({ review, userNo }: { review: Review; userNo: number }) {
  const { t } = useTranslation('people');
  const update = useUpdateReview(userNo);
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState(review.RATING);
  const [body, setBody] = useState(review.BODY);
  const [error, setError] = useState<string | null>(null);
  const saving = update.isPending;

  const save = () => {
    setError(null);
    update.mutate(
      { review_no: review.REVIEW_NO, rating, body },
      {
        onSuccess: () => {
          setEditing(false);
          toast(t('profile.reviews.saved'), { tone: 'success' });
        },
        onError: (err) => setError(isApiError(err) ? (err.fields.body ?? err.message) : String(err)),
      },
    );
  };

  const name = review.REVIEWER_NICKNAME;
  return (
    <li className={styles.review}>
      <div className={styles.reviewHead}>
        <Avatar nickname={name ?? '?'} src={review.REVIEWER_IMG_URL} size={36} />
        <div>
          <p className={styles.reviewName}>
            {name ? <Link to={profileHref(name)}>{name}</Link> : t('profile.reviews.withdrawn')}
            {name ? <LevelIcon level={review.REVIEWER_LEVEL} size={16} /> : null}
            {review.PROJECT_NAME ? <span className={shared.itemSub}>{review.PROJECT_NAME}</span> : null}
          </p>
          <p className={shared.itemMeta}>
            <Stars value={review.RATING} size={13} />
            {formatDate(review.CREATED_AT)}
            {review.UPDATED_AT !== review.CREATED_AT ? ` · ${t('profile.reviews.edited')}` : ''}
          </p>
        </div>
        {review.IS_MINE && !editing ? (
          <Button size="sm" variant="ghost" className={styles.reviewEdit} onClick={() => setEditing(true)}>
            {t('profile.action.edit')}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form
          className={shared.editor}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <RatingPicker value={rating} onChange={setRating} />
          <TextAreaField
            label={t('profile.reviews.body')}
            value={body}
            onChange={setBody}
            maxChars={RESUME_LIMITS.reviewBody}
            rows={4}
            error={error}
          />
          <div className={shared.editorFooter}>
            <div className={shared.editorExtra} />
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
              {t('profile.action.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('profile.action.save')}
            </Button>
          </div>
        </form>
      ) : (
        <p className={shared.itemText}>{review.BODY}</p>
      )}
    </li>
  );
}

/** Reviews from teammates: the average, the list, and why there may be none yet. */
export function ReviewsSection({ resume }: { resume: Resume }) {
  const { t } = useTranslation('people');
  const q = useReviews(resume.USER_NO);
  const reviews = q.data?.pages.flatMap((p) => p.list) ?? [];
  const first = q.data?.pages[0];
  return (
    <SectionCard
      id="reviews"
      title={t('profile.reviews.title')}
      aside={
        first && first.COUNT > 0 ? (
          <span className={styles.reviewSummary}>
            <Stars value={first.AVERAGE ?? 0} size={14} />
            {t('profile.reviews.summary', { average: (first.AVERAGE ?? 0).toFixed(1), count: first.COUNT })}
          </span>
        ) : undefined
      }
    >
      {q.isPending ? (
        <SkeletonText lines={3} />
      ) : q.isError ? (
        <ErrorState
          compact
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : reviews.length === 0 ? (
        <EmptyState
          compact
          icon={<MessageSquareQuote size={22} />}
          title={t('profile.reviews.empty_title')}
          message={
            resume.IS_OWNER
              ? t('profile.reviews.empty_owner')
              : t('profile.reviews.empty', { nickname: resume.USER_NICKNAME })
          }
          action={
            <Link to="/project" className={styles.textLink}>
              {t('profile.reviews.find_projects')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className={styles.reviewList}>
            {reviews.map((r) => (
              <ReviewItem key={r.REVIEW_NO} review={r} userNo={resume.USER_NO} />
            ))}
          </ul>
          {q.hasNextPage ? (
            <Button
              variant="secondary"
              block
              onClick={() => void q.fetchNextPage()}
              loading={q.isFetchingNextPage}
            >
              {t('profile.action.more')}
            </Button>
          ) : null}
        </>
      )}
      <p className={shared.sectionNote}>{t('profile.reviews.rule')}</p>
    </SectionCard>
  );
}
