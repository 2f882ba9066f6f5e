/**
 * Entering an event, and crediting an entry. One entry per member and event (per Seoul day for
 * attendance) is kept by the database's unique indexes, so a double click or two tabs at once
 * cannot enter twice; first-come slots are taken on the event row (see schema.ts); rewards move
 * only through the points ledger, in the transaction that marks the entry won, under the ref
 * `event:{eventNo}:{userNo}` (plus the day for daily attendance rewards), so nothing is paid twice.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type BodyOut, campaignsApi } from '@sidequest/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { announceLevelUp, type ExpResult, moveExp, movePoints } from '../points/ledger.js';
import { seoulDay } from '../project/space/common.js';
import { assertOwnUploads } from '../upload/ownership.js';
import type { EventRow } from './campaigns.js';
import { loadEvent } from './campaigns.js';
import type { EventReward } from './events.js';
import { campaignEntries, campaignEvents, campaignProofs } from './schema.js';

export type EntryRow = typeof campaignEntries.$inferSelect;
type EventEntry = campaignsApi.EventEntry;

/** The upload purpose of proof pictures: only the member's own are accepted as proof. */
export const PROOF_PURPOSE = 'event_proof';

/**
 * Whether a typed code is the event's, without case and in constant time: both sides are hashed
 * first, so the comparison neither stops at the first wrong character nor depends on the length.
 */
export function codeMatches(expected: string | null, typed: string): boolean {
  if (!expected) return false;
  const digest = (v: string) => createHash('sha256').update(v.trim().toUpperCase()).digest();
  return timingSafeEqual(digest(expected), digest(typed));
}

/** The latest proof of each entry, by entry number. */
export async function latestProofs(db: DbOrTx, entryNos: number[]) {
  if (entryNos.length === 0) return new Map<number, typeof campaignProofs.$inferSelect>();
  const proofs = await db
    .selectDistinctOn([campaignProofs.entryNo])
    .from(campaignProofs)
    .where(inArray(campaignProofs.entryNo, entryNos))
    .orderBy(campaignProofs.entryNo, desc(campaignProofs.proofNo));
  return new Map(proofs.map((p) => [p.entryNo, p]));
}

/** Entries as members and operators read them, each with its latest proof. */
export async function entryViews(db: DbOrTx, rows: EntryRow[]): Promise<EventEntry[]> {
  const latest = await latestProofs(
    db,
    rows.map((r) => r.entryNo),
  );
  return rows.map((r) => {
    const p = latest.get(r.entryNo);
    return {
      entry_no: r.entryNo,
      day: r.day,
      review: r.review,
      outcome: r.outcome,
      reject_reason: p?.decision === 'rejected' ? (p.reason ?? '') : null,
      proof_image: p?.imageUrl ?? null,
      proof_url: p?.linkUrl ?? null,
      rewarded: r.rewardedAt !== null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

export interface Credited {
  reward: EventReward;
  exp: ExpResult | null;
}

/**
 * Marks an entry won and credits the event's reward, once: the entry's `rewarded_at` is claimed
 * first (a second call finds it set and credits nothing), and the ledger refs are unique besides.
 * Runs in the caller's transaction; announce the level-up (`afterCredit`) after the commit.
 */
export async function creditEntry(tx: Tx, ev: EventRow, entry: EntryRow): Promise<Credited | null> {
  const [claimed] = await tx
    .update(campaignEntries)
    .set({ outcome: 'won', rewardedAt: new Date() })
    .where(and(eq(campaignEntries.entryNo, entry.entryNo), isNull(campaignEntries.rewardedAt)))
    .returning({ entryNo: campaignEntries.entryNo });
  if (!claimed) return null;
  // Daily attendance rewards every day; everything else pays a member once per event.
  const ref = `event:${ev.eventNo}:${entry.userNo}${ev.mode === '01' && entry.day ? `:${entry.day}` : ''}`;
  const movement = { userNo: entry.userNo, kind: 'event' as const, reason: 'event', ref, memo: ev.title };
  if (ev.rewardPoints > 0) await movePoints(tx, { ...movement, delta: ev.rewardPoints });
  const exp = ev.rewardExp > 0 ? await moveExp(tx, { ...movement, delta: ev.rewardExp }) : null;
  return { reward: { points: ev.rewardPoints, exp: ev.rewardExp }, exp };
}

export async function afterCredit(events: DomainEvents, userNo: number, c: Credited | null): Promise<void> {
  if (c?.exp) await announceLevelUp(events, userNo, c.exp);
}

/** Takes one first-come slot on the event row, or refuses with 선착순이 마감됐어요. */
export async function takeSlot(tx: Tx, eventNo: number): Promise<void> {
  const [row] = await tx
    .update(campaignEvents)
    .set({ winners: sql`${campaignEvents.winners} + 1` })
    .where(
      and(eq(campaignEvents.eventNo, eventNo), sql`${campaignEvents.winners} < ${campaignEvents.capacity}`),
    )
    .returning({ winners: campaignEvents.winners });
  if (!row) throw fail('EVENT_SOLD_OUT');
}

/** Gives a first-come slot back (a rejected proof), so the next member can take it. */
export async function releaseSlot(tx: Tx, eventNo: number): Promise<void> {
  await tx
    .update(campaignEvents)
    .set({ winners: sql`${campaignEvents.winners} - 1` })
    .where(and(eq(campaignEvents.eventNo, eventNo), sql`${campaignEvents.winners} > 0`));
}

type EnterInput = BodyOut<typeof campaignsApi.enter>;

/** What the entry call checks before it writes anything: the window, the code, the proof. */
async function checkEntry(db: Db, ev: EventRow, userNo: number, input: EnterInput, now: Date) {
  if (now < ev.startsAt) throw fail('EVENT_NOT_STARTED');
  if (now >= ev.endsAt) throw fail('EVENT_ENDED');
  const kind = campaignsApi.eventEntryKind(ev.type);
  if (kind === 'code') {
    if (!input.code)
      throw fail('VALIDATION', '참여 코드를 입력해 주세요.', { code: '참여 코드를 입력해 주세요.' });
    if (!codeMatches(ev.code, input.code)) throw fail('EVENT_WRONG_CODE');
  }
  if (kind === 'proof') {
    if (!input.proof_image && !input.proof_url) {
      throw fail('VALIDATION', '인증 사진을 올리거나 인증 링크를 적어 주세요.', {
        proof_image: '인증 사진이나 링크가 필요해요.',
      });
    }
    if (input.proof_image) await assertOwnUploads(db, userNo, [input.proof_image], [PROOF_PURPOSE]);
  }
  return kind;
}

/**
 * Enters the caller: a code or an attendance is decided at once (mode 01 and first-come are
 * credited, a lottery entry waits for the draw); a proof waits for an operator. A rejected proof
 * may be sent again on the same entry.
 */
export async function enterEvent(db: Db, events: DomainEvents, userNo: number, input: EnterInput) {
  const ev = await loadEvent(db, input.event_no);
  const now = new Date();
  const kind = await checkEntry(db, ev, userNo, input, now);
  const result = await db.transaction(async (tx) => {
    let entry: EntryRow | undefined;
    if (kind === 'proof') {
      const [earlier] = await tx
        .select()
        .from(campaignEntries)
        .where(and(eq(campaignEntries.eventNo, ev.eventNo), eq(campaignEntries.userNo, userNo)))
        .for('update');
      if (earlier && earlier.review !== 'rejected') throw fail('EVENT_ALREADY_ENTERED');
      if (earlier) {
        [entry] = await tx
          .update(campaignEntries)
          .set({ review: 'pending' })
          .where(eq(campaignEntries.entryNo, earlier.entryNo))
          .returning();
      }
    }
    if (!entry) {
      [entry] = await tx
        .insert(campaignEntries)
        .values({
          eventNo: ev.eventNo,
          userNo,
          day: kind === 'attendance' ? seoulDay(now) : null,
          review: kind === 'proof' ? 'pending' : 'none',
        })
        .onConflictDoNothing()
        .returning();
      if (!entry) {
        throw kind === 'attendance'
          ? fail('EVENT_ALREADY_ENTERED', '오늘은 이미 출석했어요. 내일 다시 출석해 주세요.')
          : fail('EVENT_ALREADY_ENTERED');
      }
    }
    // A first-come entry holds its slot from now: at once for a code, while its proof is reviewed.
    if (ev.mode === '03') await takeSlot(tx, ev.eventNo);
    if (kind === 'proof') {
      await tx.insert(campaignProofs).values({
        entryNo: entry.entryNo,
        imageUrl: input.proof_image || null,
        linkUrl: input.proof_url || null,
        note: input.note ?? '',
      });
      return { entry, credited: null };
    }
    const credited = ev.mode === '02' ? null : await creditEntry(tx, ev, entry);
    return { entry, credited };
  });
  await afterCredit(events, userNo, result.credited);
  const [fresh] = await db
    .select()
    .from(campaignEntries)
    .where(eq(campaignEntries.entryNo, result.entry.entryNo));
  const [view] = await entryViews(db, [fresh!]);
  return { entry: view!, reward: result.credited?.reward ?? null };
}
