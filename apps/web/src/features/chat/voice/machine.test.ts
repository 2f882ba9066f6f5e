import { describe, expect, it } from 'vitest';
import type { VoiceChat } from '../store';
import { endNoticeKey, formatDuration, nextVoice, otherParty, rtcRole, voiceView } from './machine';

const A = { no: 1, nickname: '건는사람', img: null };
const B = { no: 2, nickname: '받는사람', img: '/b.png' };
const ROOM = 'a'.repeat(24);
const OTHER_ROOM = 'b'.repeat(24);

const ring = (placedHere: boolean, roomId = ROOM) =>
  ({ type: 'ringing', roomId, caller: A, receiver: B, placedHere }) as const;

describe('voice call state machine', () => {
  it('rings, connects and ends a call placed in this tab', () => {
    const waiting = nextVoice(null, ring(true));
    expect(waiting).toEqual({
      status: 'waiting',
      caller: A,
      receiver: B,
      roomId: ROOM,
      here: true,
      connectedAt: null,
    });
    expect(voiceView(waiting!, A.no)).toBe('outgoing');
    expect(rtcRole(waiting, A.no)).toBeNull();

    const connected = nextVoice(waiting, { type: 'connected', roomId: ROOM, at: 1000 });
    expect(connected).toMatchObject({ status: 'connected', connectedAt: 1000, here: true });
    expect(voiceView(connected!, A.no)).toBe('connected');
    expect(rtcRole(connected, A.no)).toBe('offer');
    // A repeated event does not restart the timer.
    expect(nextVoice(connected, { type: 'connected', roomId: ROOM, at: 5000 })).toBe(connected);

    expect(nextVoice(connected, { type: 'ended', roomId: ROOM })).toBeNull();
  });

  it('lets the callee answer here and makes them the answering side', () => {
    const ringing = nextVoice(null, ring(false));
    expect(voiceView(ringing!, B.no)).toBe('incoming');
    const answering = nextVoice(ringing, { type: 'answering', roomId: ROOM });
    expect(answering?.here).toBe(true);
    const connected = nextVoice(answering, { type: 'connected', roomId: ROOM, at: 1 });
    expect(rtcRole(connected, B.no)).toBe('answer');
    expect(otherParty(connected!, B.no)).toEqual(A);
    expect(otherParty(connected!, A.no)).toEqual(B);
  });

  it('shows a call held by another tab without taking the microphone', () => {
    // The caller's second tab hears the ring it did not place.
    const mirror = nextVoice(null, ring(false));
    expect(voiceView(mirror!, A.no)).toBe('elsewhere');
    // The callee's second tab rang, but the first tab answered.
    const rung = nextVoice(null, ring(false));
    const answeredElsewhere = nextVoice(rung, { type: 'connected', roomId: ROOM, at: 1 });
    expect(voiceView(answeredElsewhere!, B.no)).toBe('elsewhere');
    expect(rtcRole(answeredElsewhere, B.no)).toBeNull();
  });

  it('ignores events of other rooms and answering a call that is not ringing', () => {
    const waiting = nextVoice(null, ring(true));
    expect(nextVoice(waiting, ring(false, OTHER_ROOM))).toBe(waiting);
    expect(nextVoice(waiting, { type: 'connected', roomId: OTHER_ROOM, at: 1 })).toBe(waiting);
    expect(nextVoice(waiting, { type: 'ended', roomId: OTHER_ROOM })).toBe(waiting);
    expect(nextVoice(null, { type: 'answering', roomId: ROOM })).toBeNull();
    expect(nextVoice(null, { type: 'connected', roomId: ROOM, at: 1 })).toBeNull();
    const connected = nextVoice(waiting, { type: 'connected', roomId: ROOM, at: 1 }) as VoiceChat;
    expect(nextVoice(connected, { type: 'answering', roomId: ROOM })).toBe(connected);
  });

  it('formats the duration as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(59_999)).toBe('00:59');
    expect(formatDuration(61_000)).toBe('01:01');
    expect(formatDuration(3_725_000)).toBe('62:05');
    expect(formatDuration(-5)).toBe('00:00');
  });

  it('picks the notice for how the call ended, and none for my own hang-up', () => {
    expect(endNoticeKey('cancelled', A.no, B.no, false)).toBe('voice.cancelled');
    expect(endNoticeKey('declined', B.no, A.no, true)).toBe('voice.ended.declined');
    expect(endNoticeKey('hangup', A.no, B.no, false)).toBe('voice.ended.hangup');
    expect(endNoticeKey('hangup', A.no, A.no, true)).toBeNull();
    expect(endNoticeKey('cancelled', A.no, A.no, true)).toBeNull();
    expect(endNoticeKey('timeout', A.no, A.no, true)).toBe('voice.ended.no_answer');
    expect(endNoticeKey('timeout', A.no, B.no, false)).toBe('voice.ended.missed');
    expect(endNoticeKey('disconnected', B.no, A.no, true)).toBe('voice.ended.disconnected');
    expect(endNoticeKey('disconnected', A.no, A.no, true)).toBe('voice.ended.my_disconnect');
  });
});
