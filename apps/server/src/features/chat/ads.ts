import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { UserRow } from '../auth/sessions.js';
import { movePoints, pointBalance } from '../points/ledger.js';
import { requireMember } from './core.js';
import { chatAdClaims, chatMessages } from './schema.js';

/**
 * Points for reading an operator's ad message in the news channel (`get_ad_point`): once per
 * person per message. The claim row's primary key decides who was first, so two taps (or two tabs)
 * at once pay once; the ledger entry has its own unique `ref` as a second guard. Both are written in
 * one transaction (the ledger's `movePoints` joins the claim's), so a claim never exists without
 * its points and the balance moves with them.
 */

/** Ledger reason of an ad reward (the point history shows it as a reward for a channel message). */
export const AD_REWARD_REASON = 'ad';
export const adRewardRef = (messageId: string, userNo: number) => `ad:${messageId}:${userNo}`;

export async function getAdPoint(
  db: Db,
  user: UserRow,
  input: { chatId: string; messageId: string },
): Promise<{ points: number; balance: number }> {
  await requireMember(db, input.chatId, user.userNo);
  const [message] = await db
    .select({ senderNo: chatMessages.senderNo, meta: chatMessages.meta })
    .from(chatMessages)
    .where(and(eq(chatMessages.messageId, input.messageId), eq(chatMessages.roomId, input.chatId)))
    .limit(1);
  const points = message?.meta?.ad?.points ?? 0;
  if (!message || !Number.isInteger(points) || points <= 0) {
    throw fail('NOT_FOUND', '포인트를 받을 수 있는 광고 메시지가 아니에요. 채팅방을 새로고침해 주세요.');
  }
  if (message.senderNo === user.userNo) {
    throw fail('FORBIDDEN', '직접 보낸 광고 메시지로는 포인트를 받을 수 없어요.');
  }
  const paid = await db.transaction(async (tx) => {
    const claim = await tx
      .insert(chatAdClaims)
      .values({ messageId: input.messageId, userNo: user.userNo, points })
      .onConflictDoNothing()
      .returning({ userNo: chatAdClaims.userNo });
    if (claim.length === 0) return false;
    await movePoints(tx, {
      userNo: user.userNo,
      delta: points,
      kind: 'reward',
      reason: AD_REWARD_REASON,
      ref: adRewardRef(input.messageId, user.userNo),
      memo: '채널 메시지 광고 보상',
    });
    return true;
  });
  if (!paid) throw fail('CONFLICT', '이미 포인트를 받은 메시지예요. 포인트 내역에서 확인해 주세요.');
  return { points, balance: await pointBalance(db, user.userNo) };
}
