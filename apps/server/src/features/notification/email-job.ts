import { notificationKinds, escapeHtml } from '@sidequest/shared';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import type { Mailer } from '../identity/mailer.js';
import { notificationEmails } from './schema.js';

/** After this many failed sends a mail is given up (the in-app notification is still there). */
export const MAX_EMAIL_ATTEMPTS = 5;
const BATCH = 20;

type EmailRow = typeof notificationEmails.$inferSelect;

/** The Korean mail for one notification, with a link back and a way to turn such mails off. */
export function notificationMail(row: Pick<EmailRow, 'kind' | 'title' | 'body' | 'linkUrl'>, origin: string) {
  const kindLabel = notificationKinds.get(row.kind)?.label ?? '알림';
  const link = row.linkUrl ? new URL(row.linkUrl, origin).toString() : origin;
  const settings = new URL('/my?tab=notification', origin).toString();
  const subject = `[사이드퀘스트] ${row.title}`;
  const text = [
    `${kindLabel} 알림이에요.`,
    '',
    row.title,
    row.body,
    '',
    `자세히 보기: ${link}`,
    '',
    `이 메일은 알림 설정에서 이메일 받기를 켠 분께 보내 드려요. 그만 받으려면 ${settings} 에서 꺼 주세요.`,
  ]
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
  const html = `<div style="font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;line-height:1.6;color:#1f2329">
<p style="color:#6b7280;margin:0 0 8px">${escapeHtml(kindLabel)} 알림이에요.</p>
<p style="font-size:17px;font-weight:700;margin:0 0 8px">${escapeHtml(row.title)}</p>
${row.body ? `<p style="margin:0 0 16px">${escapeHtml(row.body)}</p>` : ''}
<p><a href="${escapeHtml(link)}" style="color:#4f46e5">사이드퀘스트에서 자세히 보기</a></p>
<p style="color:#9ca3af;font-size:12px;margin-top:24px">이 메일은 알림 설정에서 이메일 받기를 켠 분께 보내 드려요.
<a href="${escapeHtml(settings)}" style="color:#9ca3af">알림 설정</a>에서 언제든 끌 수 있어요.</p>
</div>`;
  return { subject, text, html };
}

/**
 * Claims due mails with a lease (the next attempt moves ahead before sending, backing off
 * exponentially), so a crash mid-send retries later and a second instance skips claimed rows.
 */
async function claimDue(db: Db): Promise<EmailRow[]> {
  const due = db
    .select({ emailNo: notificationEmails.emailNo })
    .from(notificationEmails)
    .where(
      and(
        isNull(notificationEmails.doneAt),
        lte(notificationEmails.nextAttemptAt, sql`now()`),
        lt(notificationEmails.attempts, MAX_EMAIL_ATTEMPTS),
      ),
    )
    .orderBy(asc(notificationEmails.emailNo))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notificationEmails)
    .set({
      attempts: sql`${notificationEmails.attempts} + 1`,
      nextAttemptAt: sql`now() + interval '1 minute' * power(2, ${notificationEmails.attempts})`,
    })
    .where(inArray(notificationEmails.emailNo, due))
    .returning();
}

/** One pass: send what is due. Returns how many mails went out. */
export async function sendDueNotificationEmails(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'PUBLIC_ORIGIN'>,
) {
  const rows = await claimDue(db);
  let sent = 0;
  for (const row of rows) {
    const [person] = await db
      .select({ email: users.email, status: users.status })
      .from(users)
      .where(eq(users.userNo, row.userNo))
      .limit(1);
    if (!person?.email || person.status !== 'active') {
      // Withdrawn, or a social account without an address: nothing to send, ever.
      await db
        .update(notificationEmails)
        .set({ doneAt: new Date(), lastError: 'no address' })
        .where(eq(notificationEmails.emailNo, row.emailNo));
      continue;
    }
    try {
      await mailer.send({ to: person.email, ...notificationMail(row, config.PUBLIC_ORIGIN) });
      await db
        .update(notificationEmails)
        .set({ doneAt: new Date(), sent: true, lastError: null })
        .where(eq(notificationEmails.emailNo, row.emailNo));
      sent += 1;
    } catch (err) {
      const giveUp = row.attempts >= MAX_EMAIL_ATTEMPTS;
      await db
        .update(notificationEmails)
        .set({ lastError: (err as Error).message.slice(0, 500), ...(giveUp ? { doneAt: new Date() } : {}) })
        .where(eq(notificationEmails.emailNo, row.emailNo));
    }
  }
  return sent;
}

interface JobLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Sends queued notification mails every `intervalMs` (and once at start, so mails queued before a
 * restart go out). With no mail server in production (`off`) the queue simply waits.
 */
export function startNotificationEmails(opts: {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_ORIGIN'>;
  log: JobLogger;
  intervalMs?: number;
}): { stop(): void } {
  if (opts.mailer.mode === 'off') return { stop() {} };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while ((await sendDueNotificationEmails(opts.db, opts.mailer, opts.config)) === BATCH) {
        // a full batch: there may be more due right now
      }
    } catch (err) {
      opts.log.warn({ err }, 'notification e-mail pass failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), opts.intervalMs ?? 30_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
