import { moderationApi, type ReportItem, type ReportTarget } from '@sidequest/shared';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { internalHref } from '../notification/links';
import { moderationKeys } from './api';

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export function reportStatusOf(value: string | null): ReportStatus {
  return (REPORT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReportStatus) : 'open';
}

type ReportsPage = { list: ReportItem[]; next_before: number | null };

/** One status's reports, newest first, paged by `before` (the server's next_before). */
export function useReports(status: ReportStatus, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.reports(status),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(moderationApi.reports, {
        body: pageParam === undefined ? { status } : { status, before: pageParam },
        signal,
      }),
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled,
  });
}

export function flattenReports(data: InfiniteData<ReportsPage> | undefined): ReportItem[] {
  return data?.pages.flatMap((p) => p.list) ?? [];
}

function patchReports(
  client: QueryClient,
  status: ReportStatus,
  change: (item: ReportItem) => ReportItem | null,
): void {
  client.setQueryData<InfiniteData<ReportsPage>>(moderationKeys.reports(status), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            list: page.list.flatMap((item) => {
              const next = change(item);
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
}

/**
 * After a resolve: the report leaves the tab it was on (it now belongs to another status), and the
 * tab it moved to is fetched again when opened.
 */
export function applyResolved(client: QueryClient, from: ReportStatus, report: ReportItem): void {
  if (report.STATUS !== from)
    patchReports(client, from, (item) => (item.REPORT_NO === report.REPORT_NO ? null : item));
  else patchReports(client, from, (item) => (item.REPORT_NO === report.REPORT_NO ? report : item));
  void client.invalidateQueries({ queryKey: moderationKeys.reports(report.STATUS), refetchType: 'none' });
  applyHidden(client, report.TARGET_TYPE, report.TARGET_NO, report.HIDDEN);
}

/** Every report of the same content shows the same hidden state, in every tab. */
export function applyHidden(
  client: QueryClient,
  type: ReportItem['TARGET_TYPE'],
  no: number,
  hidden: boolean,
) {
  for (const status of REPORT_STATUSES) {
    patchReports(client, status, (item) =>
      item.TARGET_TYPE === type && item.TARGET_NO === no ? { ...item, HIDDEN: hidden } : item,
    );
  }
}

/** Where an operator can see the reported content (the server knows a reply's post or article). */
export function contentHref(item: Pick<ReportItem, 'CONTENT_URL'>): string | null {
  return internalHref(item.CONTENT_URL);
}

/** 조치 (resolved) or 기각 (dismissed) of a report seen on `tab`; the lists follow the answer. */
export function useResolveReport(tab: ReportStatus) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { reportNo: number; status: 'resolved' | 'dismissed'; hide: boolean }) =>
      callApi(moderationApi.resolve, { body: { report_no: v.reportNo, status: v.status, hide: v.hide } }),
    onSuccess: (res) => applyResolved(client, tab, res.report),
  });
}

/** Every reportable kind can be hidden; a flagged project post cannot. */
export type Hideable = ReportTarget;

/**
 * 숨기기 / 다시 보이기. Every report of the content shows the new state at once (the operator is
 * looking at it) and goes back if the server refuses.
 */
export function useHideContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { type: Hideable; no: number; hidden: boolean }) =>
      callApi(moderationApi.hide, { body: { target_type: v.type, target_no: v.no, hidden: v.hidden } }),
    onMutate: (v) => applyHidden(client, v.type, v.no, v.hidden),
    onError: (_err, v) => applyHidden(client, v.type, v.no, !v.hidden),
  });
}

/**
 * A change to a member's suspension: every report of theirs is asked again (it offers 글쓰기 정지
 * or 정지 해제 by the new state), and so is their own notice.
 */
function useSuspensionMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}

/** 글쓰기 정지 for `days`, with the reason the member will read. */
export function useSuspend(userNo: number) {
  return useSuspensionMutation((v: { days: number; reason: string }) =>
    callApi(moderationApi.suspend, { body: { user_no: userNo, days: v.days, reason: v.reason } }),
  );
}

/** 정지 해제; `lifted` is false when the member was not suspended (any more). */
export function useUnsuspend() {
  return useSuspensionMutation((userNo: number) =>
    callApi(moderationApi.unsuspend, { body: { user_no: userNo } }),
  );
}
