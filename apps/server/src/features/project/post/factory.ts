import type { ProjectInput } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { DomainEvents } from '../../../lib/domain-events.js';
import { users } from '../../auth/schema.js';
import { projectSlots } from '../schema.js';
import { filledIntroduction } from './sample.js';
import { publish } from './publish.js';

let counter = 0;

/**
 * Publishes a project through the real posting rules (so tests see what members would create),
 * with two slots by default. Each call gets a distinct body, so it is never flagged as repeated.
 * Its events go to `events`: by default nobody listens (no team room); `teamProjectForTest`
 * passes `offlineEvents(db)` so the project gets its team room as it would in the app.
 */
export async function createProjectForTest(
  db: Db,
  leaderNo: number,
  overrides: Partial<ProjectInput> = {},
  events: DomainEvents = new DomainEvents(),
): Promise<{ projectNo: number; slotNos: number[] }> {
  const [leader] = await db.select().from(users).where(eq(users.userNo, leaderNo)).limit(1);
  if (!leader) throw new Error(`createProjectForTest: no user ${leaderNo}`);
  counter += 1;
  const input: ProjectInput = {
    type: '01',
    title: `테스트 프로젝트 ${counter}번`,
    domain: '01',
    platform: '01',
    camp: null,
    meeting_mode: '01',
    region: 'KR00',
    available_days: '00',
    available_time: '00',
    phase: '01',
    tech: ['typescript', 'react'],
    slots: [
      { recruiting: '0401', type: 1 },
      { recruiting: '0501', type: 2 },
    ],
    job_target: '00',
    introduction: filledIntroduction({
      what: `동네 가게의 재고를 한눈에 보는 웹 서비스를 만들어요. 테스트 번호 ${counter}-${Date.now()}.`,
      where: '기획서와 와이어프레임이 있고, 로그인과 상품 목록 화면을 개발하고 있어요.',
      who: '리액트로 화면을 만들어 본 프론트엔드 개발자와 API를 설계할 백엔드 개발자를 찾아요.',
    }),
    questions: undefined,
    docs: [],
    cover_url: null,
    ...overrides,
  };
  const { projectNo } = await publish(db, events, leader, input);
  const slots = await db
    .select({ slotNo: projectSlots.slotNo })
    .from(projectSlots)
    .where(eq(projectSlots.projectNo, projectNo))
    .orderBy(projectSlots.sortOrder);
  return { projectNo, slotNos: slots.map((s) => s.slotNo) };
}
