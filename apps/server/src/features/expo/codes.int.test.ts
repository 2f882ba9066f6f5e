import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { expoPromoClaims, expoPromoCodes } from './rank-schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
let owner: Member;
let mate: Member;
let other: Member;
let boothNo: number;
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await buildMember(ctx);
  mate = await buildMember(ctx);
  other = await buildMember(ctx);
  boothNo = await buildBooth(ctx, owner.user.no, { members: [mate.user.no] });
});
afterAll(() => ctx.close());

async function makeCode(o: Record<string, unknown> = {}, who: Member = owner): Promise<number> {
  const res = await api.post(
    '/api/mgmt_expo/promo_create',
    { booth_no: boothNo, title: '런칭 기념 할인', code: 'SIDEQUEST-30', claim_limit: 3, days: 7, ...o },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().code.code_no;
}

const claim = (who: Member | null, codeNo: number) =>
  api.post('/api/mgmt_expo/promo_claim', { code_no: codeNo }, who);

describe('promotion codes', () => {
  it('a team member makes a code; another member or a guest cannot', async () => {
    await makeCode({}, mate);
    const foreign = await api.post(
      '/api/mgmt_expo/promo_create',
      { booth_no: boothNo, title: '가짜', code: 'X', claim_limit: 1, days: 1 },
      other,
    );
    expect(foreign.json().code).toBe('FORBIDDEN');
    const guest = await api.post(
      '/api/mgmt_expo/promo_create',
      { booth_no: boothNo, title: '가짜', code: 'X', claim_limit: 1, days: 1 },
      null,
    );
    expect(guest.json().code).toBe('E001');
    const list = await api.post('/api/mgmt_expo/promo_list', { booth_no: boothNo }, other);
    expect(list.json().code).toBe('FORBIDDEN');
  });

  it('a member claims once and sees the code; a second claim is refused; a guest must log in', async () => {
    const codeNo = await makeCode();
    const first = await claim(other, codeNo);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ code: 'SIDEQUEST-30', remaining: 2 });
    const again = await claim(other, codeNo);
    expect(again.json().code).toBe('PROMO_CODE_CLAIMED');
    expect((await claim(null, codeNo)).json().code).toBe('E001');
    const live = await api.post('/api/mgmt_expo/promo_live', { booth_no: boothNo }, other);
    expect(live.json().code).toMatchObject({ code_no: codeNo, remaining: 2, my_code: 'SIDEQUEST-30' });
    const guestView = await api.post('/api/mgmt_expo/promo_live', { booth_no: boothNo });
    expect(guestView.json().code.my_code).toBeNull();
  });

  it('exactly the limit succeed when many claim at once', async () => {
    const codeNo = await makeCode({ claim_limit: 3 });
    const crowd = await Promise.all(Array.from({ length: 8 }, () => buildMember(ctx)));
    const answers = await Promise.all(crowd.map((m) => claim(m, codeNo)));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(3);
    expect(codes.filter((c) => c === 'PROMO_CODE_SOLD_OUT')).toHaveLength(5);
    const [row] = await ctx.database.db
      .select()
      .from(expoPromoCodes)
      .where(eq(expoPromoCodes.codeNo, codeNo));
    expect(row?.claimed).toBe(3);
    const claims = await ctx.database.db
      .select()
      .from(expoPromoClaims)
      .where(eq(expoPromoClaims.codeNo, codeNo));
    expect(claims).toHaveLength(3);
  });

  it('an ended code is refused and leaves the bubble', async () => {
    const codeNo = await makeCode({ code: 'ENDING' });
    const ended = await api.post('/api/mgmt_expo/promo_end', { code_no: codeNo }, other);
    expect(ended.json().code).toBe('FORBIDDEN');
    const ok = await api.post('/api/mgmt_expo/promo_end', { code_no: codeNo }, owner);
    expect(ok.json().code.live).toBe(false);
    expect((await claim(other, codeNo)).json().code).toBe('PROMO_CODE_ENDED');
    const live = await api.post('/api/mgmt_expo/promo_live', { booth_no: boothNo });
    expect(live.json().code?.code_no).not.toBe(codeNo);
  });

  it('refuses codes on a booth that is not public, and bad input, without a 500', async () => {
    const draft = await buildBooth(ctx, owner.user.no, { status: 'draft' });
    const res = await api.post(
      '/api/mgmt_expo/promo_create',
      { booth_no: draft, title: '초안', code: 'X', claim_limit: 1, days: 1 },
      owner,
    );
    expect(res.json().result).toBe('fail');
    expect((await api.post('/api/mgmt_expo/promo_live', { booth_no: draft })).json().code).toBe('E005');
    for (const body of [
      { booth_no: boothNo, title: '', code: 'X', claim_limit: 1, days: 1 },
      { booth_no: boothNo, title: 'a', code: 'X', claim_limit: 0, days: 1 },
      { booth_no: boothNo, title: 'a', code: 'X\u0000', claim_limit: 1, days: 1 },
      { booth_no: boothNo, title: 'a', code: 'X', claim_limit: 1, days: 365 },
      { booth_no: 9_999_999_999, title: 'a', code: 'X', claim_limit: 1, days: 1 },
    ]) {
      const bad = await api.post('/api/mgmt_expo/promo_create', body, owner);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await claim(other, 2_000_000_000)).json().code).toBe('NOT_FOUND');
  });
});
