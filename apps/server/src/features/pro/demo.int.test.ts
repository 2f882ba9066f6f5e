import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { seedDemoUsers } from '../auth/demo.js';
import { seedDemoPros } from './demo.js';
import { proReservations } from './schema.js';

let ctx: TestContext;
const { get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo pros', () => {
  it('seeds three approved pros with hours, settled reviewed sessions and one waiting request, once', async () => {
    const db = ctx.database.db;
    await seedDemoUsers(db);
    await seedDemoPros(db);
    await seedDemoPros(db);
    const found = (await get('/api/profile/search_pro')).json();
    expect(found.list.map((c: { PROFESSION: string }) => c.PROFESSION).sort()).toEqual([
      '0711',
      '0715',
      '0716',
    ]);
    for (const card of found.list) {
      expect(card).toMatchObject({ REVIEW_COUNT: 2, ANSWER_RATE: 100 });
      expect(card.NEXT_FREE).not.toBeNull();
    }
    const rows = await db.select().from(proReservations);
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(6);
    expect(rows.filter((r) => r.status === 'requested')).toHaveLength(1);
  });
});
