import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import type { Reservation } from './api';
import { ProManagePage } from './manage-page';
import { ProReservationsPage } from './reservations-page';
import { json, logIn, proProfile, renderAt, reservation } from './testing';

const HOUR = 3_600_000;
const original = transport.fetch;
let rows: Reservation[] = [];
let calls: { path: string; body: unknown }[] = [];

beforeEach(() => {
  calls = [];
  transport.fetch = (async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://x');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (init.method === 'POST') calls.push({ path: url.pathname, body });
    const row = rows.find((r) => r.RESERVATION_NO === body?.reservation_no);
    switch (url.pathname) {
      case '/api/profile/load_pro_history':
      case '/api/profile/load_pro_reservation':
        return json({ result: 'success', list: rows, has_more: false });
      case '/api/profile/pro_info':
        return json({
          result: 'success',
          application: null,
          pro: proProfile(),
          hours: { weekly: [], exceptions: [] },
        });
      case '/api/profile/cancel_pro':
        return json({ result: 'success', reservation: { ...row, STATUS: 'cancelled', REFUNDED: 20 } });
      case '/api/profile/write_pro_review':
        return json({
          result: 'success',
          review: {
            REVIEW_NO: 1,
            RESERVATION_NO: 11,
            AUTHOR: row?.MEMBER,
            RATING: body.rating,
            BODY: body.body,
            ANSWER: null,
            CREATED_AT: '',
            ANSWERED_AT: null,
          },
        });
      case '/api/profile/accept_pro':
        return json({ result: 'success', reservation: { ...row, STATUS: 'accepted' } });
      case '/api/profile/reject_pro':
        return json({ result: 'success', reservation: { ...row, STATUS: 'rejected', REFUNDED: row?.PRICE } });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

describe('ProReservationsPage', () => {
  it('says how much comes back before cancelling an accepted talk 5 hours ahead (half)', async () => {
    logIn();
    const start = Date.now() + 5 * HOUR;
    rows = [
      reservation({
        START_AT: new Date(start).toISOString(),
        END_AT: new Date(start + HOUR / 2).toISOString(),
      }),
    ];
    renderAt('/pro/reservations', '/pro/reservations', <ProReservationsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('reservation-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('40포인트 중 20포인트를 돌려받아요');
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    await waitFor(() =>
      expect(calls).toEqual([{ path: '/api/profile/cancel_pro', body: { reservation_no: 11 } }]),
    );
  });

  it('lets the member review a completed talk once, from the past tab', async () => {
    logIn();
    const start = Date.now() - 5 * HOUR;
    rows = [
      reservation({
        STATUS: 'completed',
        RELEASED: 40,
        START_AT: new Date(start).toISOString(),
        END_AT: new Date(start + HOUR / 2).toISOString(),
      }),
      reservation({
        RESERVATION_NO: 12,
        STATUS: 'completed',
        REVIEWED: true,
        START_AT: new Date(start).toISOString(),
        END_AT: new Date(start + HOUR / 2).toISOString(),
      }),
    ];
    renderAt('/pro/reservations?tab=past', '/pro/reservations', <ProReservationsPage />);
    const card = await screen.findByTestId('reservation-11');
    expect(card.textContent).toContain('40포인트 프로에게 지급');
    expect(within(screen.getByTestId('reservation-12')).queryByTestId('reservation-review')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(card).getByTestId('reservation-review'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '후기 남기기' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: '별점 4점' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '출원 순서를 알게 됐어요.' } });
    await user.click(confirm);
    await waitFor(() =>
      expect(calls).toEqual([
        {
          path: '/api/profile/write_pro_review',
          body: { reservation_no: 11, rating: 4, body: '출원 순서를 알게 됐어요.' },
        },
      ]),
    );
  });

  it('shows an empty upcoming list with a way to find a pro', async () => {
    logIn();
    rows = [];
    renderAt('/pro/reservations', '/pro/reservations', <ProReservationsPage />);
    expect(await screen.findByText('다가오는 상담이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '전문가 찾기' }).getAttribute('href')).toBe('/pro');
  });
});

describe('ProManagePage', () => {
  it('accepts a request, and rejects another only with a reason', async () => {
    logIn(30, '김변리');
    rows = [reservation({ STATUS: 'requested' }), reservation({ RESERVATION_NO: 12, STATUS: 'requested' })];
    renderAt('/pro/manage', '/pro/manage', <ProManagePage />);
    const user = userEvent.setup();
    const first = await screen.findByTestId('reservation-11');
    expect(first.textContent).toContain('메이커');
    await user.click(within(first).getByTestId('incoming-accept'));
    await waitFor(() =>
      expect(calls).toEqual([{ path: '/api/profile/accept_pro', body: { reservation_no: 11 } }]),
    );

    await user.click(within(screen.getByTestId('reservation-12')).getByTestId('incoming-reject'));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: '거절' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '그 주는 출장이에요' } });
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        path: '/api/profile/reject_pro',
        body: { reservation_no: 12, reason: '그 주는 출장이에요' },
      }),
    );
  });
});
