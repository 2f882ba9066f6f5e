import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { EventCodeBubble } from './event-code-bubble';
import { RankingSection } from './ranking-section';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const booth = (rank: number, over: Record<string, unknown> = {}) => ({
  rank,
  booth_no: 10 + rank,
  name: `부스 ${rank}`,
  pitch: '한 줄 소개',
  intro: '소개',
  logo_url: null,
  domain: '01',
  score: 100 - rank,
  supporters: 10 - rank,
  reviewers: 1,
  ...over,
});

const original = transport.fetch;
let calls: Array<{ path: string; body: Record<string, unknown> }> = [];
let claimed = false;

beforeEach(() => {
  calls = [];
  claimed = false;
  transport.fetch = (async (input: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : {};
    calls.push({ path: input, body });
    if (input.includes('/api/mgmt_expo/rankings')) {
      const frozen = Boolean(body.week);
      return json({
        result: 'success',
        period: body.period,
        start: frozen ? body.week : '2026-11-23',
        live: !frozen,
        weeks: ['2026-11-16'],
        list: frozen ? [booth(1, { name: '지난주 1위' })] : [booth(1), booth(2), booth(3), booth(4)],
      });
    }
    if (input.includes('/api/mgmt_expo/promo_live')) {
      return json({
        result: 'success',
        code: {
          code_no: 3,
          title: '런칭 할인',
          remaining: claimed ? 4 : 5,
          claim_limit: 10,
          expires_at: '2099-12-01T00:00:00.000Z',
          my_code: claimed ? 'HELLO-30' : null,
        },
      });
    }
    if (input.includes('/api/mgmt_expo/promo_claim')) {
      claimed = true;
      return json({ result: 'success', code: 'HELLO-30', remaining: 4 });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('RankingSection', () => {
  it('shows this week live with a podium of three, and a past week frozen from the filter', async () => {
    renderAt(<RankingSection />);
    const podium = await screen.findByTestId('podium');
    // Second, first, third from the left, as a podium stands.
    expect(
      within(podium)
        .getAllByRole('link')
        .map((a) => a.textContent?.includes('부스 2'))[0],
    ).toBe(true);
    expect(screen.getByText('부스 4')).toBeTruthy();
    fireEvent.change(screen.getByTestId('week-filter'), { target: { value: '2026-11-16' } });
    expect(await screen.findByText('지난주 1위')).toBeTruthy();
    expect(screen.getByText(/11월 16일 주의 확정 순위예요/)).toBeTruthy();
    expect(calls.some((c) => c.body.week === '2026-11-16')).toBe(true);
  });
});

describe('EventCodeBubble', () => {
  it('sends a guest to log in instead of claiming', async () => {
    renderAt(<EventCodeBubble boothNo={11} />);
    fireEvent.click(await screen.findByTestId('claim-code'));
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('promo_claim'))).toBe(false);
  });

  it('lets a member claim once and then shows their code', async () => {
    useUserStore.getState().setLoggedIn({
      no: 2,
      nickname: '메이커',
      img: null,
      chat_uid: 'x',
      main_job: '02',
      main_jobD: '0201',
      sub_job: null,
      sub_jobD: null,
    });
    renderAt(<EventCodeBubble boothNo={11} />);
    expect(await screen.findByText('5개 남음', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByTestId('claim-code'));
    await waitFor(() => expect(screen.getByTestId('my-code').textContent).toBe('HELLO-30'));
    expect(screen.queryByTestId('claim-code')).toBeNull();
  });
});
