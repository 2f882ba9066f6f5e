import type { ProjectOverview } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { http } from '../../../../test/http.js';
import { overviewOf, projectBody } from '../../../../test/project-post-kit.js';
import { projects } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

/** A new member's draft, started empty and then saved with a title, one slot and a memo. */
async function draft() {
  const leader = await buildMember(ctx);
  const init = await post('/api/upload/projectInit', {}, leader);
  expect(init.json()).toMatchObject({ result: 'success', project_no: expect.any(Number) });
  const projectNo = init.json().project_no as number;
  const saved = await post(
    '/api/find_project/temp',
    {
      project_no: projectNo,
      title: '작성 중인',
      slots: [{ recruiting: '0301', type: 1 }],
      introduction: '<p>메모<script>x</script></p>',
    },
    leader,
  );
  expect(saved.json(), saved.body).toMatchObject({ result: 'success', project_no: projectNo });
  return { leader, projectNo };
}

/** The draft published by its leader. */
async function publishedDraft() {
  const d = await draft();
  const published = await post('/api/upload/project', projectBody({ project_no: d.projectNo }), d.leader);
  expect(published.json(), published.body).toMatchObject({ result: 'success', project_no: d.projectNo });
  return d;
}

describe('drafts', () => {
  it('type-checks partial values', async () => {
    const { leader, projectNo } = await draft();
    const bad = await post('/api/find_project/temp', { project_no: projectNo, region: 'KR99' }, leader);
    expect(bad.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
  });

  it('lists a draft to its author only', async () => {
    const { leader, projectNo } = await draft();
    const other = await buildMember(ctx);
    const list = await get('/api/find_project/temp', leader);
    expect(list.json().drafts).toMatchObject([{ PROJECT_NO: projectNo, PROJECT_NAME: '작성 중인' }]);
    expect((await get('/api/find_project/temp', other)).json().drafts).toEqual([]);
  });

  it('shows a draft, sanitized, to its author and to nobody else', async () => {
    const { leader, projectNo } = await draft();
    const other = await buildMember(ctx);
    const mine = (await overviewOf(ctx, projectNo, leader)).json().project_overview as ProjectOverview;
    expect(mine).toMatchObject({
      STATUS: '99',
      HAS_POSTING: '00',
      MY_ROLE: 'leader',
      PROJECT_INTRODUCTION: '<p>메모</p>',
    });
    expect(mine.SLOTS).toMatchObject([{ RECRUITING: '0301', TYPE: 1, FILLED: 0 }]);
    expect((await overviewOf(ctx, projectNo, other)).json()).toMatchObject({
      result: 'fail',
      code: 'NOT_FOUND',
    });
    expect((await overviewOf(ctx, projectNo)).json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
  });

  it('lets no one else write into or publish a draft', async () => {
    const { projectNo } = await draft();
    const other = await buildMember(ctx);
    expect(
      (await post('/api/find_project/temp', { project_no: projectNo, title: '남의 초안' }, other)).json(),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await post('/api/upload/project', projectBody({ project_no: projectNo }), other)).json(),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await post('/api/upload/projectUpdate', projectBody({ project_no: projectNo }), other)).json(),
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('publishes a draft, which then leaves the drafts list', async () => {
    const { leader, projectNo } = await publishedDraft();
    expect((await overviewOf(ctx, projectNo)).json().project_overview).toMatchObject({
      STATUS: '01',
      HAS_POSTING: '01',
    });
    expect((await get('/api/find_project/temp', leader)).json().drafts).toEqual([]);
  });

  it('refuses publishing twice, or saving a draft over a published post, as a conflict', async () => {
    const { leader, projectNo } = await publishedDraft();
    expect(
      (await post('/api/upload/project', projectBody({ project_no: projectNo }), leader)).json(),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      (await post('/api/find_project/temp', { project_no: projectNo, title: '다시 초안' }, leader)).json(),
    ).toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('creates a draft from a first autosave without project_no', async () => {
    const leader = await buildMember(ctx);
    const res = await post('/api/find_project/temp', { title: '첫 저장' }, leader);
    expect(res.json()).toMatchObject({ result: 'success', project_no: expect.any(Number) });
    const [row] = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.projectNo, res.json().project_no));
    expect(row).toMatchObject({ status: '99', leaderNo: leader.user.no, title: '첫 저장' });
  });
});
