/** Writing magazine articles: publishing (new or from a draft), drafts, edits and removal. */
import {
  type ArticleDraftInput,
  type ArticleInput,
  htmlToText,
  MAGAZINE_MEMBER_CATEGORIES,
  MAGAZINE_RETROSPECTIVE,
  MAGAZINE_LIMITS,
  postCategories,
  questSlug,
  RETROSPECTIVE_QUESTIONS,
} from '@sidequest/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { UserRow } from '../auth/sessions.js';
import { newMentions, prepareRichBody } from '../lounge/body.js';
import { assertCanPost, operatorRole } from '../moderation/sanctions.js';
import { assertOwnUploads } from '../upload/ownership.js';
import type {} from './events.js';
import { magazineArticles, magazineSeries } from './schema.js';

type ArticleRow = typeof magazineArticles.$inferSelect;

export const QUEST_PURPOSE = 'quest_cover';
export const RETROSPECTIVE = MAGAZINE_RETROSPECTIVE;
export const ARTICLE_NOT_FOUND = '찾는 아티클이 없어요. 삭제되었거나 다른 사람의 임시 저장 글일 수 있어요.';

export async function ownArticle(db: Db, userNo: number, articleNo: number): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(magazineArticles)
    .where(and(eq(magazineArticles.articleNo, articleNo), isNull(magazineArticles.deletedAt)))
    .limit(1);
  if (!row || (row.status === 'draft' && row.userNo !== userNo)) throw fail('NOT_FOUND', ARTICLE_NOT_FOUND);
  if (row.userNo !== userNo) throw fail('FORBIDDEN', '내가 쓴 아티클만 고치거나 지울 수 있어요.');
  return row;
}

async function checkCategory(db: Db, userNo: number, category: string): Promise<void> {
  if (MAGAZINE_MEMBER_CATEGORIES.includes(category)) return;
  if ((await operatorRole(db, userNo)) === null) {
    throw fail(
      'FORBIDDEN',
      `‘${postCategories.label(category)}’ 카테고리는 에디터만 발행할 수 있어요. 로그나 개발 회고로 써 주세요.`,
      { category: '로그나 개발 회고를 골라 주세요.' },
    );
  }
}

async function checkSeries(db: Db, userNo: number, seriesNo: number | null | undefined): Promise<void> {
  if (!seriesNo) return;
  const [s] = await db.select().from(magazineSeries).where(eq(magazineSeries.seriesNo, seriesNo)).limit(1);
  if (!s || s.userNo !== userNo) {
    throw fail('VALIDATION', '내가 만든 시리즈에만 넣을 수 있어요.', {
      series_no: '시리즈를 다시 골라 주세요.',
    });
  }
}

async function checkCover(
  db: Db,
  userNo: number,
  url: string | null | undefined,
  existing: ArticleRow | null,
) {
  if (!url) return;
  await assertOwnUploads(db, userNo, [url], [QUEST_PURPOSE], existing?.coverUrl ? [existing.coverUrl] : []);
}

/** Text under each `<h2>` of the body, keyed by the heading text without spaces and punctuation. */
function answers(html: string): Map<string, string> {
  const key = (s: string) => s.replace(/[\s?!.:·]/g, '');
  const out = new Map<string, string>();
  const parts = html.split(/<h[2-4][^>]*>/i).slice(1);
  for (const part of parts) {
    const end = part.search(/<\/h[2-4]\s*>/i);
    if (end < 0) continue;
    out.set(key(htmlToText(part.slice(0, end))), htmlToText(part.slice(end)));
  }
  return out;
}

/** A retrospective names its product and period, and answers each template question. */
export function checkRetrospective(input: ArticleInput, html: string): void {
  if (!input.retro_product) {
    throw fail('VALIDATION', '회고할 제품 이름을 적어 주세요.', {
      retro_product: '제품 이름을 적어 주세요.',
    });
  }
  if (!input.retro_start || !input.retro_end || input.retro_start > input.retro_end) {
    throw fail(
      'VALIDATION',
      '개발 기간의 시작일과 종료일을 골라 주세요. 시작일이 종료일보다 늦을 수는 없어요.',
      {
        retro_start: '개발 기간을 다시 골라 주세요.',
      },
    );
  }
  const byHeading = answers(html);
  for (const q of RETROSPECTIVE_QUESTIONS) {
    const body = byHeading.get(q.heading.replace(/[\s?!.:·]/g, ''));
    const own = (body ?? '').replace(q.placeholder, '').replace(/\s/g, '');
    if ([...own].length < MAGAZINE_LIMITS.answerMinChars) {
      throw fail(
        'TEMPLATE_INCOMPLETE',
        `‘${q.heading}’에 ${MAGAZINE_LIMITS.answerMinChars}자 이상 답해 주세요. 질문 제목은 지우지 말고 아래에 답을 적어 주세요.`,
        { body: `‘${q.heading}’에 답해 주세요.` },
      );
    }
  }
}

async function nextSeriesOrder(db: Db, seriesNo: number | null, current: ArticleRow | null) {
  if (!seriesNo) return null;
  if (current?.seriesNo === seriesNo && current.seriesOrder !== null) return current.seriesOrder;
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${magazineArticles.seriesOrder}), 0)::int` })
    .from(magazineArticles)
    .where(and(eq(magazineArticles.seriesNo, seriesNo), isNull(magazineArticles.deletedAt)));
  return (row?.n ?? 0) + 1;
}

async function checked(db: Db, user: UserRow, input: ArticleInput, existing: ArticleRow | null) {
  await assertCanPost(db, user.userNo);
  await checkCategory(db, user.userNo, input.category);
  await checkSeries(db, user.userNo, input.series_no);
  await checkCover(db, user.userNo, input.cover_url, existing);
  const body = await prepareRichBody(db, input.body);
  if ([...body.text.replace(/\s/g, '')].length < 20) {
    throw fail('VALIDATION', '본문을 20자 이상 적어 주세요.', { body: '본문을 더 적어 주세요.' });
  }
  const retro = input.category === RETROSPECTIVE;
  if (retro) checkRetrospective(input, body.html);
  return {
    body,
    values: {
      category: input.category,
      title: input.title,
      subtitle: input.subtitle,
      slug: questSlug(input.title),
      bodyHtml: body.html,
      bodyText: body.text,
      tags: [...new Set(input.tags)],
      coverUrl: input.cover_url,
      seriesNo: input.series_no,
      seriesOrder: await nextSeriesOrder(db, input.series_no, existing),
      retroProduct: retro ? input.retro_product : null,
      retroStart: retro ? input.retro_start : null,
      retroEnd: retro ? input.retro_end : null,
      updatedAt: new Date(),
    },
  };
}

export async function publishArticle(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: ArticleInput & { quest_no?: number | undefined },
): Promise<{ articleNo: number; slug: string }> {
  const draft = input.quest_no ? await ownArticle(db, user.userNo, input.quest_no) : null;
  if (draft && draft.status !== 'draft')
    throw fail('CONFLICT', '이미 발행된 아티클이에요. 고치려면 수정에서 해 주세요.');
  const { body, values } = await checked(db, user, input, draft);
  let articleNo: number;
  if (draft) {
    const done = await db
      .update(magazineArticles)
      .set({ ...values, status: 'published', publishedAt: new Date() })
      .where(and(eq(magazineArticles.articleNo, draft.articleNo), eq(magazineArticles.status, 'draft')))
      .returning({ no: magazineArticles.articleNo });
    if (done.length === 0) throw fail('CONFLICT', '이미 발행된 아티클이에요.');
    articleNo = draft.articleNo;
  } else {
    const [row] = await db
      .insert(magazineArticles)
      .values({ ...values, userNo: user.userNo, status: 'published', publishedAt: new Date() })
      .returning({ no: magazineArticles.articleNo });
    articleNo = row!.no;
  }
  const mentioned = newMentions(body.mentioned, user.userNo);
  if (mentioned.length > 0) {
    await events.emit('member.mentioned', {
      actorNo: user.userNo,
      actorNickname: user.nickname,
      userNos: mentioned,
      in: { kind: 'article', articleNo, slug: values.slug },
    });
  }
  await events.emit('article.published', { articleNo, authorNo: user.userNo, category: input.category });
  return { articleNo, slug: values.slug };
}

export async function updateArticle(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: ArticleInput & { quest_no: number },
): Promise<{ articleNo: number; slug: string }> {
  const existing = await ownArticle(db, user.userNo, input.quest_no);
  if (existing.status === 'draft') throw fail('CONFLICT', '아직 발행하지 않은 글이에요. 먼저 발행해 주세요.');
  if (existing.hiddenAt) throw fail('POST_DELETED', '운영 정책에 따라 숨겨진 아티클이라 고칠 수 없어요.');
  const { values } = await checked(db, user, input, existing);
  await db.update(magazineArticles).set(values).where(eq(magazineArticles.articleNo, existing.articleNo));
  await events.emit('article.edited', { articleNo: existing.articleNo, authorNo: user.userNo });
  return { articleNo: existing.articleNo, slug: values.slug };
}

export async function saveArticleDraft(
  db: Db,
  user: UserRow,
  input: ArticleDraftInput & { quest_no?: number | undefined },
): Promise<{ articleNo: number; updatedAt: Date }> {
  await assertCanPost(db, user.userNo);
  const existing = input.quest_no ? await ownArticle(db, user.userNo, input.quest_no) : null;
  if (existing && existing.status !== 'draft')
    throw fail('CONFLICT', '이미 발행된 아티클이에요. 고치려면 수정에서 해 주세요.');
  await checkSeries(db, user.userNo, input.series_no);
  await checkCover(db, user.userNo, input.cover_url, existing);
  const body = input.body === undefined ? undefined : await prepareRichBody(db, input.body);
  const values: Partial<typeof magazineArticles.$inferInsert> = {
    ...(input.category !== undefined && { category: input.category }),
    ...(input.title !== undefined && { title: input.title, slug: questSlug(input.title) }),
    ...(input.subtitle !== undefined && { subtitle: input.subtitle }),
    ...(body !== undefined && { bodyHtml: body.html, bodyText: body.text }),
    ...(input.tags !== undefined && { tags: [...new Set(input.tags)] }),
    ...(input.cover_url !== undefined && { coverUrl: input.cover_url }),
    ...(input.series_no !== undefined && { seriesNo: input.series_no }),
    ...(input.retro_product !== undefined && { retroProduct: input.retro_product }),
    ...(input.retro_start !== undefined && { retroStart: input.retro_start }),
    ...(input.retro_end !== undefined && { retroEnd: input.retro_end }),
    updatedAt: new Date(),
  };
  if (existing) {
    const [row] = await db
      .update(magazineArticles)
      .set(values)
      .where(eq(magazineArticles.articleNo, existing.articleNo))
      .returning({ updatedAt: magazineArticles.updatedAt });
    return { articleNo: existing.articleNo, updatedAt: row!.updatedAt };
  }
  const [row] = await db
    .insert(magazineArticles)
    .values({ ...values, userNo: user.userNo, status: 'draft' })
    .returning({ no: magazineArticles.articleNo, updatedAt: magazineArticles.updatedAt });
  return { articleNo: row!.no, updatedAt: row!.updatedAt };
}

export async function removeArticle(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  articleNo: number,
): Promise<void> {
  const row = await ownArticle(db, user.userNo, articleNo);
  await db
    .update(magazineArticles)
    .set({ deletedAt: new Date() })
    .where(eq(magazineArticles.articleNo, row.articleNo));
  await events.emit('article.deleted', { articleNo: row.articleNo, authorNo: user.userNo });
}

export async function createSeries(db: Db, user: UserRow, input: { title: string; description: string }) {
  await assertCanPost(db, user.userNo);
  const [row] = await db
    .insert(magazineSeries)
    .values({ userNo: user.userNo, title: input.title, description: input.description })
    .returning({ no: magazineSeries.seriesNo });
  return row!.no;
}
