import type { ChatMessage } from '@sidequest/shared';
import type { Db } from '../../db/client.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { insertMessage, type NewMessage, toMessages } from './core.js';
import { deliver } from './messages.js';

/**
 * Stores a message made by the server (a to-do card, project news, an operator's channel post,
 * a system line) and then delivers it like a member's message (to every member, with the new
 * unread counts), in that order, so a member who reloads right away already finds it in history.
 * A repeat of a client id is returned but not delivered again.
 */
export async function postServerMessage(
  db: Db,
  realtime: RealtimePublisher,
  input: NewMessage,
): Promise<ChatMessage> {
  const { row, duplicate } = await insertMessage(db, input);
  if (duplicate) return (await toMessages(db, [row]))[0]!;
  return deliver(db, realtime, row);
}
