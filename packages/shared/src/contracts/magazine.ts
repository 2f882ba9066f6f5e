/**
 * The magazine (issue 6, items 4–5): quest articles with categories, tags, a cover and series, the
 * retrospective template, and the read quest. The article page is `/quest/{QUEST_NO}/{slug}`.
 */
import { z } from 'zod';
import { ZId, zLimit, zLine, zText } from './primitives.js';
import { postCategories } from '../codes/content.js';
import { MAGAZINE_LIMITS } from '../codes/lounge.js';
import { defineContract } from './contract.js';
import { ZAuthor } from './lounge.js';

export { replies, replyNew } from './magazine-replies.js';

const ZNo = ZId;
const ZDay = z.iso.date({ error: '날짜를 YYYY-MM-DD 형식으로 골라 주세요.' });

const fields = {
  category: z.enum(postCategories.codes, { error: '카테고리를 목록에서 골라 주세요.' }),
  title: zLine(MAGAZINE_LIMITS.titleMax, { trim: true, tooLong: '제목은 80자까지 쓸 수 있어요.' }).min(
    MAGAZINE_LIMITS.titleMin,
    { error: '제목은 5자 이상으로 적어 주세요.' },
  ),
  subtitle: zLine(MAGAZINE_LIMITS.subtitleMax, { trim: true, tooLong: '부제는 120자까지 쓸 수 있어요.' }),
  body: zText(30_000, { tooLong: '본문이 너무 길어요. 조금 줄여 주세요.' }),
  tags: z
    .array(
      zLine(MAGAZINE_LIMITS.tagMax, { trim: true, tooLong: '태그는 20자까지 쓸 수 있어요.' })
        .min(1)
        .regex(/^[^\s#,]+$/u, { error: '태그에는 띄어쓰기, #, 쉼표를 쓸 수 없어요.' }),
    )
    .max(MAGAZINE_LIMITS.tagsMax, { error: '태그는 10개까지 달 수 있어요.' }),
  cover_url: zLine(500, { trim: true }).nullable(),
  series_no: ZNo.nullable(),
  /** Retrospective (category 22) only: the product and the development period. */
  retro_product: zLine(MAGAZINE_LIMITS.productMax, { trim: true }).nullable(),
  retro_start: ZDay.nullable(),
  retro_end: ZDay.nullable(),
};

export const ZArticleInput = z.object({
  ...fields,
  subtitle: fields.subtitle.default(''),
  tags: fields.tags.default([]),
  cover_url: fields.cover_url.optional().default(null),
  series_no: fields.series_no.optional().default(null),
  retro_product: fields.retro_product.optional().default(null),
  retro_start: fields.retro_start.optional().default(null),
  retro_end: fields.retro_end.optional().default(null),
});
export type ArticleInput = z.output<typeof ZArticleInput>;

export const ZArticleDraftInput = z.object({
  category: fields.category.optional(),
  title: zLine(MAGAZINE_LIMITS.titleMax, { trim: true }).optional(),
  subtitle: fields.subtitle.optional(),
  body: fields.body.optional(),
  tags: fields.tags.optional(),
  cover_url: fields.cover_url.optional(),
  series_no: fields.series_no.optional(),
  retro_product: fields.retro_product.optional(),
  retro_start: fields.retro_start.optional(),
  retro_end: fields.retro_end.optional(),
});
export type ArticleDraftInput = z.output<typeof ZArticleDraftInput>;

export const ZArticleCard = z.object({
  QUEST_NO: z.number().int(),
  QUEST_TITLE: z.string(),
  SUBTITLE: z.string(),
  CATEGORY: z.string(),
  TAGS: z.array(z.string()),
  COVER_URL: z.string().nullable(),
  /** The name segment of `/quest/{QUEST_NO}/{SLUG}`. */
  SLUG: z.string(),
  AUTHOR: ZAuthor,
  /** Plain text cut at 120 characters. */
  FEED_TEXT: z.string(),
  PUBLISHED_AT: z.string().nullable(),
  SERIES_NO: z.number().int().nullable(),
  SERIES_ORDER: z.number().int().nullable(),
});
export type ArticleCard = z.infer<typeof ZArticleCard>;

export const ZSeriesSummary = z.object({
  SERIES_NO: z.number().int(),
  TITLE: z.string(),
  DESCRIPTION: z.string(),
  USER_NO: z.number().int(),
  ARTICLE_COUNT: z.number().int(),
});

export const ZArticle = ZArticleCard.extend({
  BODY_HTML: z.string(),
  STATUS: z.enum(['draft', 'published']),
  RETRO_PRODUCT: z.string().nullable(),
  RETRO_START: z.string().nullable(),
  RETRO_END: z.string().nullable(),
  IS_MINE: z.boolean(),
  UPDATED_AT: z.string(),
  /** The series with its articles in order, when the article belongs to one. */
  SERIES: ZSeriesSummary.extend({ ARTICLES: z.array(ZArticleCard) }).nullable(),
  /** Whether the viewer already completed the read quest here (false for anonymous viewers). */
  READ_DONE: z.boolean(),
});
export type Article = z.infer<typeof ZArticle>;

const ZSaved = z.object({ quest_no: z.number().int(), slug: z.string() });

export const post = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/post',
  summary: '매거진 아티클을 발행합니다. quest_no를 주면 그 임시 저장 글을 발행해요.',
  tags: ['magazine'],
  auth: true,
  body: ZArticleInput.extend({ quest_no: ZNo.optional() }),
  response: ZSaved,
});

export const save = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/save',
  summary: '매거진 아티클을 임시 저장합니다(일부만 채워도 돼요). quest_no가 없으면 새로 만들어요.',
  tags: ['magazine'],
  auth: true,
  body: ZArticleDraftInput.extend({ quest_no: ZNo.optional() }),
  response: z.object({ quest_no: z.number().int(), UPDATED_AT: z.string() }),
});

export const update = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/update',
  summary: '내가 발행한 아티클을 고칩니다. 제목이 바뀌면 예전 주소는 새 주소로 넘어가요.',
  tags: ['magazine'],
  auth: true,
  body: ZArticleInput.extend({ quest_no: ZNo }),
  response: ZSaved,
});

export const remove = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/remove',
  summary: '내가 쓴 아티클(또는 임시 저장 글)을 지웁니다.',
  tags: ['magazine'],
  auth: true,
  body: z.object({ quest_no: ZNo }),
  response: z.object({ quest_no: z.number().int() }),
});

export const load = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/load',
  summary: '아티클 하나를 불러옵니다(임시 저장 글은 쓴 사람만).',
  tags: ['magazine'],
  auth: false,
  body: z.object({ quest_no: ZNo }),
  response: z.object({ article: ZArticle }),
});

export const list = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/list',
  summary: '발행된 아티클을 최신순으로 불러옵니다. category나 tag로 거르고 next_cursor로 이어가요.',
  tags: ['magazine'],
  auth: false,
  body: z.object({
    category: z.enum(postCategories.codes).optional(),
    tag: zLine(MAGAZINE_LIMITS.tagMax, { trim: true }).min(1).optional(),
    cursor: zLine(100).optional(),
    size: zLimit(50, MAGAZINE_LIMITS.listPageSize),
  }),
  response: z.object({ list: z.array(ZArticleCard), next_cursor: z.string().nullable() }),
});

export const blog = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/blog',
  summary: '이 아티클을 쓴 사람의 다른 아티클을 최신순으로 불러옵니다.',
  tags: ['magazine'],
  auth: false,
  body: z.object({ quest_no: ZNo, size: zLimit(20, 6) }),
  response: z.object({ list: z.array(ZArticleCard) }),
});

export const owner = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/owner',
  summary: '아티클을 쓴 사람과 그 사람의 발행 글 수, 내가 쓴 글인지를 알려 줍니다.',
  tags: ['magazine'],
  auth: false,
  body: z.object({ quest_no: ZNo }),
  response: z.object({ owner: ZAuthor, article_count: z.number().int(), is_mine: z.boolean() }),
});

export const series = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/series',
  summary: '시리즈와 그 아티클을 순서대로 불러옵니다. series_no가 없으면 내 시리즈 목록을 줘요.',
  tags: ['magazine'],
  auth: false,
  body: z.object({ series_no: ZNo.optional() }),
  response: z.object({
    series: z.array(ZSeriesSummary.extend({ ARTICLES: z.array(ZArticleCard) })),
  }),
});

export const seriesNew = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/series_new',
  summary: '새 시리즈를 만듭니다. 아티클을 발행할 때 series_no로 넣으면 차례대로 이어져요.',
  tags: ['magazine'],
  auth: true,
  body: z.object({
    title: zLine(MAGAZINE_LIMITS.seriesTitleMax, {
      trim: true,
      tooLong: '시리즈 이름은 60자까지 쓸 수 있어요.',
    }).min(2, { error: '시리즈 이름을 2자 이상 적어 주세요.' }),
    description: zText(200, { trim: true }).default(''),
  }),
  response: z.object({ series_no: z.number().int() }),
});

export const readStart = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/read_start',
  summary: '아티클을 열 때 부릅니다. 이 페이지 보기의 읽기 기록 토큰을 받아요(읽기 퀘스트).',
  tags: ['magazine'],
  auth: true,
  body: z.object({ quest_no: ZNo }),
  response: z.object({ token: z.string().nullable(), done: z.boolean(), min_seconds: z.number().int() }),
});

export const readProgress = defineContract({
  method: 'POST',
  path: '/api/mgmt_quest/read_progress',
  summary:
    '본문을 얼마나 읽었는지(ratio 0~1) 알립니다. 절반을 넘기고 잠시 읽은 뒤면 읽기 퀘스트가 한 번 완료되고 경험치를 받아요.',
  tags: ['magazine'],
  auth: true,
  body: z.object({ quest_no: ZNo, token: zLine(100).min(10), ratio: z.number().min(0).max(1) }),
  response: z.object({
    completed: z.boolean(),
    /** True only on the call that completed it (exp granted then). */
    newly: z.boolean(),
    exp: z.number().int(),
    /** How long to wait before reporting again when it was too early; 0 otherwise. */
    wait_ms: z.number().int(),
  }),
});

/** multipart with one `file`: the article's cover image (re-encoded, longest side 1600 px). */
export const questUpload = defineContract({
  method: 'POST',
  path: '/api/upload/quest_upload',
  summary: '아티클 커버 이미지를 올립니다. 발행할 때 cover_url로 보내 주세요.',
  tags: ['upload', 'magazine'],
  auth: true,
  response: z.object({ FILE_URL: z.string(), FILE_NAME: z.string() }),
});
