import { type QueryHistoryItem, type SearchKind, searchApi } from '@sidequest/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

export type SearchPage = Awaited<ReturnType<typeof fetchPage>>;

/** Query keys; recent searches carry the member's number so a shared browser never shows another's. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string, kind: SearchKind | null) => ['search', 'results', q, kind] as const,
  suggest: (q: string) => ['search', 'suggest', q] as const,
  history: (userNo: number) => ['search', 'history', userNo] as const,
};

function fetchPage(q: string, kind: SearchKind | null, cursor: string | undefined, signal: AbortSignal) {
  return callApi(searchApi.search, {
    query: { q, ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) },
    signal,
  });
}

/** The results of `q` (one kind, or all), 20 at a time by key; the first page brings the tab counts. */
export function useSearchResults(q: string, kind: SearchKind | null) {
  const userNo = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: searchKeys.results(q, kind),
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchPage(q, kind, pageParam, signal);
      // The server kept this search among the member's recent ones.
      if (userNo && !pageParam) void client.invalidateQueries({ queryKey: searchKeys.history(userNo) });
      return page;
    },
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: q !== '',
  });
}

/** A few titles across kinds for what is being typed (the caller debounces `q`). */
export function useSuggestions(q: string) {
  return useQuery({
    queryKey: searchKeys.suggest(q),
    queryFn: ({ signal }) => callApi(searchApi.suggest, { query: { q }, signal }),
    enabled: q !== '',
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

function useMemberNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

/** The member's recent searches (nothing is asked for a visitor). */
export function useQueryHistory(enabled = true) {
  const userNo = useMemberNo();
  return useQuery({
    queryKey: searchKeys.history(userNo),
    queryFn: ({ signal }) => callApi(searchApi.queryHistory, { signal }),
    enabled: enabled && userNo > 0,
  });
}

function useHistoryWrite<V>(call: (v: V) => Promise<{ items: QueryHistoryItem[] }>) {
  const userNo = useMemberNo();
  const client = useQueryClient();
  const key = searchKeys.history(userNo);
  return useMutation({
    // A read of the list already on its way (a search just invalidated it) would answer after this
    // change with the items as they were, and put the deleted ones back: cancel it first.
    onMutate: () => client.cancelQueries({ queryKey: key }),
    mutationFn: call,
    onSuccess: (data) => client.setQueryData(key, { items: data.items }),
  });
}

export function useDeleteQuery() {
  return useHistoryWrite((historyNo: number) =>
    callApi(searchApi.deleteQueryHistory, { body: { history_no: historyNo } }),
  );
}

export function useClearQueries() {
  return useHistoryWrite((_: undefined) => callApi(searchApi.clearQueryHistory, { body: {} }));
}
