/** Events themselves: what members list and open, and what operators create, close and count. */
import { type BodyOut, campaignsApi, eventRewardModes, eventTypes } from '@sidequest/shared';
import { and, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { seoulDay } from '../project/space/common.js';
import { campaignDraws, campaignEntries, campaignEvents } from './schema.js';
import { drawView } from './lottery.js';
import { entryViews } from './entries.js';

export type EventRow = typeof campaignEvents.$inferSelect;

const PAGE = 20;
type EventCard = campaignsApi.EventCard;

export const eventMissing = () =>
  fail('NOT_FOUND', '찾는 이벤트가 없어요. 이벤트 목록에서 다시 골라 주세요.');

export async function loadEvent(db: DbOrTx, eventNo: number): Promise<EventRow> {
  const [row] = await db.select().from(campaignEvents).where(eq(campaignEvents.eventNo, eventNo)).limit(1);
  if (!row) throw eventMissing();
  return row;
}

export function eventState(ev: EventRow, now = new Date()): EventCard['state'] {
  if (now < ev.startsAt) return 'upcoming';
  return now < ev.endsAt ? 'live' : 'ended';
}

export function cardOf(ev: EventRow, now = new Date()): EventCard {
  return {
    event_no: ev.eventNo,
    type: ev.type,
    type_label: eventTypes.label(ev.type) ?? ev.type,
    mode: ev.mode,
    mode_label: eventRewardModes.label(ev.mode) ?? ev.mode,
    title: ev.title,
    reward_points: ev.rewardPoints,
    reward_exp: ev.rewardExp,
    capacity: ev.capacity,
    winners: ev.winners,
    starts_at: ev.startsAt.toISOString(),
    ends_at: ev.endsAt.toISOString(),
    state: eventState(ev, now),
  };
}

/** Live (upcoming included) or ended events, newest first, paged by event number. */
export async function listEvents(db: Db, status: 'live' | 'ended', before?: number) {
  const now = new Date();
  const rows = await db
    .select()
    .from(campaignEvents)
    .where(
      and(
        status === 'live' ? gt(campaignEvents.endsAt, now) : lte(campaignEvents.endsAt, now),
        before ? lt(campaignEvents.eventNo, before) : undefined,
      ),
    )
    .orderBy(desc(campaignEvents.eventNo))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    list: page.map((r) => cardOf(r, now)),
    next_before: rows.length > PAGE ? page[page.length - 1]!.eventNo : null,
  };
}

async function entryCount(db: DbOrTx, eventNo: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${campaignEntries.userNo})::int` })
    .from(campaignEntries)
    .where(eq(campaignEntries.eventNo, eventNo));
  return row?.n ?? 0;
}

/** The Monday-first Seoul week around `now`, as yyyy-mm-dd days. */
export function seoulWeek(now: Date): string[] {
  const today = seoulDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return Array.from({ length: 7 }, (_, i) => seoulDay(now, i - weekday));
}

/** One event as its page shows it, with the caller's entries and, after a draw, its result. */
export async function eventDetail(db: Db, eventNo: number, userNo: number | null) {
  const ev = await loadEvent(db, eventNo);
  const now = new Date();
  const mineRows = userNo
    ? await db
        .select()
        .from(campaignEntries)
        .where(and(eq(campaignEntries.eventNo, eventNo), eq(campaignEntries.userNo, userNo)))
        .orderBy(desc(campaignEntries.entryNo))
        .limit(60)
    : [];
  const mine = await entryViews(db, mineRows);
  const attended = new Set(mineRows.map((r) => r.day).filter(Boolean));
  const today = seoulDay(now);
  const week =
    ev.type === '04'
      ? seoulWeek(now).map((day) => ({ day, attended: attended.has(day), today: day === today }))
      : [];
  const [draw] = await db.select().from(campaignDraws).where(eq(campaignDraws.eventNo, eventNo)).limit(1);
  return {
    event: {
      ...cardOf(ev, now),
      body: ev.body,
      entry_kind: campaignsApi.eventEntryKind(ev.type),
      entry_count: await entryCount(db, eventNo),
    },
    mine,
    week,
    draw: draw?.drawnAt ? await drawView(db, draw) : null,
  };
}

// ── Operators ───────────────────────────────────────────────────────────────────────────────

type AdminEvent = campaignsApi.AdminEvent;

async function adminViews(db: DbOrTx, rows: EventRow[]): Promise<AdminEvent[]> {
  if (rows.length === 0) return [];
  const nos = rows.map((r) => r.eventNo);
  const counts = await db
    .select({
      eventNo: campaignEntries.eventNo,
      entries: sql<number>`count(distinct ${campaignEntries.userNo})::int`,
      pending: sql<number>`count(*) filter (where ${campaignEntries.review} = 'pending')::int`,
    })
    .from(campaignEntries)
    .where(inArray(campaignEntries.eventNo, nos))
    .groupBy(campaignEntries.eventNo);
  const drawn = await db
    .select({ eventNo: campaignDraws.eventNo })
    .from(campaignDraws)
    .where(and(inArray(campaignDraws.eventNo, nos), sql`${campaignDraws.drawnAt} is not null`));
  const byNo = new Map(counts.map((c) => [c.eventNo, c]));
  const drawnNos = new Set(drawn.map((d) => d.eventNo));
  const now = new Date();
  return rows.map((r) => ({
    ...cardOf(r, now),
    code: r.code,
    entry_count: byNo.get(r.eventNo)?.entries ?? 0,
    pending_count: byNo.get(r.eventNo)?.pending ?? 0,
    drawn: drawnNos.has(r.eventNo),
  }));
}

export async function adminEventList(db: Db, before?: number) {
  const rows = await db
    .select()
    .from(campaignEvents)
    .where(before ? lt(campaignEvents.eventNo, before) : undefined)
    .orderBy(desc(campaignEvents.eventNo))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    list: await adminViews(db, page),
    next_before: rows.length > PAGE ? page[page.length - 1]!.eventNo : null,
  };
}

export async function createEvent(
  db: Db,
  operatorNo: number,
  input: BodyOut<typeof campaignsApi.create>,
): Promise<AdminEvent> {
  const [row] = await db
    .insert(campaignEvents)
    .values({
      type: input.type,
      mode: input.mode,
      title: input.title,
      body: input.body,
      rewardPoints: input.reward_points,
      rewardExp: input.reward_exp,
      // Everyone who enters is rewarded in mode 01: there is no number of winners to keep.
      capacity: input.mode === '01' ? null : input.capacity,
      code: campaignsApi.eventEntryKind(input.type) === 'code' ? input.code : null,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      createdBy: operatorNo,
    })
    .returning();
  return (await adminViews(db, [row!]))[0]!;
}

/** Ends a live (or upcoming) event now; an ended one stays as it ended. */
export async function closeEvent(db: Db, eventNo: number): Promise<AdminEvent> {
  await loadEvent(db, eventNo);
  const now = new Date();
  await db
    .update(campaignEvents)
    .set({ endsAt: now, startsAt: sql`least(${campaignEvents.startsAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(campaignEvents.eventNo, eventNo), gt(campaignEvents.endsAt, now)));
  return (await adminViews(db, [await loadEvent(db, eventNo)]))[0]!;
}
