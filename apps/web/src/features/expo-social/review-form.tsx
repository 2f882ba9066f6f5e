import { Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/fields';
import { toast } from '../../ui/toast-store';
import { type BoothReview, LIMITS, useAnswerReview, useWriteReview } from './api';
import styles from './expo-social.module.css';

/** Five stars to pick from; arrow keys move between them as in any radio group. */
export function StarPicker({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('expo_social');
  return (
    <fieldset className={styles.starPicker}>
      <legend className={styles.starLegend}>{t('reviews.rating')}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={styles.starOption} title={t('reviews.pick', { value: n })}>
          <input
            type="radio"
            name="booth-rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="visually-hidden"
            data-testid={`review-star-${n}`}
          />
          <Star
            size={26}
            aria-hidden="true"
            className={n <= value ? styles.starOn : styles.starOff}
            fill="currentColor"
          />
          <span className="visually-hidden">{t('reviews.pick', { value: n })}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Writes the viewer's review, or edits it when `mine` is given. */
export function ReviewForm({
  boothNo,
  mine,
  onDone,
}: {
  boothNo: number;
  mine: BoothReview | null;
  onDone?: () => void;
}) {
  const { t } = useTranslation('expo_social');
  const write = useWriteReview(boothNo);
  const [rating, setRating] = useState(mine?.RATING ?? 0);
  const [body, setBody] = useState(mine?.BODY ?? '');
  const [error, setError] = useState<string | null>(null);
  const tooShort = [...body.trim()].length < LIMITS.reviewMinChars;

  const save = () => {
    setError(null);
    write.mutate(
      { rating, body },
      {
        onSuccess: () => {
          toast(t('reviews.saved'), { tone: 'success' });
          if (!mine) {
            setRating(0);
            setBody('');
          }
          onDone?.();
        },
        onError: (err) =>
          setError(isApiError(err) ? (err.fields.body ?? err.fields.rating ?? err.message) : String(err)),
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      data-testid="review-form"
    >
      <StarPicker value={rating} onChange={setRating} />
      <TextAreaField
        label={t('reviews.body')}
        value={body}
        onChange={setBody}
        maxChars={LIMITS.reviewMax}
        placeholder={t('reviews.placeholder')}
        rows={3}
        error={error}
        data-testid="review-body"
      />
      <div className={styles.formFooter}>
        {onDone && mine ? (
          <Button variant="secondary" onClick={onDone} disabled={write.isPending}>
            {t('reviews.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          loading={write.isPending}
          disabled={rating === 0 || tooShort || [...body].length > LIMITS.reviewMax}
          data-testid="review-save"
        >
          {mine ? t('reviews.save') : t('reviews.write')}
        </Button>
      </div>
    </form>
  );
}

/** The team's answer to one review, written or edited in place. */
export function AnswerForm({
  boothNo,
  review,
  onDone,
}: {
  boothNo: number;
  review: BoothReview;
  onDone: () => void;
}) {
  const { t } = useTranslation('expo_social');
  const answer = useAnswerReview(boothNo);
  const [text, setText] = useState(review.ANSWER ?? '');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        answer.mutate(
          { review_no: review.REVIEW_NO, answer: text },
          {
            onSuccess: () => {
              toast(t('reviews.answer_saved'), { tone: 'success' });
              onDone();
            },
            onError: (err) => setError(isApiError(err) ? (err.fields.answer ?? err.message) : String(err)),
          },
        );
      }}
      data-testid="answer-form"
    >
      <TextAreaField
        label={t('reviews.answer_label')}
        value={text}
        onChange={setText}
        maxChars={LIMITS.answerMax}
        placeholder={t('reviews.answer_placeholder')}
        rows={3}
        error={error}
      />
      <div className={styles.formFooter}>
        <Button variant="secondary" onClick={onDone} disabled={answer.isPending}>
          {t('reviews.cancel')}
        </Button>
        <Button type="submit" loading={answer.isPending} disabled={!text.trim()}>
          {t('reviews.save')}
        </Button>
      </div>
    </form>
  );
}
