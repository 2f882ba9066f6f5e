import { expect } from 'vitest';
import { buildMember, buildProject, buildProjectRow, type Member } from './factories.js';
import { projectMembers } from '../src/features/project/schema.js';
import { createTestApp, type TestContext } from './helpers.js';

/**
 * The team space's API test bed, shared by its test files: one app per file with a leader, a
 * member, an outsider, a published project and a draft.
 */

export interface SpaceBed {
  ctx: TestContext;
  leader: Member;
  member: Member;
  outsider: Member;
  projectNo: number;
  draftNo: number;
}

/** Call from the test file's beforeAll; close `ctx` in its afterAll. */
export async function openSpaceBed(): Promise<SpaceBed> {
  const ctx = await createTestApp();
  const leader = await buildMember(ctx);
  const member = await buildMember(ctx);
  const outsider = await buildMember(ctx);
  const { projectNo } = await buildProject(ctx, leader, { title: '주말 사이드 프로젝트 스터디' });
  await ctx.database.db.insert(projectMembers).values({ projectNo, userNo: member.user.no, role: '02' });
  const draftNo = await buildProjectRow(ctx, leader, {
    status: '99',
    title: '작성 중인 글',
    publishedAt: null,
  });
  return { ctx, leader, member, outsider, projectNo, draftNo };
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
