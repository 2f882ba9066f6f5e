/**
 * Open hours and free slots (`load_open_date`, `load_open_hour`, `save_open_hours`). A pro writes
 * weekly hours and dated exceptions in Seoul wall-clock time; slots are laid back to back in the
 * pro's session length inside each range. A slot is free when it starts at least
 * PRO_BOOK_AHEAD_MIN minutes from now, within PRO_CALENDAR_DAYS, and no live reservation overlaps
 * it. Seoul has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact.
 */
import {
  type OpenHoursInput,
  PRO_BOOK_AHEAD_MIN,
  PRO_CALENDAR_DAYS,
  PRO_ZONE,
  type proApi,
  type Slot,
} from '@sidequest/shared';
import type { BodyOut } from '@sidequest/shared';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import { LIVE_STATUSES, type OpenHours, proReservations, pros } from './schema.js';

const SEOUL_OFFSET_MS = 9 * 3600_000;
const MINUTE = 60_000;
const DAY = 24 * 3600_000;

export interface ProHours {
  proNo: number;
  minutes: number;
  openHours: OpenHours;
}
interface Booked {
  proNo: number;
  startAt: Date;
  endAt: Date;
}

const clockMin = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 'YYYY-MM-DD' of an instant in Seoul. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Seoul date plus minutes after its midnight. */
function seoulInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00+09:00`) + minutes * MINUTE);
}

const addDays = (date: string, n: number) => seoulDate(new Date(seoulInstant(date, 0).getTime() + n * DAY));

/** Open ranges of one Seoul date, in minutes after midnight: the exception if any, else the weekday's. */
function rangesOn(hours: OpenHours, date: string): [number, number][] {
  const exception = hours.exceptions.find((e) => e.date === date);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const ranges = exception ? exception.hours : hours.weekly.filter((w) => w.weekday === weekday);
  return ranges
    .map((r) => [clockMin(r.start), clockMin(r.end)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

/** Every slot of one date, free or not, in start order. */
export function slotsOn(pro: ProHours, date: string, booked: Booked[], now: Date): Slot[] {
  const earliest = now.getTime() + PRO_BOOK_AHEAD_MIN * MINUTE;
  const latest = now.getTime() + PRO_CALENDAR_DAYS * DAY;
  const slots: Slot[] = [];
  for (const [from, to] of rangesOn(pro.openHours, date)) {
    for (let m = from; m + pro.minutes <= to; m += pro.minutes) {
      const start = seoulInstant(date, m);
      const end = new Date(start.getTime() + pro.minutes * MINUTE);
      const taken = booked.some((b) => b.proNo === pro.proNo && b.startAt < end && b.endAt > start);
      slots.push({
        START_AT: start.toISOString(),
        END_AT: end.toISOString(),
        LABEL: `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
        FREE: !taken && start.getTime() >= earliest && start.getTime() <= latest,
      });
    }
  }
  return slots;
}

/** Live reservations of these pros starting in [from, to). */
async function bookedBetween(db: DbOrTx, proNos: number[], from: Date, to: Date): Promise<Booked[]> {
  if (proNos.length === 0) return [];
  return db
    .select({ proNo: proReservations.proNo, startAt: proReservations.startAt, endAt: proReservations.endAt })
    .from(proReservations)
    .where(
      and(
        inArray(proReservations.proNo, proNos),
        inArray(proReservations.status, [...LIVE_STATUSES]),
        gte(proReservations.startAt, from),
        lt(proReservations.startAt, to),
      ),
    );
}

/** An approved pro whose account is active (a withdrawn pro takes no bookings and shows no hours). */
export async function requirePro(db: DbOrTx, proNo: number) {
  const [row] = await db
    .select({ pro: pros })
    .from(pros)
    .innerJoin(users, eq(users.userNo, pros.proNo))
    .where(and(eq(pros.proNo, proNo), eq(users.status, 'active')));
  if (!row) throw fail('NOT_FOUND', '찾는 프로가 없어요. 검색에서 다시 골라 주세요.');
  return row.pro;
}

export async function openDates(db: Db, proNo: number, month: string, now = new Date()) {
  const pro = await requirePro(db, proNo);
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const booked = await bookedBetween(db, [proNo], seoulInstant(first, 0), seoulInstant(next, 0));
  const days: { date: string; free: number }[] = [];
  for (let d = first; d < next; d = addDays(d, 1)) {
    days.push({ date: d, free: slotsOn(pro, d, booked, now).filter((s) => s.FREE).length });
  }
  return { ZONE: PRO_ZONE, days };
}

export async function openHoursOn(db: Db, proNo: number, date: string, now = new Date()) {
  const pro = await requirePro(db, proNo);
  const booked = await bookedBetween(db, [proNo], seoulInstant(date, 0), seoulInstant(addDays(date, 1), 0));
  return { ZONE: PRO_ZONE, MINUTES: pro.minutes, slots: slotsOn(pro, date, booked, now) };
}

/** The next free slot's start per pro (one reservation query for the whole list). */
export async function nextFreeSlots(
  db: Db,
  list: ProHours[],
  now = new Date(),
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const booked = await bookedBetween(
    db,
    list.map((p) => p.proNo),
    now,
    new Date(now.getTime() + (PRO_CALENDAR_DAYS + 1) * DAY),
  );
  const today = seoulDate(now);
  for (const pro of list) {
    if (pro.openHours.weekly.length === 0 && pro.openHours.exceptions.every((e) => e.hours.length === 0))
      continue;
    for (let i = 0; i <= PRO_CALENDAR_DAYS && !out.has(pro.proNo); i++) {
      const free = slotsOn(pro, addDays(today, i), booked, now).find((s) => s.FREE);
      if (free) out.set(pro.proNo, free.START_AT);
    }
  }
  return out;
}

/**
 * Whether `startAt` is the start of one of the pro's free-by-hours slots (occupancy is checked by
 * the caller inside its transaction and, finally, by the unique index). Returns the slot's end.
 */
export function slotEnd(pro: ProHours, startAt: Date, now: Date): Date | null {
  const slot = slotsOn(pro, seoulDate(startAt), [], now).find((s) => s.START_AT === startAt.toISOString());
  return slot?.FREE ? new Date(slot.END_AT) : null;
}

function overlaps(ranges: { start: string; end: string }[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start));
  return sorted.some((r, i) => i > 0 && r.start < sorted[i - 1]!.end);
}

/** Replaces the pro's weekly hours and exceptions; overlapping ranges and repeated dates are refused. */
export async function saveOpenHours(
  db: Db,
  userNo: number,
  input: BodyOut<typeof proApi.saveOpenHours>,
): Promise<{ hours: OpenHoursInput }> {
  await requirePro(db, userNo).catch(() => {
    throw fail('FORBIDDEN', '승인된 프로만 상담 시간을 정할 수 있어요. 먼저 프로를 신청해 주세요.');
  });
  for (let day = 0; day < 7; day++) {
    if (overlaps(input.weekly.filter((w) => w.weekday === day))) {
      throw fail('VALIDATION', '같은 요일에 겹치는 시간이 있어요. 시간을 다시 확인해 주세요.');
    }
  }
  const dates = input.exceptions.map((e) => e.date);
  if (new Set(dates).size !== dates.length) {
    throw fail('VALIDATION', '같은 날짜의 예외를 두 번 넣었어요. 하나로 합쳐 주세요.');
  }
  if (input.exceptions.some((e) => overlaps(e.hours))) {
    throw fail('VALIDATION', '예외 날짜에 겹치는 시간이 있어요. 시간을 다시 확인해 주세요.');
  }
  const hours: OpenHours = {
    weekly: [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
    exceptions: [...input.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
  };
  await db.update(pros).set({ openHours: hours }).where(eq(pros.proNo, userNo));
  return { hours };
}
