import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../app/store';
import '../../test/i18n';
import { OrdersSection } from './orders-section';
import { fail, json, logIn, mockServer, order, renderAt } from './test-kit';

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  logIn();
});

afterEach(() => {
  cleanup();
  server.restore();
  useUserStore.getState().setLoggedOut();
});

const paidOrder = order({
  PAYMENT_ID: 'pay_20261126_0002',
  STATUS: 'paid',
  PAID_AT: '2026-11-26T00:31:00.000Z',
  REFUNDABLE: true,
});
const oldOrder = order({
  PAYMENT_ID: 'pay_20261101_0001',
  PRODUCT: 'P03',
  ORDER_NAME: '포인트 패키지 20포인트',
  AMOUNT_WON: 22_000,
  POINTS: 20,
  ACTIVITY_SCORE: 0,
  STATUS: 'refunded',
  TEST: false,
  PAID_AT: '2026-11-01T00:00:00.000Z',
  REFUNDED_AT: '2026-11-02T00:00:00.000Z',
});

describe('OrdersSection', () => {
  it('pages by the last payment id and shows status, test tag and credit', async () => {
    server.routes['/api/payment/orders'] = (url) =>
      url.includes('before=')
        ? json({ result: 'success', list: [oldOrder], has_more: false })
        : json({ result: 'success', list: [paidOrder], has_more: true });
    renderAt('/cafeteria', '/cafeteria', <OrdersSection />);
    const first = await screen.findByTestId('order-row');
    expect(first.textContent).toContain('결제 완료');
    expect(first.textContent).toContain('테스트 결제');
    expect(first.textContent).toContain('+10포인트 · 활동 점수 +1,000');
    fireEvent.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(2));
    // StrictMode mounts twice and the aborted first fetch is asked again: compare the distinct pages.
    expect([...new Set(server.callsTo('/api/payment/orders').map((c) => c.url))]).toEqual([
      '/api/payment/orders',
      '/api/payment/orders?before=pay_20261126_0002',
    ]);
    const second = screen.getAllByTestId('order-row')[1]!;
    expect(second.textContent).toContain('환불 완료');
    expect(second.textContent).not.toContain('테스트 결제');
    expect(within(second).queryByRole('button', { name: '환불 신청' })).toBeNull();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('says what a refund reverses before doing it, and refreshes the list after', async () => {
    let refunded = false;
    server.routes['/api/payment/orders'] = () =>
      json({
        result: 'success',
        list: [refunded ? { ...paidOrder, STATUS: 'refunded', REFUNDABLE: false } : paidOrder],
        has_more: false,
      });
    server.routes['/api/payment/refund'] = () => {
      refunded = true;
      return json({
        result: 'success',
        order: { ...paidOrder, STATUS: 'refunded', REFUNDABLE: false },
        BALANCE: 2,
      });
    };
    renderAt('/cafeteria', '/cafeteria', <OrdersSection />);
    fireEvent.click(await screen.findByRole('button', { name: '환불 신청' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('10,000원 결제를 취소하고 카드로 돌려드려요');
    expect(dialog.textContent).toContain('커피 포인트 10개와 활동 점수 1,000점이 함께 빠져요');
    expect(server.callsTo('/api/payment/refund')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '환불하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('/api/payment/refund')[0]?.body).toEqual({ paymentId: paidOrder.PAYMENT_ID });
    expect(await screen.findByText('환불 완료')).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the refund is refused', async () => {
    server.routes['/api/payment/orders'] = () =>
      json({ result: 'success', list: [paidOrder], has_more: false });
    server.routes['/api/payment/refund'] = () =>
      fail('REFUND_NOT_ALLOWED', '이미 쓴 포인트가 있어 이 결제는 바로 취소할 수 없어요.', 409);
    renderAt('/cafeteria', '/cafeteria', <OrdersSection />);
    fireEvent.click(await screen.findByRole('button', { name: '환불 신청' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '환불하기' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('이미 쓴 포인트가 있어');
  });

  it('shows an empty state with what will appear, and an error with a retry', async () => {
    let down = true;
    server.routes['/api/payment/orders'] = () =>
      down
        ? fail('E004', '요청을 처리하는 중에 문제가 생겼어요.')
        : json({ result: 'success', list: [], has_more: false });
    renderAt('/cafeteria', '/cafeteria', <OrdersSection />);
    expect(await screen.findByText('충전 내역을 불러오지 못했어요')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 충전한 적이 없어요')).toBeTruthy();
  });
});
