import { authApi, profileApi, type ResponseOf } from '@sidequest/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

/** Keys carry the member's number: another member's balance must never flash after a re-login. */
export const myKeys = {
  info: (userNo: number) => ['my', userNo, 'info'] as const,
  favourites: (userNo: number) => ['my', userNo, 'favourites'] as const,
  points: (userNo: number) => ['my', userNo, 'points'] as const,
  exp: (userNo: number) => ['my', userNo, 'exp'] as const,
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

export function usePointHistory(enabled: boolean) {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: myKeys.points(userNo),
    queryFn: ({ pageParam, signal }) =>
      callApi(profileApi.pointInfo, { query: { page: pageParam, size: LEDGER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.has_more ? all.length + 1 : undefined),
    enabled: enabled && userNo > 0,
  });
}

export function useExpHistory(enabled: boolean) {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: myKeys.exp(userNo),
    queryFn: ({ pageParam, signal }) =>
      callApi(profileApi.expInfo, { query: { page: pageParam, size: LEDGER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.has_more ? all.length + 1 : undefined),
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
