import type { ProjectOverview } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltProject, buildMember, buildProject, type Member } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { http } from '../../../../test/http.js';
import { overviewOf } from '../../../../test/project-post-kit.js';
import { projectMembers } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post } = http(() => ctx.app);

describe('overview', () => {
  let leader: Member;
  let member: Member;
  let project: BuiltProject;
  beforeAll(async () => {
    leader = await buildMember(ctx);
    member = await buildMember(ctx);
    project = await buildProject(ctx, leader, {
      title: '동네 재고 관리 서비스',
      slots: [
        { recruiting: '0401', type: 1 },
        { recruiting: '0501', type: 2 },
      ],
    });
    await ctx.database.db.insert(projectMembers).values({
      projectNo: project.projectNo,
      userNo: member.user.no,
      role: '02',
      slotNo: project.slots[1]!,
    });
  });

  it('answers the pinned shape to the leader', async () => {
    const { projectNo, slots: slotNos } = project;
    const asLeader = await overviewOf(ctx, projectNo, leader);
    expect(asLeader.statusCode).toBe(200);
    const ov = asLeader.json().project_overview as ProjectOverview;
    expect(ov).toMatchObject({
      PROJECT_NO: projectNo,
      PROJECT_NAME: '동네 재고 관리 서비스',
      PROJECT_TECH: ['typescript', 'react'],
      PROJECT_TYPE: '01',
      REGION: 'KR00',
      STATUS: '01',
      HAS_POSTING: '01',
      HAS_PROMOTION: '00',
      CPG_JOB_TARGET: '00',
      MY_ROLE: 'leader',
      MY_APPLICATION_STATUS: null,
      IS_LIKED: false,
      IS_MARKED: false,
      LEADER: { USER_NO: leader.user.no, USER_NICKNAME: leader.nickname, IS_ME: true },
      SLOTS: [
        { SLOT_NO: slotNos[0], RECRUITING: '0401', TYPE: 1, FILLED: 0 },
        { SLOT_NO: slotNos[1], RECRUITING: '0501', TYPE: 2, FILLED: 0 },
      ],
      PROJECT_DOCS_URL1: null,
    });
    expect(ov.PROJECT_INTRODUCTION).toContain('<h2>1. 어떤 프로젝트인가요?</h2>');
    expect(ov.QUESTIONS.length).toBeGreaterThanOrEqual(2);
    expect(new Date(ov.PROJECT_CREATE_TIME).getTime()).toBeGreaterThan(0);
    expect(ov.SLUG).toMatch(/\S/);
  });

  it('names the viewer’s role: member, outsider, or a visitor’s', async () => {
    const { projectNo } = project;
    const outsider = await buildMember(ctx);
    expect((await overviewOf(ctx, projectNo, member)).json().project_overview.MY_ROLE).toBe('member');
    expect((await overviewOf(ctx, projectNo, outsider)).json().project_overview.MY_ROLE).toBe('outsider');
    const anon = (await overviewOf(ctx, projectNo)).json();
    expect(anon).toMatchObject({
      result: 'success',
      project_overview: { MY_ROLE: 'outsider', LEADER: { IS_ME: false } },
    });
  });

  it('answers NOT_FOUND for a missing project and VALIDATION for a malformed number', async () => {
    expect((await overviewOf(ctx, 999999)).json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    expect((await post('/api/find_project/overview', { project_no: 'abc' })).json()).toMatchObject({
      code: 'VALIDATION',
    });
  });
});
