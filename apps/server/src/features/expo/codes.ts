/**
 * Booth promotion codes (issue 15 item 4): the team hands out a code (a discount, a beta invite)
 * with a quantity and an end; members claim it once each while it lasts.
 *
 * Exactly the limit under concurrency: a claim is one transaction that first inserts the claim row
 * (its primary key refuses a second claim by the same member) and then moves the counter with
 * `UPDATE … SET claimed = claimed + 1 WHERE claimed < claim_limit AND expires_at > now()`. The
 * update takes the code's row lock, so concurrent claims queue on it and re-check the condition
 * one at a time; a claim that finds it sold out or ended rolls back its claim row.
 */
import type { expoRankApi } from '@sidequest/shared';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { fail } from '../../lib/app-error.js';
import { loadBooth, noSuchBooth, requireTeam } from './booths.js';
import { expoPromoClaims, expoPromoCodes } from './rank-schema.js';

type CodeRow = typeof expoPromoCodes.$inferSelect;
/** Codes a booth keeps on its manage list; older ones stay counted but unlisted. */
const CODES_LISTED = 50;
const DAY_MS = 86_400_000;

function view(row: CodeRow, now = new Date()) {
  return {
    code_no: row.codeNo,
    title: row.title,
    code: row.code,
    claim_limit: row.claimLimit,
    claimed: row.claimed,
    expires_at: row.expiresAt.toISOString(),
    live: row.startsAt <= now && row.expiresAt > now && row.claimed < row.claimLimit,
  };
}

export async function createCode(db: Db, userNo: number, input: expoRankApi.PromoInput) {
  const { booth } = await requireTeam(db, input.booth_no, userNo);
  if (booth.status !== 'approved') {
    throw fail(
      'VALIDATION',
      '심사를 통과한 부스에서만 프로모션 코드를 만들 수 있어요. 승인 후 다시 시도해 주세요.',
    );
  }
  const [row] = await db
    .insert(expoPromoCodes)
    .values({
      boothNo: input.booth_no,
      createdBy: userNo,
      title: input.title,
      code: input.code,
      claimLimit: input.claim_limit,
      expiresAt: new Date(Date.now() + input.days * DAY_MS),
    })
    .returning();
  return { code: view(row!) };
}

export async function listCodes(db: Db, userNo: number, boothNo: number) {
  await requireTeam(db, boothNo, userNo);
  const rows = await db
    .select()
    .from(expoPromoCodes)
    .where(eq(expoPromoCodes.boothNo, boothNo))
    .orderBy(desc(expoPromoCodes.codeNo))
    .limit(CODES_LISTED);
  return { list: rows.map((r) => view(r)) };
}

async function loadCode(db: DbOrTx, codeNo: number): Promise<CodeRow> {
  const [row] = await db.select().from(expoPromoCodes).where(eq(expoPromoCodes.codeNo, codeNo)).limit(1);
  if (!row) throw fail('NOT_FOUND', '찾는 프로모션 코드가 없어요. 부스 페이지를 새로고침해 주세요.');
  return row;
}

export async function endCode(db: Db, userNo: number, codeNo: number) {
  const code = await loadCode(db, codeNo);
  await requireTeam(db, code.boothNo, userNo);
  const [row] = await db
    .update(expoPromoCodes)
    .set({ expiresAt: sql`least(${expoPromoCodes.expiresAt}, now())` })
    .where(eq(expoPromoCodes.codeNo, codeNo))
    .returning();
  return { code: view(row!) };
}

/** The booth's code that can be claimed now (the newest), with the viewer's own copy if claimed. */
export async function liveCode(db: Db, boothNo: number, viewerNo: number | null) {
  const booth = await loadBooth(db, boothNo);
  if (booth.status !== 'approved') throw noSuchBooth();
  const [row] = await db
    .select()
    .from(expoPromoCodes)
    .where(
      and(
        eq(expoPromoCodes.boothNo, boothNo),
        lte(expoPromoCodes.startsAt, sql`now()`),
        gt(expoPromoCodes.expiresAt, sql`now()`),
        sql`${expoPromoCodes.claimed} < ${expoPromoCodes.claimLimit}`,
      ),
    )
    .orderBy(desc(expoPromoCodes.codeNo))
    .limit(1);
  if (!row) return { code: null };
  let mine: string | null = null;
  if (viewerNo !== null) {
    const [claim] = await db
      .select({ at: expoPromoClaims.claimedAt })
      .from(expoPromoClaims)
      .where(and(eq(expoPromoClaims.codeNo, row.codeNo), eq(expoPromoClaims.userNo, viewerNo)))
      .limit(1);
    if (claim) mine = row.code;
  }
  return {
    code: {
      code_no: row.codeNo,
      title: row.title,
      remaining: row.claimLimit - row.claimed,
      claim_limit: row.claimLimit,
      expires_at: row.expiresAt.toISOString(),
      my_code: mine,
    },
  };
}

class ClaimRefused extends Error {
  constructor(readonly reason: 'sold_out' | 'ended') {
    super(reason);
  }
}

export async function claimCode(db: Db, userNo: number, codeNo: number) {
  const code = await loadCode(db, codeNo);
  const booth = await loadBooth(db, code.boothNo);
  if (booth.status !== 'approved') throw noSuchBooth();
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(expoPromoClaims).values({ codeNo, userNo });
      const [moved] = await tx
        .update(expoPromoCodes)
        .set({ claimed: sql`${expoPromoCodes.claimed} + 1` })
        .where(
          and(
            eq(expoPromoCodes.codeNo, codeNo),
            lte(expoPromoCodes.startsAt, sql`now()`),
            gt(expoPromoCodes.expiresAt, sql`now()`),
            sql`${expoPromoCodes.claimed} < ${expoPromoCodes.claimLimit}`,
          ),
        )
        .returning({ claimed: expoPromoCodes.claimed, limit: expoPromoCodes.claimLimit });
      if (!moved) {
        const now = await loadCode(tx, codeNo);
        throw new ClaimRefused(
          now.expiresAt <= new Date() || now.startsAt > new Date() ? 'ended' : 'sold_out',
        );
      }
      return { code: code.code, remaining: moved.limit - moved.claimed };
    });
  } catch (err) {
    if (err instanceof ClaimRefused) {
      throw err.reason === 'ended' ? fail('PROMO_CODE_ENDED') : fail('PROMO_CODE_SOLD_OUT');
    }
    if (isUniqueViolation(err)) throw fail('PROMO_CODE_CLAIMED');
    throw err;
  }
}
