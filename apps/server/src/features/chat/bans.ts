import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import type { UserRow } from '../auth/sessions.js';
import { activeSuspension, suspensionUntilLabel } from '../moderation/sanctions.js';
import { activeBan } from './core.js';
import { chatBans } from './schema.js';

/**
 * Operators' chat bans. A banned member can still read and open rooms but cannot send (messages,
 * to-dos, shared links) until `until` (null: until an operator lifts it). The screen where
 * operators set a ban comes with the moderation feature; tests and scripts use `banFromChat`
 * (with the publisher, so the member's open sockets end too).
 */
export async function banFromChat(
  db: Db,
  userNo: number,
  reason: string,
  until: Date | null,
  realtime?: RealtimePublisher,
): Promise<void> {
  await db
    .insert(chatBans)
    .values({ userNo, reason, until })
    .onConflictDoUpdate({ target: chatBans.userNo, set: { reason, until, createdAt: new Date() } });
  // Their sockets end on every instance (a half-typed burst in flight stops there); they reconnect
  // to read, and every send checks the ban again, so nothing sent after this is stored.
  realtime?.disconnectUser(userNo);
}

/** `user_banned`: whether a ban is in force for me now, why, and until when. */
export async function userBanned(db: Db, user: UserRow) {
  const ban = await activeBan(db, user.userNo);
  return {
    banned: ban !== null,
    until: ban?.until?.toISOString() ?? null,
    reason: ban?.reason ?? null,
  };
}

/**
 * A 글쓰기 정지 (posting suspension) also stops sending in chat, so a member suspended for spam
 * cannot carry on in chat rooms; reading, opening rooms and calls stay as they were.
 */
export async function assertNotSuspendedInChat(db: Db, userNo: number): Promise<void> {
  const s = await activeSuspension(db, userNo);
  if (!s) return;
  throw fail(
    'POSTING_SUSPENDED',
    `운영 정책 위반(${s.reason})으로 ${suspensionUntilLabel(s.endsAt)}까지 채팅 메시지를 보낼 수 없어요. 제한이 풀린 뒤 다시 보내 주세요.`,
  );
}
