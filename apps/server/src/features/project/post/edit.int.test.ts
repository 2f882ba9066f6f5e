import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildProject } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { http } from '../../../../test/http.js';
import { projectBody } from '../../../../test/project-post-kit.js';
import { projectFeed, projectMembers, projectSlots } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post } = http(() => ctx.app);

/**
 * A published project whose first slot (0401, one seat) holds a member, and `edit(overrides)`: an
 * edit of it keeping only that slot, widened to three seats.
 */
async function projectWithMember() {
  const leader = await buildMember(ctx);
  const member = await buildMember(ctx);
  const db = ctx.database.db;
  const { projectNo, slots: slotNos } = await buildProject(ctx, leader, {
    slots: [
      { recruiting: '0401', type: 1 },
      { recruiting: '0501', type: 2 },
    ],
  });
  await db
    .insert(projectMembers)
    .values({ projectNo, userNo: member.user.no, role: '02', slotNo: slotNos[0]! });
  await db.update(projectSlots).set({ filled: 1 }).where(eq(projectSlots.slotNo, slotNos[0]!));
  const edit = (overrides: Record<string, unknown>) =>
    projectBody({
      project_no: projectNo,
      slots: [{ slot_no: slotNos[0], recruiting: '0401', type: 3 }],
      ...overrides,
    });
  return { leader, member, projectNo, slotNos, edit };
}

describe('projectUpdate', () => {
  it('lets only the leader edit: anonymous E001, members and outsiders FORBIDDEN', async () => {
    const { member, edit } = await projectWithMember();
    const outsider = await buildMember(ctx);
    expect((await post('/api/upload/projectUpdate', edit({}))).json()).toMatchObject({ code: 'E001' });
    expect((await post('/api/upload/projectUpdate', edit({}), member)).json()).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await post('/api/upload/projectUpdate', edit({}), outsider)).json()).toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('saves the leader’s edit, keeping slot numbers and writing P011 to the history', async () => {
    const { leader, projectNo, slotNos, edit } = await projectWithMember();
    const ok = await post('/api/upload/projectUpdate', edit({ title: '고친 제목의 프로젝트' }), leader);
    expect(ok.json(), ok.body).toMatchObject({ result: 'success', project_no: projectNo, flagged: false });
    const db = ctx.database.db;
    const slots = await db.select().from(projectSlots).where(eq(projectSlots.projectNo, projectNo));
    expect(slots).toMatchObject([{ slotNo: slotNos[0], capacity: 3, filled: 1 }]);
    const feed = await db.select().from(projectFeed).where(eq(projectFeed.projectNo, projectNo));
    expect(feed.map((f) => f.feedCode)).toContain('P011');
  });

  it('keeps a slot with a member from shrinking below it, changing job or going away', async () => {
    const { leader, slotNos, edit } = await projectWithMember();
    const below = await post(
      '/api/upload/projectUpdate',
      edit({ slots: [{ slot_no: slotNos[0], recruiting: '0401', type: 0 }] }),
      leader,
    );
    expect(below.json()).toMatchObject({ code: 'VALIDATION' });
    const job = await post(
      '/api/upload/projectUpdate',
      edit({ slots: [{ slot_no: slotNos[0], recruiting: '0301', type: 1 }] }),
      leader,
    );
    expect(job.json()).toMatchObject({ code: 'CONFLICT' });
    const removed = await post(
      '/api/upload/projectUpdate',
      edit({ slots: [{ recruiting: '0301', type: 1 }] }),
      leader,
    );
    expect(removed.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('holds edits to the introduction template too', async () => {
    const { leader, edit } = await projectWithMember();
    const broken = await post('/api/upload/projectUpdate', edit({ introduction: '<p>짧아요</p>' }), leader);
    expect(broken.json()).toMatchObject({ code: 'TEMPLATE_INCOMPLETE' });
  });
});
