import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { AdminEventsPage } from './admin-events-page';
import type { AdminEvent, ReviewItem } from './api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const lottery: AdminEvent = {
  event_no: 4,
  type: '02',
  type_label: '쿠폰',
  mode: '02',
  mode_label: '추첨',
  title: '가을 쿠폰 추첨',
  reward_points: 10,
  reward_exp: 0,
  capacity: 3,
  winners: 0,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2026-11-20T00:00:00.000Z',
  state: 'ended',
  code: 'AUTUMN',
  entry_count: 6,
  pending_count: 0,
  drawn: false,
};

const proof: ReviewItem = {
  entry_no: 9,
  day: null,
  review: 'pending',
  outcome: 'waiting',
  reject_reason: null,
  proof_image: '/uploads/event_proof/a.webp',
  proof_url: 'https://instagram.com/p/abc',
  rewarded: false,
  created_at: '2026-11-25T00:00:00.000Z',
  event_no: 3,
  event_title: '인스타그램 인증 이벤트',
  user_no: 5,
  nickname: '김지우',
  note: '올렸어요',
};

const original = transport.fetch;
let operator = true;
let calls: { url: string; body: Record<string, unknown> | undefined }[] = [];

beforeEach(() => {
  operator = true;
  calls = [];
  transport.fetch = (async (input: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: input, body });
    if (input.includes('my_suspension'))
      return json({ result: 'success', suspension: null, is_operator: operator });
    if (input.includes('/api/admin/event/list'))
      return json({ result: 'success', list: [lottery], next_before: null });
    if (input.includes('/api/admin/event/draw')) {
      return json({
        result: 'success',
        draw: {
          seed: 'ab',
          rule: '규칙',
          drawn_at: '2026-11-26T00:00:00.000Z',
          entry_nos: [1],
          entry_count: 1,
          winners: [{ entry_no: 1, nickname: '김지우' }],
        },
      });
    }
    if (input.includes('/api/admin/event/entries'))
      return json({ result: 'success', list: [proof], next_before: null });
    if (input.includes('/api/admin/event/review')) {
      return json({ result: 'success', entry: { ...proof, review: body.approve ? 'approved' : 'rejected' } });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
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
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function renderIt(path = '/admin/events') {
  const router = createMemoryRouter([{ path: '/admin/events', element: <AdminEventsPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('AdminEventsPage', () => {
  it('tells a member who is not an operator that the page is not theirs', async () => {
    operator = false;
    renderIt();
    expect(await screen.findByText('운영자만 볼 수 있는 페이지예요')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/admin/event'))).toBe(false);
  });

  it('draws an ended lottery only after the confirmation', async () => {
    renderIt();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('admin-draw'));
    expect(calls.some((c) => c.url.includes('/api/admin/event/draw'))).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('3명을 뽑고');
    await user.click(within(dialog).getByRole('button', { name: '추첨하기' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/api/admin/event/draw'))?.body).toEqual({ event_no: 4 }),
    );
  });

  it('rejects a proof only with a reason', async () => {
    renderIt('/admin/events?tab=pending');
    const user = userEvent.setup();
    const card = await screen.findByTestId('review-9');
    expect(within(card).getByRole('img').getAttribute('src')).toBe('/uploads/event_proof/a.webp');
    await user.click(within(card).getByTestId('review-reject'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '반려' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), '게시물이 비공개예요');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.url.includes('/api/admin/event/review'))?.body).toEqual({
        entry_no: 9,
        approve: false,
        reason: '게시물이 비공개예요',
      }),
    );
  });
});
