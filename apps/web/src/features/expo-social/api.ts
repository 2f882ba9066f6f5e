import { type BodyOf, expoSocialApi } from '@sidequest/shared';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';
import { boothKeys } from '../expo/api';

export type BoothSocial = expoSocialApi.BoothSocial;
export type BoothReview = expoSocialApi.BoothReview;
export type ForumThread = expoSocialApi.ForumThread;
export type ForumReply = expoSocialApi.ForumReply;
export type ReactionCount = ForumThread['REACTIONS'][number];
export type ReviewInput = BodyOf<typeof expoSocialApi.reviewWrite>;
export type ThreadInput = BodyOf<typeof expoSocialApi.forumThreadNew>;
export const LIMITS = expoSocialApi.EXPO_SOCIAL_LIMITS;

/** Keys end with the viewer: "I supported" and "my review" must not show to the next person. */
export const socialKeys = {
  booth: (boothNo: number) => ['expo-social', boothNo] as const,
  state: (boothNo: number, viewer: number) => ['expo-social', boothNo, 'state', viewer] as const,
  reviews: (boothNo: number, viewer: number) => ['expo-social', boothNo, 'reviews', viewer] as const,
  threads: (boothNo: number, viewer: number) => ['expo-social', boothNo, 'threads', viewer] as const,
  replies: (boothNo: number, threadNo: number, viewer: number) =>
    ['expo-social', boothNo, 'replies', threadNo, viewer] as const,
};

export function useViewerNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

/** Counts, whether the viewer supported or liked, and whether they are on the team. */
export function useBoothSocial(boothNo: number) {
  const viewer = useViewerNo();
  return useQuery({
    queryKey: socialKeys.state(boothNo, viewer),
    queryFn: ({ signal }) => callApi(expoSocialApi.socialState, { query: { booth_no: boothNo }, signal }),
  });
}

/** The booth page's header counts (the booths part's query) follow every support, like and review. */
function refreshBoothHeader(qc: ReturnType<typeof useQueryClient>, boothNo: number) {
  return qc.invalidateQueries({ queryKey: [...boothKeys.all, boothNo] });
}

function useSetState(boothNo: number) {
  const qc = useQueryClient();
  const viewer = useViewerNo();
  return (state: BoothSocial) => {
    qc.setQueryData(socialKeys.state(boothNo, viewer), state);
    void refreshBoothHeader(qc, boothNo);
  };
}

export function useSupportBooth(boothNo: number) {
  const setState = useSetState(boothNo);
  return useMutation({
    mutationFn: () => callApi(expoSocialApi.support, { body: { booth_no: boothNo } }),
    onSuccess: setState,
  });
}

export function useLikeBooth(boothNo: number) {
  const setState = useSetState(boothNo);
  return useMutation({
    mutationFn: (like: boolean) => callApi(expoSocialApi.like, { body: { booth_no: boothNo, like } }),
    onSuccess: setState,
  });
}

/** Reviews, newest first; 더보기 asks for the ones before the last shown. */
export function useBoothReviews(boothNo: number) {
  const viewer = useViewerNo();
  return useInfiniteQuery({
    queryKey: socialKeys.reviews(boothNo, viewer),
    queryFn: ({ pageParam, signal }) =>
      callApi(expoSocialApi.reviews, {
        query: { booth_no: boothNo, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.list.at(-1)?.REVIEW_NO : undefined),
  });
}

/** After a review changes, the list, the average and the count are all stale. */
function useRefreshReviews(boothNo: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: socialKeys.booth(boothNo) }),
      refreshBoothHeader(qc, boothNo),
    ]);
}

export function useWriteReview(boothNo: number) {
  const refresh = useRefreshReviews(boothNo);
  return useMutation({
    mutationFn: (input: Omit<ReviewInput, 'booth_no'>) =>
      callApi(expoSocialApi.reviewWrite, { body: { ...input, booth_no: boothNo } }),
    onSuccess: refresh,
  });
}

export function useRemoveReview(boothNo: number) {
  const refresh = useRefreshReviews(boothNo);
  return useMutation({
    mutationFn: (reviewNo: number) => callApi(expoSocialApi.reviewRemove, { body: { review_no: reviewNo } }),
    onSuccess: refresh,
  });
}

export function useAnswerReview(boothNo: number) {
  const refresh = useRefreshReviews(boothNo);
  return useMutation({
    mutationFn: (input: { review_no: number; answer: string }) =>
      callApi(expoSocialApi.reviewAnswer, { body: input }),
    onSuccess: refresh,
  });
}

export function useForumThreads(boothNo: number) {
  const viewer = useViewerNo();
  return useInfiniteQuery({
    queryKey: socialKeys.threads(boothNo, viewer),
    queryFn: ({ pageParam, signal }) =>
      callApi(expoSocialApi.forumThreads, {
        query: { booth_no: boothNo, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.list.at(-1)?.THREAD_NO : undefined),
  });
}

export function useNewThread(boothNo: number) {
  const qc = useQueryClient();
  const viewer = useViewerNo();
  return useMutation({
    mutationFn: (input: Omit<ThreadInput, 'booth_no'>) =>
      callApi(expoSocialApi.forumThreadNew, { body: { ...input, booth_no: boothNo } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: socialKeys.threads(boothNo, viewer) }),
  });
}

/** A thread's replies, oldest first; 더보기 asks for the ones after the last shown. */
export function useForumReplies(boothNo: number, threadNo: number, enabled: boolean) {
  const viewer = useViewerNo();
  return useInfiniteQuery({
    queryKey: socialKeys.replies(boothNo, threadNo, viewer),
    queryFn: ({ pageParam, signal }) =>
      callApi(expoSocialApi.forumReplies, {
        query: { thread_no: threadNo, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.list.at(-1)?.REPLY_NO : undefined),
    enabled,
  });
}

export function useForumReply(boothNo: number, threadNo: number) {
  const qc = useQueryClient();
  const viewer = useViewerNo();
  return useMutation({
    mutationFn: (body: string) => callApi(expoSocialApi.forumReply, { body: { thread_no: threadNo, body } }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: socialKeys.replies(boothNo, threadNo, viewer) }),
        qc.invalidateQueries({ queryKey: socialKeys.threads(boothNo, viewer) }),
      ]),
  });
}

type ForumTarget = { target_type: 'thread' | 'reply'; target_no: number };

/** After a delete or hide the booth's threads and replies are read again (states and counts change). */
function useRefreshForum(boothNo: number) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: [...socialKeys.booth(boothNo), 'threads'] }),
      qc.invalidateQueries({ queryKey: [...socialKeys.booth(boothNo), 'replies'] }),
    ]);
}

export function useDeleteForumPost(boothNo: number) {
  const refresh = useRefreshForum(boothNo);
  return useMutation({
    mutationFn: (target: ForumTarget) => callApi(expoSocialApi.forumDelete, { body: target }),
    onSuccess: refresh,
  });
}

export function useHideForumPost(boothNo: number) {
  const refresh = useRefreshForum(boothNo);
  return useMutation({
    mutationFn: (input: ForumTarget & { hidden: boolean }) =>
      callApi(expoSocialApi.forumHide, { body: input }),
    onSuccess: refresh,
  });
}

export function useForumReact() {
  return useMutation({
    mutationFn: (input: BodyOf<typeof expoSocialApi.forumReact>) =>
      callApi(expoSocialApi.forumReact, { body: input }),
  });
}

/** Every item of the loaded pages of an infinite list. */
export function flatPages<T>(data: InfiniteData<{ list: T[] }> | undefined): T[] {
  return data?.pages.flatMap((p) => p.list) ?? [];
}
