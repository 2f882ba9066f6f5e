import { type ProjectCard, projectFindApi, type ResponseOf } from '@sidequest/shared';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../lib/api';
import { type ProjectFilters, searchBody } from './filters';

type Page = ResponseOf<typeof projectFindApi.search>;
type RecommendPage = ResponseOf<typeof projectFindApi.recommend>;

/** Every query here starts with 'project-find', so a like or a scrap can patch them all at once. */
export const findKeys = {
  all: ['project-find'] as const,
  list: (viewer: number | null, filters: ProjectFilters) =>
    ['project-find', 'list', viewer, filters] as const,
  recommend: (viewer: number | null) => ['project-find', 'recommend', viewer] as const,
};

export const PAGE_SIZE = projectFindApi.PROJECT_PAGE_SIZE;

/** The list, page by page (offset paging; 더보기 asks for the next offset). */
export function useProjectList(viewer: number | null, filters: ProjectFilters) {
  return useInfiniteQuery({
    queryKey: findKeys.list(viewer, filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callApi(projectFindApi.search, { body: searchBody(filters, pageParam), signal }),
    getNextPageParam: (last, all) =>
      last.has_more ? all.reduce((n, page) => n + page.projects.length, 0) : undefined,
  });
}

export function useRecommendations(viewer: number | null, enabled: boolean) {
  return useQuery({
    queryKey: findKeys.recommend(viewer),
    queryFn: ({ signal }) => callApi(projectFindApi.recommend, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The pages as one list; a project published between two pages would otherwise show twice. */
export function flattenPages(data: InfiniteData<Page> | undefined): ProjectCard[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: ProjectCard[] = [];
  for (const page of data.pages) {
    for (const card of page.projects) {
      if (seen.has(card.PROJECT_NO)) continue;
      seen.add(card.PROJECT_NO);
      out.push(card);
    }
  }
  return out;
}

/** Applies a change to one project on every cached card (list pages, recommendations). */
export function patchProject(client: QueryClient, projectNo: number, patch: Partial<ProjectCard>) {
  const fix = (card: ProjectCard) => (card.PROJECT_NO === projectNo ? { ...card, ...patch } : card);
  client.setQueriesData<unknown>({ queryKey: findKeys.all }, (old: unknown) => {
    if (!old || typeof old !== 'object') return old;
    if ('pages' in old) {
      const data = old as InfiniteData<Page>;
      return { ...data, pages: data.pages.map((p) => ({ ...p, projects: p.projects.map(fix) })) };
    }
    if ('projects' in old) {
      const data = old as RecommendPage;
      return { ...data, projects: data.projects.map(fix) };
    }
    return old;
  });
}

/** 스크랩 on or off; every cached card of the project follows the server's answer. */
export function useMark(projectNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mark: boolean) => callApi(projectFindApi.marks, { body: { project_no: projectNo, mark } }),
    onSuccess: (res) => patchProject(client, projectNo, { IS_MARKED: res.IS_MARKED }),
  });
}

/**
 * One view per opened project page (the server counts each viewer once a day). A failure is not
 * the reader's problem, so nothing is shown.
 */
export function useCountView(projectNo: number | undefined) {
  useEffect(() => {
    if (projectNo) callApi(projectFindApi.views, { body: { project_no: projectNo } }).catch(() => undefined);
  }, [projectNo]);
}
