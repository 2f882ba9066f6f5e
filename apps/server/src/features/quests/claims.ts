/**
 * Claiming a finished quest of today: its exp, and the day's bonus with the third claim, through
 * the exp ledger (kind 'quest', ref `quest:{userNo}:{day}:{code}`).
 *
 * The claim locks the member's rows of the day first, so two claims at once (the same quest from
 * two tabs, or the last two quests together) run one after the other: the second sees the first's
 * `claimed_at`, and whichever claims the third quest sees all three and pays the bonus. The ledger
 * refs would refuse a second payment anyway; the lock makes the answers right too (one success,
 * one QUEST_ALREADY_CLAIMED).
 */
import { QUEST_REWARD_EXP, QUEST_SET_BONUS_EXP } from '@sidequest/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { announceLevelUp, type ExpResult, moveExp } from '../points/ledger.js';
import { questsFor } from './daily.js';
import { seoulDay } from '../../lib/seoul-day.js';
import { bonusRef, describeDay, questRef } from './progress.js';
import { questProgress } from './schema.js';

export async function claimQuest(
  db: Db,
  events: DomainEvents,
  userNo: number,
  code: string,
  now: Date = new Date(),
) {
  const day = seoulDay(now);
  const quests = questsFor(day);
  const quest = quests.find((q) => q.code === code);
  if (!quest) throw fail('QUEST_NOT_TODAY');

  const outcome = await db.transaction(async (tx) => {
    const mine = and(eq(questProgress.userNo, userNo), eq(questProgress.day, day));
    const rows = await tx
      .select({
        code: questProgress.code,
        progress: questProgress.progress,
        target: questProgress.target,
        doneAt: questProgress.doneAt,
        claimedAt: questProgress.claimedAt,
      })
      .from(questProgress)
      .where(mine)
      .orderBy(asc(questProgress.code))
      .for('update');
    const row = rows.find((r) => r.code === code);
    if (!row?.doneAt) throw fail('QUEST_NOT_DONE');
    if (row.claimedAt) throw fail('QUEST_ALREADY_CLAIMED');
    row.claimedAt = now;
    await tx
      .update(questProgress)
      .set({ claimedAt: now })
      .where(and(mine, eq(questProgress.code, code)));
    const gained = await moveExp(tx, {
      userNo,
      delta: QUEST_REWARD_EXP,
      kind: 'quest',
      reason: `quest:${code}`,
      ref: questRef(userNo, day, code),
      memo: quest.label,
    });
    let bonus: ExpResult | null = null;
    if (quests.every((q) => rows.some((r) => r.code === q.code && r.claimedAt))) {
      bonus = await moveExp(tx, {
        userNo,
        delta: QUEST_SET_BONUS_EXP,
        kind: 'quest',
        reason: 'quest:bonus',
        ref: bonusRef(userNo, day),
        memo: '오늘의 퀘스트 모두 완료',
      });
    }
    return { rows, gained, bonus };
  });

  await announceLevelUp(events, userNo, outcome.gained);
  if (outcome.bonus) await announceLevelUp(events, userNo, outcome.bonus);
  return {
    ...describeDay(day, outcome.rows, outcome.bonus !== null, now),
    GAINED_EXP: outcome.gained.applied ? QUEST_REWARD_EXP : 0,
    GAINED_BONUS_EXP: outcome.bonus?.applied ? QUEST_SET_BONUS_EXP : 0,
  };
}
