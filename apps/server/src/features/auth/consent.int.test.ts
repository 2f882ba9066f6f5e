import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, SIGNUP_CONSENT, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

let made = 0;
function account() {
  made += 1;
  const tag = `${process.pid % 1000}${made}${Math.random().toString(36).slice(2, 5)}`;
  return {
    email: `consent${tag}@sidequest.kr`,
    password: 'makers2026!',
    nickname: `동의${tag}`.slice(0, 12),
  };
}

interface ConsentRow {
  age_confirmed_at: Date | null;
  terms_agreed_at: Date | null;
  privacy_agreed_at: Date | null;
  marketing_consent: boolean;
  marketing_consent_at: Date | null;
}

async function consentRow(userNo: number): Promise<ConsentRow> {
  const res = await ctx.database.db.execute(
    sql`select age_confirmed_at, terms_agreed_at, privacy_agreed_at, marketing_consent, marketing_consent_at
        from users where user_no = ${userNo}`,
  );
  const rows = (res as unknown as { rows: ConsentRow[] }).rows;
  return rows[0]!;
}

describe('consent at e-mail sign-up', () => {
  it.each([['agree_age'], ['agree_terms'], ['agree_privacy']] as const)(
    'refuses a sign-up whose %s box is unticked or missing, naming the box',
    async (box) => {
      for (const value of [false, undefined]) {
        const body: Record<string, unknown> = { ...account(), ...SIGNUP_CONSENT, [box]: value };
        const res = await post('/api/auth/register', body);
        expect(res.statusCode).toBe(400);
        const json = res.json();
        expect(json).toMatchObject({ result: 'fail', code: 'CONSENT_REQUIRED' });
        expect(Object.keys(json.fields)).toEqual([box]);
        expect(json.fields[box]).toMatch(/[가-힣]/);
      }
    },
  );

  it('names every missing box at once', async () => {
    const res = await post('/api/auth/register', account());
    expect(res.json().code).toBe('CONSENT_REQUIRED');
    expect(Object.keys(res.json().fields).sort()).toEqual(['agree_age', 'agree_privacy', 'agree_terms']);
    expect(res.json().fields.agree_age).toMatch(/만 14세/);
  });

  it('refuses a box sent as something other than true (a string is not a tick)', async () => {
    const res = await post('/api/auth/register', { ...account(), ...SIGNUP_CONSENT, agree_terms: 'true' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.agree_terms).toMatch(/이용약관/);
  });

  it('stores the time of each agreement; marketing is optional and recorded as no', async () => {
    const before = Date.now();
    const res = await post('/api/auth/register', { ...account(), ...SIGNUP_CONSENT });
    expect(res.json().result).toBe('success');
    const row = await consentRow(res.json().user.no);
    for (const at of [row.age_confirmed_at, row.terms_agreed_at, row.privacy_agreed_at]) {
      expect(at).not.toBeNull();
      expect(new Date(at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(row.marketing_consent).toBe(false);
    expect(row.marketing_consent_at).not.toBeNull();
  });

  it('stores a yes to marketing messages with its time', async () => {
    const res = await post('/api/auth/register', { ...account(), ...SIGNUP_CONSENT, agree_marketing: true });
    const row = await consentRow(res.json().user.no);
    expect(row.marketing_consent).toBe(true);
    expect(row.marketing_consent_at).not.toBeNull();
  });
});

describe('the marketing switch of the My page', () => {
  it('is refused to anonymous callers', async () => {
    const res = await post('/api/profile/marketing_consent', { consent: true });
    expect(res.json().code).toBe('E001');
  });

  it('refuses a body without a yes or no', async () => {
    const u = await buildMember(ctx);
    const res = await post('/api/profile/marketing_consent', { consent: 'yes' }, u.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.consent).toMatch(/true 또는 false/);
  });

  it('turns consent on and off, stamping each change, and my_info shows the latest', async () => {
    const u = await buildMember(ctx);
    const start = await get('/api/profile/my_info', u.cookie);
    expect(start.json()).toMatchObject({ MARKETING_CONSENT: false });
    const signUpAt = start.json().MARKETING_CONSENT_AT as string;
    expect(signUpAt).toEqual(expect.any(String));

    const on = await post('/api/profile/marketing_consent', { consent: true }, u.cookie);
    expect(on.json()).toMatchObject({ result: 'success', MARKETING_CONSENT: true });
    expect(new Date(on.json().MARKETING_CONSENT_AT).getTime()).toBeGreaterThanOrEqual(
      new Date(signUpAt).getTime(),
    );
    // Pretend the yes was given a day ago, so the withdrawal's own time is visibly newer.
    await ctx.database.db.execute(
      sql`update users set marketing_consent_at = now() - interval '1 day' where user_no = ${u.user.no}`,
    );
    const yesAt = new Date((await consentRow(u.user.no)).marketing_consent_at!).getTime();
    const off = await post('/api/profile/marketing_consent', { consent: false }, u.cookie);
    expect(off.json().MARKETING_CONSENT).toBe(false);
    expect(new Date(off.json().MARKETING_CONSENT_AT).getTime()).toBeGreaterThan(yesAt + 3_600_000);

    const info = (await get('/api/profile/my_info', u.cookie)).json();
    expect(info).toMatchObject({
      MARKETING_CONSENT: false,
      MARKETING_CONSENT_AT: off.json().MARKETING_CONSENT_AT,
    });
    const row = await consentRow(u.user.no);
    expect(row.marketing_consent).toBe(false);
  });

  it("changes only the caller's own choice", async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    await post('/api/profile/marketing_consent', { consent: true }, a.cookie);
    expect((await consentRow(b.user.no)).marketing_consent).toBe(false);
  });
});

describe('consent of a social newcomer (account made before the terms were shown)', () => {
  async function socialNewcomer() {
    const u = await buildMember(ctx);
    // What a Kakao or Naver sign-up leaves behind: an account with nothing agreed yet.
    await ctx.database.db.execute(
      sql`update users set age_confirmed_at = null, terms_agreed_at = null, privacy_agreed_at = null,
          marketing_consent_at = null where user_no = ${u.user.no}`,
    );
    return u;
  }

  it('says what is missing, and no sign-up step counts until the required boxes are agreed', async () => {
    const u = await socialNewcomer();
    const state = (await get('/api/auth/consent', u.cookie)).json();
    expect(state).toMatchObject({
      REQUIRED_AGREED: false,
      TERMS_AGREED_AT: null,
      MARKETING_CONSENT_AT: null,
    });

    const refused = await post('/api/profile/join?step=2&user_temp=0', { member_type: '01' }, u.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('CONSENT_REQUIRED');
    // A draft still saves: nothing typed is lost while the member reads the terms.
    const draft = await post('/api/profile/join?step=2&user_temp=1', { member_type: '01' }, u.cookie);
    expect(draft.json().result).toBe('success');

    const partial = await post('/api/auth/agree_terms', { agree_age: true, agree_terms: true }, u.cookie);
    expect(partial.json()).toMatchObject({
      code: 'CONSENT_REQUIRED',
      fields: { agree_privacy: expect.any(String) },
    });

    const agreed = await post(
      '/api/auth/agree_terms',
      { ...SIGNUP_CONSENT, agree_marketing: true },
      u.cookie,
    );
    expect(agreed.json()).toMatchObject({
      result: 'success',
      REQUIRED_AGREED: true,
      MARKETING_CONSENT: true,
    });
    expect(agreed.json().TERMS_AGREED_AT).toEqual(expect.any(String));

    const saved = await post('/api/profile/join?step=2&user_temp=0', { member_type: '01' }, u.cookie);
    expect(saved.json()).toMatchObject({ result: 'success', JOIN_STEP: 3 });
  });

  it('keeps the first agreement time when the member agrees again', async () => {
    const u = await socialNewcomer();
    const first = (await post('/api/auth/agree_terms', SIGNUP_CONSENT, u.cookie)).json();
    expect(first.MARKETING_CONSENT).toBe(false);
    expect(first.MARKETING_CONSENT_AT).toEqual(expect.any(String));
    const second = (await post('/api/auth/agree_terms', SIGNUP_CONSENT, u.cookie)).json();
    expect(second.TERMS_AGREED_AT).toBe(first.TERMS_AGREED_AT);
    expect(second.PRIVACY_AGREED_AT).toBe(first.PRIVACY_AGREED_AT);
  });

  it('is refused to anonymous callers', async () => {
    expect((await get('/api/auth/consent')).json().code).toBe('E001');
    expect((await post('/api/auth/agree_terms', SIGNUP_CONSENT)).json().code).toBe('E001');
  });
});
