import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { PointsTab } from './points-tab';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const entry = (no: number, delta: number, after: number, kind = delta > 0 ? 'topup' : 'spend') => ({
  ENTRY_NO: no,
  DELTA: delta,
  KIND: kind,
  KIND_LABEL: kind === 'topup' ? '충전' : '사용',
  REASON: kind,
  REASON_LABEL: delta > 0 ? '카페테리아 충전 (10,000원)' : '포인트 사용',
  MEMO: null,
  BALANCE_AFTER: after,
  CREATED_AT: '2026-11-20T03:00:00.000Z',
});

const WEEKS = [
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
].map((d, i) => ({
  WEEK_START: d,
  LABEL: ['10월 1주', '10월 2주', '10월 3주', '10월 4주', '10월 5주', '11월 1주', '11월 2주', '11월 3주'][i],
  POINTS_IN: i === 7 ? 10 : 0,
  POINTS_OUT: i === 7 ? 3 : 0,
  BALANCE_END: i === 7 ? 7 : 0,
}));

const original = transport.fetch;
const asked: URLSearchParams[] = [];

beforeEach(() => {
  asked.length = 0;
  transport.fetch = (async (input: string) => {
    const [path, search] = input.split('?');
    const q = new URLSearchParams(search);
    if (path === '/api/profile/point_summarize') return json({ result: 'success', BALANCE: 7, weeks: WEEKS });
    if (path === '/api/profile/point_info') {
      asked.push(q);
      if (q.get('kind') === 'gift') {
        return json({ result: 'success', BALANCE: 7, list: [], has_more: false, next_before: null });
      }
      if (q.get('before') === '12') {
        return json({
          result: 'success',
          BALANCE: 7,
          list: [entry(11, 10, 10)],
          has_more: false,
          next_before: null,
        });
      }
      return json({
        result: 'success',
        BALANCE: 7,
        list: [entry(13, -3, 7), entry(12, 10, 10)],
        has_more: true,
        next_before: 12,
      });
    }
    if (path === '/api/profile/exp_info') {
      return json({
        result: 'success',
        EXP: 400,
        USER_LEVEL: 3,
        LEVEL_NAME: '주니어 메이커',
        NEXT_LEVEL: 4,
        NEXT_LEVEL_NAME: '열정 메이커',
        NEXT_LEVEL_EXP: 600,
        REMAINING: 200,
        PERCENT: 33,
        list: [],
        has_more: false,
        next_before: null,
      });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
  useUserStore.getState().setLoggedIn({
    no: 7,
    nickname: '테스터',
    img: null,
    chat_uid: 'x',
    main_job: null,
    main_jobD: null,
    sub_job: null,
    sub_jobD: null,
  });
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function renderTab() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PointsTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the points tab', () => {
  it('shows the balance, a top-up link and eight labelled weeks with a table fallback', async () => {
    renderTab();
    await waitFor(() => expect(screen.getByTestId('point-balance').textContent).toBe('7P'));
    expect(screen.getByRole('link', { name: '포인트 충전하기' }).getAttribute('href')).toBe('/cafeteria');
    expect(screen.getAllByTestId('chart-week')).toHaveLength(8);
    const chart = screen.getByRole('img', { name: '최근 8주 포인트 흐름' });
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('최근 8주 동안 10포인트가 들어오고 3포인트가 나갔어요.')).toBeTruthy();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByRole('rowheader', { name: '11월 3주', hidden: true })).toBeTruthy();
  });

  it('lists rows with their running balance and pages on by key', async () => {
    renderTab();
    const ledger = await screen.findByTestId('point-ledger');
    expect(within(ledger).getByText('잔액 7P')).toBeTruthy();
    expect(within(ledger).getByText('−3P')).toBeTruthy();
    fireEvent.click(screen.getByTestId('point-more'));
    await waitFor(() => expect(within(ledger).getAllByRole('listitem')).toHaveLength(3));
    expect(asked.at(-1)?.get('before')).toBe('12');
    expect(await screen.findByText('내역을 모두 보았어요')).toBeTruthy();
  });

  it('filters by kind on the server and offers to clear an empty filter', async () => {
    renderTab();
    await screen.findByTestId('point-ledger');
    const kinds = screen.getByRole('group', { name: '포인트 내역 종류' });
    fireEvent.click(within(kinds).getByRole('button', { name: '선물' }));
    expect(await screen.findByText('조건에 맞는 내역이 없어요')).toBeTruthy();
    expect(asked.at(-1)?.get('kind')).toBe('gift');
    expect(within(kinds).getByRole('button', { name: '선물' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '조건 지우기' }));
    await screen.findByTestId('point-ledger');
    expect(within(kinds).getByRole('button', { name: '전체' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the level and the progress to the next one', async () => {
    renderTab();
    expect(await screen.findByText('Lv.3 주니어 메이커')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '다음 레벨까지 진행률' })).toBeTruthy();
    expect(screen.getByText('경험치 내역이 없어요')).toBeTruthy();
  });
});
