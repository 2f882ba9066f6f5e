/**
 * Operators' review of proofs. Approval credits the reward at once in mode 01 and first-come
 * (whose slot the entry already holds), or makes the entry a lottery ticket; rejection frees a
 * first-come slot and lets the member send a new proof. The member is told either way
 * (`campaign.reviewed`, after the commit).
 */
import type { BodyOut, campaignsApi } from '@sidequest/shared';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import { loadEvent } from './campaigns.js';
import { afterCredit, creditEntry, type EntryRow, entryViews, latestProofs, releaseSlot } from './entries.js';
import { campaignEntries, campaignEvents, campaignProofs } from './schema.js';

const PAGE = 20;

/** Entries with their event title, member and latest note, as the review queue lists them. */
async function reviewItems(db: Db, rows: EntryRow[]): Promise<campaignsApi.ReviewItem[]> {
  if (rows.length === 0) return [];
  const nos = rows.map((r) => r.entryNo);
  const [views, proofs, extra] = await Promise.all([
    entryViews(db, rows),
    latestProofs(db, nos),
    db
      .select({ entryNo: campaignEntries.entryNo, title: campaignEvents.title, nickname: users.nickname })
      .from(campaignEntries)
      .innerJoin(campaignEvents, eq(campaignEvents.eventNo, campaignEntries.eventNo))
      .innerJoin(users, eq(users.userNo, campaignEntries.userNo))
      .where(inArray(campaignEntries.entryNo, nos)),
  ]);
  const byNo = new Map(extra.map((e) => [e.entryNo, e]));
  return views.map((v, i) => {
    const row = rows[i]!;
    return {
      ...v,
      event_no: row.eventNo,
      event_title: byNo.get(row.entryNo)?.title ?? '',
      user_no: row.userNo,
      nickname: byNo.get(row.entryNo)?.nickname ?? '탈퇴한 회원',
      note: proofs.get(row.entryNo)?.note ?? '',
    };
  });
}

/** Entries with a proof in one review state, newest first, paged by entry number. */
export async function reviewQueue(db: Db, input: BodyOut<typeof campaignsApi.entries>) {
  const rows = await db
    .select()
    .from(campaignEntries)
    .where(
      and(
        eq(campaignEntries.review, input.review),
        input.event_no ? eq(campaignEntries.eventNo, input.event_no) : undefined,
        input.before ? lt(campaignEntries.entryNo, input.before) : undefined,
      ),
    )
    .orderBy(desc(campaignEntries.entryNo))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    list: await reviewItems(db, page),
    next_before: rows.length > PAGE ? page[page.length - 1]!.entryNo : null,
  };
}

const alreadyReviewed = () => fail('CONFLICT', '이미 검토한 인증이에요. 목록을 새로고침해 주세요.');

export async function reviewEntry(
  db: Db,
  events: DomainEvents,
  operatorNo: number,
  input: BodyOut<typeof campaignsApi.review>,
): Promise<campaignsApi.ReviewItem> {
  const [found] = await db
    .select({ eventNo: campaignEntries.eventNo })
    .from(campaignEntries)
    .where(eq(campaignEntries.entryNo, input.entry_no));
  if (!found) throw fail('NOT_FOUND', '찾는 참여 기록이 없어요. 목록을 새로고침해 주세요.');
  const ev = await loadEvent(db, found.eventNo);
  const done = await db.transaction(async (tx) => {
    // Locked so two operators deciding at once cannot both credit or both free a slot.
    const [entry] = await tx
      .select()
      .from(campaignEntries)
      .where(eq(campaignEntries.entryNo, input.entry_no))
      .for('update');
    if (entry?.review !== 'pending') throw alreadyReviewed();
    const [proof] = await tx
      .select({ proofNo: campaignProofs.proofNo })
      .from(campaignProofs)
      .where(and(eq(campaignProofs.entryNo, entry.entryNo), eq(campaignProofs.decision, 'pending')))
      .orderBy(desc(campaignProofs.proofNo))
      .limit(1);
    if (!proof) throw alreadyReviewed();
    await tx
      .update(campaignProofs)
      .set({
        decision: input.approve ? 'approved' : 'rejected',
        reason: input.reason || null,
        reviewedBy: operatorNo,
        reviewedAt: new Date(),
      })
      .where(eq(campaignProofs.proofNo, proof.proofNo));
    const [reviewed] = await tx
      .update(campaignEntries)
      .set({ review: input.approve ? 'approved' : 'rejected' })
      .where(eq(campaignEntries.entryNo, entry.entryNo))
      .returning();
    if (!input.approve) {
      if (ev.mode === '03') await releaseSlot(tx, ev.eventNo);
      return { entry: reviewed!, credited: null };
    }
    // A lottery entry is now a ticket; the draw decides it.
    const credited = ev.mode === '02' ? null : await creditEntry(tx, ev, reviewed!);
    return { entry: reviewed!, credited };
  });
  await afterCredit(events, done.entry.userNo, done.credited);
  await events.emit('campaign.reviewed', {
    eventNo: ev.eventNo,
    entryNo: done.entry.entryNo,
    userNo: done.entry.userNo,
    title: ev.title,
    approved: input.approve,
    reason: input.reason,
    reward: done.credited?.reward ?? null,
  });
  const [fresh] = await db
    .select()
    .from(campaignEntries)
    .where(eq(campaignEntries.entryNo, done.entry.entryNo));
  return (await reviewItems(db, [fresh!]))[0]!;
}
