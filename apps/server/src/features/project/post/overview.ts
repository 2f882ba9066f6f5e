/** The overview of one post as its page shows it, with the viewer's like, scrap and application. */
import { type ProjectOverview, questSlug } from '@sidequest/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { type SummaryRow, summaryColumns, toPersonSummary } from '../../profile/members.js';
import { profiles } from '../../profile/schema.js';
import type { ProjectRole } from '../policy.js';
import { projects } from '../schema.js';

type SlotJson = { slotNo: number; jobCode: string; capacity: number; filled: number };

/**
 * The page in one statement: the project, its leader's summary, its slots and the viewer's role,
 * like, scrap and latest application ride along as joins and subqueries. The visibility rule is
 * `viewProject`'s (deleted or missing: NOT_FOUND; a draft only for its leader).
 */
export async function overview(db: Db, projectNo: number, viewer: UserRow | null): Promise<ProjectOverview> {
  const viewerNo = viewer?.userNo ?? null;
  const forViewer = <T>(q: ReturnType<typeof sql<T>>, none: ReturnType<typeof sql<T>>) =>
    viewerNo === null ? none : q;
  const [row] = await db
    .select({
      p: {
        projectNo: projects.projectNo,
        leaderNo: projects.leaderNo,
        title: projects.title,
        publishedAt: projects.publishedAt,
        createdAt: projects.createdAt,
        tech: projects.tech,
        introductionHtml: projects.introductionHtml,
        type: projects.type,
        domain: projects.domain,
        platform: projects.platform,
        camp: projects.camp,
        meetingMode: projects.meetingMode,
        region: projects.region,
        availableDays: projects.availableDays,
        availableTime: projects.availableTime,
        phase: projects.phase,
        status: projects.status,
        jobTarget: projects.jobTarget,
        coverUrl: projects.coverUrl,
        docsUrl1: projects.docsUrl1,
        docsName1: projects.docsName1,
        docsUrl2: projects.docsUrl2,
        docsName2: projects.docsName2,
        docsUrl3: projects.docsUrl3,
        docsName3: projects.docsName3,
        docsUrl4: projects.docsUrl4,
        docsName4: projects.docsName4,
        docsUrl5: projects.docsUrl5,
        docsName5: projects.docsName5,
        questions: projects.questions,
        views: projects.views,
        likes: projects.likes,
      },
      leader: summaryColumns(viewerNo),
      slots: sql<SlotJson[] | string>`coalesce((select json_agg(json_build_object('slotNo', s.slot_no,
        'jobCode', s.job_code, 'capacity', s.capacity, 'filled', s.filled) order by s.sort_order, s.slot_no)
        from project_slots s where s.project_no = ${projects.projectNo}), '[]'::json)`,
      memberRole: forViewer(
        sql<string | null>`(select m.role from project_members m
          where m.project_no = ${projects.projectNo} and m.user_no = ${viewerNo})`,
        sql<string | null>`null`,
      ),
      liked: forViewer(
        sql<boolean>`exists (select 1 from project_likes l where l.project_no = ${projects.projectNo}
          and l.user_no = ${viewerNo})`,
        sql<boolean>`false`,
      ),
      marked: forViewer(
        sql<boolean>`exists (select 1 from favourites f where f.user_no = ${viewerNo}
          and f.target_type = 'project' and f.target_no = ${projects.projectNo})`,
        sql<boolean>`false`,
      ),
      application: forViewer(
        sql<string | null>`(select a.status from applications a where a.project_no = ${projects.projectNo}
          and a.user_no = ${viewerNo} order by a.created_at desc, a.application_no desc limit 1)`,
        sql<string | null>`null`,
      ),
    })
    .from(projects)
    .leftJoin(users, eq(users.userNo, projects.leaderNo))
    .leftJoin(profiles, eq(profiles.userNo, projects.leaderNo))
    .where(and(eq(projects.projectNo, projectNo), isNull(projects.deletedAt)))
    .limit(1);
  if (!row || (row.p.status === '99' && row.p.leaderNo !== viewerNo)) {
    throw fail('NOT_FOUND', '찾는 프로젝트가 없어요. 삭제되었거나 주소가 잘못되었을 수 있어요.');
  }
  const { p } = row;
  const role: ProjectRole =
    row.memberRole == null ? 'outsider' : row.memberRole === '01' ? 'leader' : 'member';
  const myRole = viewerNo !== null && p.leaderNo === viewerNo ? 'leader' : role;
  // A leader without a profile row (never in practice) still gets a card, as before.
  const leader: SummaryRow =
    row.leader.userNo != null && row.leader.exp != null
      ? (row.leader as SummaryRow)
      : {
          userNo: p.leaderNo,
          nickname: row.leader.nickname ?? '',
          imgUrl: null,
          mainJobD: null,
          exp: 0,
          statusLine: null,
          introduction: '',
          isFollowing: false,
        };
  const slots = (typeof row.slots === 'string' ? JSON.parse(row.slots) : row.slots) as SlotJson[];
  return {
    PROJECT_NO: p.projectNo,
    PROJECT_NAME: p.title,
    PROJECT_CREATE_TIME: (p.publishedAt ?? p.createdAt).toISOString(),
    PROJECT_TECH: p.tech,
    PROJECT_INTRODUCTION: p.introductionHtml,
    PROJECT_TYPE: p.type,
    DOMAIN: p.domain,
    PLATFORM: p.platform,
    CAMP: p.camp,
    MEETING_MODE: p.meetingMode,
    REGION: p.region,
    AVAILABLE_DAYS: p.availableDays,
    AVAILABLE_TIME: p.availableTime,
    PHASE: p.phase,
    STATUS: p.status,
    CPG_JOB_TARGET: p.jobTarget,
    COVER_URL: p.coverUrl,
    PROJECT_DOCS_URL1: p.docsUrl1,
    PROJECT_DOCS_NAME1: p.docsName1,
    PROJECT_DOCS_URL2: p.docsUrl2,
    PROJECT_DOCS_NAME2: p.docsName2,
    PROJECT_DOCS_URL3: p.docsUrl3,
    PROJECT_DOCS_NAME3: p.docsName3,
    PROJECT_DOCS_URL4: p.docsUrl4,
    PROJECT_DOCS_NAME4: p.docsName4,
    PROJECT_DOCS_URL5: p.docsUrl5,
    PROJECT_DOCS_NAME5: p.docsName5,
    HAS_POSTING: p.status === '99' ? '00' : '01',
    HAS_PROMOTION: '00',
    LEADER: toPersonSummary(leader, viewerNo),
    SLOTS: slots.map((s) => ({
      SLOT_NO: s.slotNo,
      RECRUITING: s.jobCode,
      TYPE: s.capacity,
      FILLED: s.filled,
    })),
    QUESTIONS: p.questions,
    VIEWS: p.views,
    LIKES: p.likes,
    IS_LIKED: Boolean(row.liked),
    IS_MARKED: Boolean(row.marked),
    MY_ROLE: myRole,
    MY_APPLICATION_STATUS: row.application ?? null,
    SLUG: questSlug(p.title),
  };
}
