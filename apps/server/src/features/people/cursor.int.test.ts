import type { PersonCard } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { get } = http(() => ctx.app);
const tag = '커서페이징';
const url = (q: string) => `/api/profile/load_profiles?keyword=${encodeURIComponent(tag)}&limit=5&${q}`;

describe('keyset paging (cursor)', () => {
  beforeAll(async () => {
    // Ties on the activity time, and times a microsecond apart (finer than a JS Date): the cursor
    // must carry PostgreSQL's own precision or pages would overlap or skip.
    for (let i = 0; i < 17; i++) await buildPerson(ctx, { introduction: `${tag} ${i}` });
    await ctx.database.db.execute(sql`update profiles
      set last_active_at = date_trunc('second', now()) - interval '1 hour' + (user_no % 3) * interval '1 microsecond'
      where search_text like ${`%${tag}%`}`);
  });

  it('walks the same order as offset paging, every member once', async () => {
    const byOffset: number[] = [];
    for (let offset = 0; ; offset += 5) {
      const body = (await get(url(`offset=${offset}`))).json();
      byOffset.push(...body.profiles.map((c: PersonCard) => c.USER_NO));
      if (!body.has_more) break;
    }
    const byCursor: number[] = [];
    let cursor: string | null = null;
    for (;;) {
      const res = await get(url(cursor ? `cursor=${encodeURIComponent(cursor)}` : ''));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      byCursor.push(...body.profiles.map((c: PersonCard) => c.USER_NO));
      expect(body.total).toBe(17);
      expect(body.next_cursor === null).toBe(!body.has_more);
      if (!body.has_more) break;
      cursor = body.next_cursor;
    }
    expect(byCursor).toHaveLength(17);
    expect(byCursor).toEqual(byOffset);
  });

  it('ignores the offset when a cursor is given', async () => {
    const first = (await get(url(''))).json();
    const next = (await get(url(`offset=10&cursor=${encodeURIComponent(first.next_cursor)}`))).json();
    const second = (await get(url('offset=5'))).json();
    expect(next.profiles.map((c: PersonCard) => c.USER_NO)).toEqual(
      second.profiles.map((c: PersonCard) => c.USER_NO),
    );
  });

  it('refuses a cursor it did not hand out', async () => {
    for (const bad of ['nope', Buffer.from('["2026-01-01", "x"]').toString('base64url'), 'a'.repeat(200)]) {
      const res = await get(url(`cursor=${encodeURIComponent(bad)}`));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
    }
  });
});
