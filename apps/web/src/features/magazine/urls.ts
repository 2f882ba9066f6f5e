import { postCategories } from '@sidequest/shared';
import type { ListFilters } from './api';

/** The magazine's paths. Other screens stay out of `/quest/{number}/…` (the article page owns it). */
export const MAGAZINE_PATH = '/quest';
export const WRITE_PATH = '/quest/write';

/** `/quest/{no}/{slug}`, the article's canonical address (the slug encoded for the URL). */
export function articlePath(no: number, slug: string): string {
  return `${MAGAZINE_PATH}/${no}/${encodeURIComponent(slug)}`;
}

/** The editor for a draft or a published article. */
export function editPath(no: number): string {
  return `${WRITE_PATH}/${no}`;
}

/** The list filtered by one tag (cards link their tags here). */
export function tagPath(tag: string): string {
  return `${MAGAZINE_PATH}?${new URLSearchParams({ tag }).toString()}`;
}

/**
 * Where the article page should be instead, or null when the URL already has the right name.
 * The router hands over the decoded segment; the server 301s direct loads, this fixes in-app links.
 */
export function canonicalRedirect(
  no: number,
  nameInUrl: string | undefined,
  slug: string,
  search = '',
): string | null {
  if (nameInUrl === slug) return null;
  return `${articlePath(no, slug)}${search}`;
}

/** The article number from the `:id` segment, or null when it is not one. */
export function parseArticleNo(id: string | undefined): number | null {
  if (!id || !/^\d{1,10}$/.test(id)) return null;
  const no = Number(id);
  return no > 0 && no <= 2_147_483_647 ? no : null;
}

/** The list's filters from the URL (?category=22&tag=회고); an unknown category is ignored, not sent. */
export function filtersFromParams(params: URLSearchParams): ListFilters {
  const category = params.get('category') ?? undefined;
  const tag = params.get('tag')?.trim() || undefined;
  return { category: postCategories.has(category) ? category : undefined, tag };
}
