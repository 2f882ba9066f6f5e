import { progressPhases } from '@sidequest/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { addFeed } from '../feed.js';
import { milestones, projectMembers, projects, todos } from '../schema.js';
import { seoulDay } from './common.js';

interface DemoSpace {
  title: string;
  phase?: string;
  milestones: { title: string; description: string; inDays: number; done?: boolean }[];
  /** `milestone` is an index into `milestones`; `inDays` is relative to today in Seoul. */
  todos: { title: string; state: '01' | '02' | '03'; inDays: number | null; milestone?: number }[];
}

const DEMO_SPACES: DemoSpace[] = [
  {
    title: '사이드퀘스트 팀을 위한 회고 도구',
    phase: '02',
    milestones: [
      { title: '기능 기획 확정', description: '회고 템플릿 3종과 익명 투표 흐름을 정해요.', inDays: 0 },
      { title: 'MVP 데모', description: '팀 한 곳과 실제 회고를 한 번 진행해 봐요.', inDays: 6 },
      { title: '킥오프 미팅', description: '역할과 일정, 회의 방식을 정했어요.', inDays: -7, done: true },
    ],
    todos: [
      { title: '회고 템플릿 초안 쓰기', state: '02', inDays: 0, milestone: 0 },
      { title: '익명 투표 화면 와이어프레임', state: '01', inDays: 3, milestone: 0 },
      { title: '데모용 팀 섭외하기', state: '01', inDays: 5, milestone: 1 },
      { title: '노션에 회의록 양식 만들기', state: '03', inDays: null, milestone: 2 },
    ],
  },
  {
    title: '1인 가구를 위한 가계부 앱 함께 만들어요',
    phase: '05',
    milestones: [
      { title: '디자인 시안 확정', description: '홈, 지출 입력, 통계 화면 시안을 확정해요.', inDays: 4 },
      { title: '클로즈드 베타', description: '지인 20명에게 테스트 버전을 나눠 줘요.', inDays: 21 },
    ],
    todos: [
      { title: '지출 입력 API 설계', state: '02', inDays: 2, milestone: 0 },
      { title: '카테고리 아이콘 정리', state: '01', inDays: 4, milestone: 0 },
      { title: '베타 테스터 모집 글 쓰기', state: '01', inDays: 14, milestone: 1 },
    ],
  },
  {
    title: '주말 타입스크립트 딥다이브 스터디',
    milestones: [
      { title: '1주차: 타입 좁히기', description: '각자 예제 하나씩 가져와서 발표해요.', inDays: 2 },
      { title: '2주차: 제네릭', description: '라이브러리 타입 선언을 함께 읽어요.', inDays: 9 },
    ],
    todos: [
      { title: '스터디 노트 저장소 만들기', state: '03', inDays: null },
      { title: '1주차 발표 자료 준비', state: '01', inDays: 1, milestone: 0 },
    ],
  },
];

/**
 * Milestones and to-dos for a few demo projects (found by title), after the posting demo made
 * them. Dates are relative to today in Seoul so "내 일정" always has something. Idempotent: a
 * project that already has milestones is left alone.
 */
export async function seedDemoSpace(db: Db, now = new Date()): Promise<void> {
  const rows = await db
    .select({ projectNo: projects.projectNo, title: projects.title, leaderNo: projects.leaderNo })
    .from(projects)
    .where(
      and(
        inArray(
          projects.title,
          DEMO_SPACES.map((s) => s.title),
        ),
        isNull(projects.deletedAt),
      ),
    );
  for (const demo of DEMO_SPACES) {
    const project = rows.find((r) => r.title === demo.title);
    if (!project) continue;
    const [existing] = await db
      .select({ no: milestones.milestoneNo })
      .from(milestones)
      .where(eq(milestones.projectNo, project.projectNo))
      .limit(1);
    if (existing) continue;
    const team = await db
      .select({ userNo: projectMembers.userNo })
      .from(projectMembers)
      .where(eq(projectMembers.projectNo, project.projectNo));
    const people = team.length ? team.map((m) => m.userNo) : [project.leaderNo];
    await db.transaction(async (tx) => {
      const made: number[] = [];
      for (const m of demo.milestones) {
        const [row] = await tx
          .insert(milestones)
          .values({
            projectNo: project.projectNo,
            title: m.title,
            description: m.description,
            dueDate: seoulDay(now, m.inDays),
            doneAt: m.done ? now : null,
            createdBy: project.leaderNo,
          })
          .returning({ no: milestones.milestoneNo });
        made.push(row!.no);
        await addFeed(tx, {
          projectNo: project.projectNo,
          code: 'P004',
          actorNo: project.leaderNo,
          detail: { title: m.title },
        });
        if (m.done)
          await addFeed(tx, {
            projectNo: project.projectNo,
            code: 'P005',
            actorNo: project.leaderNo,
            detail: { title: m.title },
          });
      }
      for (const [i, item] of demo.todos.entries()) {
        const assignee = people[i % people.length]!;
        await tx.insert(todos).values({
          projectNo: project.projectNo,
          title: item.title,
          state: item.state,
          dueDate: item.inDays === null ? null : seoulDay(now, item.inDays),
          milestoneNo: item.milestone === undefined ? null : (made[item.milestone] ?? null),
          assigneeNo: assignee,
          createdBy: project.leaderNo,
        });
        const feed = {
          projectNo: project.projectNo,
          actorNo: assignee,
          detail: { title: item.title },
          isPublic: false,
        };
        await addFeed(tx, { ...feed, code: 'P006' });
        if (item.state === '03') await addFeed(tx, { ...feed, code: 'P007' });
      }
      if (demo.phase) {
        await tx.update(projects).set({ phase: demo.phase }).where(eq(projects.projectNo, project.projectNo));
        await addFeed(tx, {
          projectNo: project.projectNo,
          code: 'P009',
          actorNo: project.leaderNo,
          detail: { to: progressPhases.label(demo.phase) },
        });
      }
    });
  }
}
