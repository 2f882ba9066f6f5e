import { type ProjectOverview, projectPostApi } from '@sidequest/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export const postKeys = {
  overview: (projectNo: number, viewer: number | null) => ['project', projectNo, 'overview', viewer] as const,
  overviewAll: (projectNo: number) => ['project', projectNo, 'overview'] as const,
  drafts: ['project', 'drafts'] as const,
};

/** The overview of one project as the viewer may see it (drafts only for their leader). */
export function useOverview(projectNo: number, viewer: number | null, enabled = true) {
  return useQuery({
    queryKey: postKeys.overview(projectNo, viewer),
    queryFn: async ({ signal }): Promise<ProjectOverview> =>
      (await callApi(projectPostApi.overview, { body: { project_no: projectNo }, signal })).project_overview,
    enabled: enabled && Number.isInteger(projectNo) && projectNo > 0,
  });
}

export function useDrafts(enabled: boolean) {
  return useQuery({
    queryKey: postKeys.drafts,
    queryFn: async ({ signal }) => (await callApi(projectPostApi.loadTemp, { signal })).drafts,
    enabled,
  });
}

/** Forgets what a save changed, so the overview and the draft list show it at once. */
export function useInvalidatePost() {
  const qc = useQueryClient();
  return (projectNo: number | null) => {
    void qc.invalidateQueries({ queryKey: postKeys.drafts });
    if (projectNo) void qc.invalidateQueries({ queryKey: postKeys.overviewAll(projectNo) });
  };
}
