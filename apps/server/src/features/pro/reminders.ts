/**
 * The pro job: reminders before accepted sessions, the pro room opening at the slot, and the
 * settlement sweep. Reminders and openings are claimed by one conditional UPDATE each
 * (`reminder_sent_at` / `opened_at` IS NULL … RETURNING): two instances sweeping together get
 * disjoint rows, and a row is never claimed twice, so each is announced once. The state lives in
 * the table, so what came due while every instance was down goes out at the first sweep after the
 * start (a reminder only while the session has not begun).
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { ProReservationFacts } from './events.js';
import { proReservations } from './schema.js';
import { sweepSettlements } from './settlement.js';

export const PRO_SWEEP_MS = 30_000;
/** The reminder goes out this long before the start. */
export const REMINDER_BEFORE_MIN = 60;
/** The pro room opens this long before the start, so both can walk in on time. */
export const OPEN_BEFORE_MIN = 10;

const facts = (r: typeof proReservations.$inferSelect): ProReservationFacts => ({
  reservationNo: r.reservationNo,
  proNo: r.proNo,
  memberNo: r.memberNo,
  startAt: r.startAt.toISOString(),
  endAt: r.endAt.toISOString(),
  price: r.price,
});

export async function sendDueReminders(db: Db, events: DomainEvents, now = new Date()): Promise<number> {
  const claimed = await db
    .update(proReservations)
    .set({ reminderSentAt: sql`now()` })
    .where(
      and(
        eq(proReservations.status, 'accepted'),
        isNull(proReservations.reminderSentAt),
        lte(proReservations.startAt, new Date(now.getTime() + REMINDER_BEFORE_MIN * 60_000)),
        gt(proReservations.startAt, now),
      ),
    )
    .returning();
  for (const r of claimed) await events.emit('pro.reminder', facts(r));
  return claimed.length;
}

export async function openDueSessions(db: Db, events: DomainEvents, now = new Date()): Promise<number> {
  const claimed = await db
    .update(proReservations)
    .set({ openedAt: sql`now()` })
    .where(
      and(
        eq(proReservations.status, 'accepted'),
        isNull(proReservations.openedAt),
        lte(proReservations.startAt, new Date(now.getTime() + OPEN_BEFORE_MIN * 60_000)),
        gt(proReservations.endAt, now),
      ),
    )
    .returning();
  for (const r of claimed) await events.emit('pro.sessionStarting', facts(r));
  return claimed.length;
}

export async function sweepPro(db: Db, events: DomainEvents, now = new Date()): Promise<void> {
  await sweepSettlements(db, events, now);
  await sendDueReminders(db, events, now);
  await openDueSessions(db, events, now);
}

interface JobLog {
  error(obj: unknown, msg?: string): void;
}

/** One sweep now, then one every 30 seconds, never overlapping; `stop()` waits for a running one. */
export function startProJobs(opts: { db: Db; events: DomainEvents; log: JobLog; intervalMs?: number }) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return running ?? Promise.resolve();
    running = sweepPro(opts.db, opts.events)
      .catch((err: unknown) =>
        opts.log.error({ err }, '프로 상담 작업이 실패했어요. 다음 주기에 다시 시도해요.'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const ready = tick();
  const timer = setInterval(() => void tick(), opts.intervalMs ?? PRO_SWEEP_MS);
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
