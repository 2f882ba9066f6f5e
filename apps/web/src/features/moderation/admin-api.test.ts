import type { ReportItem } from '@sidequest/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyHidden, applyResolved, contentHref, flattenReports, reportStatusOf } from './admin-api';
import { moderationKeys } from './api';

const reportItem = (over: Partial<ReportItem> = {}): ReportItem => ({
  REPORT_NO: 1,
  TARGET_TYPE: 'post',
  TARGET_NO: 10,
  REPORTER_NO: 3,
  REPORTER_NICKNAME: '신고자',
  REASON: '01',
  DETAIL: '',
  STATUS: 'open',
  AUTHOR_NO: 4,
  AUTHOR_NICKNAME: '작성자',
  EXCERPT: '광고 글',
  HIDDEN: false,
  AUTHOR_CONFIRMED: 0,
  CREATE_TIME: '2026-11-21 10:00:00',
  CONTENT_URL: '/lounge/10',
  AUTHOR_SUSPENDED_UNTIL: null,
  ...over,
});

const seed = (client: QueryClient, status: string, list: ReportItem[]) =>
  client.setQueryData(moderationKeys.reports(status), {
    pages: [{ list, next_before: null }],
    pageParams: [undefined],
  });

describe('admin-api helpers', () => {
  it('reads the tab from the URL, open by default', () => {
    expect(reportStatusOf('dismissed')).toBe('dismissed');
    expect(reportStatusOf('resolved')).toBe('resolved');
    expect(reportStatusOf('nonsense')).toBe('open');
    expect(reportStatusOf(null)).toBe('open');
  });

  it('links to the page the server names, only on this site, and nothing for deleted content', () => {
    expect(contentHref({ CONTENT_URL: '/lounge/5#replies' })).toBe('/lounge/5#replies');
    expect(contentHref({ CONTENT_URL: '/quest/6' })).toBe('/quest/6');
    expect(contentHref({ CONTENT_URL: null })).toBeNull();
    expect(contentHref({ CONTENT_URL: '//evil.example/x' })).toBeNull();
  });

  it('moves a resolved report out of its tab and hides every report of the same content', () => {
    const client = new QueryClient();
    const a = reportItem({ REPORT_NO: 1 });
    const b = reportItem({ REPORT_NO: 2, REPORTER_NO: 5 });
    const other = reportItem({ REPORT_NO: 3, TARGET_NO: 11 });
    seed(client, 'open', [a, b, other]);
    seed(client, 'dismissed', [reportItem({ REPORT_NO: 9, STATUS: 'dismissed' })]);
    applyResolved(client, 'open', { ...a, STATUS: 'resolved', HIDDEN: true, AUTHOR_CONFIRMED: 1 });
    const open = flattenReports(client.getQueryData(moderationKeys.reports('open')));
    expect(open.map((r) => [r.REPORT_NO, r.HIDDEN])).toEqual([
      [2, true],
      [3, false],
    ]);
    // Another target's hidden state is untouched, and the other tab still has its own report.
    applyHidden(client, 'post', 11, true);
    expect(flattenReports(client.getQueryData(moderationKeys.reports('open')))[1]?.HIDDEN).toBe(true);
    expect(flattenReports(client.getQueryData(moderationKeys.reports('dismissed')))).toHaveLength(1);
  });

  it('keeps a report in place when it stays on the same tab', () => {
    const client = new QueryClient();
    const a = reportItem({ REPORT_NO: 1, STATUS: 'resolved' });
    seed(client, 'resolved', [a]);
    applyResolved(client, 'resolved', { ...a, HIDDEN: true });
    expect(flattenReports(client.getQueryData(moderationKeys.reports('resolved')))).toEqual([
      { ...a, HIDDEN: true },
    ]);
  });
});
