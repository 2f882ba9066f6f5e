import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { startSmtp } from '../../../test/smtp.js';
import { createMailer } from '../identity/mailer.js';
import { MAX_EMAIL_ATTEMPTS, notificationMail, sendDueNotificationEmails } from './email-job.js';
import { users } from '../auth/schema.js';
import { notificationEmails, notificationSettings } from './schema.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ctx: TestContext;
const { post } = http(() => ctx.app);
const quietLog = { info() {}, warn() {} };

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_USER: 'mailer',
    SMTP_PASS: 'mail-pass',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function follow(cookie: string, userNo: number) {
  const res = await post('/api/profile/follow', { user_no: userNo, follow: true }, cookie);
  expect(res.json(), res.body).toMatchObject({ result: 'success' });
}

/** Someone with a public profile (followable) and their e-mail address. */
async function person() {
  const p = await buildPerson(ctx);
  const [row] = await ctx.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.userNo, p.userNo));
  return { user: { no: p.userNo }, email: row!.email! };
}

async function wantEmail(userNo: number, kind: string) {
  await ctx.database.db.insert(notificationSettings).values({ userNo, kind, inApp: true, email: true });
}

describe('notification e-mails', () => {
  it('queues nothing for a kind whose e-mail switch is off (the default for follows)', async () => {
    const a = await person();
    const b = await buildMember(ctx);
    await follow(b.cookie, a.user.no);
    const rows = await ctx.database.db
      .select()
      .from(notificationEmails)
      .where(eq(notificationEmails.userNo, a.user.no));
    expect(rows).toHaveLength(0);
  });

  it('sends a Korean mail over SMTP once the member turns e-mail on, exactly once', async () => {
    const a = await person();
    const b = await buildMember(ctx);
    await wantEmail(a.user.no, 'follow');
    await follow(b.cookie, a.user.no);

    const mailer = createMailer(ctx.config, quietLog);
    try {
      expect(await sendDueNotificationEmails(ctx.database.db, mailer, ctx.config)).toBe(1);
      const mail = await smtp.next();
      expect(mail.to).toEqual([a.email]);
      expect(mail.user).toBe('mailer');
      // The subject is RFC 2047-encoded UTF-8; the body carries the link back to the follower.
      expect(mail.raw).toMatch(/Subject: =\?UTF-8\?/i);
      expect(mail.raw).toContain('/people/');
      // A second pass finds nothing left to send.
      expect(await sendDueNotificationEmails(ctx.database.db, mailer, ctx.config)).toBe(0);
      const [row] = await ctx.database.db
        .select()
        .from(notificationEmails)
        .where(eq(notificationEmails.userNo, a.user.no));
      expect(row?.sent).toBe(true);
      expect(row?.doneAt).not.toBeNull();
    } finally {
      mailer.close();
    }
  });

  it('retries a failed send later and gives up after the last attempt', async () => {
    const a = await person();
    const b = await buildMember(ctx);
    await wantEmail(a.user.no, 'follow');
    await follow(b.cookie, a.user.no);
    const failing = {
      mode: 'smtp' as const,
      send: async () => {
        throw new Error('연결 실패');
      },
      close() {},
    };
    const db = ctx.database.db;
    expect(await sendDueNotificationEmails(db, failing, ctx.config)).toBe(0);
    let [row] = await db.select().from(notificationEmails).where(eq(notificationEmails.userNo, a.user.no));
    expect(row?.attempts).toBe(1);
    expect(row?.doneAt).toBeNull();
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: a second pass leaves it alone.
    expect(await sendDueNotificationEmails(db, failing, ctx.config)).toBe(0);
    [row] = await db.select().from(notificationEmails).where(eq(notificationEmails.userNo, a.user.no));
    expect(row?.attempts).toBe(1);
    // Make it due on its last attempt: after this failure it is given up.
    await db
      .update(notificationEmails)
      .set({ attempts: MAX_EMAIL_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(notificationEmails.emailNo, row!.emailNo));
    await sendDueNotificationEmails(db, failing, ctx.config);
    [row] = await db.select().from(notificationEmails).where(eq(notificationEmails.userNo, a.user.no));
    expect(row?.doneAt).not.toBeNull();
    expect(row?.sent).toBe(false);
    expect(row?.lastError).toBe('연결 실패');
  });

  it('writes the mail in Korean with escaped HTML and a way to turn it off', () => {
    const mail = notificationMail(
      {
        kind: 'follow',
        title: '<b>새 팔로워</b>',
        body: '메이커님이 팔로우했어요.',
        linkUrl: '/people/메이커',
      },
      'https://sidequest.kr',
    );
    expect(mail.subject).toBe('[사이드퀘스트] <b>새 팔로워</b>');
    expect(mail.html).toContain('&lt;b&gt;새 팔로워&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>새 팔로워</b>');
    expect(mail.text).toContain('https://sidequest.kr/my?tab=notification');
    expect(mail.text).toContain('https://sidequest.kr/people/%EB%A9%94%EC%9D%B4%EC%BB%A4');
  });
});
