/**
 * Counting what members do towards today's quests, and the quest progress object they read.
 *
 * A step is counted from a domain event (subscribers.ts) only when today's set has a quest for
 * that action: the other five quests are not counted on a day they cannot be claimed, so an
 * action outside the set costs no write. One statement adds the step (a thing counted once per
 * day: the same post reacted to twice is one) and moves the progress with it.
 */
import { DAILY_QUESTS_PER_SET, QUEST_REWARD_EXP, QUEST_SET_BONUS_EXP } from '@sidequest/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { expLedger } from '../points/schema.js';
import { type DailyQuestDef, type Day, nextReset, questForAction, questsFor, setNoFor } from './daily.js';
import { seoulDay } from '../../lib/seoul-day.js';
import { questProgress } from './schema.js';

export type QuestAction = DailyQuestDef['action'];

/** The ledger refs of a day's rewards: the idempotency keys that make a claim pay once. */
export const questRef = (userNo: number, day: Day, code: string) => `quest:${userNo}:${day}:${code}`;
export const bonusRef = (userNo: number, day: Day) => questRef(userNo, day, 'bonus');

export interface StepResult {
  code: string;
  progress: number;
  done: boolean;
}

/**
 * Counts `ref` (the thing acted on) towards the quest of `action` on the Seoul day of `at`.
 * Answers null when today has no such quest or the thing was already counted today.
 */
export async function recordStep(
  db: DbOrTx,
  userNo: number,
  action: QuestAction,
  ref: string | number,
  at: Date = new Date(),
): Promise<StepResult | null> {
  const day = seoulDay(at);
  const quest = questForAction(day, action);
  if (!quest) return null;
  // The progress row moves only when the step row is new; ON CONFLICT DO UPDATE queues two
  // steps of the same quest on the row, so each adds exactly one.
  const result = await db.execute(sql`with step as (
      insert into quest_steps (user_no, day, code, ref)
      values (${userNo}, ${day}::date, ${quest.code}, ${String(ref)})
      on conflict do nothing
      returning 1
    )
    insert into quest_progress (user_no, day, code, progress, target, done_at)
    select ${userNo}::int, ${day}::date, ${quest.code}::text, 1, ${quest.target}::int,
      case when ${quest.target}::int <= 1 then now() end
    from step
    on conflict (user_no, day, code) do update set
      progress = quest_progress.progress + 1,
      done_at = coalesce(
        quest_progress.done_at,
        case when quest_progress.progress + 1 >= quest_progress.target then now() end
      )
    returning progress, done_at as "doneAt"`);
  // Both drivers answer `{ rows }` (node-postgres and PGlite).
  const [row] = (result as unknown as { rows: { progress: number; doneAt: unknown }[] }).rows;
  if (!row) return null;
  return { code: quest.code, progress: Number(row.progress), done: row.doneAt != null };
}

export interface ProgressRow {
  code: string;
  progress: number;
  target: number;
  doneAt: Date | null;
  claimedAt: Date | null;
}

export async function progressRows(db: DbOrTx, userNo: number, day: Day): Promise<ProgressRow[]> {
  return db
    .select({
      code: questProgress.code,
      progress: questProgress.progress,
      target: questProgress.target,
      doneAt: questProgress.doneAt,
      claimedAt: questProgress.claimedAt,
    })
    .from(questProgress)
    .where(and(eq(questProgress.userNo, userNo), eq(questProgress.day, day)));
}

async function bonusPaid(db: DbOrTx, userNo: number, day: Day): Promise<boolean> {
  const [row] = await db
    .select({ n: expLedger.entryNo })
    .from(expLedger)
    .where(eq(expLedger.ref, bonusRef(userNo, day)))
    .limit(1);
  return Boolean(row);
}

/** The quest progress object (contracts/quests.ts `ZQuestInfo`) from a day's rows. */
export function describeDay(day: Day, rows: ProgressRow[], bonusClaimed: boolean, now: Date) {
  const quests = questsFor(day).map((q) => {
    const row = rows.find((r) => r.code === q.code);
    const target = row?.target ?? q.target;
    return {
      CODE: q.code,
      TITLE: q.label,
      CONDITION: q.condition,
      PROGRESS: Math.min(row?.progress ?? 0, target),
      TARGET: target,
      DONE: row?.doneAt != null,
      CLAIMED: row?.claimedAt != null,
      REWARD_EXP: QUEST_REWARD_EXP,
    };
  });
  const resetsAt = nextReset(now);
  return {
    DAY: day,
    SET_NO: setNoFor(day),
    QUESTS: quests,
    DONE_COUNT: quests.filter((q) => q.DONE).length,
    CLAIMED_COUNT: quests.filter((q) => q.CLAIMED).length,
    BONUS_EXP: QUEST_SET_BONUS_EXP,
    BONUS_CLAIMED: bonusClaimed,
    RESETS_AT: resetsAt.toISOString(),
    SECONDS_LEFT: Math.max(0, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
  };
}

/**
 * `quest_info`: today's quests for the member. The app asks on start, so the first ask of a Seoul
 * day is the day's visit (attendance): counted here rather than in the session check every request
 * passes through, and written once a day, since a done attendance row stops the next writes.
 */
export async function questInfo(db: DbOrTx, userNo: number, now: Date = new Date()) {
  const day = seoulDay(now);
  let rows = await progressRows(db, userNo, day);
  const visit = questForAction(day, 'visit');
  if (visit && !rows.some((r) => r.code === visit.code && r.doneAt)) {
    await recordStep(db, userNo, 'visit', 'visit', now);
    rows = await progressRows(db, userNo, day);
  }
  const bonus =
    rows.filter((r) => r.claimedAt).length >= DAILY_QUESTS_PER_SET && (await bonusPaid(db, userNo, day));
  return describeDay(day, rows, bonus, now);
}
