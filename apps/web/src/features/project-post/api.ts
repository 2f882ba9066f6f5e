import { type BodyOf, type ProjectOverview, projectPostApi } from '@sidequest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

type DraftBody = BodyOf<typeof projectPostApi.saveTemp>;
type PublishBody = BodyOf<typeof projectPostApi.project>;
type UpdateBody = BodyOf<typeof projectPostApi.projectUpdate>;

/** The autosave's write: a private draft, created by the first save (its number comes back). */
export function useSaveDraft() {
  const invalidate = useInvalidatePost();
  return useMutation({
    mutationFn: (body: DraftBody) => callApi(projectPostApi.saveTemp, { body }),
    onSuccess: () => invalidate(null),
  });
}

/**
 * The last draft when the page is being left: `keepalive` lets the request outlive the page,
 * which an ordinary call would not.
 */
export function saveDraftOnExit(body: DraftBody): void {
  void fetch(projectPostApi.saveTemp.path, {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * 게시. It first waits for the draft save under way, which may be the one that creates the
 * project, so the body is read only after that (`body` is a function).
 */
export function usePublishProject() {
  const invalidate = useInvalidatePost();
  return useMutation({
    mutationFn: async (v: { settle: () => Promise<void>; body: () => PublishBody }) => {
      await v.settle();
      return callApi(projectPostApi.project, { body: v.body() });
    },
    onSuccess: (res) => invalidate(res.project_no),
  });
}

/** Saves the leader's edit of a published post. */
export function useUpdateProject(projectNo: number) {
  const invalidate = useInvalidatePost();
  return useMutation({
    mutationFn: (body: Omit<UpdateBody, 'project_no'>) =>
      callApi(projectPostApi.projectUpdate, { body: { ...body, project_no: projectNo } }),
    onSuccess: () => invalidate(projectNo),
  });
}
