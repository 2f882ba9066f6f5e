import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../app/store';
import '../../test/i18n';
import { CafeteriaPage } from './cafeteria-page';
import { json, logIn, mockServer, order, renderAt, shop } from './test-kit';

const portone = vi.hoisted(() => ({ requestPayment: vi.fn() }));
vi.mock('@portone/browser-sdk/v2', () => ({ default: portone, ...portone }));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  server.routes['/api/payment/orders'] = () => json({ result: 'success', list: [], has_more: false });
  portone.requestPayment.mockReset();
  logIn();
});

afterEach(() => {
  cleanup();
  server.restore();
  useUserStore.getState().setLoggedOut();
});

const request = {
  storeId: 'store-test',
  channelKey: 'channel-key-test',
  paymentId: 'pay_20261126_0001',
  orderName: '사이드퀘스트 커피 포인트 10개',
  totalAmount: 10_000,
  currency: 'CURRENCY_KRW',
  payMethod: 'CARD',
  customData: '{"product":"10000"}',
  productType: 'PRODUCT_TYPE_DIGITAL',
  redirectUrl: 'http://localhost/payment/complete?paymentId=pay_20261126_0001',
} as const;

async function openSheetFor(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `${name} 고르기` }));
  const dialog = await screen.findByRole('dialog');
  const pay = within(dialog).getByTestId('checkout-pay');
  return { dialog, pay };
}

describe('CafeteriaPage', () => {
  it('lists the five top-ups with their rewards, and says the 200,000 choice is charged 220,000', async () => {
    server.routes['/api/payment/cafeteria'] = () => json(shop());
    renderAt('/cafeteria', '/cafeteria', <CafeteriaPage />);
    const topups = await screen.findByTestId('cafeteria-topups');
    expect(within(topups).getAllByRole('button')).toHaveLength(5);
    const card = (label: string) =>
      within(topups).getByRole('button', { name: `${label} 고르기` }).textContent;
    expect(card('10,000원')).toContain('커피 포인트 10개 + 활동 점수 1,000');
    expect(card('200,000원')).toContain('커피 포인트 220개 + 활동 점수 20,000');
    expect(within(topups).getByText('이 금액은 220,000원으로 결제돼요')).toBeTruthy();
    // A screen reader hears the surcharge with the card, not only its short name.
    const big = within(topups).getByRole('button', { name: '200,000원 고르기' });
    const described = (big.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(
      '220,000원으로 결제돼요',
    );
    const packages = screen.getByTestId('cafeteria-packages');
    expect(within(packages).getAllByRole('button')).toHaveLength(8);
    expect(within(packages).getByText('보너스 50포인트')).toBeTruthy();
    expect(within(packages).queryByText('보너스 0포인트')).toBeNull();
    expect(screen.getByTestId('cafeteria-balance').textContent).toContain('12개');
    expect(screen.getByTestId('cafeteria-test-mode').textContent).toContain('실제로 돈이 나가지 않고');
  });

  it('shows an honest closed shop when no payment service is configured', async () => {
    server.routes['/api/payment/cafeteria'] = () => json(shop({ mode: 'off' }));
    renderAt('/cafeteria', '/cafeteria', <CafeteriaPage />);
    expect((await screen.findByTestId('cafeteria-closed')).textContent).toContain(
      '카드 결제가 연결되지 않아',
    );
    for (const button of within(screen.getByTestId('cafeteria-topups')).getAllByRole('button')) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.queryByTestId('cafeteria-test-mode')).toBeNull();
  });

  it('asks a visitor to log in instead of showing a balance or orders', async () => {
    useUserStore.getState().setLoggedOut();
    server.routes['/api/payment/cafeteria'] = () => json(shop({ BALANCE: null }));
    const router = renderAt('/cafeteria', '/cafeteria', <CafeteriaPage />);
    expect(await screen.findByText('로그인하면 충전할 수 있어요')).toBeTruthy();
    expect(screen.queryByText('충전 내역')).toBeNull();
    expect(server.callsTo('/api/payment/orders')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '10,000원 고르기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/cafeteria' });
  });

  it('keeps a retry on the page when the shop cannot load', async () => {
    let down = true;
    server.routes['/api/payment/cafeteria'] = () =>
      down
        ? json({ result: 'fail', code: 'E004', message: '요청을 처리하는 중에 문제가 생겼어요.' }, 400)
        : json(shop());
    renderAt('/cafeteria', '/cafeteria', <CafeteriaPage />);
    expect(await screen.findByText('카페테리아를 불러오지 못했어요')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('cafeteria-topups')).toBeTruthy();
  });
});

describe('checkout', () => {
  it('confirms product, charge, rewards and refund rule, and pays only after the agreement', async () => {
    server.routes['/api/payment/cafeteria'] = () => json(shop());
    server.routes['/api/payment/order'] = () =>
      json({ result: 'success', mode: 'standin', order: order({ PRODUCT: '200000' }), request });
    const router = renderAt('/cafeteria', '/cafeteria', <CafeteriaPage />);
    const { dialog, pay } = await openSheetFor('200,000원');
    expect(dialog.textContent).toContain('카페테리아 200,000원 충전');
    expect(dialog.textContent).toContain('220,000원');
    expect(dialog.textContent).toContain('200,000원을 골랐고, 220,000원이 결제돼요.');
    expect(dialog.textContent).toContain('커피 포인트 220개');
    expect(dialog.textContent).toContain('활동 점수 20,000');
    expect(within(dialog).getByRole('link', { name: '환불 규정 보기' }).getAttribute('href')).toBe(
      '/policy?term=refund_policy',
    );
    expect(pay.textContent).toBe('테스트 결제로 220,000원 결제하기');
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/test-card'));
    expect(server.callsTo('/api/payment/order')[0]?.body).toEqual({ product: '200000' });
    expect(router.state.location.search).toBe('?paymentId=pay_20261126_0001');
    expect(router.state.location.state).toMatchObject({ redirectUrl: request.redirectUrl });
    expect(portone.requestPayment).not.toHaveBeenCalled();
  });

  it('opens PortOne with the server’s request object, then credits through paid', async () => {
    server.routes['/api/payment/cafeteria'] = () => json(shop({ mode: 'portone' }));
    server.routes['/api/payment/order'] = () =>
      json({ result: 'success', mode: 'portone', order: order({ TEST: false }), request });
    server.routes['/api/payment/paid'] = () =>
      json({
        result: 'success',
        order: order({ STATUS: 'paid', TEST: false }),
        POINTS: 10,
        ACTIVITY_SCORE: 1000,
        BALANCE: 22,
      });
    portone.requestPayment.mockResolvedValue({
      transactionType: 'PAYMENT',
      txId: 'tx',
      paymentId: request.paymentId,
    });
    const router = renderAt('/cafeteria', '/cafeteria', <CafeteriaPage />);
    const { dialog, pay } = await openSheetFor('10,000원');
    expect(pay.textContent).toBe('10,000원 결제하기');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/complete'));
    expect(portone.requestPayment).toHaveBeenCalledWith({ ...request, customData: { product: '10000' } });
    expect(server.callsTo('/api/payment/paid').map((c) => c.body)).toEqual([
      { paymentId: request.paymentId },
    ]);
  });

  it('takes a closed payment window calmly and keeps the chosen item', async () => {
    server.routes['/api/payment/cafeteria'] = () => json(shop({ mode: 'portone' }));
    server.routes['/api/payment/order'] = () =>
      json({ result: 'success', mode: 'portone', order: order({ TEST: false }), request });
    portone.requestPayment.mockResolvedValue({
      transactionType: 'PAYMENT',
      txId: 'tx',
      paymentId: request.paymentId,
      code: 'FAILURE_TYPE_PG',
      message: '사용자가 결제를 취소하였습니다',
    });
    renderAt('/cafeteria', '/cafeteria', <CafeteriaPage />);
    const { dialog, pay } = await openSheetFor('10,000원');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(pay);
    expect((await within(dialog).findByRole('status')).textContent).toContain('결제를 취소했어요');
    expect(dialog.textContent).toContain('카페테리아 10,000원 충전');
    expect(server.callsTo('/api/payment/paid')).toHaveLength(0);
  });

  it('shows the server’s Korean refusal when the order cannot be made', async () => {
    server.routes['/api/payment/cafeteria'] = () => json(shop());
    server.routes['/api/payment/order'] = () =>
      json(
        { result: 'fail', code: 'RATE_LIMITED', message: '요청이 너무 많아요. 잠시 뒤 다시 시도해 주세요.' },
        429,
      );
    renderAt('/cafeteria', '/cafeteria', <CafeteriaPage />);
    const { dialog, pay } = await openSheetFor('30,000원');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(pay);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('요청이 너무 많아요');
  });
});
