import { CHAT_MESSAGE_TYPES, type ChatMessageMeta, type VoicePartyInfo } from '@sidequest/shared';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { insertMessage, toMessages } from './core.js';
import type { ChatDeps } from './deps.js';
import { chatVoiceCalls } from './schema.js';

/**
 * The stored side of voice calls: the call rows (the truth, shared by every instance), ending a
 * call exactly once, and the voice message each ended call leaves in the room.
 */

export type CallRow = typeof chatVoiceCalls.$inferSelect;
export type EndReason = 'cancelled' | 'declined' | 'hangup' | 'timeout' | 'disconnected';
type VoiceOutcome = NonNullable<ChatMessageMeta['voice']>['outcome'];

const LIVE = ['waiting', 'connected'];

/** Live (ringing or connected) calls in a room or involving any of these people. */
export async function liveCalls(db: Db, userNos: number[], roomId?: string): Promise<CallRow[]> {
  const party = or(inArray(chatVoiceCalls.callerNo, userNos), inArray(chatVoiceCalls.calleeNo, userNos));
  return db
    .select()
    .from(chatVoiceCalls)
    .where(
      and(
        inArray(chatVoiceCalls.status, LIVE),
        roomId === undefined ? party : or(party, eq(chatVoiceCalls.roomId, roomId)),
      ),
    );
}

export async function loadCall(db: Db, callNo: number): Promise<CallRow | null> {
  const [row] = await db.select().from(chatVoiceCalls).where(eq(chatVoiceCalls.callNo, callNo)).limit(1);
  return row ?? null;
}

/** A new ringing call, or null when the room or either person already has a live call. */
export async function insertCall(
  db: Db,
  call: { roomId: string; callerNo: number; calleeNo: number },
): Promise<CallRow | null> {
  const [row] = await db
    .insert(chatVoiceCalls)
    .values(call)
    .onConflictDoNothing({
      target: chatVoiceCalls.roomId,
      where: sql`${chatVoiceCalls.status} in ('waiting', 'connected')`,
    })
    .returning();
  if (!row) return null;
  // The index allows one live call per room, not per person: two calls placed at the same moment
  // from different rooms may both land. Each checks after its own insert and backs off if another
  // live call involves either person, so at least the later one always sees the earlier.
  const others = await liveCalls(db, [call.callerNo, call.calleeNo]);
  if (others.some((c) => c.callNo !== row.callNo)) {
    await db.delete(chatVoiceCalls).where(eq(chatVoiceCalls.callNo, row.callNo));
    return null;
  }
  return row;
}

/**
 * The callee picks up: only their own call, only while it still rings and only within the ring
 * time (a call whose timer died with its instance cannot be answered late).
 */
export async function acceptCall(db: Db, roomId: string, calleeNo: number, ringMs: number) {
  const [row] = await db
    .update(chatVoiceCalls)
    .set({ status: 'connected', connectedAt: sql`now()` })
    .where(
      and(
        eq(chatVoiceCalls.roomId, roomId),
        eq(chatVoiceCalls.calleeNo, calleeNo),
        eq(chatVoiceCalls.status, 'waiting'),
        sql`${chatVoiceCalls.createdAt} > now() - make_interval(secs => ${ringMs / 1000})`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function partyInfo(db: Db, userNos: number[]): Promise<Map<number, VoicePartyInfo>> {
  const rows = await db
    .select({ no: users.userNo, nickname: users.nickname, img: users.imgUrl })
    .from(users)
    .where(inArray(users.userNo, userNos));
  return new Map(rows.map((r) => [r.no, { no: r.no, nickname: r.nickname ?? '(탈퇴한 회원)', img: r.img }]));
}

export function voiceLine(outcome: VoiceOutcome, durationSec: number): string {
  if (outcome === 'missed') return '부재중 음성 통화';
  if (outcome === 'cancelled') return '취소된 음성 통화';
  const m = Math.floor(durationSec / 60);
  const s = durationSec % 60;
  return `음성 통화 ${m}:${String(s).padStart(2, '0')}`;
}

/**
 * Ends a live call once: the UPDATE only matches while the row is still in the state we read, so
 * a timer, a hang-up and a disconnect racing each other (on any instances) end it exactly once.
 * Both parties hear `voiceCancelled`, then the voice message is stored and delivered.
 */
export async function finishCall(
  deps: ChatDeps,
  call: CallRow,
  byUserNo: number,
  reason: EndReason,
): Promise<boolean> {
  const status = call.status === 'connected' ? 'ended' : reason === 'timeout' ? 'missed' : 'cancelled';
  const [row] = await deps.db
    .update(chatVoiceCalls)
    .set({ status, endedAt: sql`now()` })
    .where(and(eq(chatVoiceCalls.callNo, call.callNo), eq(chatVoiceCalls.status, call.status)))
    .returning();
  if (!row) return false;
  const parties = [row.callerNo, row.calleeNo];
  deps.realtime.toUsers(parties, 'voiceCancelled', {
    roomInfo: { roomId: row.roomId },
    triggerInfo: { userNo: byUserNo, reason },
  });
  const outcome: VoiceOutcome = status === 'ended' ? 'connected' : status;
  const durationSec =
    status === 'ended' && row.connectedAt && row.endedAt
      ? Math.max(0, Math.round((row.endedAt.getTime() - row.connectedAt.getTime()) / 1000))
      : 0;
  const { row: stored } = await insertMessage(deps.db, {
    roomId: row.roomId,
    senderNo: row.callerNo,
    type: CHAT_MESSAGE_TYPES.voice,
    body: voiceLine(outcome, durationSec),
    meta: { voice: { outcome, durationSec } },
  });
  const [doc] = await toMessages(deps.db, [stored]);
  deps.realtime.toUsers(parties, 'addMessage', { result: 'success', _doc: doc! });
  return true;
}

export async function isOnline(deps: ChatDeps, userNo: number): Promise<boolean> {
  return (await deps.io.in(`user:${userNo}`).fetchSockets()).length > 0;
}

/**
 * Before refusing a call as busy, ends the live calls that only look live: ringing past the ring
 * time (the instance holding the timer went away) or connected with a party no longer online.
 */
export async function clearStaleCalls(deps: ChatDeps, userNos: number[], roomId: string, ringMs: number) {
  const stale = await deps.db
    .select()
    .from(chatVoiceCalls)
    .where(
      and(
        eq(chatVoiceCalls.status, 'waiting'),
        lt(chatVoiceCalls.createdAt, sql`now() - make_interval(secs => ${ringMs / 1000})`),
      ),
    );
  for (const call of stale) await finishCall(deps, call, call.callerNo, 'timeout');
  for (const call of await liveCalls(deps.db, userNos, roomId)) {
    if (call.status !== 'connected') continue;
    for (const party of [call.callerNo, call.calleeNo]) {
      if (!(await isOnline(deps, party))) {
        await finishCall(deps, call, party, 'disconnected');
        break;
      }
    }
  }
}
