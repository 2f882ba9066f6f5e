import { formatDate, proApi } from '@sidequest/shared';
import { MessageSquareText, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { TextAreaField } from '../../ui/fields';
import { LoadMore } from '../../ui/load-more';
import { toast } from '../../ui/toast-store';
import { flatten, type ProReview, useAnswerProReview, useMoreProReviews } from './api';
import { PersonLine } from './pro-bits';
import styles from './styles';

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('pro');
  return (
    <span className={styles.stars} role="img" aria-label={t('review.stars', { rating })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} size={14} aria-hidden="true" className={i <= rating ? styles.star : styles.starOff} />
      ))}
    </span>
  );
}

/** The pro's one answer to a review, written here by the pro while there is none. */
function AnswerBox({ review }: { review: ProReview }) {
  const { t } = useTranslation('pro');
  const answer = useAnswerProReview();
  const [text, setText] = useState('');
  const send = async () => {
    try {
      await answer.mutateAsync({ review_no: review.REVIEW_NO, answer: text.trim() });
      toast(t('review.answered'), { tone: 'success' });
      setText('');
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };
  return (
    <div className={styles.answerBox}>
      <TextAreaField
        label={t('review.answer_label')}
        placeholder={t('review.answer_placeholder')}
        value={text}
        onChange={setText}
        maxChars={proApi.PRO_REVIEW_MAX}
        rows={2}
      />
      <Button
        size="sm"
        onClick={() => void send()}
        loading={answer.isPending}
        disabled={text.trim().length < 2}
      >
        {t('review.answer_send')}
      </Button>
    </div>
  );
}

function ReviewItem({ review, isMe }: { review: ProReview; isMe: boolean }) {
  const { t } = useTranslation('pro');
  return (
    <li className={styles.review} data-testid={`pro-review-${review.REVIEW_NO}`}>
      <div className={styles.reviewHead}>
        <PersonLine person={review.AUTHOR} size={24} />
        <Stars rating={review.RATING} />
        <span className={styles.muted}>{formatDate(review.CREATED_AT)}</span>
      </div>
      <p className={styles.body}>{review.BODY}</p>
      {review.ANSWER ? (
        <div className={styles.answer}>
          <strong>{t('review.answer_title')}</strong>
          <p className={styles.body}>{review.ANSWER}</p>
        </div>
      ) : isMe ? (
        <AnswerBox review={review} />
      ) : null}
    </li>
  );
}

/** The reviews on a pro's page: the first page came with the profile, the rest on 더보기. */
export function ProReviews({
  proNo,
  first,
  more,
  isMe,
}: {
  proNo: number;
  first: ProReview[];
  more: boolean;
  isMe: boolean;
}) {
  const { t } = useTranslation('pro');
  const [open, setOpen] = useState(false);
  const rest = useMoreProReviews(proNo, first.at(-1)?.REVIEW_NO, open);
  const all = [...first, ...flatten(rest.data)];
  return (
    <section className={styles.section} aria-labelledby="pro-reviews-title">
      <h2 id="pro-reviews-title" className={styles.sectionTitle}>
        {t('review.title')}
      </h2>
      {all.length === 0 ? (
        <EmptyState
          compact
          icon={<MessageSquareText size={22} />}
          title={t('review.empty')}
          message={t('review.empty_message')}
        />
      ) : (
        <ul className={styles.reviews}>
          {all.map((r) => (
            <ReviewItem key={r.REVIEW_NO} review={r} isMe={isMe} />
          ))}
        </ul>
      )}
      {more && !open ? (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('review.more')}
        </Button>
      ) : open ? (
        <LoadMore query={rest} label={t('review.more')} errorTitle={t('review.more_error')} />
      ) : null}
    </section>
  );
}
