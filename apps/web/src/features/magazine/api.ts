import { type ArticleCard, type BodyOf, magazineApi } from '@sidequest/shared';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { type ArticleForm, toDraftBody, toPublishBody } from './form-state';

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
  /** Every viewer's series lists. */
  allSeries: ['magazine', 'my-series'] as const,
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

/** What the editor sends: the form, and the draft or article it continues (null for a new one). */
interface ArticleVars {
  form: ArticleForm;
  questNo: number | null;
}

/** Writes the draft (임시 저장 and autosave); the first save answers the new draft's number. */
export function useSaveArticleDraft() {
  return useMutation({
    mutationFn: ({ form, questNo }: ArticleVars) =>
      callApi(magazineApi.save, {
        body: { ...toDraftBody(form), ...(questNo ? { quest_no: questNo } : {}) },
      }),
  });
}

/**
 * 발행하기 (a draft or a new article) or, for a published one, 수정 완료. Every magazine query
 * refreshes before the mutation settles, so the list and the article show it when the editor leaves.
 */
export function usePublishArticle(published: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ form, questNo }: ArticleVars) =>
      published
        ? // A published article is only ever edited from its own number.
          callApi(magazineApi.update, { body: { ...toPublishBody(form), quest_no: questNo! } })
        : callApi(magazineApi.post, {
            body: { ...toPublishBody(form), ...(questNo ? { quest_no: questNo } : {}) },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: magazineKeys.all }),
  });
}

export function useRemoveArticle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questNo: number) => callApi(magazineApi.remove, { body: { quest_no: questNo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: magazineKeys.all }),
  });
}

/** 새 시리즈; the series pickers list it once the mutation settles. */
export function useCreateSeries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof magazineApi.seriesNew>) => callApi(magazineApi.seriesNew, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: magazineKeys.allSeries }),
  });
}
