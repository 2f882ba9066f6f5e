import { dailyQuests, questsApi, type ResponseOf } from '@sidequest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

export type QuestInfo = ResponseOf<typeof questsApi.questInfo>;
export type DailyQuest = QuestInfo['QUESTS'][number];
export type WeeklyChallenge = ResponseOf<typeof questsApi.loadWeeklyChallenge>;
export type WeeklyReport = ResponseOf<typeof questsApi.loadReportChallenge>;

/** Keys carry the member's number, so another member's quests never flash after a re-login. */
export const questKeys = {
  all: (userNo: number) => ['quests', userNo] as const,
  info: (userNo: number) => ['quests', userNo, 'info'] as const,
  weekly: (userNo: number) => ['quests', userNo, 'weekly'] as const,
  report: (userNo: number) => ['quests', userNo, 'report'] as const,
};

/** While the sheet is open, progress made in another tab shows within this long. */
export const OPEN_POLL_MS = 20_000;
/**
 * Closed, the header ring is asked again this often (only while the tab is visible): a project
 * view or an article read is no mutation of this app's cache, so nothing else would refresh it.
 */
export const IDLE_POLL_MS = 120_000;

function useUserNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

/**
 * The quest progress object of the client state (product-spec 3): today's three quests. It lives
 * in this query's cache, not in the zustand store (docs/decisions/quests.md): it is server state
 * that expires at Seoul midnight. The first ask of the day also marks attendance on the server.
 */
export function useQuestProgress(options: { polling?: boolean } = {}) {
  const userNo = useUserNo();
  return useQuery({
    queryKey: questKeys.info(userNo),
    queryFn: ({ signal }) => callApi(questsApi.questInfo, { signal }),
    enabled: userNo > 0,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
    refetchInterval: options.polling ? OPEN_POLL_MS : IDLE_POLL_MS,
  });
}

export function useWeeklyChallenge(enabled: boolean) {
  const userNo = useUserNo();
  return useQuery({
    queryKey: questKeys.weekly(userNo),
    queryFn: ({ signal }) => callApi(questsApi.loadWeeklyChallenge, { signal }),
    enabled: enabled && userNo > 0,
  });
}

export function useWeeklyReport(enabled: boolean) {
  const userNo = useUserNo();
  return useQuery({
    queryKey: questKeys.report(userNo),
    queryFn: ({ signal }) => callApi(questsApi.loadReportChallenge, { signal }),
    enabled: enabled && userNo > 0,
    staleTime: 10 * 60_000,
  });
}

/** Exp and points shown elsewhere (My page, level) move with a claim. */
function useRefreshBalances() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return () => {
    void client.invalidateQueries({ queryKey: ['my', userNo] });
    void client.invalidateQueries({ queryKey: questKeys.weekly(userNo) });
  };
}

export function useClaimQuest() {
  const client = useQueryClient();
  const userNo = useUserNo();
  const refresh = useRefreshBalances();
  return useMutation({
    mutationKey: ['quests', 'claim'],
    mutationFn: (code: string) => {
      // The server refuses anything else too; this keeps a stale code from ever being sent.
      if (!dailyQuests.has(code)) throw new Error(`unknown quest ${code}`);
      return callApi(questsApi.questClaim, { body: { code } });
    },
    onSuccess: (info) => {
      client.setQueryData(questKeys.info(userNo), info);
      refresh();
    },
    // Already claimed elsewhere, or the day turned: the list is out of date.
    onError: () => client.invalidateQueries({ queryKey: questKeys.info(userNo) }),
  });
}

export function useClaimWeekly() {
  const client = useQueryClient();
  const userNo = useUserNo();
  const refresh = useRefreshBalances();
  return useMutation({
    mutationKey: ['quests', 'claim_weekly'],
    mutationFn: () => callApi(questsApi.weeklyChallengeClaim, { body: {} }),
    onSuccess: (week) => {
      client.setQueryData(questKeys.weekly(userNo), week);
      refresh();
    },
    onError: () => client.invalidateQueries({ queryKey: questKeys.weekly(userNo) }),
  });
}

/**
 * Quest steps happen in other features (a reply, a follow, a reaction …), which know nothing of
 * quests. Any successful mutation there may have moved one, so the progress is asked again a
 * moment later (one request for a burst of mutations). Our own claims set the cache themselves.
 */
export function useRefreshQuestsOnActions(delayMs = 800) {
  const client = useQueryClient();
  const userNo = useUserNo();
  useEffect(() => {
    if (userNo <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.mutation.options.mutationKey?.[0] === 'quests') return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void client.invalidateQueries({ queryKey: questKeys.info(userNo) });
      }, delayMs);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [client, userNo, delayMs]);
}
