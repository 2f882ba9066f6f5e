import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type {} from '../chat/events.js';
import { proReservations } from './schema.js';
import { settleNoShow, settleProLeft } from './settlement.js';

/**
 * The pro feature's reactions to its room in chat: which room a session opened in, the pro's start
 * check and who left (recorded on the reservation, so the settlement never reads chat's tables),
 * and no-shows reported there.
 */
export function subscribePro(events: DomainEvents, deps: { db: Db }): void {
  const { db } = deps;
  events.on('chat.proNoShow', 'pro.settlement', ({ roomId, absent }) =>
    settleNoShow(db, events, roomId, absent).then(() => undefined),
  );
  events.on('chat.proRoomOpened', 'pro.sessions', async ({ roomId, reservationNo }) => {
    await db
      .update(proReservations)
      .set({ chatId: roomId })
      .where(eq(proReservations.reservationNo, reservationNo));
  });
  events.on('chat.proStartChecked', 'pro.sessions', async ({ roomId, at }) => {
    await db
      .update(proReservations)
      .set({ startedAt: new Date(at) })
      .where(and(eq(proReservations.chatId, roomId), isNull(proReservations.startedAt)));
  });
  events.on('chat.proRoomLeft', 'pro.settlement', async ({ roomId, side, at }) => {
    if (side === 'pro') {
      await settleProLeft(db, events, roomId, new Date(at));
      return;
    }
    await db
      .update(proReservations)
      .set({ memberLeftAt: new Date(at) })
      .where(and(eq(proReservations.chatId, roomId), isNull(proReservations.memberLeftAt)));
  });
}
