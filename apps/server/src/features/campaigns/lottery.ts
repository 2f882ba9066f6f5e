/**
 * Lottery draws (mode 02), reproducible by anyone. The operator's draw first writes 32 random
 * bytes as the seed and commits them; then every member's first eligible entry is ordered by
 * SHA-256(seed ":" entryNo) and the first `capacity` win. The seed, the rule (`DRAW_RULE`) and
 * the ordered entry numbers are shown on the event page, so the result can be re-run outside.
 * A draw cut short after its seed was stored is finished from the same seed, with the same result.
 */
import { createHash, randomBytes } from 'node:crypto';
import { campaignsApi } from '@sidequest/shared';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import { loadEvent } from './campaigns.js';
import { afterCredit, type Credited, creditEntry } from './entries.js';
import { campaignDraws, campaignEntries } from './schema.js';

export type DrawRow = typeof campaignDraws.$inferSelect;

/** The ordering key of one entry under a seed: lowercase hex SHA-256 of `seed:entryNo`. */
export function drawKey(seed: string, entryNo: number): string {
  return createHash('sha256').update(`${seed}:${entryNo}`).digest('hex');
}

/** The winning entry numbers: `entryNos` (one per member) ordered by their keys, first `count`. */
export function pickWinners(seed: string, entryNos: readonly number[], count: number): number[] {
  return entryNos
    .map((no) => ({ no, key: drawKey(seed, no) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, Math.max(0, count))
    .map((e) => e.no);
}

/** Each member's first entry that may win: not waiting for or refused by a review. */
async function ticketsOf(db: DbOrTx, eventNo: number): Promise<number[]> {
  const rows = await db
    .select({ entryNo: sql<number>`min(${campaignEntries.entryNo})::int` })
    .from(campaignEntries)
    .where(and(eq(campaignEntries.eventNo, eventNo), inArray(campaignEntries.review, ['none', 'approved'])))
    .groupBy(campaignEntries.userNo);
  return rows.map((r) => r.entryNo).sort((a, b) => a - b);
}

/** The draw as the event page shows it. */
export async function drawView(db: DbOrTx, draw: DrawRow): Promise<campaignsApi.Draw> {
  const winnerNos = draw.winnerEntryNos ?? [];
  const names =
    winnerNos.length === 0
      ? []
      : await db
          .select({ entryNo: campaignEntries.entryNo, nickname: users.nickname })
          .from(campaignEntries)
          .innerJoin(users, eq(users.userNo, campaignEntries.userNo))
          .where(inArray(campaignEntries.entryNo, winnerNos));
  const byNo = new Map(names.map((n) => [n.entryNo, n.nickname]));
  const entryNos = draw.entryNos ?? [];
  return {
    seed: draw.seed,
    rule: campaignsApi.DRAW_RULE,
    drawn_at: (draw.drawnAt ?? draw.seededAt).toISOString(),
    entry_nos: entryNos.slice(0, campaignsApi.EVENT_LIMITS.drawListed),
    entry_count: entryNos.length,
    winners: winnerNos.map((no) => ({ entry_no: no, nickname: byNo.get(no) ?? '탈퇴한 회원' })),
  };
}

/** Stores the seed of an event's draw (once) and answers the stored row. */
async function seedDraw(db: Db, eventNo: number, operatorNo: number): Promise<DrawRow> {
  await db
    .insert(campaignDraws)
    .values({ eventNo, seed: randomBytes(32).toString('hex'), drawnBy: operatorNo })
    .onConflictDoNothing();
  const [row] = await db.select().from(campaignDraws).where(eq(campaignDraws.eventNo, eventNo));
  return row!;
}

/** Draws an ended lottery: winners credited once, everyone else told they were not picked. */
export async function drawLottery(db: Db, events: DomainEvents, operatorNo: number, eventNo: number) {
  const ev = await loadEvent(db, eventNo);
  if (ev.mode !== '02') throw fail('VALIDATION', '추첨 방식의 이벤트만 추첨할 수 있어요.');
  if (new Date() < ev.endsAt) {
    throw fail('CONFLICT', '이벤트가 끝난 뒤에 추첨할 수 있어요. 먼저 이벤트를 마감해 주세요.');
  }
  const [pending] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignEntries)
    .where(and(eq(campaignEntries.eventNo, eventNo), eq(campaignEntries.review, 'pending')));
  if ((pending?.n ?? 0) > 0) {
    throw fail('CONFLICT', `검토를 기다리는 인증이 ${pending!.n}건 있어요. 먼저 검토한 뒤 추첨해 주세요.`);
  }
  const seeded = await seedDraw(db, eventNo, operatorNo);
  if (seeded.drawnAt)
    throw fail('CONFLICT', '이미 추첨한 이벤트예요. 결과는 이벤트 페이지에서 볼 수 있어요.');

  const outcome = await db.transaction(async (tx) => {
    // The row lock makes a second, simultaneous draw wait and then find it done.
    const [draw] = await tx
      .select()
      .from(campaignDraws)
      .where(and(eq(campaignDraws.eventNo, eventNo), isNull(campaignDraws.drawnAt)))
      .for('update');
    if (!draw) throw fail('CONFLICT', '이미 추첨한 이벤트예요. 결과는 이벤트 페이지에서 볼 수 있어요.');
    const tickets = await ticketsOf(tx, eventNo);
    const winners = pickWinners(draw.seed, tickets, ev.capacity ?? 0);
    const credited: Array<{ userNo: number; c: Credited | null }> = [];
    if (winners.length > 0) {
      const rows = await tx.select().from(campaignEntries).where(inArray(campaignEntries.entryNo, winners));
      for (const row of rows) credited.push({ userNo: row.userNo, c: await creditEntry(tx, ev, row) });
      // A winner's other attendance days share the win; their reward was paid once above.
      await tx
        .update(campaignEntries)
        .set({ outcome: 'won' })
        .where(
          and(
            eq(campaignEntries.eventNo, eventNo),
            inArray(
              campaignEntries.userNo,
              rows.map((r) => r.userNo),
            ),
          ),
        );
    }
    await tx
      .update(campaignEntries)
      .set({ outcome: 'lost' })
      .where(and(eq(campaignEntries.eventNo, eventNo), ne(campaignEntries.outcome, 'won')));
    const [done] = await tx
      .update(campaignDraws)
      .set({ entryNos: tickets, winnerEntryNos: winners, drawnAt: new Date(), drawnBy: operatorNo })
      .where(eq(campaignDraws.eventNo, eventNo))
      .returning();
    return { draw: done!, credited };
  });

  for (const { userNo, c } of outcome.credited) await afterCredit(events, userNo, c);
  await events.emit('campaign.drawn', {
    eventNo,
    title: ev.title,
    winnerNos: outcome.credited.map((w) => w.userNo),
    reward: { points: ev.rewardPoints, exp: ev.rewardExp },
  });
  return { draw: await drawView(db, outcome.draw) };
}
