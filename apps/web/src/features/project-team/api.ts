import { type BodyOf, peopleApi, projectTeamApi as api, type ResponseOf } from '@sidequest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

export type TeamData = ResponseOf<typeof api.members>;

/** Every query here starts with 'project-team', so one decision refreshes what depends on it. */
export const teamKeys = {
  all: ['project-team'] as const,
  team: (projectNo: number, viewer: number | null) => ['project-team', 'members', projectNo, viewer] as const,
  qna: (projectNo: number, viewer: number | null) => ['project-team', 'qna', projectNo, viewer] as const,
  mine: (viewer: number | null) => ['project-team', 'mine', viewer] as const,
  invitations: (viewer: number | null) => ['project-team', 'invitations', viewer] as const,
  peopleSearch: (term: string) => ['project-team', 'people-search', term] as const,
};

export function useTeam(projectNo: number, viewer: number | null) {
  return useQuery({
    queryKey: teamKeys.team(projectNo, viewer),
    queryFn: ({ signal }) => callApi(api.members, { body: { project_no: projectNo }, signal }),
  });
}

export function useQuestions(projectNo: number, viewer: number | null) {
  return useQuery({
    queryKey: teamKeys.qna(projectNo, viewer),
    queryFn: ({ signal }) => callApi(api.questions, { query: { project_no: projectNo }, signal }),
  });
}

export function useProjectInfo(viewer: number | null) {
  return useQuery({
    queryKey: teamKeys.mine(viewer),
    queryFn: ({ signal }) => callApi(api.projectInfo, { signal }),
    enabled: viewer !== null,
  });
}

export function useInvitations(viewer: number | null) {
  return useQuery({
    queryKey: teamKeys.invitations(viewer),
    queryFn: ({ signal }) => callApi(api.invitationList, { signal }),
    enabled: viewer !== null,
  });
}

/** People to invite, by nickname; asks only once the term has two letters (spaces aside). */
export function usePeopleSearch(term: string) {
  return useQuery({
    queryKey: teamKeys.peopleSearch(term),
    queryFn: ({ signal }) => callApi(peopleApi.search, { query: { keyword: term, limit: 8 }, signal }),
    enabled: [...term.replace(/\s+/g, '')].length >= 2,
  });
}

/** A mutation that refreshes every team query when it settles (the server has the truth). */
function useTeamMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

type Answer = { question: string; answer: string };

export const useApply = (projectNo: number) =>
  useTeamMutation((v: { slot_no: number; answers: Answer[] }) =>
    callApi(api.apply, { body: { project_no: projectNo, ...v } }),
  );

/** Takes the project number, so 마이페이지 cancels any of its pending applications with one hook. */
export const useCancelApply = () =>
  useTeamMutation((projectNo: number) => callApi(api.cancelApply, { body: { project_no: projectNo } }));

export const useAcceptInvite = () =>
  useTeamMutation((body: BodyOf<typeof api.acceptInvite>) => callApi(api.acceptInvite, { body }));

export const useDeclineInvite = () =>
  useTeamMutation((invitationNo: number) =>
    callApi(api.declineInvite, { body: { invitation_no: invitationNo } }),
  );

export const useInvite = () =>
  useTeamMutation((body: BodyOf<typeof api.invite>) => callApi(api.invite, { body }));

export const useRemoveMember = (projectNo: number) =>
  useTeamMutation((userNo: number) =>
    callApi(api.removeMember, { body: { project_no: projectNo, user_no: userNo } }),
  );

export const useChangeLeader = (projectNo: number) =>
  useTeamMutation((userNo: number) =>
    callApi(api.changeLeader, { body: { project_no: projectNo, user_no: userNo } }),
  );

export const useResign = (projectNo: number) =>
  useTeamMutation(() => callApi(api.resign, { body: { project_no: projectNo } }));

export const useDeleteProject = (projectNo: number) =>
  useTeamMutation(() => callApi(api.deleteProject, { body: { project_no: projectNo } }));

export const useQuestionNew = (projectNo: number) =>
  useTeamMutation((text: string) =>
    callApi(api.questionNew, { body: { project_no: projectNo, body: text } }),
  );

export const useQuestionReply = (projectNo: number) =>
  useTeamMutation((v: { qna_no: number; body: string }) =>
    callApi(api.questionReply, { body: { project_no: projectNo, ...v } }),
  );

export const useQuestionDelete = (projectNo: number) =>
  useTeamMutation((qnaNo: number) =>
    callApi(api.questionDelete, { body: { project_no: projectNo, qna_no: qnaNo } }),
  );

/**
 * 확정 / 거절 with the slot count moving at once: the card's slot shows the new count before the
 * server answers and goes back if the call fails (SLOT_FULL after a race, for example).
 */
export function useApproval(projectNo: number, viewer: number | null) {
  const client = useQueryClient();
  const key = teamKeys.team(projectNo, viewer);
  return useMutation({
    mutationFn: (v: { user_no: number; approve: boolean }) =>
      callApi(api.approval, { body: { project_no: projectNo, ...v } }),
    onMutate: async (v) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<TeamData>(key);
      if (before) {
        const card = before.applicants.find((a) => a.USER_NO === v.user_no);
        client.setQueryData<TeamData>(key, {
          ...before,
          applicants: before.applicants.map((a) =>
            a.USER_NO === v.user_no ? { ...a, APPLICANT_STATUS: v.approve ? '02' : '03' } : a,
          ),
          slots: before.slots.map((s) =>
            v.approve && card && s.SLOT_NO === card.SLOT_NO
              ? { ...s, FILLED: Math.min(s.TYPE, s.FILLED + 1) }
              : s,
          ),
        });
      }
      return { before };
    },
    onError: (_err, _v, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
