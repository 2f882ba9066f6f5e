/** Recommendations: recruiting projects scored by the viewer's jobs, interests, picks and region. */
import { domains, jobGroups, jobs, jobsInGroup, projectFindApi, regions } from '@sidequest/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { regionFamily } from '../../people/search.js';
import { favourites, profiles } from '../../profile/schema.js';
import { projectSlots, projects } from '../schema.js';
import {
  type CardRow,
  cardFields,
  listedProject,
  NEWEST_FIRST,
  openSlotFor,
  recruitingProject,
  toProjectCard,
} from './cards.js';

const { RECOMMEND_LIMIT } = projectFindApi;

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
