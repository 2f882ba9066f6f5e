import type { VoiceSignal } from '@sidequest/shared';
import { texts } from '../../../lib/texts/store';
import { useUserStore } from '../../../app/store';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { emitWithAck, liveSocket, offlineError } from '../socket-call';
import { type ChatSocket, useChatStore } from '../store';
import { endNoticeKey, nextVoice, otherParty, rtcRole, type VoiceEvent } from './machine';
import { initialVoiceMedia, useVoiceMedia } from './media-store';
import { VoicePeer } from './peer';

/**
 * The call controller of this tab: applies socket events and the buttons' actions to the state
 * machine, and owns the microphone and the peer connection while this tab holds the call.
 */

let peer: VoicePeer | null = null;
/** The microphone granted for a call being placed or answered here, until the peer takes it. */
let mic: MediaStream | null = null;
/** The room this tab is calling from, until its ring comes back (the ack may arrive after it). */
let placing: string | null = null;

const me = () => useUserStore.getState().profile?.no ?? null;
const t = (key: string) => texts.t(`chat:${key}`);

function apply(event: VoiceEvent): void {
  const current = useChatStore.getState().voiceChat;
  const next = nextVoice(current, event);
  if (next !== current) useChatStore.setState({ voiceChat: next });
  const role = rtcRole(next, me());
  if (next && role && !peer && mic) startPeer(next.roomId, role, mic);
}

function startPeer(roomId: string, role: 'offer' | 'answer', local: MediaStream): void {
  mic = null;
  const socket = liveSocket();
  const current = new VoicePeer({
    role,
    local,
    send: (signal: VoiceSignal) => socket?.emit('voiceSignal', { roomId, signal }),
    onRemote: (remote) => useVoiceMedia.setState({ remote }),
    onState: (rtcState) => {
      useVoiceMedia.setState({ rtcState });
      if (rtcState === 'failed') toast(t('voice.error.rtc_failed'), { tone: 'error' });
    },
  });
  peer = current;
  current.setMuted(useVoiceMedia.getState().muted);
  useVoiceMedia.setState({ rtcState: current.state });
  current.start().catch(() => toast(t('voice.error.rtc_failed'), { tone: 'error' }));
}

/** Stops the microphone and closes the connection (the call ended, the socket went away). */
export function releaseMedia(): void {
  peer?.close();
  peer = null;
  for (const track of mic?.getTracks() ?? []) track.stop();
  mic = null;
  placing = null;
  useVoiceMedia.setState(initialVoiceMedia);
}

/** getUserMedia with Korean reasons for every way it fails. */
async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error(t('voice.error.mic_insecure'));
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
  } catch (err) {
    const name = err instanceof DOMException ? err.name : '';
    if (name === 'NotFoundError' || name === 'OverconstrainedError')
      throw new Error(t('voice.error.mic_missing'));
    if (name === 'NotReadableError') throw new Error(t('voice.error.mic_busy'));
    throw new Error(t('voice.error.mic_denied'));
  }
}

async function pending<T>(run: () => Promise<T>): Promise<T> {
  useVoiceMedia.setState({ pending: true });
  try {
    return await run();
  } finally {
    useVoiceMedia.setState({ pending: false });
  }
}

/** 통화: asks for the microphone first, so nobody is rung by a caller who cannot speak. */
export async function placeCall(roomId: string): Promise<void> {
  if (useChatStore.getState().voiceChat) {
    toast(t('voice.error.already_in_call'), { tone: 'error' });
    return;
  }
  const socket = liveSocket();
  if (!socket) {
    toast(offlineError().message, { tone: 'error' });
    return;
  }
  await pending(async () => {
    try {
      mic = await openMicrophone();
    } catch (err) {
      toast(t('voice.error.mic_title'), { description: (err as Error).message, tone: 'error' });
      return;
    }
    placing = roomId;
    try {
      await emitWithAck(socket, 'voiceCall', { roomId });
    } catch (err) {
      releaseMedia();
      toast(t('voice.error.call_failed'), { description: errorMessage(err), tone: 'error' });
    }
  });
}

/** 수락. Without a microphone the call is declined, with the reason shown. */
export async function answerCall(roomId: string): Promise<void> {
  const socket = liveSocket();
  if (!socket) return;
  await pending(async () => {
    try {
      mic = await openMicrophone();
    } catch (err) {
      toast(t('voice.error.mic_title'), { description: (err as Error).message, tone: 'error' });
      await endCall(roomId);
      return;
    }
    apply({ type: 'answering', roomId });
    try {
      await emitWithAck(socket, 'voiceAccept', { roomId });
    } catch (err) {
      releaseMedia();
      if (useChatStore.getState().voiceChat?.roomId === roomId) useChatStore.setState({ voiceChat: null });
      toast(t('voice.error.answer_failed'), { description: errorMessage(err), tone: 'error' });
    }
  });
}

/** 거절, 취소 and 통화 종료 are one server call; the server tells which it was. */
export async function endCall(roomId: string): Promise<void> {
  const socket = liveSocket();
  await pending(async () => {
    try {
      if (socket) await emitWithAck(socket, 'voiceCancel', { roomId });
    } catch {
      // Already over on the server (the other side ended it first): end it here too.
    }
    // voiceCancelled normally does this; without a socket or after a lost race nothing will.
    if (useChatStore.getState().voiceChat?.roomId === roomId) apply({ type: 'ended', roomId });
    releaseMedia();
  });
}

export function setMuted(muted: boolean): void {
  peer?.setMuted(muted);
  useVoiceMedia.setState({ muted });
}

let unsubscribe: (() => void) | null = null;

/** The voice events of the chat socket; app/chat-socket.ts calls this on connect. */
export function registerVoiceSocketHandlers(socket: ChatSocket): void {
  socket.on('waitingForAccepting', ({ callerInfo, receiverInfo, roomInfo }) => {
    const placedHere = placing === roomInfo.roomId && callerInfo.no === me();
    if (placedHere) placing = null;
    apply({
      type: 'ringing',
      roomId: roomInfo.roomId,
      caller: callerInfo,
      receiver: receiverInfo,
      placedHere,
    });
  });
  socket.on('voiceConnected', ({ roomInfo }) => {
    apply({ type: 'connected', roomId: roomInfo.roomId, at: Date.now() });
    // Another tab of mine answered: this one rang but holds nothing.
    if (!useChatStore.getState().voiceChat?.here && !peer) releaseMedia();
  });
  socket.on('voiceCancelled', ({ roomInfo, triggerInfo }) => {
    const state = useChatStore.getState().voiceChat;
    if (!state || state.roomId !== roomInfo.roomId) return;
    apply({ type: 'ended', roomId: roomInfo.roomId });
    releaseMedia();
    const key = endNoticeKey(triggerInfo.reason, triggerInfo.userNo, me(), state.caller.no === me());
    if (key) toast(t(key));
  });
  socket.on('voiceSignal', ({ roomId, from, signal }) => {
    const state = useChatStore.getState().voiceChat;
    if (!peer || !state || state.roomId !== roomId || otherParty(state, me()).no !== from) return;
    void peer.handle(signal).catch(() => undefined);
  });
  socket.on('disconnect', () => releaseMedia());
  // Logging out or closing the socket clears voiceChat elsewhere: the microphone goes with it.
  unsubscribe?.();
  unsubscribe = useChatStore.subscribe((s, prev) => {
    if (prev.voiceChat && !s.voiceChat) releaseMedia();
  });
}
