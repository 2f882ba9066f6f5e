import { expect } from 'vitest';
import { createProjectForTest } from '../src/features/project/post/factory.js';
import { projectMembers, projects } from '../src/features/project/schema.js';
import { createTestApp, registerUser, type TestContext } from './helpers.js';

/**
 * The team space's API test bed, shared by its test files: one app per file with a leader, a
 * member, an outsider, a published project and a draft.
 */

export interface SpaceBed {
  ctx: TestContext;
  leader: Person;
  member: Person;
  outsider: Person;
  projectNo: number;
  draftNo: number;
}

/** Call from the test file's beforeAll; close `ctx` in its afterAll. */
export async function openSpaceBed(): Promise<SpaceBed> {
  ctx = await createTestApp();
  const leader = await registerUser(ctx.app);
  const member = await registerUser(ctx.app);
  const outsider = await registerUser(ctx.app);
  const projectNo = await publishedProject(leader.user.no, '주말 사이드 프로젝트 스터디');
  await ctx.database.db.insert(projectMembers).values({ projectNo, userNo: member.user.no, role: '02' });
  const draftNo = await fixtureProject(leader.user.no, {
    status: '99',
    title: '작성 중인 글',
    publishedAt: null,
  });
  return { ctx, leader, member, outsider, projectNo, draftNo };
}

let ctx: TestContext;
export type Person = Awaited<ReturnType<typeof registerUser>>;

/** A published project through the real posting rules (leader is member '01'). */
export async function publishedProject(leaderNo: number, title: string, coverUrl: string | null = null) {
  const { projectNo: no } = await createProjectForTest(ctx.database.db, leaderNo, {
    title,
    cover_url: coverUrl,
  });
  return no;
}

/** Rows the posting call never makes on its own (drafts, deleted projects) are inserted directly. */
export async function fixtureProject(
  leaderNo: number,
  overrides: Partial<typeof projects.$inferInsert> = {},
) {
  const db = ctx.database.db;
  const [p] = await db
    .insert(projects)
    .values({
      leaderNo,
      title: '주말 사이드 프로젝트 스터디',
      type: '02',
      status: '01',
      introductionHtml: '<h2>소개</h2><p>함께 <b>가계부 앱</b>을 만들어요.</p>',
      introductionText: '소개 함께 가계부 앱을 만들어요.',
      coverUrl: '/uploads/cover-test.webp',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  await db.insert(projectMembers).values({ projectNo: p!.projectNo, userNo: leaderNo, role: '01' });
  return p!.projectNo;
}

export function expectFail(
  res: { statusCode: number; json(): { result: string; code: string; message: string } },
  code: string,
) {
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.result).toBe('fail');
  expect(body.code).toBe(code);
  expect(body.message).toMatch(/[가-힣]/);
}
