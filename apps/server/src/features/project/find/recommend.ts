/** Recommendations: recruiting projects scored by the viewer's jobs, interests, picks and region. */
import {
  domains,
  jobGroups,
  jobs,
  jobsInGroup,
  type ProjectCard,
  projectFindApi,
  regions,
} from '@sidequest/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { regionFamily } from '../../people/search.js';
import { profiles } from '../../profile/schema.js';
import { projects } from '../schema.js';
import {
  type CardRow,
  cardFields,
  listedProject,
  NEWEST_FIRST,
  openSlotFor,
  recruitingProject,
  toProjectCard,
} from './cards.js';
import { type Ranking, RecommendationCache } from './recommend-cache.js';

const { RECOMMEND_LIMIT } = projectFindApi;

/** How many of the newest projects each reason proposes before scoring. */
const CANDIDATES_PER_REASON = 15;

/** Weights of each reason; the order of the reasons below is the order they are told. */
const WEIGHTS = { mainJob: 40, subJob: 25, jobGroup: 15, domain: 20, picks: 12, region: 10 } as const;

/** A ranking with the cards it was ranked from, when they were just read. */
type Ranked = Ranking & { cards?: ProjectCard[] };

const NO_CACHE = new RecommendationCache();

/**
 * Recruiting projects for the viewer: open slots for their main job first, then sub job, their
 * job group, their interests (domain), what their favourited projects are about (tutorial and
 * manual picks), and their region. Their own projects and ones they are in are left out. Each card
 * says why in one Korean line (the two strongest reasons). Visitors get the newest recruiting ones.
 *
 * The ranking (numbers and reasons) is cached per viewer; the cards are read fresh every time in
 * one statement by primary key, so likes, scraps and counts are current and a project that stopped
 * recruiting or was deleted drops out at once.
 */
export async function recommendProjects(
  db: Db,
  viewer: UserRow | null,
  recommendations: RecommendationCache = NO_CACHE,
) {
  const inputs = viewer ? [viewer.mainJob, viewer.mainJobD, viewer.subJob, viewer.subJobD].join('|') : '';
  const ranked: Ranked = await recommendations.load(viewer?.userNo ?? null, inputs, () =>
    viewer ? rankFor(db, viewer) : newestRecruiting(db),
  );
  const projectsOut = ranked.cards ?? (await cardsOf(db, viewer, ranked));
  return { projects: projectsOut, personalized: ranked.personalized };
}

/** Listed and recruiting, and for a member neither their own nor one they are in. */
function recommendable(viewer: UserRow | null): SQL {
  const base = and(listedProject(), recruitingProject())!;
  if (!viewer) return base;
  return and(
    base,
    sql`${projects.leaderNo} <> ${viewer.userNo} and not exists (select 1 from project_members m
      where m.project_no = ${projects.projectNo} and m.user_no = ${viewer.userNo})`,
  )!;
}

async function newestRecruiting(db: Db): Promise<Ranked> {
  const rows = await db
    .select(cardFields(null))
    .from(projects)
    .innerJoin(users, eq(users.userNo, projects.leaderNo))
    .where(recommendable(null))
    .orderBy(...NEWEST_FIRST)
    .limit(RECOMMEND_LIMIT);
  const cards = rows.map((r) => toProjectCard(r as CardRow));
  return { personalized: false, picks: cards.map((c) => ({ no: c.PROJECT_NO, reason: null })), cards };
}

/** A cached ranking's cards, in its order, leaving out what no longer qualifies. */
async function cardsOf(db: Db, viewer: UserRow | null, ranking: Ranking): Promise<ProjectCard[]> {
  if (ranking.picks.length === 0) return [];
  const rows = await db
    .select(cardFields(viewer?.userNo ?? null))
    .from(projects)
    .innerJoin(users, eq(users.userNo, projects.leaderNo))
    .where(
      and(
        inArray(
          projects.projectNo,
          ranking.picks.map((p) => p.no),
        ),
        recommendable(viewer),
      ),
    );
  const byNo = new Map(rows.map((r) => [r.projectNo, r as CardRow]));
  return ranking.picks.flatMap((p) => {
    const row = byNo.get(p.no);
    return row ? [toProjectCard(row, p.reason)] : [];
  });
}

/** The viewer's ranking: their profile and scraps in one statement; candidates, scores and cards in another. */
async function rankFor(db: Db, viewer: UserRow): Promise<Ranked> {
  const [profile] = await db
    .select({
      region: profiles.region,
      interests: profiles.interests,
      picks: sql<string[]>`(select coalesce(array_agg(distinct p.domain), '{}') from favourites f
        join projects p on p.project_no = f.target_no
        where f.user_no = ${viewer.userNo} and f.target_type = 'project' and p.domain is not null)`,
    })
    .from(profiles)
    .where(eq(profiles.userNo, viewer.userNo))
    .limit(1);
  const picks = profile?.picks ?? [];
  const interests = profile?.interests ?? [];
  const region = profile?.region && profile.region !== 'KR00' ? profile.region : null;
  const no = sql`false`;
  const groupJobs = viewer.mainJob ? jobsInGroup(viewer.mainJob).map((j) => j.code) : [];
  const flags = {
    mainJob: viewer.mainJobD ? openSlotFor([viewer.mainJobD]) : no,
    subJob: viewer.subJobD ? openSlotFor([viewer.subJobD]) : no,
    jobGroup: groupJobs.length ? openSlotFor(groupJobs) : no,
    domain: interests.length ? inArray(projects.domain, interests) : no,
    picks: picks.length ? inArray(projects.domain, picks) : no,
    region: region ? inArray(projects.region, regionFamily(region)) : no,
  };
  const score = sql.join(
    (Object.keys(flags) as (keyof typeof flags)[]).map(
      (k) => sql`(case when ${flags[k]} then ${sql.raw(String(WEIGHTS[k]))} else 0 end)`,
    ),
    sql` + `,
  );
  const where = recommendable(viewer);
  // Candidates first, then score only those: scoring every recruiting project would read the
  // whole table on every visit. Each reason proposes its newest recruiting projects (job reasons
  // twice as many, through the open-jobs index), the newest recruiting ones fill up; an old project
  // matching twice is rarely what anyone wants. All of it is one statement.
  const proposals = (Object.keys(flags) as (keyof typeof flags)[])
    .filter((k) => flags[k] !== no)
    .map((k) => ({ flag: flags[k], limit: k.endsWith('Job') || k === 'jobGroup' ? 2 : 1 }))
    .concat({ flag: sql`true`, limit: 1 })
    .map(
      ({ flag, limit }) =>
        sql`(${db
          .select({ no: projects.projectNo })
          .from(projects)
          .where(and(where, flag))
          .orderBy(...NEWEST_FIRST)
          .limit(CANDIDATES_PER_REASON * limit)})`,
    );
  // The best eight by score first, numbers only; the cards' subqueries then run for those eight
  // rather than for every scored candidate.
  const top = db
    .select({ no: projects.projectNo })
    .from(projects)
    .where(and(sql`${projects.projectNo} in (${sql.join(proposals, sql` union `)})`, where))
    .orderBy(desc(sql`${score}`), ...NEWEST_FIRST)
    .limit(RECOMMEND_LIMIT);
  const rows = await db
    .select({
      ...cardFields(viewer.userNo),
      fMainJob: sql<boolean>`${flags.mainJob}`,
      fSubJob: sql<boolean>`${flags.subJob}`,
      fJobGroup: sql<boolean>`${flags.jobGroup}`,
      fDomain: sql<boolean>`${flags.domain}`,
      fPicks: sql<boolean>`${flags.picks}`,
      fRegion: sql<boolean>`${flags.region}`,
    })
    .from(projects)
    .innerJoin(users, eq(users.userNo, projects.leaderNo))
    .where(inArray(projects.projectNo, top))
    .orderBy(desc(sql`${score}`), ...NEWEST_FIRST);
  const cards = rows.map((r) => {
    const reasons: string[] = [];
    const mainLabel = jobs.label(viewer.mainJobD);
    const subLabel = jobs.label(viewer.subJobD);
    if (r.fMainJob && mainLabel) reasons.push(`${mainLabel} 자리가 비어 있어요`);
    else if (r.fSubJob && subLabel) reasons.push(`부직무 ${subLabel} 자리가 비어 있어요`);
    else if (r.fJobGroup) reasons.push(`${jobGroups.label(viewer.mainJob) ?? '내 직군'} 팀원을 찾고 있어요`);
    if (r.fDomain) reasons.push(`관심 분야 ${domains.label(r.domain) ?? ''} 모임이에요`.replace('  ', ' '));
    else if (r.fPicks) reasons.push('스크랩한 모임과 같은 분야예요');
    if (r.fRegion) reasons.push(`${regions.label(r.region) ?? '내 지역'}에서 만나요`);
    const reason = reasons.length ? reasons.slice(0, 2).join(' · ') : '새로 올라온 모집이에요';
    return toProjectCard(r as CardRow, reason);
  });
  return {
    personalized: true,
    picks: cards.map((c) => ({ no: c.PROJECT_NO, reason: c.MATCH_REASON })),
    cards,
  };
}
