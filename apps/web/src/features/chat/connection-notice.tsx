import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { reconnectChatSocket } from '../../app/chat-socket';
import { useChatStore } from './store';
import { Button } from '../../ui/button';
import styles from './panel.module.css';

/** "채팅 연결이 끊어졌어요" with 다시 연결, shown while the socket is down. */
export function ConnectionNotice() {
  const { t } = useTranslation('chat');
  const connection = useChatStore((s) => s.connection);
  if (connection === 'online') return null;
  const connecting = connection === 'connecting';
  return (
    <div className={styles.notice} role="status" data-testid="chat-offline">
      <WifiOff size={18} aria-hidden="true" />
      <p>{connecting ? t('connection.connecting') : t('connection.offline')}</p>
      {connecting ? null : (
        <Button
          size="sm"
          variant="secondary"
          icon={<RefreshCw size={14} aria-hidden="true" />}
          onClick={() => reconnectChatSocket()}
        >
          {t('connection.reconnect')}
        </Button>
      )}
    </div>
  );
}
