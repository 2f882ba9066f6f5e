import { domains, jobGroups, jobs, type PersonCard, regions, skillTags } from '@sidequest/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { favourites, profiles } from '../profile/schema.js';
import { type CardRow, cardFields, textArray, toPersonCard, visibleMember } from './cards.js';
import { RECENT_FIRST, regionFamily } from './search.js';

/**
 * Recommendations (load_profiles_match). Every candidate gets points for each reason a person
 * would give for "you two should meet"; docs/decisions/people.md explains the numbers. The score
 * is computed in SQL (one query; the database sorts), and the same per-reason points come back
 * with the top rows so the card can say in one line why it was picked.
 */
export const WEIGHTS = {
  /** × the job affinity (0–1) of the candidate's job to the viewer's. */
  job: 30,
  /** Per shared interest domain, at most `interestCap`. */
  interest: 7,
  interestCap: 21,
  /** Per shared skill tag, at most `skillCap`. */
  skill: 4,
  skillCap: 12,
  /** Can meet offline in the same region. */
  regionSame: 12,
  /** Can meet offline, and one side said "anywhere". */
  regionAny: 6,
  /** Can only meet online (both accept online). */
  online: 5,
  /** Both days and time of day overlap; days only gives half. */
  availability: 8,
  /** Active in the last day / week / month. */
  activeDay: 8,
  activeWeek: 6,
  activeMonth: 3,
  ciVerified: 5,
  phoneVerified: 2,
  /** Same detailed job as someone the viewer favourited; same group gives `tasteGroup`. */
  tasteJob: 12,
  tasteGroup: 8,
  /** Per skill shared with the viewer's favourites, at most `tasteSkillCap`. */
  tasteSkill: 2,
  tasteSkillCap: 6,
  /** Visitors' ranking: followers / 5, at most this. */
  popularityCap: 10,
  /** Visitors' ranking: a filled-in introduction. */
  introduction: 2,
} as const;

/**
 * Who complements whom, by main job group (reference 3.2): a planner needs makers (design,
 * front end, back end) most, business people less, another planner least. Rows are the viewer's
 * group, columns the candidate's; a missing pair is 0.3 ("could still help").
 */
export const JOB_AFFINITY: Record<string, Record<string, number>> = {
  '01': { '01': 0.1, '02': 0.8, '03': 0.8, '04': 0.9, '05': 0.9, '06': 0.4, '07': 0.5 },
  '02': { '01': 0.5, '02': 0.1, '03': 1, '04': 1, '05': 1, '06': 0.3, '07': 0.3 },
  '03': { '01': 0.6, '02': 1, '03': 0.1, '04': 1, '05': 0.8, '06': 0.4, '07': 0.3 },
  '04': { '01': 0.6, '02': 0.8, '03': 1, '04': 0.2, '05': 1, '06': 0.3, '07': 0.3 },
  '05': { '01': 0.6, '02': 0.8, '03': 0.9, '04': 1, '05': 0.2, '06': 0.3, '07': 0.3 },
  '06': { '01': 0.5, '02': 0.6, '03': 0.6, '04': 0.6, '05': 0.6, '06': 0.3, '07': 0.4 },
  '07': { '01': 0.7, '02': 0.7, '03': 0.5, '04': 0.6, '05': 0.6, '06': 0.4, '07': 0.3 },
};
const DEFAULT_AFFINITY = 0.3;
/** A sub job counts for this share of a main job. */
const SUB_JOB_SHARE = 0.6;
/** Affinity at which the job is worth naming as the reason. */
const JOB_REASON_MIN = 0.8;

/** Candidates scored per request: the most recently active visible members. */
export const MATCH_POOL = 1000;
/** Visitors' ranking counts followers per candidate, so it scores a smaller pool. */
export const VISITOR_POOL = 400;
/** How many favourites shape the "similar to the people you picked" points. */
const TASTE_LIMIT = 50;

export interface MatchViewer {
  userNo: number;
  mainJob: string | null;
  subJob: string | null;
  region: string;
  meetingMode: string;
  availableDays: string;
  availableTime: string;
  interests: string[];
  skills: string[];
}

interface TastePick {
  nickname: string;
  mainJob: string | null;
  mainJobD: string | null;
  skills: string[];
}

const num = (n: number) => sql.raw(String(n));
/** A code as a typed parameter (codes come from rows and catalogues; never spliced into SQL). */
const lit = (code: string) => sql`${code}::text`;
const inList = (column: AnyPgColumn, values: readonly string[]) =>
  values.length === 0 ? sql`false` : sql`${column} in (${sql.join(values.map(lit), sql`, `)})`;

function affinityCase(column: AnyPgColumn, row: Record<string, number>): SQL {
  const whens = Object.entries(row).map(([group, w]) => sql`when ${lit(group)} then ${num(w)}`);
  // No job at all is no complement; an unlisted group could still help a little.
  return sql`(case coalesce(${column}, '') when '' then 0 ${sql.join(whens, sql` `)}
    else ${num(DEFAULT_AFFINITY)} end)`;
}

/** How many of `values` the array column holds; `&&` (a cheap C check) skips most rows first. */
function overlap(column: AnyPgColumn, values: readonly string[]): SQL<number> {
  if (values.length === 0) return sql<number>`0`;
  const arr = textArray(values);
  return sql<number>`(case when ${column} && ${arr}
    then (select count(*) from unnest(${column}) x where x = any(${arr})) else 0 end)`;
}

const canOnline = (mode: string) => mode === '00' || mode === '01';
const canOffline = (mode: string) => mode === '00' || mode === '02';

/** Per-reason points as SQL, for a logged-in viewer. */
function reasonPoints(viewer: MatchViewer, taste: TastePick[]) {
  const W = WEIGHTS;
  const affinityRow = viewer.mainJob ? JOB_AFFINITY[viewer.mainJob] : undefined;
  const job = affinityRow
    ? sql<number>`(${num(W.job)} * greatest(${affinityCase(users.mainJob, affinityRow)},
        ${num(SUB_JOB_SHARE)} * ${affinityCase(users.subJob, affinityRow)}))`
    : sql<number>`0`;

  const interest = sql<number>`least(${num(W.interestCap)}, ${num(W.interest)} * ${overlap(profiles.interests, viewer.interests)})`;
  const skill = sql<number>`least(${num(W.skillCap)}, ${num(W.skill)} * ${overlap(profiles.skills, viewer.skills)})`;

  const offline = canOffline(viewer.meetingMode) ? sql`${profiles.meetingMode} in ('00', '02')` : sql`false`;
  const online = canOnline(viewer.meetingMode) ? sql`${profiles.meetingMode} in ('00', '01')` : sql`false`;
  const sameRegion =
    viewer.region === 'KR00' ? sql`false` : inList(profiles.region, regionFamily(viewer.region));
  const anyRegion = viewer.region === 'KR00' ? sql`true` : sql`${profiles.region} = 'KR00'`;
  const region = sql<number>`(case when ${offline} and ${sameRegion} then ${num(W.regionSame)}
    when ${offline} and ${anyRegion} then ${num(W.regionAny)}
    when ${online} then ${num(W.online)} else 0 end)`;

  const days =
    viewer.availableDays === '00'
      ? sql`true`
      : sql`${profiles.availableDays} in ('00', ${lit(viewer.availableDays)})`;
  const time =
    viewer.availableTime === '00'
      ? sql`true`
      : sql`${profiles.availableTime} in ('00', ${lit(viewer.availableTime)})`;
  const availability = sql<number>`(case when ${days} and ${time} then ${num(W.availability)}
    when ${days} then ${num(W.availability / 2)} else 0 end)`;

  const tasteJobs = [...new Set(taste.map((t) => t.mainJobD).filter((j): j is string => Boolean(j)))];
  const tasteGroups = [...new Set(taste.map((t) => t.mainJob).filter((j): j is string => Boolean(j)))];
  const tasteSkills = [...new Set(taste.flatMap((t) => t.skills))];
  const tasteJob =
    tasteJobs.length === 0
      ? sql<number>`0`
      : sql<number>`(case when ${inList(users.mainJobD, tasteJobs)} then ${num(W.tasteJob)}
          when ${inList(users.mainJob, tasteGroups)} then ${num(W.tasteGroup)} else 0 end)`;
  const taste_ = sql<number>`(${tasteJob} + least(${num(W.tasteSkillCap)}, ${num(W.tasteSkill)} * ${overlap(profiles.skills, tasteSkills)}))`;

  return {
    job,
    interest,
    skill,
    region,
    availability,
    activity: activityPoints(),
    verified: verifiedPoints(),
    taste: taste_,
    popularity: sql<number>`0`,
    intro: sql<number>`0`,
  };
}

function activityPoints(): SQL<number> {
  const W = WEIGHTS;
  return sql<number>`(case when ${profiles.lastActiveAt} > now() - interval '1 day' then ${num(W.activeDay)}
    when ${profiles.lastActiveAt} > now() - interval '7 days' then ${num(W.activeWeek)}
    when ${profiles.lastActiveAt} > now() - interval '30 days' then ${num(W.activeMonth)} else 0 end)`;
}

function verifiedPoints(): SQL<number> {
  return sql<number>`(case when ${profiles.ciVerifiedAt} is not null then ${num(WEIGHTS.ciVerified)}
    when ${profiles.phoneVerifiedAt} is not null then ${num(WEIGHTS.phoneVerified)} else 0 end)`;
}

/** Visitors have no profile to match: active, verified, followed and introduced members first. */
function visitorPoints() {
  return {
    job: sql<number>`0`,
    interest: sql<number>`0`,
    skill: sql<number>`0`,
    region: sql<number>`0`,
    availability: sql<number>`0`,
    activity: activityPoints(),
    verified: verifiedPoints(),
    taste: sql<number>`0`,
    popularity: sql<number>`least(${num(WEIGHTS.popularityCap)}, (select count(*) from follows f
      join users fu on fu.user_no = f.follower_no
      where f.followee_no = ${users.userNo} and fu.status = 'active') / 5.0)`,
    intro: sql<number>`(case when length(${profiles.introduction}) > 0 then ${num(WEIGHTS.introduction)} else 0 end)`,
  };
}

type Points = ReturnType<typeof visitorPoints>;
type PointValues = { [K in keyof Points]: number };

/**
 * The viewer's profile and their picks (favourites and tutorial picks of visible members, newest
 * first) in one query: the picks ride along as a JSON array.
 */
async function loadViewer(
  db: Db,
  userNo: number,
): Promise<{ viewer: MatchViewer; taste: TastePick[] } | null> {
  const [row] = await db
    .select({
      userNo: users.userNo,
      mainJob: users.mainJob,
      subJob: users.subJob,
      region: profiles.region,
      meetingMode: profiles.meetingMode,
      availableDays: profiles.availableDays,
      availableTime: profiles.availableTime,
      interests: profiles.interests,
      skills: profiles.skills,
      taste: sql<TastePick[] | string>`(select coalesce(json_agg(json_build_object('nickname',
          coalesce(t.nickname, ''), 'mainJob', t.main_job, 'mainJobD', t.main_job_d, 'skills', t.skills)
          order by t.created_at desc), '[]'::json)
        from (select tu.nickname, tu.main_job, tu.main_job_d, tp.skills, fv.created_at
          from ${favourites} fv
          join ${users} tu on tu.user_no = fv.target_no and tu.status = 'active'
          join ${profiles} tp on tp.user_no = tu.user_no and tp.join_step is null
          where fv.user_no = ${userNo} and fv.target_type = 'user'
          order by fv.created_at desc limit ${num(TASTE_LIMIT)}) t)`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(eq(users.userNo, userNo))
    .limit(1);
  if (!row) return null;
  const { taste, ...viewer } = row;
  return { viewer, taste: typeof taste === 'string' ? (JSON.parse(taste) as TastePick[]) : taste };
}

export interface MatchResult {
  profiles: PersonCard[];
  personalized: boolean;
}

/**
 * Ranks people for the viewer. Never the viewer, nobody they already follow or favourited (they
 * have found those already), nobody withdrawn or half-registered. Visitors (no session) get the
 * fallback ranking: recently active, verified, followed members.
 */
export async function matchProfiles(db: Db, viewerNo: number | null, limit: number): Promise<MatchResult> {
  const loaded = viewerNo ? await loadViewer(db, viewerNo) : null;
  const viewer = loaded?.viewer ?? null;
  const taste = loaded?.taste ?? [];
  const points: Points = viewer ? reasonPoints(viewer, taste) : visitorPoints();
  const self = viewer?.userNo ?? 0;

  // The pool: the most recently active visible members (walking profiles_active_idx), minus the
  // viewer and the people they follow or favourited. Scoring a bounded pool keeps the call fast at
  // any size; someone inactive for long would not be a good recommendation anyway. The points are
  // computed inside the pool's own query, under its LIMIT, which also keeps the planner from
  // inlining them into the outer ORDER BY: each expression runs once per candidate.
  const scored = db
    .select({
      userNo: profiles.userNo,
      lastActiveAt: profiles.lastActiveAt,
      ...(Object.fromEntries(
        Object.entries(points).map(([k, p]) => [`pt_${k}`, sql<number>`(${p})`.as(`pt_${k}`)]),
      ) as Record<`pt_${keyof Points}`, SQL.Aliased<number>>),
    })
    .from(profiles)
    .innerJoin(users, eq(users.userNo, profiles.userNo))
    .where(
      and(
        visibleMember(),
        sql`${profiles.userNo} <> ${self}`,
        sql`not exists (select 1 from follows f2 where f2.follower_no = ${self}
          and f2.followee_no = ${profiles.userNo})`,
        sql`not exists (select 1 from favourites v2 where v2.user_no = ${self} and v2.target_type = 'user'
          and v2.target_no = ${profiles.userNo})`,
      ),
    )
    .orderBy(...RECENT_FIRST)
    .limit(viewer ? MATCH_POOL : VISITOR_POOL)
    .as('scored');
  // Then the pool is ordered by the total, and the cards of the few winners are joined to it in the
  // same statement, so the per-card subqueries (follower count, follow and favourite state) run for
  // them only.
  const keys = Object.keys(points) as (keyof Points)[];
  const total = sql.join(
    keys.map((k) => sql`${scored[`pt_${k}`]}`),
    sql` + `,
  );
  const ranked = db
    .select({
      userNo: scored.userNo,
      lastActiveAt: scored.lastActiveAt,
      total: sql<number>`(${total})`.as('total'),
      ...(Object.fromEntries(
        keys.map((k) => [`pt_${k}`, sql<number>`${scored[`pt_${k}`]}`.as(`pt_${k}`)]),
      ) as Record<`pt_${keyof Points}`, SQL.Aliased<number>>),
    })
    .from(scored)
    .orderBy(
      desc(sql`(${total})`),
      sql`${scored.lastActiveAt} desc nulls last`,
      sql`${scored.userNo} desc nulls last`,
    )
    .limit(limit)
    .as('ranked');
  const rows = await db
    .select({
      ...cardFields(viewer?.userNo ?? null),
      interests: profiles.interests,
      ...(Object.fromEntries(
        keys.map((k) => [`pt_${k}`, sql<number>`${ranked[`pt_${k}`]}`.mapWith(Number)]),
      ) as Record<`pt_${keyof Points}`, SQL<number>>),
    })
    .from(ranked)
    .innerJoin(profiles, eq(profiles.userNo, ranked.userNo))
    .innerJoin(users, eq(users.userNo, ranked.userNo))
    .orderBy(desc(ranked.total), desc(ranked.lastActiveAt), desc(ranked.userNo));

  return {
    personalized: Boolean(viewer),
    profiles: rows.map((r) => {
      const pts = Object.fromEntries(keys.map((k) => [k, Number(r[`pt_${k}`])])) as PointValues;
      return toPersonCard(r, matchReason(viewer, taste, r, pts));
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The reason line.

const join2 = (labels: (string | undefined)[]) =>
  labels
    .filter((l): l is string => Boolean(l))
    .slice(0, 2)
    .join(', ');

function shared(a: readonly string[], b: readonly string[]): string[] {
  const set = new Set(b);
  return a.filter((x) => set.has(x));
}

interface Reason {
  points: number;
  /** The line when this is the main reason. */
  text: string;
  /** A short form to append after the main reason, if any. */
  tail?: string;
}

/**
 * One Korean line: the reason worth the most points, and a second one in short form when there is
 * one (e.g. "기획 직군과 잘 맞는 웹 프론트엔드 메이커예요 · 관심 분야가 같아요: 핀테크").
 */
export function matchReason(
  viewer: MatchViewer | null,
  taste: TastePick[],
  row: CardRow & { interests?: string[] },
  pts: PointValues,
): string {
  const reasons: Reason[] = [];
  const jobLabel = jobs.label(row.mainJobD ?? '') ?? jobGroups.label(row.mainJob ?? '');

  if (viewer) {
    const viewerGroup = viewer.mainJob ? jobGroups.label(viewer.mainJob) : undefined;
    if (viewerGroup && jobLabel && pts.job >= WEIGHTS.job * JOB_REASON_MIN) {
      reasons.push({
        points: pts.job,
        text: `${viewerGroup} 직군과 잘 맞는 ${jobLabel} 메이커예요`,
        tail: `${jobLabel} 메이커`,
      });
    }
    const interests = shared(row.interests ?? [], viewer.interests);
    if (pts.interest > 0 && interests.length > 0) {
      const labels = join2(interests.map((c) => domains.label(c)));
      reasons.push({
        points: pts.interest,
        text: `관심 분야가 같아요: ${labels}`,
        tail: `관심 분야 ${labels}`,
      });
    }
    const skills = shared(row.skills, viewer.skills);
    if (pts.skill > 0 && skills.length > 0) {
      const labels = join2(skills.map((c) => skillTags.label(c)));
      reasons.push({ points: pts.skill, text: `같은 기술을 써요: ${labels}`, tail: `기술 ${labels}` });
    }
    if (pts.region >= WEIGHTS.regionSame) {
      const place = regions.label(row.region) ?? '';
      reasons.push({
        points: pts.region,
        text: `같은 지역(${place})에서 만날 수 있어요`,
        tail: `${place}에서 만날 수 있어요`,
      });
    } else if (pts.region === WEIGHTS.online && viewer.meetingMode === '01') {
      reasons.push({ points: pts.region, text: '온라인으로 함께할 수 있어요', tail: '온라인 가능' });
    }
    if (pts.taste > 0) {
      const pick =
        taste.find((t) => t.mainJobD && t.mainJobD === row.mainJobD) ??
        taste.find((t) => t.mainJob && t.mainJob === row.mainJob) ??
        taste.find((t) => shared(t.skills, row.skills).length > 0);
      if (pick?.nickname) {
        reasons.push({
          points: pts.taste,
          text: `즐겨찾기한 ${pick.nickname}님과 비슷한 메이커예요`,
          tail: `${pick.nickname}님과 비슷해요`,
        });
      }
    }
  }
  if (!viewer && pts.popularity >= 2) {
    reasons.push({
      // For visitors, being followed by many is the most telling reason there is.
      points: pts.popularity * 2,
      text: `팔로워 ${row.followerCount}명이 지켜보는 메이커예요`,
      tail: `팔로워 ${row.followerCount}명`,
    });
  }
  if (pts.activity >= WEIGHTS.activeWeek) {
    reasons.push({ points: pts.activity / 2, text: '최근 활발하게 활동 중인 메이커예요', tail: '최근 활동' });
  }
  if (pts.verified >= WEIGHTS.ciVerified) {
    reasons.push({ points: pts.verified / 2, text: '본인 인증을 마친 메이커예요', tail: '본인 인증' });
  }

  // Stable: equal points keep the order above (job, interests, skills, region, taste, ...).
  const sorted = reasons
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.points - a.r.points || a.i - b.i)
    .map((x) => x.r);
  const [first, second] = sorted;
  if (!first) return viewer ? '새로 함께할 수 있는 메이커예요' : '사이드퀘스트에서 활동 중인 메이커예요';
  // A second reason only when it adds something the first did not say.
  if (second?.tail && second.points >= 4 && !first.text.includes(second.tail)) {
    return `${first.text} · ${second.tail}`;
  }
  return first.text;
}
