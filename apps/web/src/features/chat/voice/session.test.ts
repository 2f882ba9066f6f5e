import '../../../test/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialUserData, useUserStore } from '../../../app/store';
import { type ChatSocket, initialChatData, useChatStore } from '../store';
import { useToastStore } from '../../../ui/toast-store';
import { FakeConnection } from './fake-rtc';
import { useVoiceMedia } from './media-store';
import { answerCall, endCall, placeCall, registerVoiceSocketHandlers } from './session';

const ROOM = 'c'.repeat(24);
const ME = { no: 1, nickname: '나', img: null };
const THEM = { no: 2, nickname: '상대', img: null };

/** A chat socket stand-in: the test plays the server, answering acks and sending events. */
class FakeSocket {
  handlers = new Map<string, ((payload: unknown) => void)[]>();
  sent: { event: string; payload: unknown; ack?: (res: unknown) => void }[] = [];
  /** How the "server" acknowledges each emit; success unless a test says otherwise. */
  reply: (event: string) => unknown = () => ({ result: 'success' });
  on(event: string, fn: (payload: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
    return this;
  }
  emit(event: string, payload: unknown, ack?: (res: unknown) => void) {
    this.sent.push({ event, payload, ack });
    if (ack) queueMicrotask(() => ack(this.reply(event)));
    return this;
  }
  serverSends(event: string, payload: unknown) {
    for (const fn of this.handlers.get(event) ?? []) fn(payload);
  }
  events = (name: string) => this.sent.filter((s) => s.event === name).map((s) => s.payload);
}

let socket: FakeSocket;
let micTrack: { enabled: boolean; stopped: boolean; stop(): void };
const flush = () => new Promise((r) => setTimeout(r, 0));
const toasts = () => useToastStore.getState().toasts.map((t) => [t.title, t.description ?? ''].join(' '));
const ring = (caller = ME, receiver = THEM) =>
  socket.serverSends('waitingForAccepting', {
    callerInfo: caller,
    receiverInfo: receiver,
    roomInfo: { roomId: ROOM },
  });

beforeEach(() => {
  socket = new FakeSocket();
  FakeConnection.made = [];
  vi.stubGlobal('RTCPeerConnection', FakeConnection);
  micTrack = {
    enabled: true,
    stopped: false,
    stop() {
      this.stopped = true;
    },
  };
  const mic = { getAudioTracks: () => [micTrack], getTracks: () => [micTrack] };
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: vi.fn(async () => mic) } });
  useToastStore.setState({ toasts: [] });
  useUserStore.setState({
    ...initialUserData,
    profile: { ...ME, chat_uid: 'u1', main_job: null, main_jobD: null, sub_job: null, sub_jobD: null },
    isLoggedIn: true,
  });
  useChatStore.setState({
    ...initialChatData,
    connection: 'online',
    socket: socket as unknown as ChatSocket,
  });
  registerVoiceSocketHandlers(socket as unknown as ChatSocket);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the call controller', () => {
  it('places a call, offers once connected, relays only the other party and cleans up on hang-up', async () => {
    const placing = placeCall(ROOM);
    await flush();
    expect(socket.events('voiceCall')).toEqual([{ roomId: ROOM }]);
    ring(); // the ring can come back before the acknowledgement
    await placing;
    expect(useChatStore.getState().voiceChat).toMatchObject({ status: 'waiting', here: true, roomId: ROOM });

    socket.serverSends('voiceConnected', { roomInfo: { roomId: ROOM } });
    await flush();
    const pc = FakeConnection.made[0]!;
    expect(pc.tracks).toEqual([micTrack]);
    expect(socket.events('voiceSignal')).toEqual([
      { roomId: ROOM, signal: { kind: 'offer', sdp: 'v=0 offer' } },
    ]);

    socket.serverSends('voiceSignal', {
      roomId: ROOM,
      from: 99,
      signal: { kind: 'answer', sdp: 'intruder' },
    });
    socket.serverSends('voiceSignal', {
      roomId: ROOM,
      from: THEM.no,
      signal: { kind: 'answer', sdp: 'v=0 answer' },
    });
    await flush();
    expect(pc.remoteDescription).toEqual({ type: 'answer', sdp: 'v=0 answer' });

    socket.serverSends('voiceCancelled', {
      roomInfo: { roomId: ROOM },
      triggerInfo: { userNo: THEM.no, reason: 'hangup' },
    });
    expect(useChatStore.getState().voiceChat).toBeNull();
    expect(pc.closed).toBe(true);
    expect(micTrack.stopped).toBe(true);
    expect(useVoiceMedia.getState().rtcState).toBe('idle');
    expect(toasts()).toEqual(['상대방이 통화를 종료했어요. ']);
  });

  it('does not ring anyone when the microphone is refused, and says how to allow it', async () => {
    vi.stubGlobal('navigator', {
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await placeCall(ROOM);
    expect(socket.events('voiceCall')).toEqual([]);
    expect(toasts()[0]).toContain('마이크 권한을 허용한 뒤');
  });

  it('declines with the reason when the callee cannot open the microphone', async () => {
    ring(THEM, ME);
    expect(useChatStore.getState().voiceChat).toMatchObject({ status: 'waiting', here: false });
    vi.stubGlobal('navigator', {
      mediaDevices: { getUserMedia: () => Promise.reject(new DOMException('gone', 'NotFoundError')) },
    });
    await answerCall(ROOM);
    expect(socket.events('voiceAccept')).toEqual([]);
    expect(socket.events('voiceCancel')).toEqual([{ roomId: ROOM }]);
    expect(useChatStore.getState().voiceChat).toBeNull();
    expect(toasts()[0]).toContain('연결된 마이크를 찾지 못했어요');
  });

  it('answers as the callee, and a call answered in another tab holds nothing here', async () => {
    ring(THEM, ME);
    await answerCall(ROOM);
    expect(socket.events('voiceAccept')).toEqual([{ roomId: ROOM }]);
    socket.serverSends('voiceConnected', { roomInfo: { roomId: ROOM } });
    socket.serverSends('voiceSignal', {
      roomId: ROOM,
      from: THEM.no,
      signal: { kind: 'offer', sdp: 'v=0 offer' },
    });
    await flush();
    expect(socket.events('voiceSignal')).toEqual([
      { roomId: ROOM, signal: { kind: 'answer', sdp: 'v=0 answer' } },
    ]);
    await endCall(ROOM);
    expect(socket.events('voiceCancel')).toEqual([{ roomId: ROOM }]);
    expect(FakeConnection.made[0]!.closed).toBe(true);

    // Another call rings in this tab too, but the person picks up elsewhere.
    ring(THEM, ME);
    socket.serverSends('voiceConnected', { roomInfo: { roomId: ROOM } });
    expect(useChatStore.getState().voiceChat).toMatchObject({ status: 'connected', here: false });
    expect(FakeConnection.made).toHaveLength(1);
  });

  it('tells the caller when the call could not be placed and releases the microphone', async () => {
    socket.reply = () => ({
      result: 'fail',
      code: 'CHAT_OFFLINE',
      message: '상대방이 지금 접속해 있지 않아요.',
    });
    await placeCall(ROOM);
    expect(micTrack.stopped).toBe(true);
    expect(toasts()[0]).toBe('통화를 걸지 못했어요. 상대방이 지금 접속해 있지 않아요.');
  });
});
