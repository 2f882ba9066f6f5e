import { type BodyOf, campaignsApi } from '@sidequest/shared';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';
import { uploadFile } from '../../lib/upload';

export type EventCard = campaignsApi.EventCard;
export type EventEntry = campaignsApi.EventEntry;
export type AdminEvent = campaignsApi.AdminEvent;
export type ReviewItem = campaignsApi.ReviewItem;
export type Draw = campaignsApi.Draw;
export type ListStatus = 'live' | 'ended';
export type ReviewState = 'pending' | 'approved' | 'rejected';

/**
 * Query keys. The detail ends with the viewer's number: it carries "my entries", which must
 * never show to the next person on a shared browser.
 */
export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (status: ListStatus) => ['campaigns', 'list', status] as const,
  detail: (eventNo: number, viewer: number | null) => ['campaigns', 'detail', eventNo, viewer] as const,
  admin: ['campaigns', 'admin'] as const,
  adminEvents: ['campaigns', 'admin', 'events'] as const,
  queue: (review: ReviewState) => ['campaigns', 'admin', 'queue', review] as const,
};

type Paged<T> = { list: T[]; next_before: number | null };

export function flatten<T>(data: InfiniteData<Paged<T>> | undefined): T[] {
  return data?.pages.flatMap((p) => p.list) ?? [];
}

/** 진행 중 (upcoming included) or 종료 events, newest first, paged by key. */
export function useEvents(status: ListStatus) {
  return useInfiniteQuery({
    queryKey: campaignKeys.list(status),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(campaignsApi.list, { body: pageParam ? { status, before: pageParam } : { status }, signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** One event with the viewer's entries, this week's check-ins and the draw. */
export function useEventDetail(eventNo: number | null) {
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  return useQuery({
    queryKey: campaignKeys.detail(eventNo ?? 0, viewer),
    queryFn: ({ signal }) => callApi(campaignsApi.detail, { body: { event_no: eventNo! }, signal }),
    enabled: eventNo !== null,
  });
}

/** 참여하기 (code, attendance or proof). The event's page and the lists are fetched again after. */
export function useEnterEvent(eventNo: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<BodyOf<typeof campaignsApi.enter>, 'event_no'>) =>
      callApi(campaignsApi.enter, { body: { ...body, event_no: eventNo } }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['campaigns', 'detail', eventNo] });
      void client.invalidateQueries({ queryKey: ['campaigns', 'list'] });
      // A reward changes the balance wherever it shows (My page, the points history).
      void client.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'my' || q.queryKey[0] === 'points',
      });
    },
  });
}

/** Uploads the proof picture with progress (0–100); answers the address to send as proof_image. */
export function useUploadProof() {
  return useMutation({
    mutationFn: (v: { file: File; onProgress: (percent: number) => void; signal?: AbortSignal }) =>
      uploadFile(campaignsApi.proofUpload, v.file, {
        onProgress: v.onProgress,
        ...(v.signal ? { signal: v.signal } : {}),
      }),
  });
}

// ── Operators ───────────────────────────────────────────────────────────────────────────────

export function useAdminEvents(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: campaignKeys.adminEvents,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(campaignsApi.adminList, { body: pageParam ? { before: pageParam } : {}, signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled,
  });
}

function useAdminMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: campaignKeys.admin });
      void client.invalidateQueries({ queryKey: ['campaigns', 'list'] });
      void client.invalidateQueries({ queryKey: ['campaigns', 'detail'] });
    },
  });
}

export function useCreateEvent() {
  return useAdminMutation((body: BodyOf<typeof campaignsApi.create>) =>
    callApi(campaignsApi.create, { body }),
  );
}

export function useCloseEvent() {
  return useAdminMutation((eventNo: number) => callApi(campaignsApi.close, { body: { event_no: eventNo } }));
}

export function useDrawLottery() {
  return useAdminMutation((eventNo: number) => callApi(campaignsApi.draw, { body: { event_no: eventNo } }));
}

export function useReviewQueue(review: ReviewState, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: campaignKeys.queue(review),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(campaignsApi.entries, { body: pageParam ? { review, before: pageParam } : { review }, signal }),
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled,
  });
}

export function useReviewEntry() {
  return useAdminMutation((v: { entryNo: number; approve: boolean; reason: string }) =>
    callApi(campaignsApi.review, { body: { entry_no: v.entryNo, approve: v.approve, reason: v.reason } }),
  );
}
