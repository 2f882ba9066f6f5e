import { levelForExp, type projectTeamApi } from '@sidequest/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import { users } from '../../auth/schema.js';
import { profiles } from '../../profile/schema.js';
import type { UserRow } from '../../auth/sessions.js';
import { loadProject, requireLeader, viewProject } from '../policy.js';
import { projectQna } from '../schema.js';
import { projectRef } from './common.js';

type QnaItem = projectTeamApi.QnaItem;

// ---------------------------------------------------------------------------------------------
// The 응원/질문 board

export async function questions(db: Db, viewer: UserRow | null, projectNo: number) {
  const { project } = await viewProject(db, projectNo, viewer);
  const rows = await db
    .select({
      qnaNo: projectQna.qnaNo,
      parentNo: projectQna.parentNo,
      authorNo: projectQna.authorNo,
      nickname: sql<string | null>`case when ${users.status} = 'active' then ${users.nickname} end`,
      imgUrl: sql<string | null>`case when ${users.status} = 'active' then ${users.imgUrl} end`,
      // The level icon beside the name: one number from the author's profile.
      exp: sql<number>`coalesce(${profiles.exp}, 0)`,
      body: projectQna.body,
      createdAt: projectQna.createdAt,
    })
    .from(projectQna)
    .leftJoin(users, eq(users.userNo, projectQna.authorNo))
    .leftJoin(profiles, eq(profiles.userNo, projectQna.authorNo))
    .where(and(eq(projectQna.projectNo, projectNo), isNull(projectQna.deletedAt)))
    .orderBy(desc(projectQna.createdAt), desc(projectQna.qnaNo))
    .limit(500);
  const isLeader = viewer?.userNo === project.leaderNo;
  const toItem = (r: (typeof rows)[number]) => ({
    QNA_NO: r.qnaNo,
    AUTHOR_NO: r.authorNo,
    AUTHOR_NICKNAME: r.nickname,
    AUTHOR_IMG_URL: r.imgUrl,
    AUTHOR_LEVEL: levelForExp(r.exp).level,
    BODY: r.body,
    CREATED_AT: r.createdAt.toISOString(),
    CAN_DELETE: isLeader || (viewer !== null && viewer.userNo === r.authorNo),
  });
  const top = rows.filter((r) => r.parentNo === null);
  const replies = rows.filter((r) => r.parentNo !== null).reverse();
  return {
    questions: top.map(
      (q): QnaItem => ({ ...toItem(q), REPLIES: replies.filter((r) => r.parentNo === q.qnaNo).map(toItem) }),
    ),
    IS_LEADER: isLeader,
  };
}

export async function questionNew(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { project_no: number; body: string },
) {
  const { project } = await viewProject(db, input.project_no, user);
  const [row] = await db
    .insert(projectQna)
    .values({ projectNo: project.projectNo, authorNo: user.userNo, body: input.body })
    .returning({ qnaNo: projectQna.qnaNo });
  await events.emit('project.questionAsked', {
    project: projectRef(project),
    author: { userNo: user.userNo, nickname: user.nickname },
    qnaNo: row!.qnaNo,
    body: input.body,
  });
  return { QNA_NO: row!.qnaNo };
}

export async function questionReply(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { project_no: number; qna_no: number; body: string },
) {
  const project = await requireLeader(db, input.project_no, user);
  const [parent] = await db
    .select()
    .from(projectQna)
    .where(
      and(
        eq(projectQna.qnaNo, input.qna_no),
        eq(projectQna.projectNo, project.projectNo),
        isNull(projectQna.parentNo),
        isNull(projectQna.deletedAt),
      ),
    )
    .limit(1);
  if (!parent) throw fail('NOT_FOUND', '답할 글을 찾을 수 없어요. 지워졌을 수 있어요.');
  const [row] = await db
    .insert(projectQna)
    .values({ projectNo: project.projectNo, parentNo: parent.qnaNo, authorNo: user.userNo, body: input.body })
    .returning({ qnaNo: projectQna.qnaNo });
  await events.emit('project.questionAnswered', {
    project: projectRef(project),
    askerNo: parent.authorNo,
    answeredByNo: user.userNo,
    qnaNo: row!.qnaNo,
    body: input.body,
  });
  return { QNA_NO: row!.qnaNo };
}

export async function questionDelete(db: Db, user: UserRow, input: { project_no: number; qna_no: number }) {
  const project = await loadProject(db, input.project_no);
  const [row] = await db
    .select()
    .from(projectQna)
    .where(
      and(
        eq(projectQna.qnaNo, input.qna_no),
        eq(projectQna.projectNo, project.projectNo),
        isNull(projectQna.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw fail('NOT_FOUND', '지울 글을 찾을 수 없어요. 이미 지워졌을 수 있어요.');
  if (row.authorNo !== user.userNo && project.leaderNo !== user.userNo) {
    throw fail('FORBIDDEN', '글쓴이나 프로젝트 리더만 지울 수 있어요.');
  }
  await db
    .update(projectQna)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(projectQna.projectNo, project.projectNo),
        sql`(${projectQna.qnaNo} = ${row.qnaNo} or ${projectQna.parentNo} = ${row.qnaNo})`,
      ),
    );
  return {};
}
