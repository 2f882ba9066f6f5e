import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../auth/schema.js';
import { applications, projectMembers, projectQna, projectSlots, projects } from '../schema.js';

/** Who applies where in the demo: the demo account's project gets applicants to decide on. */
const DEMO_APPLICANTS: { leader: string; applicants: string[] }[] = [
  {
    leader: 'demo@sidequest.kr',
    applicants: ['seoa.yoon@sidequest.kr', 'junho.kang@sidequest.kr', 'jiwoo.kim@sidequest.kr'],
  },
  { leader: 'doyun.han@sidequest.kr', applicants: ['demo@sidequest.kr'] },
];

const DEMO_ANSWERS = [
  '평일 저녁과 주말 오전에 꾸준히 시간을 낼 수 있어요. 맡은 일은 마감 전에 미리 공유할게요.',
  '비슷한 규모의 사이드 프로젝트를 두 번 끝까지 해 봤어요. 이번에는 출시까지 함께하고 싶어요.',
  '처음이라 서툴 수 있지만, 모르는 건 빨리 묻고 배운 건 문서로 남길게요.',
];

/**
 * Demo applications (pending, with answers) and a 응원/질문 with the leader's reply, so the
 * applicant cards and the board can be seen. Idempotent: a project that already has
 * applications or posts is left alone.
 */
export async function seedDemoTeam(db: Db): Promise<void> {
  const emails = [...new Set(DEMO_APPLICANTS.flatMap((d) => [d.leader, ...d.applicants]))];
  const people = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(people.map((u) => [u.email, u]));
  for (const demo of DEMO_APPLICANTS) {
    const leader = byEmail.get(demo.leader);
    if (!leader) continue;
    const [project] = await db
      .select()
      .from(projects)
      .where(and(eq(projects.leaderNo, leader.userNo), isNull(projects.deletedAt)))
      .orderBy(projects.projectNo)
      .limit(1);
    if (!project || project.status === '99') continue;
    const [already] = await db
      .select({ no: applications.applicationNo })
      .from(applications)
      .where(eq(applications.projectNo, project.projectNo))
      .limit(1);
    if (already) continue;
    const slots = await db.select().from(projectSlots).where(eq(projectSlots.projectNo, project.projectNo));
    const open = slots.filter((s) => s.filled < s.capacity);
    if (open.length === 0) continue;
    const members = new Set(
      (
        await db
          .select({ userNo: projectMembers.userNo })
          .from(projectMembers)
          .where(eq(projectMembers.projectNo, project.projectNo))
      ).map((m) => m.userNo),
    );
    let i = 0;
    for (const email of demo.applicants) {
      const person = byEmail.get(email);
      if (!person || members.has(person.userNo)) continue;
      const slot = open[i % open.length]!;
      await db.insert(applications).values({
        projectNo: project.projectNo,
        slotNo: slot.slotNo,
        userNo: person.userNo,
        status: '99',
        answers: (project.questions ?? []).map((question, j) => ({
          question,
          answer: DEMO_ANSWERS[(i + j) % DEMO_ANSWERS.length]!,
        })),
        createdAt: new Date(Date.now() - (i + 1) * 26 * 3600_000),
      });
      i += 1;
    }
    const asker = byEmail.get(demo.applicants[0]!);
    if (asker) {
      const [q] = await db
        .insert(projectQna)
        .values({
          projectNo: project.projectNo,
          authorNo: asker.userNo,
          body: '온라인으로만 참여해도 괜찮을까요? 주말에는 지방에 있어서요. 응원합니다!',
        })
        .returning({ qnaNo: projectQna.qnaNo });
      await db.insert(projectQna).values({
        projectNo: project.projectNo,
        parentNo: q!.qnaNo,
        authorNo: leader.userNo,
        body: '네, 회의는 모두 온라인으로 해요. 편하게 지원해 주세요!',
      });
    }
  }
}
