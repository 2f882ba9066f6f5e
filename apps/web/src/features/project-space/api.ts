import { type BodyOf, projectSpaceApi, projectTeamApi, type Todo } from '@sidequest/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { postKeys } from '../project-post/api';

/** Every space query starts with 'project-space' and the project number, so one change refreshes its tab. */
export const spaceKeys = {
  project: (projectNo: number) => ['project-space', projectNo] as const,
  milestones: (projectNo: number) => ['project-space', projectNo, 'milestones'] as const,
  todos: (projectNo: number) => ['project-space', projectNo, 'todos'] as const,
  history: (projectNo: number, viewer: number | null) =>
    ['project-space', projectNo, 'history', viewer] as const,
  schedule: (viewer: number | null) => ['project-schedule', viewer] as const,
};

export function useMilestones(projectNo: number) {
  return useQuery({
    queryKey: spaceKeys.milestones(projectNo),
    queryFn: ({ signal }) => callApi(projectSpaceApi.milestones, { body: { project_no: projectNo }, signal }),
    select: (d) => d.list,
  });
}

export function useTodos(projectNo: number) {
  return useQuery({
    queryKey: spaceKeys.todos(projectNo),
    queryFn: ({ signal }) => callApi(projectSpaceApi.todos, { body: { project_no: projectNo }, signal }),
    select: (d) => d.list,
  });
}

export function useHistory(projectNo: number, viewer: number | null) {
  return useInfiniteQuery({
    queryKey: spaceKeys.history(projectNo, viewer),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callApi(projectSpaceApi.history, { body: { project_no: projectNo, offset: pageParam }, signal }),
    getNextPageParam: (last, all) => (last.has_more ? all.reduce((n, p) => n + p.list.length, 0) : undefined),
  });
}

/** The team (for the assignee picker), from the team helper's members call. */
export function useTeamMembers(projectNo: number) {
  return useQuery({
    queryKey: [...spaceKeys.project(projectNo), 'members'],
    queryFn: ({ signal }) => callApi(projectTeamApi.members, { body: { project_no: projectNo }, signal }),
    select: (d) => d.members,
    staleTime: 60_000,
  });
}

export function useDailySchedule(viewer: number | null) {
  return useQuery({
    queryKey: [...spaceKeys.schedule(viewer), 'daily'],
    queryFn: ({ signal }) => callApi(projectSpaceApi.dailyScheduleAll, { signal }),
    enabled: viewer !== null,
  });
}

export function useTodoRemained(viewer: number | null) {
  return useQuery({
    queryKey: [...spaceKeys.schedule(viewer), 'remained'],
    queryFn: ({ signal }) => callApi(projectSpaceApi.todoRemained, { signal }),
    enabled: viewer !== null,
  });
}

/** A change in the space: afterwards the tab's list, the history and the member's schedule refresh. */
function useSpaceMutation<B, R>(projectNo: number, fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: spaceKeys.project(projectNo) });
      void client.invalidateQueries({ queryKey: ['project-schedule'] });
    },
  });
}

export const useMilestoneNew = (projectNo: number) =>
  useSpaceMutation(projectNo, (body: BodyOf<typeof projectSpaceApi.milestoneNew>) =>
    callApi(projectSpaceApi.milestoneNew, { body }),
  );
export const useMilestoneUpdate = (projectNo: number) =>
  useSpaceMutation(projectNo, (body: BodyOf<typeof projectSpaceApi.milestoneUpdate>) =>
    callApi(projectSpaceApi.milestoneUpdate, { body }),
  );
export const useMilestoneDone = (projectNo: number) =>
  useSpaceMutation(projectNo, (body: BodyOf<typeof projectSpaceApi.milestoneDone>) =>
    callApi(projectSpaceApi.milestoneDone, { body }),
  );
export const useMilestoneDelete = (projectNo: number) =>
  useSpaceMutation(projectNo, (body: BodyOf<typeof projectSpaceApi.milestoneDelete>) =>
    callApi(projectSpaceApi.milestoneDelete, { body }),
  );
export const useTodoNew = (projectNo: number) =>
  useSpaceMutation(projectNo, (body: BodyOf<typeof projectSpaceApi.todoNew>) =>
    callApi(projectSpaceApi.todoNew, { body }),
  );
export const useTodoUpdate = (projectNo: number) =>
  useSpaceMutation(projectNo, (body: BodyOf<typeof projectSpaceApi.todoUpdate>) =>
    callApi(projectSpaceApi.todoUpdate, { body }),
  );
export const useTodoDelete = (projectNo: number) =>
  useSpaceMutation(projectNo, (body: BodyOf<typeof projectSpaceApi.todoDelete>) =>
    callApi(projectSpaceApi.todoDelete, { body }),
  );

/** Phase and status live on the overview, so those refresh too. */
export function useLeaderChange(projectNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { phase: string } | { status: string }): Promise<void> => {
      if ('phase' in change) {
        await callApi(projectSpaceApi.changePhase, {
          body: { project_no: projectNo, phase: change.phase as never },
        });
      } else {
        await callApi(projectSpaceApi.changeStatus, {
          body: { project_no: projectNo, status: change.status as never },
        });
      }
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: postKeys.overviewAll(projectNo) });
      void client.invalidateQueries({ queryKey: spaceKeys.project(projectNo) });
    },
  });
}

export type { Todo };
