import { type ArticleCard, type BodyOf, magazineApi } from '@sidequest/shared';
import { type InfiniteData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../lib/api';

type ListPage = { list: ArticleCard[]; next_cursor: string | null };

export interface ListFilters {
  category?: string | undefined;
  tag?: string | undefined;
}

/** Every query of this feature starts with 'magazine', so a publish or delete refreshes them all. */
export const magazineKeys = {
  all: ['magazine'] as const,
  list: (filters: ListFilters) => ['magazine', 'list', filters] as const,
  article: (no: number, viewer: number | null) => ['magazine', 'article', no, viewer] as const,
  owner: (no: number, viewer: number | null) => ['magazine', 'owner', no, viewer] as const,
  blog: (no: number) => ['magazine', 'blog', no] as const,
  mySeries: (viewer: number | null) => ['magazine', 'my-series', viewer] as const,
};

export function useArticleList(filters: ListFilters) {
  return useInfiniteQuery({
    queryKey: magazineKeys.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(magazineApi.list, {
        body: {
          ...(filters.category
            ? { category: filters.category as BodyOf<typeof magazineApi.list>['category'] }
            : {}),
          ...(filters.tag ? { tag: filters.tag } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The pages as one list; an article published between two pages would otherwise show twice. */
export function flattenArticles(data: InfiniteData<ListPage> | undefined): ArticleCard[] {
  if (!data) return [];
  const seen = new Set<number>();
  return data.pages.flatMap((p) =>
    p.list.filter((a) => {
      if (seen.has(a.QUEST_NO)) return false;
      seen.add(a.QUEST_NO);
      return true;
    }),
  );
}

export function useArticle(no: number, viewer: number | null, enabled = true) {
  return useQuery({
    queryKey: magazineKeys.article(no, viewer),
    queryFn: ({ signal }) => callApi(magazineApi.load, { body: { quest_no: no }, signal }),
    select: (d) => d.article,
    enabled: enabled && no > 0,
    retry: (count, err) => count < 2 && !(err as { status?: number }).status,
  });
}

export function useOwner(no: number, viewer: number | null) {
  return useQuery({
    queryKey: magazineKeys.owner(no, viewer),
    queryFn: ({ signal }) => callApi(magazineApi.owner, { body: { quest_no: no }, signal }),
  });
}

export function useAuthorArticles(no: number) {
  return useQuery({
    queryKey: magazineKeys.blog(no),
    queryFn: ({ signal }) => callApi(magazineApi.blog, { body: { quest_no: no, size: 6 }, signal }),
    select: (d) => d.list.filter((a) => a.QUEST_NO !== no),
  });
}

export function useMySeries(viewer: number | null) {
  return useQuery({
    queryKey: magazineKeys.mySeries(viewer),
    queryFn: ({ signal }) => callApi(magazineApi.series, { body: {}, signal }),
    select: (d) => d.series,
    enabled: viewer !== null,
  });
}

export function useInvalidateMagazine() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: magazineKeys.all }), [client]);
}
