import type { ChatRoomDetail } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useProStart, useReportNoShow } from './api';
import styles from './room.module.css';
import { clockLabel } from './time';

/**
 * A pro chat's check-in: the pro confirms the start (the real start time is recorded), and
 * either side may report that the other did not come (the room ends 10 minutes later).
 */
export function ProBar({ room }: { room: ChatRoomDetail }) {
  const { t } = useTranslation('chat');
  const me = useUserStore((s) => s.profile?.no ?? null);
  const [asking, setAsking] = useState(false);
  const start = useProStart(room._id);
  const reportNoShow = useReportNoShow(room._id);
  const isPro = room.members.some((p) => p.no === me && p.role === 'pro');
  const realStart = room.attributes.realStart ?? null;

  const failed = (err: unknown) => toast(t('pro.failed'), { description: errorMessage(err), tone: 'error' });
  const noShow = async () => {
    try {
      await reportNoShow.mutateAsync();
      toast(t('pro.no_show_done'), { tone: 'success' });
    } catch (err) {
      failed(err);
      throw err;
    }
  };

  return (
    <div className={styles.proBar}>
      <p>
        {realStart
          ? t('pro.started', { time: clockLabel(realStart) })
          : isPro
            ? t('pro.waiting_pro')
            : t('pro.waiting_user')}
      </p>
      {isPro && !realStart ? (
        <Button
          size="sm"
          onClick={() => start.mutate(undefined, { onError: failed })}
          loading={start.isPending}
        >
          {t('pro.start')}
        </Button>
      ) : null}
      {!realStart ? (
        <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
          {t('pro.no_show')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('pro.no_show_title')}
        description={t('pro.no_show_description')}
        confirmLabel={t('pro.no_show_confirm')}
        onConfirm={noShow}
      />
    </div>
  );
}
