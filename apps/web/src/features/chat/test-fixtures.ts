import type { ChatMessage, ChatParticipant, ChatRoomDetail, ChatRoomSummary } from '@sidequest/shared';
import type { ChatSocket } from './store';

/** Test data and a fake socket for the chat tests (not shipped: only *.test files import it). */

let seq = 0;
/** A server-like 24-hex id whose first 8 hex digits are the given second. */
export function oid(second: number, n = ++seq): string {
  return second.toString(16).padStart(8, '0') + n.toString(16).padStart(16, '0');
}

export const ROOM = 'aaaaaaaaaaaaaaaaaaaaaaaa';
export const T0 = Date.parse('2026-11-21T06:00:00Z');

export function message(over: Partial<ChatMessage> & { at?: number } = {}): ChatMessage {
  const at = over.at ?? T0;
  const { at: _at, ...rest } = over;
  return {
    _id: oid(Math.floor(at / 1000)),
    roomId: ROOM,
    body: '안녕하세요',
    createdAt: new Date(at).toISOString(),
    type: '01',
    sender: { no: 2, nickname: '상대', img: null },
    clientId: null,
    meta: null,
    ...rest,
  };
}

export function member(no: number, over: Partial<ChatParticipant> = {}): ChatParticipant {
  return {
    no,
    nickname: `회원${no}`,
    img: null,
    role: 'guest',
    status: 'active',
    online: false,
    lastReadId: null,
    ...over,
  };
}

export function room(over: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  return {
    _id: ROOM,
    type: '02',
    kind: 'group',
    title: '사이드 프로젝트 모임',
    lastMessage: null,
    participantsSize: 3,
    endDate: null,
    closed: false,
    attributes: {},
    hostNo: 1,
    hostInfo: null,
    opponentInfo: null,
    roomInfo: { roomId: over._id ?? ROOM },
    unread: 0,
    alarmBlocked: false,
    botEnabled: false,
    projectNo: null,
    notice: null,
    myNickname: null,
    ...over,
  };
}

export function detail(over: Partial<ChatRoomDetail> = {}): ChatRoomDetail {
  return { ...room(over), members: [member(1, { role: 'host' }), member(2), member(3)], ...over };
}

type Handler = (...args: unknown[]) => void;

/** A socket double: records emits, answers acks with `respond`, and fires server events. */
export function fakeSocket(respond: (event: string, payload: unknown) => unknown = () => undefined) {
  const handlers: Record<string, Handler[]> = {};
  const emitted: { event: string; payload: unknown }[] = [];
  const socket = {
    connected: true,
    on(event: string, fn: Handler) {
      handlers[event] = [...(handlers[event] ?? []), fn];
      return socket;
    },
    emit(event: string, payload?: unknown, ack?: (res: unknown) => void) {
      emitted.push({ event, payload });
      const res = respond(event, payload);
      if (ack && res !== undefined) queueMicrotask(() => ack(res));
      return socket;
    },
    removeAllListeners() {
      for (const k of Object.keys(handlers)) delete handlers[k];
      return socket;
    },
    disconnect() {
      return socket;
    },
    fire(event: string, payload: unknown) {
      for (const fn of handlers[event] ?? []) fn(payload);
    },
    emitted,
  };
  return socket as unknown as typeof socket & ChatSocket;
}
