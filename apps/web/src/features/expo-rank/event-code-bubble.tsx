import { Copy, Gift } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { Button } from '../../ui/button';
import { copyToClipboard } from '../../ui/clipboard';
import { toast } from '../../ui/toast-store';
import { useClaimCode, useLiveCode } from './api';
import styles from './expo-rank.module.css';

function untilLabel(iso: string): string {
  const d = new Date(iso);
  return `${d.getMonth() + 1}월 ${d.getDate()}일 ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/**
 * The event-code bubble on a booth page: shown only while the booth has a code to give. A member
 * claims it once and then sees their code with a copy button; a guest is sent to log in.
 */
export function EventCodeBubble({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('expo_rank');
  const q = useLiveCode(boothNo);
  const claim = useClaimCode(boothNo);
  const loggedIn = useUserStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const code = q.data?.code;
  if (!code) return null;
  const mine = claim.data?.code ?? code.my_code;
  const copy = async (text: string) => {
    if (await copyToClipboard(text)) toast(t('code.copied'), { tone: 'success' });
  };
  const onClaim = () => {
    if (!loggedIn) {
      navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    claim.mutate(code.code_no, {
      onSuccess: () => toast(t('code.claimed'), { tone: 'success' }),
      onError: (err) => toast(err.message, { tone: 'error' }),
    });
  };
  return (
    <aside className={styles.bubble} data-testid="event-code-bubble">
      <span className={styles.bubbleIcon} aria-hidden="true">
        <Gift size={18} />
      </span>
      <div className={styles.bubbleText}>
        <span className={styles.bubbleEyebrow}>{t('code.bubble')}</span>
        <strong>{code.title}</strong>
        <span className={styles.bubbleMeta}>
          {t('code.remaining', { count: code.remaining })} ·{' '}
          {t('code.until', { date: untilLabel(code.expires_at) })}
        </span>
      </div>
      {mine ? (
        <div className={styles.myCode}>
          <span className="visually-hidden">{t('code.mine')}</span>
          <code data-testid="my-code">{mine}</code>
          <Button size="sm" variant="soft" onClick={() => void copy(mine)} aria-label={t('code.copy')}>
            <Copy size={14} aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <Button size="sm" onClick={onClaim} loading={claim.isPending} data-testid="claim-code">
          {loggedIn ? t('code.claim') : t('code.login')}
        </Button>
      )}
    </aside>
  );
}
