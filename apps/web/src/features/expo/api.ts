import { type Booth, type BodyOf, expoBoothsApi } from '@sidequest/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';
import { uploadFile, precheckFile } from '../../lib/upload';

/** Keys carry the viewer: the team sees drafts and refusal reasons that others must never see cached. */
export const boothKeys = {
  all: ['expo', 'booth'] as const,
  booth: (boothNo: number, viewer: number) => ['expo', 'booth', boothNo, viewer] as const,
  updates: (boothNo: number) => ['expo', 'booth', boothNo, 'updates'] as const,
  mine: (viewer: number) => ['expo', 'mine', viewer] as const,
  screening: ['expo', 'screening'] as const,
};

export function useViewerNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

export function useBooth(boothNo: number) {
  const viewer = useViewerNo();
  return useQuery({
    queryKey: boothKeys.booth(boothNo, viewer),
    queryFn: async ({ signal }): Promise<Booth> =>
      (await callApi(expoBoothsApi.detail, { body: { booth_no: boothNo }, signal })).booth,
    enabled: Number.isInteger(boothNo) && boothNo > 0,
    retry: false,
  });
}

export function useBoothUpdates(boothNo: number) {
  return useInfiniteQuery({
    queryKey: boothKeys.updates(boothNo),
    queryFn: ({ pageParam, signal }) =>
      callApi(expoBoothsApi.updates, {
        body: { booth_no: boothNo, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

export function useMyBooths() {
  const viewer = useViewerNo();
  return useQuery({
    queryKey: boothKeys.mine(viewer),
    queryFn: ({ signal }) => callApi(expoBoothsApi.mine, { signal }),
    enabled: viewer > 0,
  });
}

/** After any change the booth, its updates and my list are read again. */
function useInvalidateBooths() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: boothKeys.all });
    void qc.invalidateQueries({ queryKey: ['expo', 'mine'] });
  };
}

export function useInitBooth() {
  return useMutation({
    mutationFn: (projectNo: number | null) =>
      callApi(expoBoothsApi.init, { body: projectNo ? { project_no: projectNo } : {} }),
  });
}

/** The autosave's write; nothing is invalidated so the form is not re-read while typing. */
export function useSaveBoothDraft() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof expoBoothsApi.save>) => callApi(expoBoothsApi.save, { body }),
  });
}

/** 심사 보내기 for a draft or a refused booth; 저장 for one under screening or public. */
export function useSendBooth() {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: ({ body, publicEdit }: { body: BodyOf<typeof expoBoothsApi.submit>; publicEdit: boolean }) =>
      callApi(publicEdit ? expoBoothsApi.update : expoBoothsApi.submit, { body }),
    onSuccess: invalidate,
  });
}

export function useRemoveBooth() {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: (boothNo: number) => callApi(expoBoothsApi.remove, { body: { booth_no: boothNo } }),
    onSuccess: invalidate,
  });
}

export function usePostBoothUpdate(boothNo: number) {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: (body: string) => callApi(expoBoothsApi.postUpdate, { body: { booth_no: boothNo, body } }),
    onSuccess: invalidate,
  });
}

export function useDeleteBoothUpdate(boothNo: number) {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: (updateNo: number) =>
      callApi(expoBoothsApi.deleteUpdate, { body: { booth_no: boothNo, update_no: updateNo } }),
    onSuccess: invalidate,
  });
}

export function useInviteToBooth(boothNo: number) {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: (nickname: string) =>
      callApi(expoBoothsApi.invite, { body: { booth_no: boothNo, nickname } }),
    onSuccess: invalidate,
  });
}

export function useAnswerBoothInvitation(boothNo: number) {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: (accept: boolean) =>
      callApi(expoBoothsApi.answerInvitation, { body: { booth_no: boothNo, accept } }),
    onSuccess: invalidate,
  });
}

export function useLeaveBooth(boothNo: number) {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: () => callApi(expoBoothsApi.leave, { body: { booth_no: boothNo } }),
    onSuccess: invalidate,
  });
}

export function useCancelBoothInvitation(boothNo: number) {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: (nickname: string) =>
      callApi(expoBoothsApi.cancelInvitation, { body: { booth_no: boothNo, nickname } }),
    onSuccess: invalidate,
  });
}

export function useRemoveBoothMember(boothNo: number) {
  const invalidate = useInvalidateBooths();
  return useMutation({
    mutationFn: (userNo: number) =>
      callApi(expoBoothsApi.removeMember, { body: { booth_no: boothNo, user_no: userNo } }),
    onSuccess: invalidate,
  });
}

export function useMessageSupporters(boothNo: number) {
  return useMutation({
    mutationFn: (body: { title: string; body: string }) =>
      callApi(expoBoothsApi.messageSupporters, { body: { booth_no: boothNo, ...body } }),
  });
}

export function useScreeningQueue(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: boothKeys.screening,
    queryFn: ({ pageParam, signal }) =>
      callApi(expoBoothsApi.screeningList, { body: pageParam ? { after: pageParam } : {}, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_after ?? undefined,
    enabled,
  });
}

export function useScreenBooth() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof expoBoothsApi.screen>) => callApi(expoBoothsApi.screen, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: boothKeys.screening });
      void qc.invalidateQueries({ queryKey: boothKeys.all });
    },
  });
}

/** Uploads a logo or screenshot (checked here first so a refused file never goes up); resolves with its URL. */
export async function uploadBoothImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const refusal = precheckFile(file, 'image');
  if (refusal) throw new Error(refusal);
  return (await uploadFile(expoBoothsApi.imageUpload, file, { onProgress })).FILE_URL;
}
