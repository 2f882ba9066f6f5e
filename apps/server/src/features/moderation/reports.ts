/** Reports of content, the operators' review queue, and hiding. */
import { cutText, type ReportItem, type ReportTarget, withJosa } from '@sidequest/shared';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../auth/schema.js';
import { loungePosts, loungeReplies } from '../lounge/schema.js';
import { magazineArticles } from '../magazine/schema.js';
import { projects } from '../project/schema.js';
import { contentReports, postingSuspensions } from './schema.js';
import { CONTENT_WORD, type ContentType, suspensionUntilLabel } from './sanctions.js';
import { reportTargetSource, type TargetInfo } from './targets.js';

/** The reported items of one type by number (deleted ones do not exist any more for reporting). */
async function loadTargets(db: Db, type: ContentType, nos: number[]): Promise<Map<number, TargetInfo>> {
  const out = new Map<number, TargetInfo>();
  if (nos.length === 0) return out;
  const source = reportTargetSource(type);
  if (source) return source.load(db, nos);
  if (type === 'post') {
    const rows = await db
      .select({
        no: loungePosts.postNo,
        authorNo: loungePosts.userNo,
        text: loungePosts.bodyText,
        hiddenAt: loungePosts.hiddenAt,
      })
      .from(loungePosts)
      .where(
        and(
          inArray(loungePosts.postNo, nos),
          eq(loungePosts.status, 'published'),
          isNull(loungePosts.deletedAt),
        ),
      );
    for (const r of rows) {
      out.set(r.no, {
        authorNo: r.authorNo,
        text: r.text,
        hidden: r.hiddenAt !== null,
        url: `/lounge/${r.no}`,
      });
    }
  } else if (type === 'reply') {
    const rows = await db
      .select({
        no: loungeReplies.replyNo,
        authorNo: loungeReplies.userNo,
        text: loungeReplies.body,
        hiddenAt: loungeReplies.hiddenAt,
        postNo: loungeReplies.postNo,
        articleNo: loungeReplies.articleNo,
      })
      .from(loungeReplies)
      .where(and(inArray(loungeReplies.replyNo, nos), isNull(loungeReplies.deletedAt)));
    for (const r of rows) {
      const url = r.postNo !== null ? `/lounge/${r.postNo}#replies` : `/quest/${r.articleNo}`;
      out.set(r.no, { authorNo: r.authorNo, text: r.text, hidden: r.hiddenAt !== null, url });
    }
  } else if (type === 'article') {
    const rows = await db
      .select({
        no: magazineArticles.articleNo,
        authorNo: magazineArticles.userNo,
        title: magazineArticles.title,
        text: magazineArticles.bodyText,
        hiddenAt: magazineArticles.hiddenAt,
      })
      .from(magazineArticles)
      .where(
        and(
          inArray(magazineArticles.articleNo, nos),
          eq(magazineArticles.status, 'published'),
          isNull(magazineArticles.deletedAt),
        ),
      );
    for (const r of rows) {
      out.set(r.no, {
        authorNo: r.authorNo,
        text: `${r.title} — ${r.text}`,
        hidden: r.hiddenAt !== null,
        url: `/quest/${r.no}`,
      });
    }
  } else if (type === 'project') {
    const rows = await db
      .select({
        no: projects.projectNo,
        authorNo: projects.leaderNo,
        title: projects.title,
        text: projects.introductionText,
      })
      .from(projects)
      .where(inArray(projects.projectNo, nos));
    for (const r of rows) {
      const url = `/project/${r.no}`;
      out.set(r.no, { authorNo: r.authorNo, text: `${r.title} — ${r.text}`, hidden: false, url });
    }
  }
  return out;
}

async function loadTarget(db: Db, type: ContentType, no: number): Promise<TargetInfo | null> {
  return (await loadTargets(db, type, [no])).get(no) ?? null;
}

export async function reportContent(
  db: Db,
  user: UserRow,
  input: { target_type: ReportTarget; target_no: number; reason: string; detail: string },
): Promise<number> {
  const target = await loadTarget(db, input.target_type, input.target_no);
  if (!target)
    throw fail(
      'NOT_FOUND',
      `신고할 ${withJosa(CONTENT_WORD[input.target_type], '을/를')} 찾을 수 없어요. 이미 지워졌을 수 있어요.`,
    );
  if (target.authorNo === user.userNo) throw fail('VALIDATION', '내가 쓴 내용은 신고할 수 없어요.');
  const [row] = await db
    .insert(contentReports)
    .values({
      targetType: input.target_type,
      targetNo: input.target_no,
      authorNo: target.authorNo,
      reporterNo: user.userNo,
      reason: input.reason,
      detail: input.detail,
    })
    .onConflictDoNothing()
    .returning({ reportNo: contentReports.reportNo });
  if (!row) throw fail('ALREADY_REPORTED');
  return row.reportNo;
}

/**
 * The same body posted again (product-spec 5): the post stays up, and a system report (reason 05,
 * no reporter) puts it in the operators' queue, and every admin is told.
 */
export async function flagRepeated(
  db: Db,
  events: DomainEvents,
  input: { targetType: ContentType; targetNo: number; authorNo: number; repeatedOf: string },
): Promise<void> {
  const open = await db
    .select({ no: contentReports.reportNo })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.targetType, input.targetType),
        eq(contentReports.targetNo, input.targetNo),
        isNull(contentReports.reporterNo),
        eq(contentReports.status, 'open'),
      ),
    )
    .limit(1);
  if (open.length > 0) return;
  await db.insert(contentReports).values({
    targetType: input.targetType,
    targetNo: input.targetNo,
    authorNo: input.authorNo,
    reporterNo: null,
    reason: '05',
    detail: `같은 내용의 이전 글: ${input.repeatedOf}`,
  });
  await events.emit('content.flaggedRepeated', {
    targetType: input.targetType,
    targetNo: input.targetNo,
    authorNo: input.authorNo,
  });
}

async function toItems(db: Db, rows: (typeof contentReports.$inferSelect)[]): Promise<ReportItem[]> {
  const people = [
    ...new Set(rows.flatMap((r) => [r.reporterNo, r.authorNo]).filter((n): n is number => !!n)),
  ];
  const names = people.length
    ? await db
        .select({ no: users.userNo, nickname: users.nickname })
        .from(users)
        .where(inArray(users.userNo, people))
    : [];
  const nameOf = new Map(names.map((n) => [n.no, n.nickname]));
  const authors = [...new Set(rows.map((r) => r.authorNo).filter((n): n is number => !!n))];
  const confirmed = authors.length
    ? await db
        .select({ no: contentReports.authorNo, n: sql<number>`count(*)::int` })
        .from(contentReports)
        .where(and(inArray(contentReports.authorNo, authors), eq(contentReports.status, 'resolved')))
        .groupBy(contentReports.authorNo)
    : [];
  const confirmedOf = new Map(confirmed.map((c) => [c.no, c.n]));
  // Whether each author is suspended now, so the queue offers 정지 or 정지 풀기, not both.
  const suspended = authors.length
    ? await db
        .select({
          no: postingSuspensions.userNo,
          until: sql<Date>`max(${postingSuspensions.endsAt})`.mapWith(postingSuspensions.endsAt),
        })
        .from(postingSuspensions)
        .where(
          and(
            inArray(postingSuspensions.userNo, authors),
            isNull(postingSuspensions.liftedAt),
            gt(postingSuspensions.endsAt, new Date()),
          ),
        )
        .groupBy(postingSuspensions.userNo)
    : [];
  const suspendedUntil = new Map(suspended.map((s) => [s.no, suspensionUntilLabel(s.until)]));
  // One query per kind of item on the page, not one per report.
  const targets = new Map<string, TargetInfo>();
  for (const type of [...new Set(rows.map((r) => r.targetType))]) {
    const nos = rows.filter((r) => r.targetType === type).map((r) => r.targetNo);
    for (const [no, t] of await loadTargets(db, type, nos)) targets.set(`${type}:${no}`, t);
  }
  const out: ReportItem[] = [];
  for (const r of rows) {
    const target = targets.get(`${r.targetType}:${r.targetNo}`);
    out.push({
      REPORT_NO: r.reportNo,
      TARGET_TYPE: r.targetType,
      TARGET_NO: r.targetNo,
      REPORTER_NO: r.reporterNo,
      REPORTER_NICKNAME: r.reporterNo ? (nameOf.get(r.reporterNo) ?? null) : null,
      REASON: r.reason,
      DETAIL: r.detail,
      STATUS: r.status,
      AUTHOR_NO: r.authorNo,
      AUTHOR_NICKNAME: r.authorNo ? (nameOf.get(r.authorNo) ?? null) : null,
      EXCERPT: target ? cutText(target.text, 120) : '(지워진 내용)',
      HIDDEN: target?.hidden ?? false,
      CONTENT_URL: target?.url ?? null,
      AUTHOR_CONFIRMED: r.authorNo ? (confirmedOf.get(r.authorNo) ?? 0) : 0,
      AUTHOR_SUSPENDED_UNTIL: r.authorNo ? (suspendedUntil.get(r.authorNo) ?? null) : null,
      CREATE_TIME: r.createdAt.toISOString(),
    });
  }
  return out;
}

const PAGE = 30;

export async function listReports(db: Db, status: 'open' | 'resolved' | 'dismissed', before?: number) {
  const rows = await db
    .select()
    .from(contentReports)
    .where(and(eq(contentReports.status, status), before ? lt(contentReports.reportNo, before) : undefined))
    .orderBy(desc(contentReports.reportNo))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return { list: await toItems(db, page), next_before: rows.length > PAGE ? page.at(-1)!.reportNo : null };
}

export async function setHidden(
  db: Db,
  events: DomainEvents,
  type: ReportTarget,
  no: number,
  hidden: boolean,
): Promise<void> {
  const source = reportTargetSource(type);
  if (source) {
    if (!(await source.hide(db, no, hidden))) throw fail('NOT_FOUND', '숨길 내용을 찾을 수 없어요.');
    return;
  }
  const value = hidden ? new Date() : null;
  if (type === 'reply') {
    // A reply's post counts only replies people can read: hiding or showing one moves the count.
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(loungeReplies).where(eq(loungeReplies.replyNo, no)).for('update');
      if (!row) throw fail('NOT_FOUND', '숨길 댓글을 찾을 수 없어요.');
      if ((row.hiddenAt !== null) === hidden) return;
      await tx.update(loungeReplies).set({ hiddenAt: value }).where(eq(loungeReplies.replyNo, no));
      // Article replies are counted when read; only a post keeps a counter.
      if (row.deletedAt || row.postNo === null) return;
      await tx
        .update(loungePosts)
        .set({ replyCount: sql`greatest(${loungePosts.replyCount} + ${hidden ? -1 : 1}, 0)` })
        .where(eq(loungePosts.postNo, row.postNo));
    });
    return;
  }
  // A kind nobody registered (its feature is not mounted) has nothing here to hide.
  const done =
    type === 'post'
      ? await db
          .update(loungePosts)
          .set({ hiddenAt: value })
          .where(eq(loungePosts.postNo, no))
          .returning({ no: loungePosts.postNo })
      : type !== 'article'
        ? []
        : await db
            .update(magazineArticles)
            .set({ hiddenAt: value })
            .where(eq(magazineArticles.articleNo, no))
            .returning({ no: magazineArticles.articleNo });
  if (done.length === 0) throw fail('NOT_FOUND', '숨길 내용을 찾을 수 없어요.');
  // The row is the lounge's or the magazine's, written here; their event tells the rest (search).
  if (type === 'post') await events.emit('post.hidden', { postNo: no, hidden });
  else await events.emit('article.hidden', { articleNo: no, hidden });
}

export async function resolveReport(
  db: Db,
  events: DomainEvents,
  operatorNo: number,
  input: { report_no: number; status: 'resolved' | 'dismissed'; hide: boolean },
): Promise<ReportItem> {
  const [row] = await db
    .update(contentReports)
    .set({ status: input.status, resolvedBy: operatorNo, resolvedAt: new Date() })
    .where(eq(contentReports.reportNo, input.report_no))
    .returning();
  if (!row) throw fail('NOT_FOUND', '신고를 찾을 수 없어요. 목록을 새로고침해 주세요.');
  if (input.hide && input.status === 'resolved' && row.targetType !== 'project') {
    await setHidden(db, events, row.targetType, row.targetNo, true).catch(() => undefined);
  }
  return (await toItems(db, [row]))[0]!;
}
