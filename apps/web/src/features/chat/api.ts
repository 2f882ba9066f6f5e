import { chatApi, peopleApi, projectTeamApi } from '@sidequest/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';
import { teamKeys } from '../project-team/api';
import { patchRoomDetail, useChatStore } from './store';

/**
 * Chat's HTTP calls made from its screens, one hook each. Room lists, messages and sends go over
 * the socket (room-actions.ts, send.ts); these are the dialogs, bars and menus around them.
 */

/** Chat's queries start with 'chat' and the viewer, so one login never sees another's answers. */
export const chatKeys = {
  profiles: (viewer: number | null, roomId: string) => ['chat', viewer, 'profiles', roomId] as const,
  openList: (viewer: number | null) => ['chat', viewer, 'open-list'] as const,
  checkSlot: (viewer: number | null, opponentNo: number) =>
    ['chat', viewer, 'check-slot', opponentNo] as const,
  candidates: (viewer: number | null, roomId: string) => ['chat', viewer, 'candidates', roomId] as const,
  peopleSearch: (term: string) => ['chat', 'people-search', term] as const,
};

const useViewer = () => useUserStore((s) => s.profile?.no ?? null);

/** 참여자 목록 (chat_profiles), asked while the dialog is open. */
export function useRoomProfiles(roomId: string, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: chatKeys.profiles(viewer, roomId),
    queryFn: async ({ signal }) =>
      (await callApi(chatApi.chatProfiles, { body: { chatId: roomId }, signal })).profiles,
    enabled,
  });
}

/** 내보내기 (the host): the participant list is asked again before the dialog closes. */
export function useExpel(roomId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (userNo: number) =>
      callApi(chatApi.expelGroupChat, { body: { chatId: roomId, user_no: userNo } }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.profiles(viewer, roomId) }),
  });
}

/** 공지 set or taken down (an empty text): the open room shows the answer at once. */
export function useUpdateNotice(roomId: string) {
  return useMutation({
    mutationFn: (notice: string) => callApi(chatApi.updateNotice, { body: { chatId: roomId, notice } }),
    onSuccess: (res) => patchRoomDetail(roomId, { notice: res.notice }),
  });
}

/** 오픈채팅 찾기: the rooms anyone may join. */
export function useOpenChatList() {
  const viewer = useViewer();
  return useQuery({
    queryKey: chatKeys.openList(viewer),
    queryFn: async ({ signal }) => (await callApi(chatApi.openChatList, { body: {}, signal })).rooms,
  });
}

export type OpenChatEntry =
  | { mode: 'create'; title: string; nickname: string }
  | { mode: 'join'; roomId: string; nickname: string };

/** Making an open room or joining one, with a per-room nickname; both answer the room id. */
export function useEnterOpenChat() {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (v: OpenChatEntry) =>
      v.mode === 'create'
        ? callApi(chatApi.createOpenChat, { body: { title: v.title, nickname: v.nickname } })
        : callApi(chatApi.joinOpenChat, { body: { chatId: v.roomId, nickname: v.nickname } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: chatKeys.openList(viewer) }),
  });
}

/** 그룹 채팅 만들기: I become the host of a room with these people. */
export function useCreateGroup() {
  return useMutation({
    mutationFn: (v: { title: string; userNos: number[] }) =>
      callApi(chatApi.createGroupChat, { body: { title: v.title, user_nos: v.userNos } }),
  });
}

/** 초대하기 (the group's host); the room learns of the newcomers over the socket. */
export function useInviteToGroup(roomId: string) {
  return useMutation({
    mutationFn: (userNos: number[]) =>
      callApi(chatApi.inviteGroupChat, { body: { chatId: roomId, user_nos: userNos } }),
  });
}

/** 나가기: the room leaves the list here at once (leaveRoomResult may come late on a slow socket). */
export function useLeaveRoom() {
  return useMutation({
    mutationFn: (roomId: string) => callApi(chatApi.leaveChat, { body: { chatId: roomId } }),
    onSuccess: (_res, roomId) => {
      const s = useChatStore.getState();
      useChatStore.setState({ roomList: s.roomList.filter((r) => r._id !== roomId), activeRoomId: null });
      s.dropRoom(roomId);
    },
  });
}

/** 내 프로젝트에 초대: my recruiting projects with open seats, fresh on every opening. */
export function useCheckSlot(opponentNo: number, enabled: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: chatKeys.checkSlot(viewer, opponentNo),
    queryFn: ({ signal }) => callApi(chatApi.checkSlot, { body: { opponent_no: opponentNo }, signal }),
    enabled,
    // Seats and invitations change elsewhere: every opening asks again.
    staleTime: 0,
  });
}

/** Applications between the two people of a one-to-one room (checkCandidate2). */
export function useCandidates(roomId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: chatKeys.candidates(viewer, roomId),
    queryFn: ({ signal }) => callApi(chatApi.checkCandidate2, { body: { chatId: roomId }, signal }),
    enabled: viewer !== null,
  });
}

/**
 * 확정 / 거절 from the room's bar. Whatever happened (decided here, or elsewhere first), the bar and
 * the project's team views then show what the server has.
 */
export function useDecideCandidate(roomId: string) {
  const client = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (v: { projectNo: number; userNo: number; approve: boolean }) =>
      callApi(projectTeamApi.approval, {
        body: { project_no: v.projectNo, user_no: v.userNo, approve: v.approve },
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: chatKeys.candidates(viewer, roomId) });
      void client.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}

/** A pro chat's check-in by the pro: the real start time is recorded and shown. */
export function useProStart(roomId: string) {
  return useMutation({
    mutationFn: () => callApi(chatApi.proStartCheck, { body: { chatId: roomId } }),
    onSuccess: ({ realStart }) =>
      useChatStore.getState().patchRoom(roomId, (r) => ({
        detail: r.detail ? { ...r.detail, attributes: { ...r.detail.attributes, realStart } } : null,
      })),
  });
}

/** The other side did not come: the room ends 10 minutes later. */
export function useReportNoShow(roomId: string) {
  return useMutation({
    mutationFn: () => callApi(chatApi.reportNoShow, { body: { chatId: roomId } }),
    onSuccess: (res) => patchRoomDetail(roomId, { endDate: res.endDate }),
  });
}

/** 신고하기 on someone else's message. */
export function useReportMessage(roomId: string) {
  return useMutation({
    mutationFn: (v: { messageId: string; senderNo: number }) =>
      callApi(chatApi.reportMessage, {
        body: { chat_id: roomId, message_id: v.messageId, opponent_no: v.senderNo },
      }),
  });
}

/** 포인트 받기 under a channel room's ad message (once per reader and message). */
export function useClaimAdPoint(roomId: string) {
  return useMutation({
    mutationFn: (messageId: string) => callApi(chatApi.getAdPoint, { body: { chatId: roomId, messageId } }),
  });
}

export interface PickedPerson {
  no: number;
  nickname: string;
  img: string | null;
}

/** People by nickname (the directory's quick search), for picking into a group. */
export function usePeopleSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.peopleSearch(term),
    queryFn: async ({ signal }): Promise<PickedPerson[]> => {
      const res = await callApi(peopleApi.search, { query: { keyword: term, limit: 8 }, signal });
      return res.profiles.map((p) => ({ no: p.USER_NO, nickname: p.USER_NICKNAME, img: p.USER_IMG_URL }));
    },
    enabled,
  });
}
