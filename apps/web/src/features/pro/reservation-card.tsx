import { formatCount, formatDateTime, proApi, formatSlotRange } from '@sidequest/shared';
import { MessageCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ConfirmDialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/fields';
import { toast } from '../../ui/toast-store';
import { showRoom } from '../chat/open-room';
import { type Reservation, useCancelReservation, useWriteProReview } from './api';
import { MoneyLine, PersonLine, professionLabel, StatusChip, topicLabel } from './pro-bits';
import styles from './styles';
import { Stars } from './reviews';
import { cancelRefund } from './time';

/** One reservation: who, when (Seoul), the topic, the points, and the actions the viewer may take. */
export function ReservationCard({
  r,
  side,
  actions,
}: {
  r: Reservation;
  side: 'member' | 'pro';
  actions?: ReactNode;
}) {
  const { t } = useTranslation('pro');
  return (
    <Card as="li" className={styles.reservation} data-testid={`reservation-${r.RESERVATION_NO}`}>
      <div className={styles.reservationHead}>
        <StatusChip status={r.STATUS} />
        <strong>{formatSlotRange(r.START_AT, r.END_AT)}</strong>
        <span className={styles.muted}>{t('calendar.zone_short')}</span>
      </div>
      <div className={styles.meta}>
        <PersonLine person={side === 'member' ? r.PRO : r.MEMBER} size={24} />
        <span>{professionLabel(r.PROFESSION)}</span>
        <span>{topicLabel(r.TOPIC)}</span>
      </div>
      {r.MESSAGE ? <p className={styles.body}>{r.MESSAGE}</p> : null}
      {r.STATUS === 'requested' ? (
        <p className={styles.muted}>
          {t('card.answer_deadline', { when: formatDateTime(r.ANSWER_DEADLINE) })}
        </p>
      ) : null}
      {r.REJECT_REASON ? (
        <p className={styles.notice}>{t('card.reject_reason', { reason: r.REJECT_REASON })}</p>
      ) : null}
      <MoneyLine r={r} />
      <div className={styles.actions}>
        {r.CHAT_ID ? (
          <Button variant="soft" size="sm" onClick={() => showRoom(r.CHAT_ID ?? '')}>
            <MessageCircle size={15} aria-hidden="true" />
            {t('card.open_chat')}
          </Button>
        ) : null}
        {actions}
      </div>
    </Card>
  );
}

/** 예약 취소, with the refund the rules give right now written in the confirm. */
export function CancelButton({ r }: { r: Reservation }) {
  const { t } = useTranslation('pro');
  const cancel = useCancelReservation();
  const [open, setOpen] = useState(false);
  const refund = cancelRefund(r);
  const run = async () => {
    try {
      const res = await cancel.mutateAsync(r.RESERVATION_NO);
      toast(t('cancel.done', { points: formatCount(res.reservation.REFUNDED) }), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
      return false;
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="reservation-cancel">
        {t('cancel.action')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('cancel.title')}
        description={
          refund === r.PRICE
            ? t('cancel.full', { points: formatCount(refund) })
            : refund > 0
              ? t('cancel.partial', { points: formatCount(refund), price: formatCount(r.PRICE) })
              : t('cancel.none', { price: formatCount(r.PRICE) })
        }
        confirmLabel={t('cancel.confirm')}
        onConfirm={run}
      />
    </>
  );
}

/** 후기 쓰기 after a completed session: stars and a few words, once. */
export function ReviewButton({ r }: { r: Reservation }) {
  const { t } = useTranslation('pro');
  const write = useWriteProReview();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(5);
  const [body, setBody] = useState('');
  const run = async () => {
    try {
      await write.mutateAsync({ reservation_no: r.RESERVATION_NO, rating, body: body.trim() });
      toast(t('review.written'), { tone: 'success' });
      setBody('');
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
      return false;
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} data-testid="reservation-review">
        {t('review.write')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="primary"
        title={t('review.write_title')}
        description={t('review.write_description')}
        confirmLabel={t('review.write_confirm')}
        onConfirm={run}
        confirmDisabled={body.trim().length < 5}
      >
        <fieldset className={styles.starPicker}>
          <legend>{t('review.rating')}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              <Stars rating={n} />
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={t('review.body')}
          placeholder={t('review.body_placeholder')}
          value={body}
          onChange={setBody}
          maxChars={proApi.PRO_REVIEW_MAX}
          rows={4}
        />
      </ConfirmDialog>
    </>
  );
}
