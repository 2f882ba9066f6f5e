import {
  CHAT_LIMITS,
  type FailBody,
  failBody,
  type SocketAck,
  ZRoomOnly,
  ZVoiceSignal,
} from '@sidequest/shared';
import type { z } from 'zod';
import { AppError, fail } from '../../lib/app-error.js';
import { activeBan, activeMemberNos, requireMember, requireWritableMember } from './core.js';
import type { ChatDeps, ChatServerSocket } from './deps.js';
import {
  acceptCall,
  type CallRow,
  clearStaleCalls,
  finishCall,
  insertCall,
  isOnline,
  liveCalls,
  loadCall,
  partyInfo,
} from './voice-calls.js';

/**
 * One-to-one voice calls: Socket.IO carries the ringing, the answer and the WebRTC signalling;
 * the audio itself flows between the two browsers. Call state lives in `chat_voice_calls`, so the
 * two parties may sit on different instances; events go to `user:{no}` rooms through the adapter.
 */

export interface VoiceOptions {
  /** How long a call rings before it counts as missed (tests shorten it). */
  ringMs?: number;
}

const ONE_TO_ONE_ONLY = '음성 통화는 1:1 대화방에서만 걸 수 있어요.';
const SELF_BUSY = '이미 다른 통화 중이거나 통화를 걸고 있어요. 그 통화를 끝낸 뒤 다시 걸어 주세요.';
const NOT_RINGING = '이미 끝났거나 다른 곳에서 받은 통화예요. 필요하면 다시 걸어 주세요.';
const NO_CALL = '진행 중인 통화가 없어요. 이미 끝난 통화예요.';

function parse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw fail('VALIDATION', parsed.error.issues[0]?.message);
  return parsed.data;
}

/** Runs a handler and acknowledges success or the failure body; nothing escapes as a throw. */
async function answer(ack: unknown, run: () => Promise<void>): Promise<void> {
  const reply = typeof ack === 'function' ? (ack as SocketAck) : () => {};
  try {
    await run();
    reply({ result: 'success' });
  } catch (err) {
    const body: FailBody =
      err instanceof AppError ? failBody(err.code, err.message, err.fields) : failBody('E004');
    reply(body);
  }
}

const otherParty = (call: CallRow, me: number) => (call.callerNo === me ? call.calleeNo : call.callerNo);

export function registerVoiceHandlers(
  socket: ChatServerSocket,
  deps: ChatDeps,
  options: VoiceOptions = {},
): void {
  const ringMs = options.ringMs ?? CHAT_LIMITS.voiceRingMs;
  const me = socket.data.userNo;
  // Calls this very socket placed or answered: its tab holds the audio, so they end with it.
  const held = new Set<number>();

  socket.on('voiceCall', (payload, ack) =>
    answer(ack, async () => {
      const { roomId } = parse(ZRoomOnly, payload);
      const { room } = await requireWritableMember(deps.db, roomId, me);
      if (room.type !== '01') throw fail('FORBIDDEN', ONE_TO_ONE_ONLY);
      if (await activeBan(deps.db, me)) throw fail('CHAT_BANNED');
      const calleeNo = (await activeMemberNos(deps.db, roomId)).find((n) => n !== me);
      if (calleeNo === undefined) {
        throw fail('CHAT_OFFLINE', '상대방이 대화방을 나가서 통화를 걸 수 없어요. 새 대화를 시작해 주세요.');
      }
      if (!(await isOnline(deps, calleeNo))) throw fail('CHAT_OFFLINE');
      await clearStaleCalls(deps, [me, calleeNo], roomId, ringMs);
      const busy = await liveCalls(deps.db, [me, calleeNo], roomId);
      if (busy.some((c) => c.roomId !== roomId && (c.callerNo === me || c.calleeNo === me))) {
        throw fail('CHAT_VOICE_BUSY', SELF_BUSY);
      }
      if (busy.length > 0) throw fail('CHAT_VOICE_BUSY');
      const call = await insertCall(deps.db, { roomId, callerNo: me, calleeNo });
      if (!call) throw fail('CHAT_VOICE_BUSY');
      held.add(call.callNo);
      const people = await partyInfo(deps.db, [me, calleeNo]);
      deps.realtime.toUsers([me, calleeNo], 'waitingForAccepting', {
        callerInfo: people.get(me)!,
        receiverInfo: people.get(calleeNo)!,
        roomInfo: { roomId },
      });
      // The timer lives in this instance only; the conditional update in finishCall (and the ring
      // time checks in acceptCall and clearStaleCalls) keep it right if another instance acts first.
      const timer = setTimeout(() => {
        void loadCall(deps.db, call.callNo)
          .then((row) => (row?.status === 'waiting' ? finishCall(deps, row, me, 'timeout') : false))
          .catch(() => {});
      }, ringMs);
      timer.unref();
    }),
  );

  socket.on('voiceAccept', (payload, ack) =>
    answer(ack, async () => {
      const { roomId } = parse(ZRoomOnly, payload);
      await requireMember(deps.db, roomId, me);
      const call = await acceptCall(deps.db, roomId, me, ringMs);
      if (!call) throw fail('CONFLICT', NOT_RINGING);
      held.add(call.callNo);
      deps.realtime.toUsers([call.callerNo, call.calleeNo], 'voiceConnected', { roomInfo: { roomId } });
    }),
  );

  // Either party may end the call even after leaving the room: being a party is the permission.
  socket.on('voiceCancel', (payload, ack) =>
    answer(ack, async () => {
      const { roomId } = parse(ZRoomOnly, payload);
      const call = (await liveCalls(deps.db, [me])).find((c) => c.roomId === roomId);
      if (!call) throw fail('CONFLICT', NO_CALL);
      const reason = call.status === 'connected' ? 'hangup' : call.callerNo === me ? 'cancelled' : 'declined';
      if (!(await finishCall(deps, call, me, reason))) throw fail('CONFLICT', NO_CALL);
    }),
  );

  // Signals (no ack) go only to the other party of a connected call in that room.
  socket.on('voiceSignal', (payload) => {
    void (async () => {
      const parsed = ZVoiceSignal.safeParse(payload);
      if (!parsed.success) return;
      const { roomId, signal } = parsed.data;
      const call = (await liveCalls(deps.db, [me])).find(
        (c) => c.roomId === roomId && c.status === 'connected',
      );
      if (!call) return;
      deps.realtime.toUser(otherParty(call, me), 'voiceSignal', { roomId, from: me, signal });
    })().catch(() => {});
  });

  socket.on('disconnect', () => {
    void (async () => {
      for (const callNo of held) {
        const call = await loadCall(deps.db, callNo);
        if (call && (call.status === 'waiting' || call.status === 'connected')) {
          await finishCall(deps, call, me, 'disconnected');
        }
      }
      // A ringing call with nobody left to answer it (the callee's last tab closed).
      if (await isOnline(deps, me)) return;
      for (const call of await liveCalls(deps.db, [me])) {
        if (call.status === 'waiting' && call.calleeNo === me) {
          await finishCall(deps, call, me, 'disconnected');
        }
      }
    })().catch(() => {});
  });
}
