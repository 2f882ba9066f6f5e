/** The overview of one post as its page shows it, with the viewer's like, scrap and application. */
import { type ProjectOverview, questSlug } from '@sidequest/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../auth/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { summaryColumns, toPersonSummary } from '../../profile/members.js';
import { favourites, profiles } from '../../profile/schema.js';
import { viewProject } from '../policy.js';
import { applications, projectLikes, projectSlots } from '../schema.js';

export async function overview(db: Db, projectNo: number, viewer: UserRow | null): Promise<ProjectOverview> {
  const { project: p, role } = await viewProject(db, projectNo, viewer);
  const viewerNo = viewer?.userNo ?? null;
  const myRole = viewerNo !== null && p.leaderNo === viewerNo ? 'leader' : role;
  const [leader] = await db
    .select(summaryColumns(viewerNo))
    .from(users)
    .innerJoin(profiles, eq(profiles.userNo, users.userNo))
    .where(eq(users.userNo, p.leaderNo))
    .limit(1);
  const slots = await db
    .select()
    .from(projectSlots)
    .where(eq(projectSlots.projectNo, projectNo))
    .orderBy(asc(projectSlots.sortOrder), asc(projectSlots.slotNo));
  let liked = false;
  let marked = false;
  let application: string | null = null;
  if (viewerNo !== null) {
    const [like] = await db
      .select({ n: sql<number>`1` })
      .from(projectLikes)
      .where(and(eq(projectLikes.projectNo, projectNo), eq(projectLikes.userNo, viewerNo)))
      .limit(1);
    const [mark] = await db
      .select({ n: sql<number>`1` })
      .from(favourites)
      .where(
        and(
          eq(favourites.userNo, viewerNo),
          eq(favourites.targetType, 'project'),
          eq(favourites.targetNo, projectNo),
        ),
      )
      .limit(1);
    const [app] = await db
      .select({ status: applications.status })
      .from(applications)
      .where(and(eq(applications.projectNo, projectNo), eq(applications.userNo, viewerNo)))
      .orderBy(desc(applications.createdAt), desc(applications.applicationNo))
      .limit(1);
    liked = Boolean(like);
    marked = Boolean(mark);
    application = app?.status ?? null;
  }
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
    LEADER: toPersonSummary(
      leader ?? {
        userNo: p.leaderNo,
        nickname: '',
        imgUrl: null,
        mainJobD: null,
        exp: 0,
        statusLine: null,
        introduction: '',
        isFollowing: false,
      },
      viewerNo,
    ),
    SLOTS: slots.map((s) => ({
      SLOT_NO: s.slotNo,
      RECRUITING: s.jobCode,
      TYPE: s.capacity,
      FILLED: s.filled,
    })),
    QUESTIONS: p.questions,
    VIEWS: p.views,
    LIKES: p.likes,
    IS_LIKED: liked,
    IS_MARKED: marked,
    MY_ROLE: myRole,
    MY_APPLICATION_STATUS: application,
    SLUG: questSlug(p.title),
  };
}
