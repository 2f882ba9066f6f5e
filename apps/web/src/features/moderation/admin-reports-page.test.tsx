import type { ReportItem } from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { AdminReportsPage } from './admin-reports-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const item = (over: Partial<ReportItem> = {}): ReportItem => ({
  REPORT_NO: 1,
  TARGET_TYPE: 'post',
  TARGET_NO: 10,
  REPORTER_NO: 3,
  REPORTER_NICKNAME: '신고한사람',
  REASON: '01',
  DETAIL: '링크만 반복해요',
  STATUS: 'open',
  AUTHOR_NO: 4,
  AUTHOR_NICKNAME: '광고왕',
  EXCERPT: '지금 가입하면 포인트 지급',
  HIDDEN: false,
  AUTHOR_CONFIRMED: 2,
  CREATE_TIME: '2026-11-21 10:00:00',
  CONTENT_URL: '/lounge/10',
  AUTHOR_SUSPENDED_UNTIL: null,
  ...over,
});

const original = transport.fetch;
let calls: { url: string; body: Record<string, unknown> | undefined }[] = [];
let operator = true;
let pages: Record<string, { list: ReportItem[]; next_before: number | null }[]> = {};

beforeEach(() => {
  calls = [];
  operator = true;
  pages = {
    open: [
      { list: [item()], next_before: 1 },
      {
        list: [item({ REPORT_NO: 0, TARGET_TYPE: 'reply', EXCERPT: '두 번째 페이지 댓글' })],
        next_before: null,
      },
    ],
  };
  transport.fetch = (async (input: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: input, body });
    if (input.includes('my_suspension'))
      return json({ result: 'success', suspension: null, is_operator: operator });
    if (input.includes('/api/admin/reports')) {
      const list = pages[body.status] ?? [{ list: [], next_before: null }];
      return json({ result: 'success', ...(body.before ? list[1] : list[0]) });
    }
    if (input.includes('/api/admin/resolve')) {
      return json({ result: 'success', report: item({ STATUS: body.status, HIDDEN: body.hide }) });
    }
    if (input.includes('/api/admin/suspend')) {
      return json({ result: 'success', user_no: body.user_no, until: '2026-11-28T15:00:00.000Z' });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

const logIn = () =>
  useUserStore.getState().setLoggedIn({
    no: 1,
    nickname: '운영자',
    img: null,
    chat_uid: 'x',
    main_job: '02',
    main_jobD: '0201',
    sub_job: null,
    sub_jobD: null,
  });

function renderIt() {
  const router = createMemoryRouter([{ path: '/admin/reports', element: <AdminReportsPage /> }], {
    initialEntries: ['/admin/reports'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AdminReportsPage', () => {
  it('asks a visitor to log in', async () => {
    useUserStore.getState().setLoginAttempted(true);
    renderIt();
    expect(await screen.findByText('운영진 계정으로 로그인하면 신고를 확인할 수 있어요.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('tells a member who is not an operator that the screen is not theirs', async () => {
    logIn();
    operator = false;
    renderIt();
    expect(await screen.findByText('운영진만 볼 수 있는 화면이에요')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/admin/reports'))).toBe(false);
  });

  it('lists open reports with their author, reason and link, and pages on', async () => {
    logIn();
    renderIt();
    const card = await screen.findByTestId('report-card');
    expect(card.textContent).toContain('지금 가입하면 포인트 지급');
    expect(card.textContent).toContain('스팸·광고');
    expect(card.textContent).toContain('링크만 반복해요');
    expect(card.textContent).toContain('위반 확인 2회');
    expect(within(card).getByRole('link', { name: '광고왕' }).getAttribute('href')).toBe(
      '/people/%EA%B4%91%EA%B3%A0%EC%99%95',
    );
    expect(within(card).getByRole('link', { name: '원문 보기' }).getAttribute('href')).toBe('/lounge/10');
    await userEvent.setup().click(screen.getByTestId('reports-more'));
    expect(await screen.findByText('두 번째 페이지 댓글')).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/api/admin/reports')).map((c) => c.body)).toEqual([
      { status: 'open' },
      { status: 'open', before: 1 },
    ]);
  });

  it('resolves with hiding after a confirmation and takes the report off the open tab', async () => {
    logIn();
    pages = { open: [{ list: [item()], next_before: null }] };
    renderIt();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('report-resolve'));
    const dialog = await screen.findByRole('dialog', { name: '위반으로 확인할까요?' });
    expect((within(dialog).getByTestId('resolve-hide') as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '위반 확인' }));
    expect(await screen.findByText('처리할 신고가 없어요')).toBeTruthy();
    expect(calls.find((c) => c.url.includes('/api/admin/resolve'))?.body).toEqual({
      report_no: 1,
      status: 'resolved',
      hide: true,
    });
  });

  it('suspends the author for the chosen days with a reason', async () => {
    logIn();
    renderIt();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('report-suspend'));
    const dialog = await screen.findByRole('dialog', { name: '광고왕님 글쓰기 정지' });
    await user.click(within(dialog).getByRole('radio', { name: '30일' }));
    const reason = within(dialog).getByRole('textbox', { name: '정지 사유' });
    expect((reason as HTMLTextAreaElement).value).toBe('스팸·광고');
    await user.clear(reason);
    await user.click(within(dialog).getByTestId('suspend-confirm'));
    expect(await within(dialog).findByText('정지 사유를 2자 이상 적어 주세요.')).toBeTruthy();
    await user.type(reason, '홍보 글 반복');
    await user.click(within(dialog).getByTestId('suspend-confirm'));
    await expect
      .poll(() => calls.find((c) => c.url.includes('/api/admin/suspend'))?.body)
      .toEqual({ user_no: 4, days: 30, reason: '홍보 글 반복' });
  });

  it('offers lifting, not another suspension, for an author who is suspended now', async () => {
    pages.open = [{ list: [item({ AUTHOR_SUSPENDED_UNTIL: '26.11.28' })], next_before: null }];
    logIn();
    renderIt();
    expect(await screen.findByTestId('report-suspended')).toBeTruthy();
    expect(screen.getByTestId('report-suspended').textContent).toContain('26.11.28까지 정지 중');
    expect(screen.queryByTestId('report-suspend')).toBeNull();
    expect(screen.getByTestId('report-unsuspend')).toBeTruthy();
  });
});
