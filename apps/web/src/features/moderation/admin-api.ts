import { moderationApi, type ReportItem } from '@sidequest/shared';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { internalHref } from '../notification/links';
import { moderationKeys } from './suspension-notice';

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
