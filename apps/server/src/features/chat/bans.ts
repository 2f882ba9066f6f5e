import type { Db } from '../../db/client.js';
import type { UserRow } from '../auth/sessions.js';
import { activeBan } from './core.js';
import { chatBans } from './schema.js';

/**
 * Operators' chat bans. A banned member can still read and open rooms but cannot send (messages,
 * to-dos, shared links) until `until` (null: until an operator lifts it). The screen where
 * operators set a ban comes with the moderation feature; tests and scripts use `banFromChat`.
 */
export async function banFromChat(db: Db, userNo: number, reason: string, until: Date | null): Promise<void> {
  await db
    .insert(chatBans)
    .values({ userNo, reason, until })
    .onConflictDoUpdate({ target: chatBans.userNo, set: { reason, until, createdAt: new Date() } });
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
