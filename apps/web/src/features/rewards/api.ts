import { type ResponseOf, rewardsApi } from '@sidequest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

/** Keys carry the member's number: another member's rewards must never flash after a re-login. */
export const rewardKeys = {
  pending: (userNo: number) => ['rewards', userNo, 'pending'] as const,
};

export type PendingRewards = ResponseOf<typeof rewardsApi.loadUserReward>;
export type ClaimResult = ResponseOf<typeof rewardsApi.getUserReward>;

function useUserNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

/** What the member's activity earned and they have not taken yet (the claim card). */
export function usePendingRewards() {
  const userNo = useUserNo();
  return useQuery({
    queryKey: rewardKeys.pending(userNo),
    queryFn: ({ signal }) => callApi(rewardsApi.loadUserReward, { signal }),
    enabled: userNo > 0,
  });
}

/**
 * Takes every pending reward. The exp and points land in the ledger, so the My page's balances and
 * histories (keys starting with 'my') and the points feature's views are fetched again.
 */
export function useClaimRewards() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: () => callApi(rewardsApi.getUserReward, { body: {} }),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (q) => {
          const [area, owner] = q.queryKey as unknown[];
          return ((area === 'my' || area === 'rewards') && owner === userNo) || area === 'points';
        },
      }),
  });
}
