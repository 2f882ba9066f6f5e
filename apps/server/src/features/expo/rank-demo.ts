/**
 * The demo's rankings (run after the booths and social demos): two finished weeks with supports
 * spread over the approved demo booths, ranked by the real snapshot job (podium, points, badges,
 * hall of fame), and a live promotion code on last week's winner with a few claims.
 *
 * The supports are written as the social part writes them (supporter's join date and level at the
 * time, the booth's counter in the same transaction), only dated in the past weeks.
 */
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { levelForExp } from '@sidequest/shared';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { addDays, seoulWeekStart } from './ranking.js';
import { expoJobRuns, expoPromoClaims, expoPromoCodes, expoWeekRanks } from './rank-schema.js';
import { boothMembers, booths } from './schema.js';
import { boothSupports } from './social-schema.js';
import { snapshotWeek } from './snapshot.js';

const DAY_MS = 86_400_000;
/** Supports per booth in each demo week, best first; booths beyond the list get one. */
const WEEK_SUPPORTS = [
  [9, 7, 6, 4, 3, 2],
  [6, 8, 3, 5, 2, 2],
];

export async function seedDemoExpoRank(db: Db, now: Date = new Date()): Promise<void> {
  const [ran] = await db.select({ period: expoJobRuns.period }).from(expoJobRuns).limit(1);
  if (ran) return; // seeded (or ranked) before
  const shown = await db
    .select({ boothNo: booths.boothNo })
    .from(booths)
    .where(and(eq(booths.status, 'approved'), isNull(booths.removedAt)))
    .orderBy(asc(booths.boothNo))
    .limit(12);
  if (shown.length === 0) return;

  const current = seoulWeekStart(now);
  const weeks = [addDays(current, -14), addDays(current, -7)];
  // The booths existed before the demo weeks, so their early supporters count.
  const opened = new Date(Date.parse(`${addDays(current, -21)}T00:00:00Z`));
  await db
    .update(booths)
    .set({ createdAt: opened, approvedAt: opened })
    .where(
      inArray(
        booths.boothNo,
        shown.map((b) => b.boothNo),
      ),
    );

  const people = await db
    .select({ userNo: users.userNo, joined: users.createdAt, exp: profiles.exp })
    .from(users)
    .innerJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(eq(users.status, 'active'))
    .orderBy(asc(users.userNo))
    .limit(60);

  for (const [w, week] of weeks.entries()) {
    for (const [i, { boothNo }] of shown.entries()) {
      const want = WEEK_SUPPORTS[w]![i] ?? 1;
      const team = (
        await db
          .select({ userNo: boothMembers.userNo })
          .from(boothMembers)
          .where(eq(boothMembers.boothNo, boothNo))
      ).map((m) => m.userNo);
      const already = (
        await db
          .select({ userNo: boothSupports.userNo })
          .from(boothSupports)
          .where(eq(boothSupports.boothNo, boothNo))
      ).map((s) => s.userNo);
      const skip = new Set([...team, ...already]);
      const supporters = people.filter((p) => !skip.has(p.userNo)).slice(0, want);
      for (const [k, p] of supporters.entries()) {
        const at = new Date(
          Date.parse(`${week}T00:00:00Z`) + ((k % 6) + 1) * DAY_MS - 9 * 3_600_000 + k * 600_000,
        );
        await db.transaction(async (tx) => {
          await tx.insert(boothSupports).values({
            boothNo,
            userNo: p.userNo,
            // Demo accounts are made at seed time; date them before the booth, as real members were.
            supporterJoinedAt: new Date(opened.getTime() - 60 * DAY_MS),
            supporterLevel: levelForExp(p.exp).level,
            createdAt: at,
          });
          await tx
            .update(booths)
            .set({ supportCount: sql`${booths.supportCount} + 1` })
            .where(eq(booths.boothNo, boothNo));
        });
      }
    }
    await snapshotWeek(db, week);
  }

  // A live code on the booth that led last week, with a few members who already claimed it.
  const [winner] = await db
    .select({ boothNo: expoWeekRanks.boothNo })
    .from(expoWeekRanks)
    .where(and(eq(expoWeekRanks.weekStart, weeks[1]!), eq(expoWeekRanks.rank, 1)));
  if (!winner) return;
  const [owner] = await db
    .select({ userNo: booths.ownerNo })
    .from(booths)
    .where(eq(booths.boothNo, winner.boothNo));
  const [code] = await db
    .insert(expoPromoCodes)
    .values({
      boothNo: winner.boothNo,
      createdBy: owner?.userNo ?? null,
      title: '런칭 기념 프로 플랜 1개월 무료',
      code: 'SIDEQUEST-LAUNCH',
      claimLimit: 50,
      expiresAt: new Date(now.getTime() + 14 * DAY_MS),
    })
    .returning({ codeNo: expoPromoCodes.codeNo });
  const claimers = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(notInArray(users.userNo, owner ? [owner.userNo] : [0]))
    .orderBy(asc(users.userNo))
    .limit(4);
  await db.transaction(async (tx) => {
    await tx
      .insert(expoPromoClaims)
      .values(claimers.map((c) => ({ codeNo: code!.codeNo, userNo: c.userNo })));
    await tx
      .update(expoPromoCodes)
      .set({ claimed: claimers.length })
      .where(eq(expoPromoCodes.codeNo, code!.codeNo));
  });
}
