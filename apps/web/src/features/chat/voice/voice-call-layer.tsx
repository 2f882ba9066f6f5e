import { Mic, MicOff, Phone, PhoneOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { useUserStore } from '../../../app/store';
import { useChatStore, type VoiceChat } from '../store';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { formatDuration, otherParty, voiceView } from './machine';
import { useVoiceMedia } from './media-store';
import { answerCall, endCall, setMuted } from './session';
import styles from './voice.module.css';

/**
 * The call card, mounted once in the app shell: ringing (수락 / 거절), calling (연결 중… / 취소),
 * connected (mm:ss, 음소거, 통화 종료), or a slim line when the call lives in another tab.
 * `data-rtc-state` exposes the peer connection's state (the browser test waits for 'connected').
 */
export function VoiceCallLayer() {
  const voice = useChatStore((s) => s.voiceChat);
  const me = useUserStore((s) => s.profile?.no ?? null);
  if (!voice) return null;
  return <CallCard voice={voice} me={me} />;
}

function CallCard({ voice, me }: { voice: VoiceChat; me: number | null }) {
  const { t } = useTranslation('chat');
  const media = useVoiceMedia();
  const view = voiceView(voice, me);
  const other = otherParty(voice, me);
  const end = () => void endCall(voice.roomId);
  const compact = view === 'elsewhere';

  return (
    <section
      className={`${styles.card} ${compact ? styles.compact : ''}`}
      aria-label={t('voice.layer_label')}
      data-testid="voice-call"
      data-view={view}
      data-rtc-state={media.rtcState}
    >
      <span className={view === 'incoming' || view === 'outgoing' ? styles.pulse : undefined}>
        <Avatar nickname={other.nickname} src={other.img} size={compact ? 36 : 64} />
      </span>
      <div className={styles.who}>
        <p className={styles.name}>{other.nickname}</p>
        {/* The ticking timer is not a live region: it would be read out every second. */}
        <p className={styles.status} role={view === 'connected' ? undefined : 'status'}>
          {view === 'incoming' ? t('voice.incoming') : null}
          {view === 'outgoing' ? t('voice.outgoing') : null}
          {view === 'elsewhere' ? t('voice.elsewhere') : null}
          {view === 'connected' ? (
            <Connected since={voice.connectedAt ?? Date.now()} rtc={media.rtcState} />
          ) : null}
        </p>
      </div>
      <div className={styles.actions}>
        {view === 'incoming' ? (
          <>
            <Button
              variant="danger"
              icon={<PhoneOff size={18} aria-hidden="true" />}
              onClick={end}
              disabled={media.pending}
            >
              {t('voice.decline')}
            </Button>
            <Button
              icon={<Phone size={18} aria-hidden="true" />}
              onClick={() => void answerCall(voice.roomId)}
              loading={media.pending}
            >
              {t('voice.accept')}
            </Button>
          </>
        ) : null}
        {view === 'outgoing' ? (
          <Button variant="secondary" onClick={end} loading={media.pending}>
            {t('voice.cancel')}
          </Button>
        ) : null}
        {view === 'connected' ? (
          <>
            <Button
              variant="secondary"
              aria-pressed={media.muted}
              icon={
                media.muted ? <MicOff size={18} aria-hidden="true" /> : <Mic size={18} aria-hidden="true" />
              }
              onClick={() => setMuted(!media.muted)}
            >
              {media.muted ? t('voice.unmute') : t('voice.mute')}
            </Button>
            <Button
              variant="danger"
              icon={<PhoneOff size={18} aria-hidden="true" />}
              onClick={end}
              loading={media.pending}
            >
              {t('voice.hangup')}
            </Button>
          </>
        ) : null}
        {view === 'elsewhere' ? (
          <Button variant="secondary" size="sm" onClick={end} loading={media.pending}>
            {t('voice.hangup')}
          </Button>
        ) : null}
      </div>
      {view === 'connected' ? <RemoteAudio stream={media.remote} /> : null}
    </section>
  );
}

function Connected({ since, rtc }: { since: number; rtc: string }) {
  const { t } = useTranslation('chat');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const time = formatDuration(now - since);
  return (
    <>
      <span className={styles.timer}>
        <span className="visually-hidden">{t('voice.duration_label')}</span>
        {time}
      </span>
      {rtc === 'connected' ? null : (
        <>
          <br />
          {t('voice.connecting_media')}
        </>
      )}
    </>
  );
}

function RemoteAudio({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.srcObject = stream;
    if (stream) void el.play().catch(() => undefined);
  }, [stream]);
  // Call audio has no captions to offer; the element only plays the other person's voice.
  // biome-ignore lint/a11y/useMediaCaption: live call audio
  return <audio ref={ref} autoPlay data-testid="voice-remote-audio" />;
}
