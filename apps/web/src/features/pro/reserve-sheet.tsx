import { formatCount, proApi, formatSlotRange } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate } from '../../lib/router';
import { errorMessage, isApiError } from '../../lib/api';
import { buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { SelectField, TextAreaField } from '../../ui/fields';
import { toast } from '../../ui/toast-store';
import { type ProProfile, type Slot, useReservePro } from './api';
import { topicLabel } from './pro-bits';
import styles from './styles';

const { PRO_CANCEL_RULES, PRO_REVIEW_MAX, PRO_ANSWER_HOURS } = proApi;

/**
 * The confirm sheet before reserving: the slot in Seoul time, the topic and a note for the pro, the
 * price that will be held, and the cancellation rules. Short of points (E003) → a way to the shop.
 */
export function ReserveSheet({
  pro,
  slot,
  onClose,
}: {
  pro: ProProfile;
  slot: Slot | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('pro');
  const reserve = useReservePro();
  const navigate = useNavigate();
  const [topic, setTopic] = useState(pro.TOPICS[0] ?? '01');
  const [message, setMessage] = useState('');
  const [short, setShort] = useState<string | null>(null);

  const confirm = async () => {
    if (!slot) return false;
    setShort(null);
    try {
      const res = await reserve.mutateAsync({
        pro_no: pro.PRO_NO,
        start_at: slot.START_AT,
        topic,
        message: message.trim(),
      });
      toast(t('reserve.done', { balance: formatCount(res.BALANCE) }), { tone: 'success' });
      setMessage('');
      // The request now waits for the pro's answer; the member follows it in 내 상담 예약.
      navigate('/pro/reservations');
    } catch (err) {
      if (isApiError(err) && err.code === 'E003') setShort(err.message);
      else toast(errorMessage(err), { tone: 'error' });
      return false;
    }
  };

  return (
    <ConfirmDialog
      open={slot !== null}
      onOpenChange={(open) => {
        if (!open) {
          setShort(null);
          onClose();
        }
      }}
      tone="primary"
      title={t('reserve.title')}
      description={slot ? t('reserve.when', { when: formatSlotRange(slot.START_AT, slot.END_AT) }) : ''}
      confirmLabel={t('reserve.confirm', { points: formatCount(pro.PRICE) })}
      onConfirm={confirm}
    >
      <div className={styles.sheet} data-testid="reserve-sheet">
        <SelectField
          label={t('reserve.topic')}
          value={topic}
          onChange={setTopic}
          options={pro.TOPICS.map((c) => ({ code: c, label: topicLabel(c) }))}
        />
        <TextAreaField
          label={t('reserve.message')}
          placeholder={t('reserve.message_placeholder')}
          value={message}
          onChange={setMessage}
          maxChars={PRO_REVIEW_MAX}
          rows={3}
        />
        <div className={styles.escrow}>
          <strong>{t('reserve.escrow', { points: formatCount(pro.PRICE) })}</strong>
          <span>{t('reserve.escrow_detail', { hours: PRO_ANSWER_HOURS })}</span>
        </div>
        <ul className={styles.rules} aria-label={t('reserve.rules_title')}>
          <li>{t('reserve.rule_requested')}</li>
          <li>{t('reserve.rule_full', { hours: PRO_CANCEL_RULES.fullHours })}</li>
          <li>
            {t('reserve.rule_half', { hours: PRO_CANCEL_RULES.halfHours, full: PRO_CANCEL_RULES.fullHours })}
          </li>
          <li>{t('reserve.rule_none', { hours: PRO_CANCEL_RULES.halfHours })}</li>
          <li>{t('reserve.rule_pro_no_show')}</li>
          <li>{t('reserve.rule_pro_left')}</li>
        </ul>
        {short ? (
          <div className={styles.short} role="alert" data-testid="reserve-short">
            <span>{short}</span>
            <Link to="/cafeteria" className={buttonClass('primary', 'sm')}>
              {t('reserve.go_cafeteria')}
            </Link>
          </div>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
