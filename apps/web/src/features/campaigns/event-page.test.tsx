import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import { useToastStore } from '../../ui/toast-store';
import '../../test/i18n';
import type { EventEntry } from './api';
import { EventPage } from './event-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const event = (over: Record<string, unknown> = {}) => ({
  event_no: 7,
  type: '01',
  type_label: '프로모션 코드',
  mode: '03',
  mode_label: '선착순',
  title: '선착순 코드 이벤트',
  reward_points: 3,
  reward_exp: 0,
  capacity: 30,
  winners: 4,
  starts_at: '2026-11-20T00:00:00.000Z',
  ends_at: '2099-12-01T00:00:00.000Z',
  state: 'live',
  body: '뉴스레터의 코드를 입력해 주세요.',
  entry_kind: 'code',
  entry_count: 4,
  ...over,
});

const won: EventEntry = {
  entry_no: 5,
  day: null,
  review: 'none',
  outcome: 'won',
  reject_reason: null,
  proof_image: null,
  proof_url: null,
  rewarded: true,
  created_at: '2026-11-26T00:00:00.000Z',
};

const original = transport.fetch;
let detail: Record<string, unknown>;
let enterBodies: Record<string, unknown>[] = [];

beforeEach(() => {
  enterBodies = [];
  detail = { event: event(), mine: [], week: [], draw: null };
  transport.fetch = (async (input: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (input.includes('/api/event/detail')) return json({ result: 'success', ...detail });
    if (input.includes('/api/event/enter')) {
      enterBodies.push(body);
      if (body.code !== 'SIDEQUEST') {
        return json({ result: 'fail', code: 'EVENT_WRONG_CODE', message: '코드가 맞지 않아요.' }, 400);
      }
      detail = { ...detail, mine: [won] };
      return json({ result: 'success', entry: won, reward: { points: 3, exp: 0 } });
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
    no: 2,
    nickname: '메이커',
    img: null,
    chat_uid: 'x',
    main_job: '02',
    main_jobD: '0201',
    sub_job: null,
    sub_jobD: null,
  });

function renderIt() {
  const router = createMemoryRouter([{ path: '/events/:id', element: <EventPage /> }], {
    initialEntries: ['/events/7'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('EventPage', () => {
  it('asks a visitor to log in before entering', async () => {
    renderIt();
    expect(await screen.findByText('로그인하고 참여해 주세요')).toBeTruthy();
    expect(screen.getByText('선착순 4/30명')).toBeTruthy();
  });

  it('does not send the code on an Enter that confirms a Korean syllable, and shows a wrong code', async () => {
    logIn();
    renderIt();
    const field = (await screen.findByTestId('event-code')) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '사이드' } });
    fireEvent.keyDown(field, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(enterBodies).toHaveLength(0);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('코드가 맞지 않아요.')).toBeTruthy();
    expect(enterBodies).toEqual([{ code: '사이드', event_no: 7 }]);
  });

  it('enters with the right code and then shows the reward in 내 참여', async () => {
    logIn();
    renderIt();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('event-code'), 'SIDEQUEST');
    await user.click(screen.getByTestId('event-code-submit'));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('참여 완료! 3포인트를 받았어요.'),
    );
    await waitFor(() => expect(screen.getByTestId('my-entries').textContent).toContain('보상 받음'));
    expect(screen.queryByTestId('event-code')).toBeNull();
  });

  it('shows the week of attendance with today’s stamp and hides the button once checked in', async () => {
    logIn();
    const week = ['23', '24', '25', '26', '27', '28', '29'].map((d) => ({
      day: `2026-11-${d}`,
      attended: d === '24' || d === '26',
      today: d === '26',
    }));
    detail = {
      event: event({ type: '04', mode: '01', entry_kind: 'attendance', capacity: null }),
      mine: [],
      week,
      draw: null,
    };
    renderIt();
    const strip = await screen.findByTestId('attendance-week');
    expect(strip.querySelectorAll('[aria-label="출석함"]')).toHaveLength(2);
    expect(screen.getByText('오늘은 출석했어요. 내일 또 만나요!')).toBeTruthy();
    expect(screen.queryByTestId('attendance-submit')).toBeNull();
  });

  it('tells a first-come latecomer the slots are gone instead of offering the form', async () => {
    logIn();
    detail = { event: event({ winners: 30 }), mine: [], week: [], draw: null };
    renderIt();
    expect(await screen.findByText('선착순이 마감됐어요.')).toBeTruthy();
    expect(screen.queryByTestId('event-code')).toBeNull();
  });
});
