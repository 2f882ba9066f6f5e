import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { requireMember } from './core.js';
import { chatMessages, chatReports } from './schema.js';

const messageMissing = () =>
  fail('NOT_FOUND', '신고할 메시지를 찾을 수 없어요. 대화방을 새로고침한 뒤 다시 시도해 주세요.');

/**
 * Reports a message for the operators: it must be in a room I am in and sent by the person named.
 * One report per person per message; the body is kept as it was at reporting time.
 */
export async function reportMessage(
  db: Db,
  reporterNo: number,
  input: { chatId: string; messageId: string; opponentNo: number },
): Promise<void> {
  await requireMember(db, input.chatId, reporterNo);
  if (input.opponentNo === reporterNo) throw fail('CHAT_SELF', '내 메시지는 신고할 수 없어요.');
  const [message] = await db
    .select({ body: chatMessages.body, senderNo: chatMessages.senderNo })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, input.chatId), eq(chatMessages.messageId, input.messageId)))
    .limit(1);
  if (!message || message.senderNo !== input.opponentNo) throw messageMissing();
  const stored = await db
    .insert(chatReports)
    .values({
      roomId: input.chatId,
      messageId: input.messageId,
      reporterNo,
      opponentNo: input.opponentNo,
      body: message.body,
    })
    .onConflictDoNothing({ target: [chatReports.messageId, chatReports.reporterNo] })
    .returning({ no: chatReports.reportNo });
  if (stored.length === 0) throw fail('CHAT_ALREADY_REPORTED');
}
