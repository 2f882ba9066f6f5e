import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type {} from '../chat/events.js';
import { proReservations } from './schema.js';

/** The pro feature's reactions: it records which chat room a session opened in. */
export function subscribePro(events: DomainEvents, deps: { db: Db }): void {
  events.on('chat.proRoomOpened', 'pro.sessions', async ({ roomId, reservationNo }) => {
    await deps.db
      .update(proReservations)
      .set({ chatId: roomId })
      .where(eq(proReservations.reservationNo, reservationNo));
  });
}
