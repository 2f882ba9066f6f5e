import { Phone } from 'lucide-react';
import { useTranslation } from '../../../lib/texts/react';
import { useChatStore } from '../store';
import panelStyles from '../panel.module.css';
import { useVoiceMedia } from './media-store';
import { placeCall } from './session';

/**
 * 음성 통화 in a one-to-one room's header. Disabled, with the reason as its tooltip, while a call
 * is already on, the chat socket is down or the room is closed.
 */
export function VoiceCallButton({ roomId, closed = false }: { roomId: string; closed?: boolean }) {
  const { t } = useTranslation('chat');
  const inCall = useChatStore((s) => s.voiceChat !== null);
  const online = useChatStore((s) => s.connection === 'online');
  const pending = useVoiceMedia((s) => s.pending);
  const reason = closed
    ? t('voice.start_hint_closed')
    : inCall
      ? t('voice.start_hint_busy')
      : !online
        ? t('voice.start_hint_offline')
        : null;
  return (
    <button
      type="button"
      className={panelStyles.iconButton}
      aria-label={t('voice.start')}
      title={reason ?? t('voice.start')}
      disabled={reason !== null || pending}
      onClick={() => void placeCall(roomId)}
      data-testid="voice-call-start"
    >
      <Phone size={20} aria-hidden="true" />
    </button>
  );
}
