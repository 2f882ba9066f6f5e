import { mainApi, type ResponseOf } from '@sidequest/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { keepAcrossViewer } from '../../lib/keep-across-viewer';

export type Home = ResponseOf<typeof mainApi.home>;

/** Keyed by the viewer: logging in or out must not show the previous person's quests. */
export const homeKeys = {
  home: (viewer: number | null) => ['home', viewer] as const,
};

/**
 * The whole home in one call (`GET /api/main/home`). A section the server could not read comes
 * back `null` and shows its own error; a failed call shows every section's.
 */
export function useHome(viewer: number | null) {
  return useQuery({
    queryKey: homeKeys.home(viewer),
    placeholderData: keepAcrossViewer(homeKeys.home(viewer), 1),
    queryFn: ({ signal }) => callApi(mainApi.home, { signal }),
    staleTime: 30_000,
  });
}
