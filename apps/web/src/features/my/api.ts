import { authApi, type LedgerKindCode, pointsApi, profileApi, type ResponseOf } from '@sidequest/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

/** Keys carry the member's number: another member's balance must never flash after a re-login. */
export const myKeys = {
  info: (userNo: number) => ['my', userNo, 'info'] as const,
  favourites: (userNo: number) => ['my', userNo, 'favourites'] as const,
  points: (userNo: number) => ['my', userNo, 'points'] as const,
  exp: (userNo: number) => ['my', userNo, 'exp'] as const,
  summary: (userNo: number) => ['my', userNo, 'points', 'summary'] as const,
};

export const LEDGER_PAGE = 10;

function useUserNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

export function useMyInfo() {
  const userNo = useUserNo();
  return useQuery({
    queryKey: myKeys.info(userNo),
    queryFn: ({ signal }) => callApi(profileApi.myInfo, { signal }),
    enabled: userNo > 0,
  });
}

export function useFavouritePeople(enabled: boolean) {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: myKeys.favourites(userNo),
    queryFn: ({ pageParam, signal }) =>
      callApi(profileApi.favoriteInfo, { query: { page: pageParam, size: 20 }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled: enabled && userNo > 0,
  });
}

/** What the history shows: one kind (충전, 사용 …) and one month (`YYYY-MM`), or everything. */
export interface LedgerFilter {
  kind?: LedgerKindCode;
  month?: string;
}

function ledgerQuery(filter: LedgerFilter, before: number | undefined) {
  return {
    size: LEDGER_PAGE,
    ...(before ? { before } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.month ? { month: filter.month } : {}),
  };
}

/** The point history, newest first, paged by key ("더 보기" asks for the entries before the last). */
export function usePointHistory(filter: LedgerFilter, enabled = true) {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: [...myKeys.points(userNo), filter.kind ?? '', filter.month ?? ''],
    queryFn: ({ pageParam, signal }) =>
      callApi(profileApi.pointInfo, { query: ledgerQuery(filter, pageParam), signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: enabled && userNo > 0,
  });
}

export function useExpHistory(filter: LedgerFilter, enabled = true) {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: [...myKeys.exp(userNo), filter.kind ?? '', filter.month ?? ''],
    queryFn: ({ pageParam, signal }) =>
      callApi(profileApi.expInfo, { query: ledgerQuery(filter, pageParam), signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: enabled && userNo > 0,
  });
}

/** The last eight weeks of points in and out, for the chart above the history. */
export function usePointSummary(enabled = true) {
  const userNo = useUserNo();
  return useQuery({
    queryKey: myKeys.summary(userNo),
    queryFn: ({ signal }) => callApi(pointsApi.pointSummarize, { signal }),
    enabled: enabled && userNo > 0,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      callApi(authApi.changePassword, { body }),
  });
}

/** 광고성 정보 수신 on or off; the cached 내 정보 takes the server's answer (the choice and its time). */
export function useMarketingConsent() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: (consent: boolean) => callApi(profileApi.marketingConsent, { body: { consent } }),
    onSuccess: (res) =>
      client.setQueryData<ResponseOf<typeof profileApi.myInfo>>(myKeys.info(userNo), (old) =>
        old ? { ...old, ...res } : old,
      ),
  });
}
