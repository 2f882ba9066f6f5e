import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import type { ProReview } from './api';
import { HoursEditor } from './hours-editor';
import { ProReviews } from './reviews';
import { json, logIn, person } from './testing';

const original = transport.fetch;
let calls: { path: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  transport.fetch = (async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://x');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path: url.pathname, body });
    if (url.pathname === '/api/profile/save_open_hours') return json({ result: 'success', hours: body });
    if (url.pathname === '/api/profile/answer_pro_review') {
      return json({ result: 'success', review: { ...review(), ANSWER: body.answer } });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

const review = (over: Partial<ProReview> = {}): ProReview => ({
  REVIEW_NO: 4,
  RESERVATION_NO: 11,
  AUTHOR: person(2, '메이커'),
  RATING: 5,
  BODY: '출원 순서가 한 번에 정리됐어요.',
  ANSWER: null,
  CREATED_AT: '2026-11-20T01:00:00.000Z',
  ANSWERED_AT: null,
  ...over,
});

function mount(node: React.ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HoursEditor', () => {
  it('adds a Monday range and a day off, and saves them whole', async () => {
    logIn(30, '김변리');
    mount(
      <HoursEditor initial={{ weekly: [{ weekday: 3, start: '09:00', end: '12:00' }], exceptions: [] }} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('hours-add-1'));
    fireEvent.change(screen.getByLabelText('예외 날짜'), { target: { value: '2099-01-02' } });
    await user.click(screen.getByTestId('hours-add-exception'));
    await user.click(screen.getByTestId('hours-save'));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/profile/save_open_hours']));
    expect(calls[0]?.body).toEqual({
      weekly: [
        { weekday: 3, start: '09:00', end: '12:00' },
        { weekday: 1, start: '10:00', end: '12:00' },
      ],
      exceptions: [{ date: '2099-01-02', hours: [] }],
    });
  });

  it('refuses to save a range that ends before it starts', async () => {
    logIn(30, '김변리');
    mount(
      <HoursEditor initial={{ weekly: [{ weekday: 3, start: '09:00', end: '12:00' }], exceptions: [] }} />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: '수 끝' }), { target: { value: '08:00' } });
    expect(screen.getByRole('alert').textContent).toContain('수의 끝나는 시간이 시작 시간보다 늦어야 해요.');
    expect((screen.getByTestId('hours-save') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('ProReviews', () => {
  it('lets the pro answer a review once; others only read', async () => {
    logIn(30, '김변리');
    mount(
      <ProReviews
        proNo={3}
        first={[review(), review({ REVIEW_NO: 5, ANSWER: '고마워요!' })]}
        more={false}
        isMe
      />,
    );
    const answered = screen.getByTestId('pro-review-5');
    expect(within(answered).getByText('고마워요!')).toBeTruthy();
    expect(within(answered).queryByRole('textbox')).toBeNull();
    const open = screen.getByTestId('pro-review-4');
    fireEvent.change(within(open).getByRole('textbox'), { target: { value: '도움이 됐다니 기뻐요.' } });
    await userEvent.setup().click(within(open).getByRole('button', { name: '답글 등록' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { path: '/api/profile/answer_pro_review', body: { review_no: 4, answer: '도움이 됐다니 기뻐요.' } },
      ]),
    );
  });

  it('shows no answer box to visitors', () => {
    mount(<ProReviews proNo={3} first={[review()]} more={false} isMe={false} />);
    expect(screen.getByText('출원 순서가 한 번에 정리됐어요.')).toBeTruthy();
    expect(screen.getByRole('img', { name: '별점 5점' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
