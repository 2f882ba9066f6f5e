import { createHash, randomBytes } from 'node:crypto';
import {
  cutFeedText,
  domains,
  jobGroups,
  jobs,
  jobsInGroup,
  PROJECT_POST_SECTIONS,
  type ProjectCard,
  projectFindApi,
  questSlug,
  regions,
} from '@sidequest/shared';
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import { koreanKeywordCondition, textArray } from '../../../lib/korean-search.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { CountCache, regionFamily } from '../../people/search.js';
import { setFavourite } from '../../people/service.js';
import { favourites, profiles } from '../../profile/schema.js';
import { viewProject } from '../policy.js';
import { projectLikes, projectSlots, projects, projectViews } from '../schema.js';

const { PROJECT_PAGE_SIZE, PROJECT_TOTAL_CAP, RECOMMEND_LIMIT, UPDATED_WITHIN_DAYS } = projectFindApi;

/** Published and not deleted: the only projects any list shows. */
export function listedProject(): SQL {
  return and(ne(projects.status, '99'), isNull(projects.deletedAt))!;
}

/** Still taking people: a slot with room, and the project not complete (05/06). */
export function recruitingProject(): SQL {
  return sql`(${projects.status} not in ('05', '06') and exists (select 1 from project_slots s
    where s.project_no = ${projects.projectNo} and s.filled < s.capacity))`;
}

/** An open slot for one of these detailed jobs. */
function openSlotFor(jobCodes: string[]): SQL {
  return sql`exists (select 1 from project_slots s where s.project_no = ${projects.projectNo}
    and s.filled < s.capacity and s.job_code in (${sql.join(
      jobCodes.map((c) => sql`${c}`),
      sql`, `,
    )}))`;
}

type SlotJson = { RECRUITING: string; TYPE: number; FILLED: number };

/** Everything a card needs, in one row; like/scrap state for the viewer rides along. */
function cardFields(viewerNo: number | null) {
  return {
    projectNo: projects.projectNo,
    title: projects.title,
    type: projects.type,
    domain: projects.domain,
    region: projects.region,
    meetingMode: projects.meetingMode,
    phase: projects.phase,
    status: projects.status,
    introductionText: projects.introductionText,
    tech: projects.tech,
    views: projects.views,
    likes: projects.likes,
    coverUrl: projects.coverUrl,
    publishedAt: projects.publishedAt,
    leaderNickname: users.nickname,
    updated: sql<boolean>`coalesce(${projects.newsAt} > now() - make_interval(days => ${UPDATED_WITHIN_DAYS}), false)`,
    slots: sql<SlotJson[] | string>`coalesce((select json_agg(json_build_object('RECRUITING', s.job_code,
      'TYPE', s.capacity, 'FILLED', s.filled) order by s.sort_order, s.slot_no) from project_slots s
      where s.project_no = ${projects.projectNo}), '[]'::json)`,
    isLiked:
      viewerNo == null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from project_likes l where l.project_no = ${projects.projectNo}
          and l.user_no = ${viewerNo})`,
    isMarked:
      viewerNo == null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from favourites f where f.target_type = 'project'
          and f.target_no = ${projects.projectNo} and f.user_no = ${viewerNo})`,
  };
}

interface CardRow {
  projectNo: number;
  title: string;
  type: string;
  domain: string | null;
  region: string;
  meetingMode: string;
  phase: string;
  status: string;
  introductionText: string;
  tech: string[];
  views: number;
  likes: number;
  coverUrl: string | null;
  publishedAt: Date | string | null;
  leaderNickname: string;
  updated: boolean;
  slots: SlotJson[] | string;
  isLiked: boolean;
  isMarked: boolean;
}

/**
 * The card's text: the plain introduction without the template's section headings ("1. 어떤
 * 프로젝트인가요?" …), which every post shares and which would fill the short description.
 */
function cardText(introText: string): string {
  let text = introText;
  for (const section of PROJECT_POST_SECTIONS) text = text.split(section.heading).join(' ');
  return text.replace(/\s+/g, ' ').trim();
}

function toIso(value: Date | string | null): string | null {
  if (value == null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toProjectCard(row: CardRow, reason: string | null = null): ProjectCard {
  const slots = (typeof row.slots === 'string' ? JSON.parse(row.slots) : row.slots) as SlotJson[];
  const open = slots.some((s) => Number(s.FILLED) < Number(s.TYPE));
  return {
    PROJECT_NO: row.projectNo,
    PROJECT_NAME: row.title,
    SLUG: questSlug(row.title),
    PROJECT_TYPE: row.type,
    DOMAIN: row.domain,
    REGION: row.region,
    MEETING_MODE: row.meetingMode,
    PHASE: row.phase,
    STATUS: row.status,
    SHORT_DESCRIPTION: cutFeedText(cardText(row.introductionText)),
    PROJECT_TECH: row.tech,
    SLOTS: slots.map((s) => ({ RECRUITING: s.RECRUITING, TYPE: Number(s.TYPE), FILLED: Number(s.FILLED) })),
    IS_RECRUITING: open && row.status !== '05' && row.status !== '06',
    UPDATED: Boolean(row.updated),
    VIEWS: row.views,
    LIKES: row.likes,
    IS_LIKED: Boolean(row.isLiked),
    IS_MARKED: Boolean(row.isMarked),
    COVER_URL: row.coverUrl,
    LEADER_NICKNAME: row.leaderNickname,
    PUBLISHED_AT: toIso(row.publishedAt),
    MATCH_REASON: reason,
  };
}

/**
 * Newest published first; ties by number so pages never overlap. `nulls last` matches
 * projects_listed_idx exactly (the planner only walks the index in the order it was built with).
 */
const NEWEST_FIRST = [
  sql`${projects.publishedAt} desc nulls last`,
  sql`${projects.projectNo} desc nulls last`,
];

/** The WHERE of the list: listed projects narrowed by every filter given; filters combine. */
export function searchWhere(f: Partial<projectFindApi.ProjectSearch>): SQL {
  const conds: SQL[] = [listedProject()];
  if (f.type && f.type !== '00') conds.push(eq(projects.type, f.type));
  if (f.location && f.location !== 'KR00') conds.push(inArray(projects.region, regionFamily(f.location)));
  if (f.industry) conds.push(eq(projects.domain, f.industry));
  if (f.recruting && f.recruting !== '0000') conds.push(openSlotFor([f.recruting]));
  if (f.skill) conds.push(sql`${projects.tech} @> ${textArray([f.skill])}`);
  if (f.recruting_only) conds.push(recruitingProject());
  if (f.keyword) {
    conds.push(koreanKeywordCondition(f.keyword, { grams: projects.searchGrams, text: projects.searchText }));
  }
  return and(...conds)!;
}

const NO_CACHE = new CountCache(0);

/** The filters as a count-cache key: only what narrows the result, in a fixed order. */
function filterKey(f: Partial<projectFindApi.ProjectSearch>): string {
  return [f.type, f.location, f.industry, f.recruting, f.skill, f.recruting_only, f.keyword]
    .map((v) => v ?? '')
    .join('|');
}

export interface ProjectPage {
  projects: ProjectCard[];
  total: number;
  total_capped: boolean;
  has_more: boolean;
}

/** One page: one row past the page tells whether there is more; the total is counted up to the cap. */
export async function searchProjects(
  db: Db,
  viewerNo: number | null,
  query: Partial<projectFindApi.ProjectSearch> & { offset: number },
  counts: CountCache = NO_CACHE,
): Promise<ProjectPage> {
  const where = searchWhere(query);
  const matching = db
    .select({ one: sql`1` })
    .from(projects)
    .where(where)
    .limit(PROJECT_TOTAL_CAP + 1)
    .as('matching');
  const [rows, counted] = await Promise.all([
    db
      .select(cardFields(viewerNo))
      .from(projects)
      .innerJoin(users, eq(users.userNo, projects.leaderNo))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(PROJECT_PAGE_SIZE + 1)
      .offset(query.offset),
    counts.get(`projects:${filterKey(query)}`, async () => {
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
      return row?.n ?? 0;
    }),
  ]);
  const hasMore = rows.length > PROJECT_PAGE_SIZE;
  const page = hasMore ? rows.slice(0, PROJECT_PAGE_SIZE) : rows;
  const n = counted;
  const capped = n > PROJECT_TOTAL_CAP;
  return {
    projects: page.map((r) => toProjectCard(r as CardRow)),
    total: capped ? PROJECT_TOTAL_CAP : Math.max(n, query.offset + page.length),
    total_capped: capped,
    has_more: hasMore,
  };
}

// ---------------------------------------------------------------------------------------------
// Recommendations

/** Weights of each reason; the order of the reasons below is the order they are told. */
/** How many of the newest projects each reason proposes before scoring. */
const CANDIDATES_PER_REASON = 15;

const WEIGHTS = { mainJob: 40, subJob: 25, jobGroup: 15, domain: 20, picks: 12, region: 10 } as const;

/**
 * Recruiting projects for the viewer: open slots for their main job first, then sub job, their
 * job group, their interests (domain), what their favourited projects are about (tutorial and
 * manual picks), and their region. Their own projects and ones they are in are left out. Each card
 * says why in one Korean line (the two strongest reasons). Visitors get the newest recruiting ones.
 */
export async function recommendProjects(db: Db, viewer: UserRow | null) {
  const base = and(listedProject(), recruitingProject())!;
  if (!viewer) {
    const rows = await db
      .select(cardFields(null))
      .from(projects)
      .innerJoin(users, eq(users.userNo, projects.leaderNo))
      .where(base)
      .orderBy(...NEWEST_FIRST)
      .limit(RECOMMEND_LIMIT);
    return { projects: rows.map((r) => toProjectCard(r as CardRow)), personalized: false };
  }
  const [profile] = await db
    .select({ region: profiles.region, interests: profiles.interests })
    .from(profiles)
    .where(eq(profiles.userNo, viewer.userNo))
    .limit(1);
  const pickedDomains = await db
    .selectDistinct({ domain: projects.domain })
    .from(favourites)
    .innerJoin(
      projects,
      and(eq(favourites.targetType, 'project'), eq(projects.projectNo, favourites.targetNo)),
    )
    .where(and(eq(favourites.userNo, viewer.userNo), sql`${projects.domain} is not null`));
  const picks = pickedDomains.map((d) => d.domain).filter((d): d is string => Boolean(d));
  const interests = profile?.interests ?? [];
  const region = profile?.region && profile.region !== 'KR00' ? profile.region : null;
  const no = sql`false`;
  const groupJobs = viewer.mainJob ? jobsInGroup(viewer.mainJob).map((j) => j.code) : [];
  const flags = {
    mainJob: viewer.mainJobD ? openSlotFor([viewer.mainJobD]) : no,
    subJob: viewer.subJobD ? openSlotFor([viewer.subJobD]) : no,
    // The group's detailed jobs from the catalogue: an IN list the planner handles like one job,
    // where left(job_code, 2) would hash every slot.
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
  const notMine = sql`${projects.leaderNo} <> ${viewer.userNo} and not exists (select 1 from project_members m
    where m.project_no = ${projects.projectNo} and m.user_no = ${viewer.userNo})`;
  // Candidates first, then score only those: scoring every recruiting project would read the
  // whole table on every visit. Job reasons start from the open slots of those jobs (the slot job
  // index; the newest projects by number), the others walk the newest-first index and stop early;
  // the newest recruiting ones fill up. An old project matching twice is rarely what anyone wants.
  const jobSets = [
    viewer.mainJobD ? [viewer.mainJobD] : [],
    viewer.subJobD ? [viewer.subJobD] : [],
    groupJobs,
  ]
    .filter((codes) => codes.length > 0)
    .map((codes) =>
      db
        .selectDistinct({ no: projectSlots.projectNo })
        .from(projectSlots)
        .where(
          and(inArray(projectSlots.jobCode, codes), sql`${projectSlots.filled} < ${projectSlots.capacity}`),
        )
        .orderBy(desc(projectSlots.projectNo))
        .limit(CANDIDATES_PER_REASON * 2),
    );
  const projectSets = [flags.domain, flags.picks, flags.region, sql`true`]
    .filter((f) => f !== no)
    .map((flag) =>
      db
        .select({ no: projects.projectNo })
        .from(projects)
        .where(and(base, notMine, flag))
        .orderBy(...NEWEST_FIRST)
        .limit(CANDIDATES_PER_REASON),
    );
  const candidateSets = await Promise.all([...jobSets, ...projectSets]);
  const candidates = [...new Set(candidateSets.flat().map((r) => r.no))];
  if (candidates.length === 0) return { projects: [], personalized: true };
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
    .where(and(inArray(projects.projectNo, candidates), base, notMine))
    .orderBy(desc(sql`${score}`), ...NEWEST_FIRST)
    .limit(RECOMMEND_LIMIT);
  return {
    projects: rows.map((r) => {
      const reasons: string[] = [];
      const mainLabel = jobs.label(viewer.mainJobD);
      const subLabel = jobs.label(viewer.subJobD);
      if (r.fMainJob && mainLabel) reasons.push(`${mainLabel} 자리가 비어 있어요`);
      else if (r.fSubJob && subLabel) reasons.push(`부직무 ${subLabel} 자리가 비어 있어요`);
      else if (r.fJobGroup)
        reasons.push(`${jobGroups.label(viewer.mainJob) ?? '내 직군'} 팀원을 찾고 있어요`);
      if (r.fDomain) reasons.push(`관심 분야 ${domains.label(r.domain) ?? ''} 모임이에요`.replace('  ', ' '));
      else if (r.fPicks) reasons.push('스크랩한 모임과 같은 분야예요');
      if (r.fRegion) reasons.push(`${regions.label(r.region) ?? '내 지역'}에서 만나요`);
      const reason = reasons.length ? reasons.slice(0, 2).join(' · ') : '새로 올라온 모집이에요';
      return toProjectCard(r as CardRow, reason);
    }),
    personalized: true,
  };
}

// ---------------------------------------------------------------------------------------------
// Views, likes, scraps

/**
 * Visitors are counted by a hash of their address with a salt that lives in this process only:
 * the address is never stored, and a restart at worst counts a visitor once more that day.
 */
const VISITOR_SALT = randomBytes(16).toString('hex');

export function viewerKey(viewer: UserRow | null, ip: string): string {
  if (viewer) return `u:${viewer.userNo}`;
  return `v:${createHash('sha256').update(`${VISITOR_SALT}:${ip}`).digest('hex').slice(0, 32)}`;
}

/** One view per viewer per project per day; the counter moves only when the row is new. */
export async function recordView(db: Db, viewer: UserRow | null, ip: string, projectNo: number) {
  const { project } = await viewProject(db, projectNo, viewer);
  // A leader looking at their own draft is not a reader.
  if (project.status === '99') return { VIEWS: project.views, COUNTED: false };
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(projectViews)
      .values({ projectNo, viewerKey: viewerKey(viewer, ip), day: sql`current_date` })
      .onConflictDoNothing()
      .returning({ projectNo: projectViews.projectNo });
    if (inserted.length === 0) {
      const [row] = await tx
        .select({ views: projects.views })
        .from(projects)
        .where(eq(projects.projectNo, projectNo));
      return { VIEWS: row?.views ?? project.views, COUNTED: false };
    }
    const [row] = await tx
      .update(projects)
      .set({ views: sql`${projects.views} + 1` })
      .where(eq(projects.projectNo, projectNo))
      .returning({ views: projects.views });
    return { VIEWS: row?.views ?? project.views + 1, COUNTED: true };
  });
}

/** A published project anyone may like or scrap; drafts and deleted ones are NOT_FOUND. */
async function publishedProject(db: Db, projectNo: number, viewer: UserRow) {
  const { project } = await viewProject(db, projectNo, viewer);
  if (project.status === '99') {
    throw fail('NOT_FOUND', '작성 중인 모집글은 구독하거나 스크랩할 수 없어요. 먼저 글을 올려 주세요.');
  }
  return project;
}

/**
 * Like (subscribe) or un-like; without `like` the current state flips. The counter is recounted
 * from the rows in the same transaction, so it always equals them.
 */
export async function toggleLike(db: Db, viewer: UserRow, projectNo: number, like?: boolean) {
  await publishedProject(db, projectNo, viewer);
  return db.transaction(async (tx) => {
    const mine = and(eq(projectLikes.projectNo, projectNo), eq(projectLikes.userNo, viewer.userNo));
    let want = like;
    if (want === undefined) {
      const existing = await tx.select({ n: projectLikes.userNo }).from(projectLikes).where(mine).limit(1);
      want = existing.length === 0;
    }
    if (want) {
      await tx.insert(projectLikes).values({ projectNo, userNo: viewer.userNo }).onConflictDoNothing();
    } else {
      await tx.delete(projectLikes).where(mine);
    }
    const [row] = await tx
      .update(projects)
      .set({
        likes: sql`(select count(*)::int from project_likes l where l.project_no = ${projectNo})`,
      })
      .where(eq(projects.projectNo, projectNo))
      .returning({ likes: projects.likes });
    return { IS_LIKED: want, LIKES: row?.likes ?? 0 };
  });
}

/** Scrap = favourite with target 'project' (the same row `POST /api/profile/like` writes). */
export async function toggleMark(db: Db, viewer: UserRow, projectNo: number, mark?: boolean) {
  await publishedProject(db, projectNo, viewer);
  let want = mark;
  if (want === undefined) {
    const existing = await db
      .select({ n: favourites.targetNo })
      .from(favourites)
      .where(
        and(
          eq(favourites.userNo, viewer.userNo),
          eq(favourites.targetType, 'project'),
          eq(favourites.targetNo, projectNo),
        ),
      )
      .limit(1);
    want = existing.length === 0;
  }
  const res = await setFavourite(db, viewer, {
    target_type: 'project',
    target_no: projectNo,
    favourite: want,
  });
  return { IS_MARKED: res.IS_FAVOURITE };
}
