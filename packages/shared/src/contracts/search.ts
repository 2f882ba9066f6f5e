import { z } from 'zod';
import { ERRORS } from '../errors.js';
import { isSearchableKeyword, normalizeSearchText } from '../search/korean.js';
import { defineContract } from './contract.js';
import { emptyBody } from './contract.js';
import { ZId, zLine } from './primitives.js';

/**
 * The one search (`/search`): people, gatherings, booths, pros, lounge posts and magazine articles
 * from one index. Kinds added later join `SEARCH_KINDS` (and the server's source registry).
 */
export const SEARCH_KINDS = ['people', 'project', 'booth', 'pro', 'lounge', 'article'] as const;
export const ZSearchKind = z.enum(SEARCH_KINDS);
export type SearchKind = z.infer<typeof ZSearchKind>;

/** Results per page of one kind (or of all kinds together). */
export const SEARCH_PAGE_SIZE = 20;
/** Each tab counts up to this many; past it the tab says "99+". */
export const SEARCH_COUNT_CAP = 99;
export const SEARCH_QUERY_MAX = 40;
/** Recent searches kept per member; the oldest goes when a new one comes. */
export const SEARCH_HISTORY_MAX = 20;
export const SUGGEST_SIZE = 6;

const tooShort = { error: ERRORS.SEARCH_TOO_SHORT.message, params: { code: 'SEARCH_TOO_SHORT' } };

/** A search query: NFC, lower-case, spaces collapsed, cut to 40 characters; too short is refused. */
export const ZSearchQuery = zLine(200)
  .transform((v) => normalizeSearchText(v).slice(0, SEARCH_QUERY_MAX))
  .refine(isSearchableKeyword, tooShort);

export const ZSearchResult = z.object({
  kind: ZSearchKind,
  ref_no: z.number().int(),
  title: z.string(),
  snippet: z.string(),
  /** The web path of the page the result opens. */
  url: z.string(),
  /** Card extras: image (avatar, cover, logo), a line of tags, a count. */
  image: z.string().nullable(),
  tags: z.array(z.string()),
  /** Whether the title itself matched (title matches rank first). */
  title_hit: z.boolean(),
  at: z.string(),
});
export type SearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchCounts = z.object(
  Object.fromEntries(SEARCH_KINDS.map((k) => [k, z.number().int()])) as Record<SearchKind, z.ZodNumber>,
);
export type SearchCounts = Record<SearchKind, number>;

/** An opaque key past the last result of the page. */
export const ZSearchCursor = z
  .string()
  .max(80)
  .regex(/^[01]\.\d{1,16}\.\d{1,10}$/, '검색 결과 위치가 올바르지 않아요.');

export const search = defineContract({
  method: 'GET',
  path: '/api/search',
  summary:
    '사람·모임·부스·프로·라운지 글·매거진 글을 한 번에 검색합니다. 종류별 개수(99+까지)와 결과 한 쪽을 줘요.',
  tags: ['search'],
  auth: false,
  query: z.object({
    q: ZSearchQuery,
    kind: ZSearchKind.optional(),
    cursor: ZSearchCursor.optional(),
  }),
  response: z.object({
    q: z.string(),
    counts: ZSearchCounts,
    results: z.array(ZSearchResult),
    next_cursor: z.string().nullable(),
  }),
});

export const suggest = defineContract({
  method: 'GET',
  path: '/api/search/suggest',
  summary: '입력하는 동안 보여 줄 제목 몇 개를 종류를 가리지 않고 줘요.',
  tags: ['search'],
  auth: false,
  query: z.object({ q: ZSearchQuery }),
  response: z.object({ results: z.array(ZSearchResult) }),
});

export const ZQueryHistoryItem = z.object({
  history_no: z.number().int(),
  query: z.string(),
  searched_at: z.string(),
});
export type QueryHistoryItem = z.infer<typeof ZQueryHistoryItem>;

export const queryHistory = defineContract({
  method: 'GET',
  path: '/api/search/query_history',
  summary: '내 최근 검색어(최근 20개)를 새것부터 줘요.',
  tags: ['search'],
  auth: true,
  response: z.object({ items: z.array(ZQueryHistoryItem) }),
});

export const deleteQueryHistory = defineContract({
  method: 'POST',
  path: '/api/search/query_history/delete',
  summary: '최근 검색어 하나를 지워요.',
  tags: ['search'],
  auth: true,
  body: z.object({ history_no: ZId }),
  response: z.object({ items: z.array(ZQueryHistoryItem) }),
});

export const clearQueryHistory = defineContract({
  method: 'POST',
  path: '/api/search/query_history/clear',
  summary: '최근 검색어를 모두 지워요.',
  tags: ['search'],
  auth: true,
  body: emptyBody,
  response: z.object({ items: z.array(ZQueryHistoryItem) }),
});
