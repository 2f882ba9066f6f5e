import { type BodyOf, expoRankApi } from '@sidequest/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

export type RankedBooth = expoRankApi.RankedBooth;
export type Badge = expoRankApi.Badge;
export type Period = 'daily' | 'weekly';
export type PromoInput = BodyOf<typeof expoRankApi.createCode>;

/** The live code's key ends with the viewer: "my code" must not show to the next person. */
export const rankKeys = {
  rankings: (period: Period, week: string | null) => ['expo-rank', 'rankings', period, week] as const,
  carousels: ['expo-rank', 'carousels'] as const,
  hall: ['expo-rank', 'hall'] as const,
  boothBadges: (boothNo: number) => ['expo-rank', 'badges', 'booth', boothNo] as const,
  makerBadges: (userNo: number) => ['expo-rank', 'badges', 'maker', userNo] as const,
  liveCode: (boothNo: number, viewer: number | null) => ['expo-rank', 'live-code', boothNo, viewer] as const,
  codes: (boothNo: number) => ['expo-rank', 'codes', boothNo] as const,
};

/** 오늘 / 이번 주 (live), or a past week's frozen list when `week` is given. */
export function useRankings(period: Period, week: string | null) {
  return useQuery({
    queryKey: rankKeys.rankings(period, week),
    queryFn: ({ signal }) =>
      callApi(expoRankApi.rankings, { body: week ? { period: 'weekly', week } : { period }, signal }),
  });
}

export function useCarousels() {
  return useQuery({
    queryKey: rankKeys.carousels,
    queryFn: ({ signal }) => callApi(expoRankApi.carousels, { body: {}, signal }),
  });
}

export function useHallOfFame() {
  return useInfiniteQuery({
    queryKey: rankKeys.hall,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(expoRankApi.hallOfFame, { body: pageParam ? { before: pageParam } : {}, signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export function useBoothBadges(boothNo: number) {
  return useQuery({
    queryKey: rankKeys.boothBadges(boothNo),
    queryFn: ({ signal }) => callApi(expoRankApi.boothBadges, { body: { booth_no: boothNo }, signal }),
  });
}

export function useMakerBadges(userNo: number) {
  return useQuery({
    queryKey: rankKeys.makerBadges(userNo),
    queryFn: ({ signal }) => callApi(expoRankApi.makerBadges, { body: { user_no: userNo }, signal }),
  });
}

export function useLiveCode(boothNo: number) {
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
  return useQuery({
    queryKey: rankKeys.liveCode(boothNo, viewer),
    queryFn: ({ signal }) => callApi(expoRankApi.liveCode, { body: { booth_no: boothNo }, signal }),
  });
}

/** 코드 받기: the bubble refetches afterwards (remaining count, "my code"). */
export function useClaimCode(boothNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (codeNo: number) => callApi(expoRankApi.claimCode, { body: { code_no: codeNo } }),
    onSettled: () => void client.invalidateQueries({ queryKey: ['expo-rank', 'live-code', boothNo] }),
  });
}

/** The team's codes (manage section). */
export function usePromoCodes(boothNo: number) {
  return useQuery({
    queryKey: rankKeys.codes(boothNo),
    queryFn: ({ signal }) => callApi(expoRankApi.listCodes, { body: { booth_no: boothNo }, signal }),
  });
}

function useInvalidateCodes(boothNo: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: rankKeys.codes(boothNo) });
    void client.invalidateQueries({ queryKey: ['expo-rank', 'live-code', boothNo] });
  };
}

export function useCreateCode(boothNo: number) {
  const done = useInvalidateCodes(boothNo);
  return useMutation({
    mutationFn: (body: PromoInput) => callApi(expoRankApi.createCode, { body }),
    onSuccess: done,
  });
}

export function useEndCode(boothNo: number) {
  const done = useInvalidateCodes(boothNo);
  return useMutation({
    mutationFn: (codeNo: number) => callApi(expoRankApi.endCode, { body: { code_no: codeNo } }),
    onSuccess: done,
  });
}
