/**
 * Activity rewards (product-spec 9; meanings and caps in shared `codes/rewards.ts`): what an
 * action earned waits in `pending_rewards` until the member claims it (`get_user_reward`), and
 * the claim moves it through the ledger. The identity gift (F01) is credited at once instead.
 *
 * Why a pending table rather than crediting in the subscriber: the claim card is the moment the
 * member sees their activity pay off (the seed's `get_user_reward`), and a level-up then happens
 * while they look at it. Both steps are idempotent by `ref`, so an event handled twice, a claim
 * tapped twice or two tabs claiming at once credit each reward once.
 */
import {
  type LevelInfo,
  levelForExp,
  pointPackages,
  REWARD_CLAIM_BATCH,
  type RewardRuleCode,
  type rewardsApi,
  rewardRules,
} from '@sidequest/shared';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { profiles } from '../profile/schema.js';
import { announceLevelUp, type DbOrTx, moveExp, movePoints, pointBalance, pointsMoved } from './ledger.js';
import { pendingRewards } from './reward-schema.js';

const F01 = pointPackages.get('F01');
/** The identity gift's ledger ref: the format of the first rows ever written, so they still count. */
export const verificationRewardRef = (userNo: number) => `F01:${userNo}`;

/** The Seoul calendar day of the database's clock: the day a cap counts in. */
const seoulToday = sql<string>`to_char(now() at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

export type RecordOutcome = 'recorded' | 'duplicate' | 'capped';

/**
 * Records that `userNo` earned reward `code` by the action named in `ref` (`D33:reply:812`).
 * Once per ref; a capped code takes one of today's free slots or is not recorded at all.
 */
export async function recordReward(
  db: DbOrTx,
  userNo: number,
  code: RewardRuleCode,
  ref: string,
): Promise<RecordOutcome> {
  const rule = rewardRules.get(code);
  const row = { userNo, code, ref, exp: rule.exp, points: 0, day: seoulToday };
  if (rule.dailyCap === null) {
    const added = await db
      .insert(pendingRewards)
      .values(row)
      .onConflictDoNothing()
      .returning({ no: pendingRewards.rewardNo });
    return added.length > 0 ? 'recorded' : 'duplicate';
  }
  if (await refRecorded(db, ref)) return 'duplicate';
  const taken = await db
    .select({ slot: pendingRewards.slot })
    .from(pendingRewards)
    .where(
      and(
        eq(pendingRewards.userNo, userNo),
        eq(pendingRewards.code, code),
        eq(pendingRewards.day, seoulToday),
        isNotNull(pendingRewards.slot),
      ),
    );
  const used = new Set(taken.map((t) => t.slot));
  for (let slot = 1; slot <= rule.dailyCap; slot++) {
    if (used.has(slot)) continue;
    // Any unique index may refuse it: the ref (this action, recorded meanwhile) or the slot (another
    // action of the same member took it meanwhile). Which one decides what to do next.
    const added = await db
      .insert(pendingRewards)
      .values({ ...row, slot })
      .onConflictDoNothing()
      .returning({ no: pendingRewards.rewardNo });
    if (added.length > 0) return 'recorded';
    if (await refRecorded(db, ref)) return 'duplicate';
  }
  return 'capped';
}

async function refRecorded(db: DbOrTx, ref: string): Promise<boolean> {
  const [row] = await db
    .select({ no: pendingRewards.rewardNo })
    .from(pendingRewards)
    .where(eq(pendingRewards.ref, ref))
    .limit(1);
  return Boolean(row);
}

/** Credits the identity gift (F01) once per member. */
export function creditVerification(db: DbOrTx, userNo: number) {
  return movePoints(db, {
    userNo,
    delta: F01.points,
    kind: 'reward',
    reason: 'F01',
    ref: verificationRewardRef(userNo),
    memo: F01.label,
  });
}

/**
 * Whether a verified member still lacks the gift: the process stopped between identity's commit
 * and the subscriber (docs/decisions/rewards.md). The card then offers it and the claim pays it.
 */
async function verificationOwed(db: DbOrTx, userNo: number): Promise<boolean> {
  const [row] = await db
    .select({ at: profiles.ciVerifiedAt })
    .from(profiles)
    .where(eq(profiles.userNo, userNo))
    .limit(1);
  return Boolean(row?.at) && !(await pointsMoved(db, verificationRewardRef(userNo)));
}

const unclaimed = (userNo: number) =>
  and(eq(pendingRewards.userNo, userNo), isNull(pendingRewards.claimedAt));

export async function loadUserReward(db: Db, userNo: number) {
  const [[totals], rows, owed] = await Promise.all([
    db
      .select({
        count: sql<number>`count(*)::int`,
        exp: sql<number>`coalesce(sum(${pendingRewards.exp}), 0)::int`,
        points: sql<number>`coalesce(sum(${pendingRewards.points}), 0)::int`,
      })
      .from(pendingRewards)
      .where(unclaimed(userNo)),
    db
      .select()
      .from(pendingRewards)
      .where(unclaimed(userNo))
      .orderBy(desc(pendingRewards.rewardNo))
      .limit(REWARD_CLAIM_BATCH),
    verificationOwed(db, userNo),
  ]);
  const rewards: rewardsApi.PendingReward[] = rows.map((r) => ({
    REWARD_NO: r.rewardNo,
    CODE: r.code,
    LABEL: rewardRules.label(r.code) ?? r.code,
    EXP: r.exp,
    POINTS: r.points,
    EARNED_AT: r.earnedAt.toISOString(),
  }));
  if (owed) {
    rewards.unshift({
      REWARD_NO: 0,
      CODE: 'F01',
      LABEL: F01.label,
      EXP: 0,
      POINTS: F01.points,
      EARNED_AT: new Date().toISOString(),
    });
  }
  return {
    COUNT: (totals?.count ?? 0) + (owed ? 1 : 0),
    EXP: totals?.exp ?? 0,
    POINTS: (totals?.points ?? 0) + (owed ? F01.points : 0),
    rewards,
  };
}

/**
 * Claims the member's unclaimed rewards (up to one batch). The `UPDATE … WHERE claimed_at IS NULL`
 * takes the rows' locks: a second claim at the same moment waits, then finds them claimed and
 * credits nothing. The ledger movements commit with the claim, so a claimed row always has them.
 */
export async function getUserReward(db: Db, events: DomainEvents, userNo: number) {
  const owedPoints = (await verificationOwed(db, userNo))
    ? (await creditVerification(db, userNo)).applied
      ? F01.points
      : 0
    : 0;
  const claimed = await db.transaction(async (tx) => {
    const batch = tx
      .select({ no: pendingRewards.rewardNo })
      .from(pendingRewards)
      .where(unclaimed(userNo))
      .orderBy(pendingRewards.rewardNo)
      .limit(REWARD_CLAIM_BATCH);
    const rows = await tx
      .update(pendingRewards)
      .set({ claimedAt: sql`now()` })
      .where(and(unclaimed(userNo), inArray(pendingRewards.rewardNo, batch)))
      .returning();
    let exp = 0;
    let points = 0;
    let expAfter: number | null = null;
    for (const r of rows.sort((a, b) => a.rewardNo - b.rewardNo)) {
      const move = { userNo, kind: 'reward' as const, reason: r.code, ref: r.ref };
      if (r.exp > 0) {
        const moved = await moveExp(tx, { ...move, delta: r.exp });
        if (moved.applied) exp += r.exp;
        expAfter = moved.balance;
      }
      if (r.points > 0 && (await movePoints(tx, { ...move, delta: r.points })).applied) points += r.points;
    }
    return { count: rows.length, exp, points, expAfter };
  });
  const expTotal = claimed.expAfter ?? (await currentExp(db, userNo));
  const levelUp = levelChange(levelForExp(expTotal - claimed.exp), levelForExp(expTotal));
  if (levelUp) {
    await announceLevelUp(events, userNo, { applied: true, entryNo: 0, balance: expTotal, levelUp });
  }
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pendingRewards)
    .where(unclaimed(userNo));
  return {
    CLAIMED: claimed.count + (owedPoints > 0 ? 1 : 0),
    EXP: claimed.exp,
    POINTS: claimed.points + owedPoints,
    EXP_TOTAL: expTotal,
    POINT_BALANCE: await pointBalance(db, userNo),
    LEVEL_UP: levelUp ? { FROM: levelUp.from, TO: levelUp.to, NAME: levelUp.name } : null,
    REMAINING: left?.n ?? 0,
  };
}

function levelChange(before: LevelInfo, after: LevelInfo) {
  return after.level > before.level ? { from: before.level, to: after.level, name: after.name } : null;
}

async function currentExp(db: Db, userNo: number): Promise<number> {
  const [row] = await db.select({ exp: profiles.exp }).from(profiles).where(eq(profiles.userNo, userNo));
  return row?.exp ?? 0;
}
