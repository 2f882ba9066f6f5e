import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { mailText, type Received, startSmtp } from '../../../test/smtp.js';
import { notifications } from '../notification/schema.js';
import { profiles } from '../profile/schema.js';
import { schoolVerifications } from './schema.js';

function codeIn(mail: Received): string {
  const m = /인증 코드: (\d{6})/.exec(mailText(mail.raw));
  if (!m) throw new Error(`no code in mail:\n${mail.raw}`);
  return m[1]!;
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_USER: 'mailer',
    SMTP_PASS: 'mail-pass',
    MAIL_FROM: '사이드퀘스트 <no-reply@sidequest.kr>',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const SNU = '0000880';
const KAIST = '0001660';

type App = TestContext['app'];
const { post, get } = http(() => ctx.app);
const request = (cookie: string, school_code: string, email: string, app: App = ctx.app) =>
  http(app).post('/api/profile/school_verify/request', { school_code, email }, cookie);
const confirm = (cookie: string, code: string) =>
  post('/api/profile/school_verify/confirm', { code }, cookie);
const db = () => ctx.database.db;

/** Lets the member ask again without waiting a real minute. */
async function ageRequests(userNo: number, minutes: number) {
  const rows = await db().select().from(schoolVerifications).where(eq(schoolVerifications.userNo, userNo));
  for (const row of rows) {
    await db()
      .update(schoolVerifications)
      .set({ createdAt: new Date(row.createdAt.getTime() - minutes * 60_000) })
      .where(eq(schoolVerifications.requestNo, row.requestNo));
  }
}

describe('GET /api/search/universities', () => {
  it('finds schools by name, by 초성 and by mail host, for anyone', async () => {
    const byName = await get(`/api/search/universities?q=${encodeURIComponent('서울대')}`);
    expect(byName.json().UNIVERSITIES[0]).toEqual({
      SCHOOL_CODE: SNU,
      SCHOOL_NAME: '서울대학교',
      SCHOOL_EN: 'Seoul National University',
      SCHOOL_DOMAIN: 'snu.ac.kr',
      SCHOOL_TYPE: '01',
    });
    const choseong = await get(`/api/search/universities?q=${encodeURIComponent('ㅅㅇㄷㅎㄱ')}`);
    expect(choseong.json().UNIVERSITIES.map((u: { SCHOOL_NAME: string }) => u.SCHOOL_NAME)).toContain(
      '서울대학교',
    );
    const host = await get('/api/search/universities?q=kaist');
    expect(host.json().UNIVERSITIES[0].SCHOOL_CODE).toBe(KAIST);
    const limited = await get(`/api/search/universities?q=${encodeURIComponent('대학교')}&limit=3`);
    expect(limited.json().UNIVERSITIES).toHaveLength(3);
    expect((await get('/api/search/universities?q=')).json().UNIVERSITIES).toEqual([]);
  });
});

describe('school e-mail verification over a real SMTP server', () => {
  it('mails a code to the school address and confirms it: school, private e-mail, badge, notification', async () => {
    const m = await buildMember(ctx);
    const res = await request(m.cookie, SNU, 'Hana.Kim@snu.ac.kr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      result: 'success',
      SCHOOL_CODE: SNU,
      SCHOOL_NAME: '서울대학교',
      EMAIL: 'hana.kim@snu.ac.kr',
      ATTEMPTS_LEFT: 5,
    });
    expect(body.dev_message).toBeUndefined();
    const ttl = new Date(body.EXPIRES_AT).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const mail = await smtp.next();
    expect(mail.to).toEqual(['hana.kim@snu.ac.kr']);
    expect(mail.from).toBe('no-reply@sidequest.kr');
    expect(mail.user).toBe('mailer');
    const code = codeIn(mail);
    expect(mailText(mail.raw)).toContain('서울대학교');
    // Only a hash of the code is stored.
    const [row] = await db()
      .select()
      .from(schoolVerifications)
      .where(eq(schoolVerifications.userNo, m.user.no));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);

    const pending = await get('/api/profile/verification_status', m.cookie);
    expect(pending.json()).toMatchObject({
      SCHOOL_VERIFIED: '00',
      SCHOOL_PENDING: { SCHOOL_CODE: SNU, ATTEMPTS_LEFT: 5 },
    });

    const ok = await confirm(m.cookie, code);
    expect(ok.json()).toEqual({
      result: 'success',
      SCHOOL_VERIFIED: '01',
      SCHOOL_CODE: SNU,
      SCHOOL_NAME: '서울대학교',
    });
    const [p] = await db().select().from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(p).toMatchObject({ schoolCode: SNU, schoolEmail: 'hana.kim@snu.ac.kr' });
    expect(p?.schoolVerifiedAt).toBeInstanceOf(Date);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, m.user.no), eq(notifications.kind, 'school')));
    expect(notes).toHaveLength(1);
    const status = await get('/api/profile/verification_status', m.cookie);
    expect(status.json()).toMatchObject({
      SCHOOL_VERIFIED: '01',
      SCHOOL_NAME: '서울대학교',
      SCHOOL_PENDING: null,
    });

    // A second tap with the same code answers the same.
    expect((await confirm(m.cookie, code)).json()).toMatchObject({
      result: 'success',
      SCHOOL_VERIFIED: '01',
    });
  });

  it('accepts a department mail host under the school domain', async () => {
    const m = await buildMember(ctx);
    expect((await request(m.cookie, KAIST, 'lab@cs.kaist.ac.kr')).json().result).toBe('success');
    const code = codeIn(await smtp.next());
    expect((await confirm(m.cookie, code)).json().SCHOOL_CODE).toBe(KAIST);
  });

  it('counts wrong codes, then locks the request even for the right one', async () => {
    const m = await buildMember(ctx);
    await request(m.cookie, SNU, 'wrong.code@snu.ac.kr');
    const code = codeIn(await smtp.next());
    const wrong = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left--) {
      const res = await confirm(m.cookie, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'SCHOOL_CODE_WRONG' });
      expect(res.json().message).toContain(`${left}번`);
    }
    const fifth = await confirm(m.cookie, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().code).toBe('SCHOOL_CODE_LOCKED');
    const right = await confirm(m.cookie, code);
    expect(right.json().code).toBe('SCHOOL_CODE_LOCKED');
    const [p] = await db().select().from(profiles).where(eq(profiles.userNo, m.user.no));
    expect(p?.schoolVerifiedAt).toBeNull();
  });

  it('never lets parallel guesses go past five tries', async () => {
    const m = await buildMember(ctx);
    await request(m.cookie, SNU, 'parallel@snu.ac.kr');
    const code = codeIn(await smtp.next());
    const wrong = code === '999999' ? '888888' : '999999';
    await Promise.all(Array.from({ length: 8 }, () => confirm(m.cookie, wrong)));
    const [row] = await db()
      .select()
      .from(schoolVerifications)
      .where(eq(schoolVerifications.userNo, m.user.no));
    expect(row?.attempts).toBe(5);
    expect((await confirm(m.cookie, code)).json().code).toBe('SCHOOL_CODE_LOCKED');
  });

  it('refuses an expired code', async () => {
    const m = await buildMember(ctx);
    await request(m.cookie, SNU, 'late@snu.ac.kr');
    const code = codeIn(await smtp.next());
    await db()
      .update(schoolVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schoolVerifications.userNo, m.user.no));
    const res = await confirm(m.cookie, code);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'SCHOOL_CODE_EXPIRED' });
    expect(res.json().message).toMatch(/만료/);
  });

  it('keeps only the newest code, and limits how often codes are sent', async () => {
    const m = await buildMember(ctx);
    await request(m.cookie, SNU, 'resend@snu.ac.kr');
    const first = codeIn(await smtp.next());
    const soon = await request(m.cookie, SNU, 'resend@snu.ac.kr');
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ result: 'fail', code: 'RATE_LIMITED' });
    expect(soon.json().message).toMatch(/초 뒤에 다시/);

    await ageRequests(m.user.no, 2);
    expect((await request(m.cookie, SNU, 'resend@snu.ac.kr')).json().result).toBe('success');
    const second = codeIn(await smtp.next());
    if (first !== second) {
      expect((await confirm(m.cookie, first)).json().code).toBe('SCHOOL_CODE_WRONG');
    }
    expect((await confirm(m.cookie, second)).json().result).toBe('success');

    // Five codes an hour at most, however patient the member is between them.
    const n = await buildMember(ctx);
    for (let i = 0; i < 5; i++) {
      await ageRequests(n.user.no, 2);
      expect((await request(n.cookie, SNU, `many${i}@snu.ac.kr`)).json().result).toBe('success');
      await smtp.next();
    }
    await ageRequests(n.user.no, 2);
    const sixth = await request(n.cookie, SNU, 'many6@snu.ac.kr');
    expect(sixth.json()).toMatchObject({ result: 'fail', code: 'RATE_LIMITED' });
    expect(sixth.json().message).toMatch(/1시간/);
  });

  it('refuses an address outside the school, an unknown school and a taken address', async () => {
    const m = await buildMember(ctx);
    const portal = await request(m.cookie, SNU, 'hana@naver.com');
    expect(portal.statusCode).toBe(400);
    expect(portal.json()).toMatchObject({ result: 'fail', code: 'SCHOOL_EMAIL_MISMATCH' });
    expect(portal.json().message).toContain('@snu.ac.kr');
    expect(portal.json().fields.email).toMatch(/snu\.ac\.kr/);
    // Another school's address does not prove this school.
    expect((await request(m.cookie, SNU, 'someone@kaist.ac.kr')).json().code).toBe('SCHOOL_EMAIL_MISMATCH');
    // A look-alike host is not a sub-domain.
    expect((await request(m.cookie, SNU, 'x@evilsnu.ac.kr')).json().code).toBe('SCHOOL_EMAIL_MISMATCH');

    const unknown = await request(m.cookie, '9999999', 'hana@snu.ac.kr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ result: 'fail', code: 'SCHOOL_NOT_FOUND' });
    expect((await request(m.cookie, 'abc', 'hana@snu.ac.kr')).json().code).toBe('SCHOOL_NOT_FOUND');
    expect((await request(m.cookie, SNU, 'not-an-email')).json().code).toBe('INVALID_EMAIL');

    const owner = await buildMember(ctx);
    await request(owner.cookie, SNU, 'only.mine@snu.ac.kr');
    await confirm(owner.cookie, codeIn(await smtp.next()));
    const taken = await request(m.cookie, SNU, 'only.mine@snu.ac.kr');
    expect(taken.json()).toMatchObject({ result: 'fail', code: 'SCHOOL_EMAIL_USED' });
    expect(smtp.received).toHaveLength(0);
  });

  it('asks for a code first, and refuses anonymous callers (E001)', async () => {
    const m = await buildMember(ctx);
    expect((await confirm(m.cookie, '123456')).json()).toMatchObject({ code: 'SCHOOL_CODE_NOT_REQUESTED' });
    expect((await confirm(m.cookie, '12ab')).json()).toMatchObject({ code: 'SCHOOL_CODE_WRONG' });
    const anonymousRequest = await post('/api/profile/school_verify/request', {
      school_code: SNU,
      email: 'a@snu.ac.kr',
    });
    expect(anonymousRequest.statusCode).toBe(401);
    expect(anonymousRequest.json()).toMatchObject({ result: 'fail', code: 'E001' });
    const anonymousConfirm = await post('/api/profile/school_verify/confirm', { code: '123456' });
    expect(anonymousConfirm.json()).toMatchObject({ result: 'fail', code: 'E001' });
  });
});

describe('when mail cannot go out', () => {
  it('answers MAIL_UNAVAILABLE when the SMTP server is down, and the try does not count', async () => {
    const down = await startSmtp();
    const port = down.port;
    await down.close();
    const app = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
    try {
      const m = await buildMember(app);
      const res = await request(m.cookie, SNU, 'down@snu.ac.kr', app.app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'MAIL_UNAVAILABLE' });
      expect(res.json().message).toMatch(/메일을 보낼 수 없어요/);
      const rows = await app.database.db
        .select()
        .from(schoolVerifications)
        .where(eq(schoolVerifications.userNo, m.user.no));
      expect(rows).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('logs the mail in development without SMTP and says so; production refuses', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    try {
      const m = await buildMember(dev);
      const res = await request(m.cookie, SNU, 'dev@snu.ac.kr', dev.app);
      expect(res.json()).toMatchObject({ result: 'success' });
      expect(res.json().dev_message).toMatch(/개발 모드/);
    } finally {
      await dev.close();
    }
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const m = await buildMember(prod);
      const res = await request(m.cookie, SNU, 'prod@snu.ac.kr', prod.app);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'MAIL_UNAVAILABLE' });
    } finally {
      await prod.close();
    }
  });
});
