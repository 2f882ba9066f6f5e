import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { activeMemberNos, type RoomRow } from './core.js';
import { pushRoomUpdated } from './list.js';
import { chatRooms } from './schema.js';

/** How often the closing job looks for rooms whose end date has passed. */
export const CHAT_SWEEP_MS = 30_000;

/** Tells each member of newly closed rooms, so open screens turn read-only without a reload. */
export async function announceClosed(db: Db, realtime: RealtimePublisher, rooms: RoomRow[]): Promise<void> {
  for (const room of rooms) {
    await pushRoomUpdated(db, realtime, room.roomId, await activeMemberNos(db, room.roomId));
  }
}

/**
 * Closes every room whose end date has passed, in one conditional UPDATE: when two instances sweep
 * at the same moment, each room is returned to exactly one of them (the other finds closed_at
 * already set), so members are told once. The state lives in the database, so a room whose end
 * date passed while every instance was down is closed by the first sweep after the start.
 */
export async function sweepClosedRooms(db: Db, realtime: RealtimePublisher): Promise<RoomRow[]> {
  const closed = await db
    .update(chatRooms)
    .set({ closedAt: sql`now()` })
    .where(and(isNull(chatRooms.closedAt), sql`${chatRooms.endDate} <= now()`))
    .returning();
  await announceClosed(db, realtime, closed);
  return closed;
}

interface JobLog {
  error(obj: unknown, msg?: string): void;
}

/**
 * Starts the closing job: one sweep now, then one every 30 seconds. A sweep never overlaps the
 * previous one; a failed sweep is logged and the next tick tries again. `stop()` (on shutdown)
 * cancels the timer and waits for a sweep in progress, so the database is not closed under it.
 */
export function startChatJobs(opts: {
  db: Db;
  realtime: RealtimePublisher;
  log: JobLog;
  intervalMs?: number;
}): { stop(): Promise<void>; ready: Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return running ?? Promise.resolve();
    running = sweepClosedRooms(opts.db, opts.realtime)
      .then(() => undefined)
      .catch((err: unknown) =>
        opts.log.error({ err }, '채팅방 종료 작업이 실패했어요. 다음 주기에 다시 시도해요.'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const ready = tick();
  const timer = setInterval(() => void tick(), opts.intervalMs ?? CHAT_SWEEP_MS);
  timer.unref();
  return {
    ready,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
