import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type {} from '../chat/events.js';
import { proReservations } from './schema.js';
import { settleNoShow } from './settlement.js';

/** The pro feature's reactions: which chat room a session opened in, and no-shows reported there. */
export function subscribePro(events: DomainEvents, deps: { db: Db }): void {
  events.on('chat.proNoShow', 'pro.settlement', ({ roomId, absent }) =>
    settleNoShow(deps.db, events, roomId, absent).then(() => undefined),
  );
  events.on('chat.proRoomOpened', 'pro.sessions', async ({ roomId, reservationNo }) => {
    await deps.db
      .update(proReservations)
      .set({ chatId: roomId })
      .where(eq(proReservations.reservationNo, reservationNo));
  });
}
