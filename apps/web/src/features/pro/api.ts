import { type BodyOf, proApi } from '@sidequest/shared';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useUserStore } from '../../app/store';
import { callApi } from '../../lib/api';

export type ProCard = proApi.ProCard;
export type ProProfile = proApi.ProProfile;
export type ProReview = proApi.ProReview;
export type Reservation = proApi.Reservation;
export type Slot = proApi.Slot;
export type ProApplicationRecord = proApi.ProApplicationRecord;
export type OpenHours = proApi.OpenHoursInput;
export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/**
 * Query keys. Whatever belongs to the viewer (my application, my reservations, incoming requests)
 * carries the member's number, so the next person on a shared browser never sees it flash.
 */
export const proKeys = {
  all: ['pro'] as const,
  search: (profession: string, topic: string) => ['pro', 'search', profession, topic] as const,
  info: (nickname: string) => ['pro', 'info', nickname] as const,
  reviews: (proNo: number) => ['pro', 'reviews', proNo] as const,
  month: (proNo: number, month: string) => ['pro', 'calendar', proNo, 'month', month] as const,
  day: (proNo: number, date: string) => ['pro', 'calendar', proNo, 'day', date] as const,
  mine: (userNo: number) => ['pro', 'me', userNo, 'info'] as const,
  history: (userNo: number) => ['pro', 'me', userNo, 'history'] as const,
  incoming: (userNo: number, open: boolean) => ['pro', 'me', userNo, 'incoming', open] as const,
  applications: (status: ApplicationStatus) => ['pro', 'admin', status] as const,
};

type Paged<T> = { list: T[]; has_more: boolean };

export function flatten<T>(data: InfiniteData<Paged<T>> | undefined): T[] {
  return data?.pages.flatMap((p) => p.list) ?? [];
}

function useUserNo(): number {
  return useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? 0) : 0));
}

/** The key of the next page: the last row's number, when the server says there is more. */
function lastKey<T>(last: Paged<T>, key: (row: T) => number): number | undefined {
  const row = last.list.at(-1);
  return last.has_more && row ? key(row) : undefined;
}

// ── Finding a pro ───────────────────────────────────────────────────────────

/** Approved pros by profession and topic ('00' = all), newest approval first. */
export function useProSearch(profession: string, topic: string) {
  return useInfiniteQuery({
    queryKey: proKeys.search(profession, topic),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(proApi.searchPro, {
        query: { profession, topic, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => lastKey(last, (p) => p.PRO_NO),
  });
}

/** One pro's profile (addressed by nickname) with the latest reviews, and whether the viewer is that pro. */
export function useProInfo(nickname: string | null) {
  const userNo = useUserNo();
  return useQuery({
    queryKey: [...proKeys.info(nickname ?? ''), userNo],
    queryFn: ({ signal }) => callApi(proApi.loadProInfo, { query: { nickname: nickname! }, signal }),
    enabled: nickname !== null,
  });
}

/** Reviews past the first page of load_pro_info, fetched only when 더보기 is pressed. */
export function useMoreProReviews(proNo: number, after: number | undefined, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...proKeys.reviews(proNo), after ?? 0],
    initialPageParam: after,
    queryFn: ({ pageParam, signal }) =>
      callApi(proApi.loadProReviews, {
        query: { pro_no: proNo, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => lastKey(last, (r) => r.REVIEW_NO),
    enabled: enabled && after !== undefined,
  });
}

/** Free slots per day of one month (`YYYY-MM`, Asia/Seoul). */
export function useOpenDates(proNo: number, month: string) {
  return useQuery({
    queryKey: proKeys.month(proNo, month),
    queryFn: ({ signal }) => callApi(proApi.loadOpenDate, { query: { pro_no: proNo, month }, signal }),
  });
}

/** One day's slots (`YYYY-MM-DD`, Asia/Seoul). */
export function useOpenHours(proNo: number, date: string | null) {
  return useQuery({
    queryKey: proKeys.day(proNo, date ?? ''),
    queryFn: ({ signal }) => callApi(proApi.loadOpenHour, { query: { pro_no: proNo, date: date! }, signal }),
    enabled: date !== null,
  });
}

/** Everything a reservation changes: the calendars, the cards' next slot, histories and balances. */
function useInvalidateAfterReservation() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: proKeys.all });
    void client.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'my' || q.queryKey[0] === 'points' });
  };
}

/** 예약하기: the price is held on the ledger until the session settles (E003 when short). */
export function useReservePro() {
  const invalidate = useInvalidateAfterReservation();
  return useMutation({
    mutationFn: (body: BodyOf<typeof proApi.reservePro>) => callApi(proApi.reservePro, { body }),
    onSettled: invalidate,
  });
}

// ── My reservations and incoming ones ───────────────────────────────────────

export function useProHistory() {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: proKeys.history(userNo),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(proApi.loadProHistory, { query: pageParam ? { before: pageParam } : {}, signal }),
    getNextPageParam: (last) => lastKey(last, (r) => r.RESERVATION_NO),
    enabled: userNo > 0,
  });
}

/** Requests to the pro: `open` = the ones waiting for an answer or the session. */
export function useIncomingReservations(open: boolean, enabled = true) {
  const userNo = useUserNo();
  return useInfiniteQuery({
    queryKey: proKeys.incoming(userNo, open),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(proApi.loadProReservation, {
        query: { open: open ? '1' : '0', ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => lastKey(last, (r) => r.RESERVATION_NO),
    enabled: enabled && userNo > 0,
  });
}

function useReservationMutation<V>(fn: (v: V) => Promise<{ reservation: Reservation }>) {
  const invalidate = useInvalidateAfterReservation();
  return useMutation({ mutationFn: fn, onSettled: invalidate });
}

export function useCancelReservation() {
  return useReservationMutation((reservationNo: number) =>
    callApi(proApi.cancelPro, { body: { reservation_no: reservationNo } }),
  );
}

export function useAcceptReservation() {
  return useReservationMutation((reservationNo: number) =>
    callApi(proApi.acceptPro, { body: { reservation_no: reservationNo } }),
  );
}

export function useRejectReservation() {
  return useReservationMutation((v: { reservationNo: number; reason: string }) =>
    callApi(proApi.rejectPro, { body: { reservation_no: v.reservationNo, reason: v.reason } }),
  );
}

export function useRefundReservation() {
  return useReservationMutation((reservationNo: number) =>
    callApi(proApi.refundPro, { body: { reservation_no: reservationNo } }),
  );
}

// ── Reviews ─────────────────────────────────────────────────────────────────

export function useWriteProReview() {
  const invalidate = useInvalidateAfterReservation();
  return useMutation({
    mutationFn: (body: BodyOf<typeof proApi.writeProReview>) => callApi(proApi.writeProReview, { body }),
    onSettled: invalidate,
  });
}

export function useAnswerProReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof proApi.answerProReview>) => callApi(proApi.answerProReview, { body }),
    onSettled: () => void client.invalidateQueries({ queryKey: proKeys.all }),
  });
}

// ── Becoming a pro, and running the calendar ────────────────────────────────

/** My application (if any), and once approved my pro profile and open hours. */
export function useMyPro() {
  const userNo = useUserNo();
  return useQuery({
    queryKey: proKeys.mine(userNo),
    queryFn: ({ signal }) => callApi(proApi.proInfo, { signal }),
    enabled: userNo > 0,
  });
}

export function useApplyPro() {
  const client = useQueryClient();
  const userNo = useUserNo();
  return useMutation({
    mutationFn: (body: BodyOf<typeof proApi.bePro>) => callApi(proApi.bePro, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: proKeys.mine(userNo) }),
  });
}

export function useSaveOpenHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof proApi.saveOpenHours>) => callApi(proApi.saveOpenHours, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: proKeys.all }),
  });
}

// ── Operators ───────────────────────────────────────────────────────────────

/** Applications in one state, oldest first (the queue is worked from the top). */
export function useProApplications(status: ApplicationStatus, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: proKeys.applications(status),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(proApi.proApplications, {
        query: { status, ...(pageParam ? { after: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (last) => lastKey(last, (a) => a.APPLICATION_NO),
    enabled,
  });
}

export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { applicationNo: number; approve: boolean; reason: string }) =>
      callApi(proApi.registerPro, {
        body: { application_no: v.applicationNo, approve: v.approve, reason: v.reason },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: proKeys.all }),
  });
}
