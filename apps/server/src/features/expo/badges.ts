/**
 * Expo badges, earned by rule (`EXPO_BADGES` in the shared contract):
 *
 * - podium, podium_maker, hall_of_fame: the weekly snapshot (`snapshot.ts`) hands them out;
 * - supporters_100 (booth) and first_supporter (maker: among a booth's first 100 supporters):
 *   checked when a booth is supported (`booth.supported`);
 * - verified_team (booth): checked when a booth is approved — every team member has a verified
 *   identity.
 *
 * Every award has a unique `ref` naming its earning, so a rule that runs twice (a replayed event,
 * two instances) awards once.
 */
import { expoRankApi } from '@sidequest/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { expoBadgeAwards } from './rank-schema.js';
import { booths } from './schema.js';
import { boothSupports } from './social-schema.js';

type Badge = expoRankApi.Badge;

export interface BadgeGrant {
  badge: expoRankApi.ExpoBadgeCode;
  boothNo: number;
  userNo?: number;
  ref: string;
}

const FIRST_SUPPORTERS = 100;
/** A booth or a maker rarely earns more; the list is not paged. */
const BADGES_LISTED = 100;

export async function awardBadges(db: DbOrTx, grants: BadgeGrant[]): Promise<number> {
  if (grants.length === 0) return 0;
  const rows = await db
    .insert(expoBadgeAwards)
    .values(grants.map((g) => ({ badge: g.badge, boothNo: g.boothNo, userNo: g.userNo ?? null, ref: g.ref })))
    .onConflictDoNothing()
    .returning({ awardNo: expoBadgeAwards.awardNo });
  return rows.length;
}

/**
 * After a support: the supporter's first_supporter badge when they are among the booth's first
 * 100 (by support order), and the booth's supporters_100 once it has 100.
 */
export async function onBoothSupported(db: Db, ev: { boothNo: number; userNo: number; supportNo: number }) {
  const [{ before } = { before: 0 }] = await db
    .select({ before: sql<number>`count(*)::int` })
    .from(boothSupports)
    .where(and(eq(boothSupports.boothNo, ev.boothNo), lt(boothSupports.supportNo, ev.supportNo)));
  const grants: BadgeGrant[] = [];
  if (before < FIRST_SUPPORTERS) {
    grants.push({
      badge: 'first_supporter',
      boothNo: ev.boothNo,
      userNo: ev.userNo,
      ref: `first_supporter:${ev.boothNo}:${ev.userNo}`,
    });
  }
  if (before + 1 >= FIRST_SUPPORTERS) {
    grants.push({ badge: 'supporters_100', boothNo: ev.boothNo, ref: `supporters_100:${ev.boothNo}` });
  }
  await awardBadges(db, grants);
}

/** After approval: verified_team when every team member has a verified identity. */
export async function onBoothApproved(db: Db, ev: { boothNo: number; memberNos: number[] }) {
  if (ev.memberNos.length === 0) return;
  const result = await db.execute(sql`
    select count(distinct v.user_no)::int as n from identity_verifications v
    where v.status = 'verified' and v.user_no in (${sql.join(
      ev.memberNos.map((n) => sql`${n}`),
      sql`, `,
    )})`);
  const n = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  if (n === new Set(ev.memberNos).size) {
    await awardBadges(db, [
      { badge: 'verified_team', boothNo: ev.boothNo, ref: `verified_team:${ev.boothNo}` },
    ]);
  }
}

const CATALOGUE = new Map<string, (typeof expoRankApi.EXPO_BADGES)[number]>(
  expoRankApi.EXPO_BADGES.map((b) => [b.code, b]),
);

/** Weekly badges' refs carry the week (`podium:2026-11-16:12`): shown as the badge's detail. */
function weekOf(ref: string): string | null {
  return /:(\d{4}-\d{2}-\d{2})/.exec(ref)?.[1] ?? null;
}

async function listBadges(db: DbOrTx, where: ReturnType<typeof eq>): Promise<Badge[]> {
  const rows = await db
    .select({
      badge: expoBadgeAwards.badge,
      boothNo: expoBadgeAwards.boothNo,
      boothName: booths.name,
      ref: expoBadgeAwards.ref,
      earnedAt: expoBadgeAwards.earnedAt,
    })
    .from(expoBadgeAwards)
    .innerJoin(booths, eq(booths.boothNo, expoBadgeAwards.boothNo))
    .where(and(where, sql`${booths.removedAt} is null`))
    .orderBy(desc(expoBadgeAwards.awardNo))
    .limit(BADGES_LISTED);
  return rows.flatMap((r) => {
    const c = CATALOGUE.get(r.badge);
    if (!c) return [];
    return [
      {
        badge: r.badge,
        label: c.label,
        emoji: c.emoji,
        booth_no: r.boothNo,
        booth_name: r.boothName,
        earned_at: r.earnedAt.toISOString(),
        detail: weekOf(r.ref),
      },
    ];
  });
}

/** The booth's own badges (not its makers'). */
export function boothBadges(db: DbOrTx, boothNo: number): Promise<Badge[]> {
  return listBadges(db, and(eq(expoBadgeAwards.boothNo, boothNo), sql`${expoBadgeAwards.userNo} is null`)!);
}

/** A maker's badges, across booths. */
export function makerBadges(db: DbOrTx, userNo: number): Promise<Badge[]> {
  return listBadges(db, eq(expoBadgeAwards.userNo, userNo));
}
