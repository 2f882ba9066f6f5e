/** Reading the magazine: article pages, lists by category and tag, the author's other articles, series. */
import { type Article, type ArticleCard, cutFeedText } from '@sidequest/shared';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import { authorFields, toAuthor } from '../lounge/cards.js';
import { profiles } from '../profile/schema.js';
import { ARTICLE_NOT_FOUND } from './articles.js';
import { magazineArticles, magazineSeries, questActions } from './schema.js';

function selectArticles(db: Db, viewerNo: number | null) {
  return db
    .select({ ...authorFields(viewerNo), a: magazineArticles })
    .from(magazineArticles)
    .innerJoin(users, eq(users.userNo, magazineArticles.userNo))
    .leftJoin(profiles, eq(profiles.userNo, magazineArticles.userNo));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectArticles>['execute']>>[number];

/** `nulls last` matches magazine_articles_list_idx exactly (drizzle writes `desc` indexes so). */
const LIST_ORDER = [
  sql`${magazineArticles.publishedAt} desc nulls last`,
  sql`${magazineArticles.articleNo} desc nulls last`,
];

export function visibleArticle(): SQL {
  return and(
    eq(magazineArticles.status, 'published'),
    sql`${magazineArticles.deletedAt} is null`,
    sql`${magazineArticles.hiddenAt} is null`,
  )!;
}

function toCard(r: Row, viewerNo: number | null): ArticleCard {
  const a = r.a;
  return {
    QUEST_NO: a.articleNo,
    QUEST_TITLE: a.title,
    SUBTITLE: a.subtitle,
    CATEGORY: a.category ?? '',
    TAGS: a.tags,
    COVER_URL: a.coverUrl,
    SLUG: a.slug,
    AUTHOR: toAuthor(r, viewerNo),
    FEED_TEXT: cutFeedText(a.bodyText),
    PUBLISHED_AT: a.publishedAt?.toISOString() ?? null,
    SERIES_NO: a.seriesNo,
    SERIES_ORDER: a.seriesOrder,
  };
}

export async function listArticles(
  db: Db,
  viewerNo: number | null,
  q: { category?: string | undefined; tag?: string | undefined; cursor?: string | undefined; size: number },
) {
  let after: SQL | undefined;
  if (q.cursor) {
    const no = Number(q.cursor);
    if (!Number.isInteger(no) || no <= 0 || no > 2_147_483_647) {
      throw fail('VALIDATION', '목록을 이어서 불러오지 못했어요. 새로고침해 주세요.');
    }
    after = sql`(${magazineArticles.publishedAt}, ${magazineArticles.articleNo}) <
      (select m.published_at, m.article_no from magazine_articles m where m.article_no = ${no})`;
  }
  const rows = await selectArticles(db, viewerNo)
    .where(
      and(
        visibleArticle(),
        q.category ? eq(magazineArticles.category, q.category) : undefined,
        q.tag ? sql`${magazineArticles.tags} @> array[${q.tag}]::text[]` : undefined,
        after,
      ),
    )
    .orderBy(...LIST_ORDER)
    .limit(q.size + 1);
  const shown = rows.slice(0, q.size);
  return {
    list: shown.map((r) => toCard(r, viewerNo)),
    next_cursor: rows.length > q.size ? String(shown.at(-1)!.a.articleNo) : null,
  };
}

async function seriesWithArticles(db: Db, viewerNo: number | null, seriesNos: number[]) {
  if (seriesNos.length === 0) return [];
  const [series, rows] = await Promise.all([
    db
      .select()
      .from(magazineSeries)
      .where(inArray(magazineSeries.seriesNo, seriesNos))
      .orderBy(desc(magazineSeries.seriesNo)),
    selectArticles(db, viewerNo)
      .where(and(visibleArticle(), inArray(magazineArticles.seriesNo, seriesNos)))
      .orderBy(asc(magazineArticles.seriesOrder), asc(magazineArticles.articleNo)),
  ]);
  return series.map((s) => {
    const articles = rows.filter((r) => r.a.seriesNo === s.seriesNo).map((r) => toCard(r, viewerNo));
    return {
      SERIES_NO: s.seriesNo,
      TITLE: s.title,
      DESCRIPTION: s.description,
      USER_NO: s.userNo,
      ARTICLE_COUNT: articles.length,
      ARTICLES: articles,
    };
  });
}

/** One series, or (no number) the viewer's own series for the editor's picker. */
export async function listSeries(db: Db, viewerNo: number | null, seriesNo?: number) {
  if (seriesNo) {
    const found = await seriesWithArticles(db, viewerNo, [seriesNo]);
    if (found.length === 0) throw fail('NOT_FOUND', '찾는 시리즈가 없어요.');
    return found;
  }
  if (!viewerNo) return [];
  const mine = await db
    .select({ no: magazineSeries.seriesNo })
    .from(magazineSeries)
    .where(eq(magazineSeries.userNo, viewerNo));
  return seriesWithArticles(
    db,
    viewerNo,
    mine.map((m) => m.no),
  );
}

/** A published article for everyone; a draft only for its author. */
async function articleRow(db: Db, viewerNo: number | null, articleNo: number): Promise<Row> {
  const [row] = await selectArticles(db, viewerNo).where(eq(magazineArticles.articleNo, articleNo)).limit(1);
  if (!row || row.a.deletedAt) throw fail('NOT_FOUND', ARTICLE_NOT_FOUND);
  if (row.a.status === 'draft' && row.a.userNo !== viewerNo) throw fail('NOT_FOUND', ARTICLE_NOT_FOUND);
  if (row.a.hiddenAt && row.a.userNo !== viewerNo)
    throw fail('POST_DELETED', '운영 정책에 따라 숨겨진 아티클이에요.');
  return row;
}

export async function loadArticle(db: Db, viewerNo: number | null, articleNo: number): Promise<Article> {
  const row = await articleRow(db, viewerNo, articleNo);
  const a = row.a;
  const [series, read] = await Promise.all([
    a.seriesNo ? seriesWithArticles(db, viewerNo, [a.seriesNo]) : Promise.resolve([]),
    viewerNo
      ? db
          .select({ n: questActions.actionNo })
          .from(questActions)
          .where(
            and(
              eq(questActions.userNo, viewerNo),
              eq(questActions.action, 'magazine_read'),
              eq(questActions.refNo, articleNo),
            ),
          )
          .limit(1)
      : Promise.resolve([]),
  ]);
  return {
    ...toCard(row, viewerNo),
    BODY_HTML: a.bodyHtml,
    STATUS: a.status,
    RETRO_PRODUCT: a.retroProduct,
    RETRO_START: a.retroStart,
    RETRO_END: a.retroEnd,
    IS_MINE: viewerNo === a.userNo,
    UPDATED_AT: a.updatedAt.toISOString(),
    SERIES: series[0] ?? null,
    READ_DONE: read.length > 0,
  };
}

/** The author's other published articles (blog). */
export async function authorArticles(db: Db, viewerNo: number | null, articleNo: number, size: number) {
  const row = await articleRow(db, viewerNo, articleNo);
  const rows = await selectArticles(db, viewerNo)
    .where(
      and(
        visibleArticle(),
        eq(magazineArticles.userNo, row.a.userNo),
        ne(magazineArticles.articleNo, articleNo),
      ),
    )
    .orderBy(...LIST_ORDER)
    .limit(size);
  return rows.map((r) => toCard(r, viewerNo));
}

export async function articleOwner(db: Db, viewerNo: number | null, articleNo: number) {
  const row = await articleRow(db, viewerNo, articleNo);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(magazineArticles)
    .where(and(visibleArticle(), eq(magazineArticles.userNo, row.a.userNo)));
  return { owner: toAuthor(row, viewerNo), article_count: count?.n ?? 0, is_mine: viewerNo === row.a.userNo };
}
