import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../app/store';
import '../../test/i18n';
import { PaymentCompletePage } from './complete-page';
import { leave, TestCardPage } from './test-card-page';
import { fail, json, logIn, mockServer, order, renderAt } from './test-kit';

let server: ReturnType<typeof mockServer>;
const original = leave.to;
let left: string[];

beforeEach(() => {
  server = mockServer();
  left = [];
  leave.to = (href) => {
    left.push(href);
  };
  logIn();
});

afterEach(() => {
  cleanup();
  server.restore();
  leave.to = original;
  useUserStore.getState().setLoggedOut();
});

const ID = 'pay_20261126_0001';
const cardUrl = `/payment/test-card?paymentId=${ID}`;
const state = {
  order: order(),
  redirectUrl: `https://pay.sidequest.example/payment/complete?paymentId=${ID}`,
};

describe('TestCardPage', () => {
  it('says no money moves, shows the order, and approving returns to the redirect address', async () => {
    server.routes['/api/payment/standin/pay'] = () => json({ result: 'success', status: 'paid' });
    renderAt('/payment/test-card', cardUrl, <TestCardPage />, state);
    expect(screen.getByText('테스트 결제 — 실제로 돈이 나가지 않아요')).toBeTruthy();
    expect(screen.getByTestId('test-card-order').textContent).toBe('사이드퀘스트 커피 포인트 10개');
    expect(screen.getByTestId('test-card-amount').textContent).toBe('10,000원');
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(left).toHaveLength(1));
    expect(server.callsTo('/api/payment/standin/pay')[0]?.body).toEqual({ paymentId: ID, outcome: 'paid' });
    // Another origin in the redirect address is kept whole; our own becomes a path.
    expect(left[0]).toBe(`https://pay.sidequest.example/payment/complete?paymentId=${ID}`);
  });

  it('finds the order among the newest ones when the page was opened without the shop', async () => {
    server.routes['/api/payment/orders'] = () =>
      json({
        result: 'success',
        list: [order({ ORDER_NAME: '포인트 패키지 20포인트', AMOUNT_WON: 22_000 })],
        has_more: false,
      });
    server.routes['/api/payment/standin/pay'] = () => json({ result: 'success', status: 'failed' });
    renderAt('/payment/test-card', cardUrl, <TestCardPage />);
    expect((await screen.findByTestId('test-card-amount')).textContent).toBe('22,000원');
    fireEvent.click(screen.getByRole('button', { name: '결제 실패로 테스트' }));
    await waitFor(() => expect(left).toHaveLength(1));
    const back = new URL(left[0] ?? '', 'http://x');
    expect(back.pathname).toBe('/payment/complete');
    expect(back.searchParams.get('paymentId')).toBe(ID);
    expect(back.searchParams.get('code')).toBe('FAILURE_TYPE_PG');
  });

  it('cancels without asking the server, and refuses an order that is not waiting', async () => {
    const sameOrigin = {
      ...state,
      redirectUrl: `${window.location.origin}/payment/complete?paymentId=${ID}`,
    };
    renderAt('/payment/test-card', cardUrl, <TestCardPage />, sameOrigin);
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    // Our own origin becomes a path, the way the router's links are written.
    expect(left[0]?.startsWith('/payment/complete?')).toBe(true);
    expect(new URL(left[0] ?? '', 'http://x').searchParams.get('code')).toBe('USER_CANCEL');
    expect(server.calls).toHaveLength(0);
    cleanup();
    renderAt('/payment/test-card', cardUrl, <TestCardPage />, { ...state, order: order({ STATUS: 'paid' }) });
    expect(screen.getByText('결제 정보를 찾지 못했어요')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '결제하기' })).toBeNull();
  });

  it('shows the server’s refusal and stays on the page', async () => {
    server.routes['/api/payment/standin/pay'] = () =>
      fail('STANDIN_ONLY', '테스트 결제는 테스트 모드에서만 쓸 수 있어요.', 409);
    renderAt('/payment/test-card', cardUrl, <TestCardPage />, state);
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    expect((await screen.findByRole('alert')).textContent).toContain('테스트 모드에서만');
    expect(left).toHaveLength(0);
  });
});

const paidAnswer = {
  result: 'success',
  order: order({ STATUS: 'paid', PAID_AT: '2026-11-26T00:31:00.000Z', REFUNDABLE: true }),
  POINTS: 10,
  ACTIVITY_SCORE: 1000,
  BALANCE: 22,
};

describe('PaymentCompletePage', () => {
  it('verifies once under StrictMode and shows what was credited and the new balance', async () => {
    server.routes['/api/payment/paid'] = () => json(paidAnswer);
    renderAt('/payment/complete', `/payment/complete?paymentId=${ID}`, <PaymentCompletePage />);
    expect(screen.getByTestId('complete-checking')).toBeTruthy();
    expect((await screen.findByTestId('complete-credited')).textContent).toBe(
      '커피 포인트 10개와 활동 점수 1,000점이 적립됐어요',
    );
    expect(screen.getByTestId('complete-balance').textContent).toBe('지금 내 커피 포인트는 22개예요.');
    expect(screen.getByText('테스트 결제예요. 실제로 돈이 나가지 않았어요.')).toBeTruthy();
    expect(screen.getByTestId('complete-history').getAttribute('href')).toBe('/my?tab=points');
    expect(server.callsTo('/api/payment/paid').map((c) => c.body)).toEqual([{ paymentId: ID }]);
  });

  it('does not verify a payment PortOne reports as failed, and says what to do next', async () => {
    const message = encodeURIComponent('카드 한도를 넘었어요');
    renderAt(
      '/payment/complete',
      `/payment/complete?paymentId=${ID}&code=FAILURE_TYPE_PG&message=${message}`,
      <PaymentCompletePage />,
    );
    const failed = screen.getByTestId('complete-failed');
    expect(failed.textContent).toContain('포인트는 적립되지 않았고, 돈도 나가지 않았어요');
    expect(failed.textContent).toContain('카드 한도를 넘었어요');
    expect(server.calls).toHaveLength(0);
  });

  it('offers a retry when the check fails, and shows the result once it passes', async () => {
    let down = true;
    server.routes['/api/payment/paid'] = () =>
      down ? fail('PAYMENT_NOT_PAID', '결제가 아직 끝나지 않았어요.', 409) : json(paidAnswer);
    renderAt('/payment/complete', `/payment/complete?paymentId=${ID}`, <PaymentCompletePage />);
    expect((await screen.findByTestId('complete-failed')).textContent).toContain(
      '결제가 아직 끝나지 않았어요.',
    );
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 확인' }));
    expect(await screen.findByTestId('complete-success')).toBeTruthy();
  });

  it('asks to log in again, coming back to the same address, when the session is gone', async () => {
    useUserStore.getState().setLoggedOut();
    const router = renderAt(
      '/payment/complete',
      `/payment/complete?paymentId=${ID}`,
      <PaymentCompletePage />,
    );
    fireEvent.click(screen.getByRole('link', { name: '로그인하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/payment/complete?paymentId=${ID}` });
    expect(server.calls).toHaveLength(0);
  });

  it('explains a visit without a payment id', () => {
    renderAt('/payment/complete', '/payment/complete', <PaymentCompletePage />);
    expect(screen.getByText('결제 정보가 없어요')).toBeTruthy();
  });
});

vi.setConfig({ testTimeout: 10_000 });
