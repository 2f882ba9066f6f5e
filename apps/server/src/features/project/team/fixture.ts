import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { offlineEvents } from '../../../subscribers.js';
import { createProjectForTest } from '../post/factory.js';
import { projectSlots, projects } from '../schema.js';

/**
 * A published project for the team tests, made through the posting helper's factory (the real
 * publishing rules, the team room opened as the app opens it), then moved to another status when a
 * test needs a draft or a finished one.
 */
export async function teamProjectForTest(
  db: Db,
  leaderNo: number,
  o: {
    title?: string;
    status?: string;
    questions?: string[];
    slots?: { job: string; capacity: number }[];
  } = {},
) {
  const { projectNo, slotNos } = await createProjectForTest(
    db,
    leaderNo,
    {
      title: o.title ?? '주말 스터디 팀원 모집',
      questions: o.questions ?? ['어떤 역할을 맡고 싶나요?', '일주일에 몇 시간 함께할 수 있나요?'],
      slots: (
        o.slots ?? [
          { job: '0101', capacity: 1 },
          { job: '0201', capacity: 2 },
        ]
      ).map((s) => ({ recruiting: s.job, type: s.capacity })),
    },
    offlineEvents(db),
  );
  if (o.status) await db.update(projects).set({ status: o.status }).where(eq(projects.projectNo, projectNo));
  const [row] = await db
    .select({ questions: projects.questions })
    .from(projects)
    .where(eq(projects.projectNo, projectNo));
  return { projectNo, slots: slotNos, questions: row!.questions };
}

export async function slotRow(db: Db, slotNo: number) {
  const [s] = await db.select().from(projectSlots).where(eq(projectSlots.slotNo, slotNo));
  return s!;
}
