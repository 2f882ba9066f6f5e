/**
 * The demo's daily quests: the main demo member has finished and claimed the last few days (so
 * the weekly challenge and last week's report have numbers) and is half-way through today's set:
 * attendance claimed, the second quest under way, the third not started.
 */
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import { expLedger } from '../points/schema.js';
import { offlineEvents } from '../../subscribers.js';
import { claimQuest } from './claims.js';
import { addDays, dayStart, questsFor } from './daily.js';
import { seoulDay } from '../../lib/seoul-day.js';
import { recordStep } from './progress.js';

const DEMO_EMAIL = 'demo@sidequest.kr';
/** Past days with all three quests done and claimed (today excluded). */
const PAST_FULL_DAYS = [1, 2, 4, 8, 9];

/** Claims unless already claimed (the seed may run again on the same day). */
async function claimOnce(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
}

export async function seedDemoQuests(db: Db, now: Date = new Date()): Promise<void> {
  const [member] = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(eq(users.email, DEMO_EMAIL))
    .limit(1);
  if (!member) return;
  const events = offlineEvents(db);
  const today = seoulDay(now);

  for (const back of PAST_FULL_DAYS) {
    const day = addDays(today, -back);
    const at = new Date(dayStart(day).getTime() + 20 * 3_600_000);
    for (const q of questsFor(day)) {
      for (let i = 0; i < q.target; i += 1) await recordStep(db, member.userNo, q.action, `demo-${i}`, at);
      await claimOnce(() => claimQuest(db, events, member.userNo, q.code, at));
    }
    // The ledger stamps its rows with the database's clock; the demo's claims happened that day.
    await db
      .update(expLedger)
      .set({ createdAt: at })
      .where(like(expLedger.ref, `quest:${member.userNo}:${day}:%`));
  }

  const [visit, underway] = questsFor(today);
  await recordStep(db, member.userNo, visit!.action, 'visit', now);
  await claimOnce(() => claimQuest(db, events, member.userNo, visit!.code, now));
  // One step short of done when the quest takes several; done but not yet claimed when one.
  const steps = Math.max(1, underway!.target - 1);
  for (let i = 0; i < steps; i += 1) await recordStep(db, member.userNo, underway!.action, `demo-${i}`, now);
}
