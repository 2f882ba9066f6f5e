import { type BodyOf, moderationApi } from '@sidequest/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

/**
 * Query keys of this feature. `me` ends with the viewer's number so one member's state never shows
 * to the next one on a shared browser; invalidate `['moderation', 'me']` to refresh whoever it is.
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  me: (viewer: number | null) => ['moderation', 'me', viewer] as const,
  reports: (status: string) => ['moderation', 'reports', status] as const,
};

/** The viewer's posting suspension and operator flag; idle (no data) for visitors. */
export function useMySuspension() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  return useQuery({
    queryKey: moderationKeys.me(viewer),
    queryFn: ({ signal }) => callApi(moderationApi.mySuspension, { signal }),
    enabled: isLoggedIn && viewer !== null,
    // A suspension changes rarely; a minute spares a request on every composer opening.
    staleTime: 60_000,
  });
}

/** 신고하기: a member reports a post, reply, article, project or person. */
export function useReport() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof moderationApi.report>) => callApi(moderationApi.report, { body }),
  });
}
