import { type PersonCard, peopleApi, type QueryOf, type ResponseOf } from '@sidequest/shared';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import type { DirectoryFilters } from './filters';

type DirectoryPage = ResponseOf<typeof peopleApi.loadProfiles>;
type MatchPage = ResponseOf<typeof peopleApi.loadProfilesMatch>;

/** Every query of this feature starts with 'people', so a follow can patch them all at once. */
export const peopleKeys = {
  all: ['people'] as const,
  directory: (viewer: number | null, filters: DirectoryFilters) =>
    ['people', 'directory', viewer, filters] as const,
  match: (viewer: number | null, limit: number) => ['people', 'match', viewer, limit] as const,
  summary: ['people', 'summary'] as const,
};

export const PAGE_SIZE = peopleApi.DIRECTORY_PAGE_SIZE;

/**
 * The directory, page by page: 더보기 passes the previous page's `next_cursor`, so the server seeks
 * the order's index and page 40 costs what page 1 costs.
 */
export function useDirectory(viewer: number | null, filters: DirectoryFilters) {
  return useInfiniteQuery({
    queryKey: peopleKeys.directory(viewer, filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callApi(peopleApi.loadProfiles, {
        // The codes were checked against the catalogues when read from the URL (filters.ts).
        query: {
          ...(filters as QueryOf<typeof peopleApi.loadProfiles>),
          offset: 0,
          ...(pageParam ? { cursor: pageParam } : {}),
          limit: PAGE_SIZE,
        },
        signal,
      }),
    getNextPageParam: (last) => (last.has_more ? (last.next_cursor ?? undefined) : undefined),
  });
}

/**
 * The pages as one list. Someone who became active between two pages moves to the top and would
 * otherwise show twice; the first sighting wins.
 */
export function flattenPages(data: InfiniteData<DirectoryPage> | undefined): PersonCard[] {
  if (!data) return [];
  const seen = new Set<number>();
  const out: PersonCard[] = [];
  for (const page of data.pages) {
    for (const card of page.profiles) {
      if (seen.has(card.USER_NO)) continue;
      seen.add(card.USER_NO);
      out.push(card);
    }
  }
  return out;
}

export function useMatches(viewer: number | null, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.match(viewer, limit),
    queryFn: ({ signal }) => callApi(peopleApi.loadProfilesMatch, { query: { limit }, signal }),
    enabled,
    // Recommendations need not follow every click; a minute keeps them steady while browsing.
    staleTime: 60_000,
  });
}

export function useDirectorySummary() {
  return useQuery({
    queryKey: peopleKeys.summary,
    queryFn: ({ signal }) => callApi(peopleApi.people, { signal }),
    staleTime: 60_000,
  });
}

/**
 * Applies a change to one person on every cached card (directory pages, recommendations), so the
 * same person shows the same follow and favourite state wherever they appear.
 */
export function patchPerson(client: QueryClient, userNo: number, patch: Partial<PersonCard>) {
  const fix = (card: PersonCard) => (card.USER_NO === userNo ? { ...card, ...patch } : card);
  client.setQueriesData<unknown>({ queryKey: peopleKeys.all }, (old: unknown) => {
    if (!old || typeof old !== 'object') return old;
    if ('pages' in old) {
      const data = old as InfiniteData<DirectoryPage>;
      return { ...data, pages: data.pages.map((p) => ({ ...p, profiles: p.profiles.map(fix) })) };
    }
    if ('profiles' in old) {
      const data = old as MatchPage;
      return { ...data, profiles: data.profiles.map(fix) };
    }
    return old;
  });
}

/** 팔로우 (true) or 팔로우 취소 (false); every cached card of the person shows the server's answer. */
export function useFollow(userNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => callApi(peopleApi.follow, { body: { user_no: userNo, follow } }),
    onSuccess: (res) =>
      patchPerson(client, userNo, { IS_FOLLOWING: res.IS_FOLLOWING, FOLLOWER_COUNT: res.FOLLOWER_COUNT }),
  });
}

/** Keeps a person in 즐겨찾기 (true) or takes them out; every cached card follows. */
export function useFavourite(userNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (favourite: boolean) =>
      callApi(peopleApi.favourite, { body: { target_type: 'user', target_no: userNo, favourite } }),
    onSuccess: (res) => patchPerson(client, userNo, { IS_FAVOURITE: res.IS_FAVOURITE }),
  });
}
