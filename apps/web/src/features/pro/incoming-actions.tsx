import { formatCount, parseSeoulDate } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/fields';
import { toast } from '../../ui/toast-store';
import { type Reservation, useAcceptReservation, useRefundReservation, useRejectReservation } from './api';

/** The pro's answers to one reservation: accept or reject a request, refund an accepted one. */
export function IncomingActions({ r }: { r: Reservation }) {
  const { t } = useTranslation('pro');
  const accept = useAcceptReservation();
  const reject = useRejectReservation();
  const refund = useRefundReservation();
  const [asking, setAsking] = useState<'reject' | 'refund' | null>(null);
  const [reason, setReason] = useState('');
  const beforeDeadline = (parseSeoulDate(r.ANSWER_DEADLINE)?.getTime() ?? 0) > Date.now();

  const doAccept = async () => {
    try {
      await accept.mutateAsync(r.RESERVATION_NO);
      toast(t('incoming.accepted'), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };
  const doConfirm = async () => {
    try {
      if (asking === 'reject') {
        await reject.mutateAsync({ reservationNo: r.RESERVATION_NO, reason: reason.trim() });
        toast(t('incoming.rejected'), { tone: 'success' });
        setReason('');
      } else {
        await refund.mutateAsync(r.RESERVATION_NO);
        toast(t('incoming.refunded', { points: formatCount(r.PRICE) }), { tone: 'success' });
      }
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
      return false;
    }
  };

  if (r.STATUS === 'requested' && beforeDeadline) {
    return (
      <>
        <Button
          size="sm"
          onClick={() => void doAccept()}
          loading={accept.isPending}
          data-testid="incoming-accept"
        >
          {t('incoming.accept')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setAsking('reject')}
          data-testid="incoming-reject"
        >
          {t('incoming.reject')}
        </Button>
        <ConfirmDialog
          open={asking === 'reject'}
          onOpenChange={(o) => setAsking(o ? 'reject' : null)}
          title={t('incoming.reject_title')}
          description={t('incoming.reject_description', { points: formatCount(r.PRICE) })}
          confirmLabel={t('incoming.reject')}
          onConfirm={doConfirm}
          confirmDisabled={reason.trim().length < 2}
        >
          <TextAreaField
            label={t('incoming.reason')}
            placeholder={t('incoming.reason_placeholder')}
            value={reason}
            onChange={setReason}
            maxChars={300}
            rows={3}
          />
        </ConfirmDialog>
      </>
    );
  }
  if (r.STATUS === 'accepted') {
    return (
      <>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setAsking('refund')}
          data-testid="incoming-refund"
        >
          {t('incoming.refund')}
        </Button>
        <ConfirmDialog
          open={asking === 'refund'}
          onOpenChange={(o) => setAsking(o ? 'refund' : null)}
          title={t('incoming.refund_title')}
          description={t('incoming.refund_description', { points: formatCount(r.PRICE) })}
          confirmLabel={t('incoming.refund')}
          onConfirm={doConfirm}
        />
      </>
    );
  }
  return null;
}
