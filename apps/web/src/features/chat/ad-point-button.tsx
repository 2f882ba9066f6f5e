import { formatNumber } from '@sidequest/shared';
import { Coins } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { useClaimAdPoint } from './api';
import styles from './content.module.css';

/** 포인트 받기 under a channel room's ad message (get_ad_point: once per reader and message). */
export function AdPointButton({
  roomId,
  messageId,
  points,
}: {
  roomId: string;
  messageId: string;
  points: number;
}) {
  const { t } = useTranslation('chat');
  const claim = useClaimAdPoint(roomId);
  const done = claim.isSuccess;
  const onClick = () =>
    claim.mutate(messageId, {
      onSuccess: (res) =>
        toast(t('ad.received', { points: res.points, balance: formatNumber(res.balance) }), {
          tone: 'success',
        }),
      onError: (err) => toast(t('ad.failed'), { description: errorMessage(err), tone: 'error' }),
    });
  return (
    <button type="button" className={styles.adButton} onClick={onClick} disabled={claim.isPending || done}>
      <Coins size={14} aria-hidden="true" />
      {done ? t('ad.done') : t('ad.claim', { points })}
    </button>
  );
}
