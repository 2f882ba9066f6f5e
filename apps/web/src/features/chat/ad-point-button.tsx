import { chatApi } from '@sidequest/shared';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../lib/api';
import { toast } from '../../ui/toast-store';
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
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const claim = async () => {
    setState('busy');
    try {
      const res = await callApi(chatApi.getAdPoint, { body: { chatId: roomId, messageId } });
      setState('done');
      toast(t('ad.received', { points: res.points, balance: res.balance.toLocaleString('ko-KR') }), {
        tone: 'success',
      });
    } catch (err) {
      setState('idle');
      toast(t('ad.failed'), { description: errorMessage(err), tone: 'error' });
    }
  };
  return (
    <button
      type="button"
      className={styles.adButton}
      onClick={() => void claim()}
      disabled={state !== 'idle'}
    >
      <Coins size={14} aria-hidden="true" />
      {state === 'done' ? t('ad.done') : t('ad.claim', { points })}
    </button>
  );
}
