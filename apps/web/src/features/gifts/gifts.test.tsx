import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../app/store';
import '../../test/i18n';
import { fail, json, logIn, mockServer, renderAt } from '../cafeteria/test-kit';
import type { GiftconShop } from './api';
import { maskCoupon } from './coupon-list';
import { CouponsPage } from './coupons-page';
import { GiftButton } from './gift-button';

let server: ReturnType<typeof mockServer>;

const items = [
  { CODE: 'G01', LABEL: '아메리카노 T', BRAND: '스타벅스', PRICE_WON: 4500, POINTS: 5 },
  { CODE: 'G03', LABEL: '아이스 아메리카노', BRAND: '메가MGC커피', PRICE_WON: 2000, POINTS: 2 },
];

function shop(change: Partial<GiftconShop> = {}) {
  return {
    result: 'success',
    mode: 'standin',
    items,
    BALANCE: 4,
    PHONE: { USER_PHONE: '01', PHONE_MASKED: '010-****-5678' },
    ...change,
  };
}

const coupon = {
  ORDER_NO: 3,
  ITEM: items[1],
  STATUS: 'sent',
  COUPON_NO: '1234-5678-9012',
  PHONE_MASKED: '010-****-5678',
  EXPIRES_AT: '2027-02-24T00:00:00.000Z',
  CREATED_AT: '2026-11-26T00:30:00.000Z',
  TEST: true,
};

beforeEach(() => {
  server = mockServer();
  server.routes['/api/payment/giftcon'] = () => json(shop());
  server.routes['/api/payment/giftcons'] = () => json({ result: 'success', list: [coupon], has_more: false });
  server.routes['/api/payment/gifts'] = () =>
    json({ result: 'success', list: [], has_more: false, LEFT_TODAY: 30 });
  server.routes['/api/profile/verification_status'] = () =>
    json({
      result: 'success',
      CI_VERIFIED: '01',
      CI_VERIFIED_AT: '2026-11-01T00:00:00.000Z',
      USER_PHONE: '01',
      PHONE_MASKED: '010-****-5678',
      SCHOOL_VERIFIED: '00',
      SCHOOL_CODE: null,
      SCHOOL_NAME: null,
      SCHOOL_EMAIL: null,
      SCHOOL_VERIFIED_AT: null,
      SCHOOL_PENDING: null,
      OAUTH: { kakao: false, naver: false },
      OAUTH_ENABLED: { kakao: false, naver: false },
      IDENTITY_MODE: 'standin',
      IDENTITY_REWARD: 10,
    });
  logIn();
});

afterEach(() => {
  cleanup();
  server.restore();
  useUserStore.getState().setLoggedOut();
});

describe('GiftButton', () => {
  it('gifts the chosen points after a confirmation, with one request id', async () => {
    server.routes['/api/payment/gift'] = (_url, body) =>
      json({
        result: 'success',
        gift: {
          GIFT_NO: 1,
          DIRECTION: 'sent',
          OTHER: { USER_NO: 9, USER_NICKNAME: '김지우', USER_IMG_URL: null },
          POINTS: (body as { points: number }).points,
          MESSAGE: '',
          CREATED_AT: '2026-11-26T00:30:00.000Z',
        },
        BALANCE: 1,
        LEFT_TODAY: 27,
      });
    renderAt('/people/:nickname', '/people/김지우', <GiftButton nickname="김지우" />);
    fireEvent.click(screen.getByTestId('profile-gift'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('gift-balance').textContent).toContain('4개'));
    fireEvent.click(within(dialog).getByRole('button', { name: '3P' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '고마워요' } });
    fireEvent.click(within(dialog).getByTestId('gift-next'));
    expect(within(dialog).getByText(/김지우님에게 커피 포인트 3개를 선물해요/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('gift-send'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [call] = server.callsTo('/api/payment/gift');
    expect(call?.body).toMatchObject({ to: '김지우', points: 3, message: '고마워요' });
    expect((call?.body as { requestId?: string } | undefined)?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('will not let a member pick more than they hold, and points to the cafeteria', async () => {
    renderAt('/people/:nickname', '/people/김지우', <GiftButton nickname="김지우" />);
    fireEvent.click(screen.getByTestId('profile-gift'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('gift-balance').textContent).toContain('4개'));
    fireEvent.click(within(dialog).getByRole('button', { name: '5P' }));
    expect(within(dialog).getByText('포인트가 1개 모자라요.')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '카페테리아에서 충전하기' }).getAttribute('href')).toBe(
      '/cafeteria',
    );
    expect((within(dialog).getByTestId('gift-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s E003 with the way to top up', async () => {
    server.routes['/api/payment/gift'] = () => fail('E003', '포인트가 부족해 구매할 수 없어요.', 409);
    renderAt('/people/:nickname', '/people/김지우', <GiftButton nickname="김지우" />);
    fireEvent.click(screen.getByTestId('profile-gift'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('gift-balance').textContent).toContain('4개'));
    fireEvent.click(within(dialog).getByTestId('gift-next'));
    fireEvent.click(within(dialog).getByTestId('gift-send'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('포인트가 부족해');
    expect(within(alert).getByRole('link', { name: '카페테리아에서 충전하기' })).toBeTruthy();
  });

  it('sends a visitor to log in', async () => {
    useUserStore.getState().setLoggedOut();
    renderAt('/people/:nickname', '/people/김지우', <GiftButton nickname="김지우" />);
    fireEvent.click(screen.getByTestId('profile-gift'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});

describe('CouponsPage', () => {
  it('lists the items, the test mode, my phone and my coupons with the number hidden until tapped', async () => {
    renderAt('/cafeteria/coupons', '/cafeteria/coupons', <CouponsPage />);
    const list = await screen.findByTestId('giftcon-items');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('4,500원 → 5포인트')).toBeTruthy();
    expect(screen.getByTestId('giftcon-standin').textContent).toContain('테스트 쿠폰 번호');
    expect(screen.getByTestId('giftcon-phone').textContent).toContain('010-****-5678');
    const number = await screen.findByTestId('giftcon-number');
    expect(number.textContent).toBe('****-****-9012');
    fireEvent.click(screen.getByRole('button', { name: '쿠폰 번호 보기' }));
    expect(screen.getByTestId('giftcon-number').textContent).toBe('1234-5678-9012');
  });

  it('buys after a confirmation and refuses to without a verified phone', async () => {
    server.routes['/api/payment/buy_giftcon'] = () => json({ result: 'success', coupon, BALANCE: 2 });
    renderAt('/cafeteria/coupons', '/cafeteria/coupons', <CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '메가MGC커피 아이스 아메리카노 구매하기' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('giftcon-confirm'));
    await waitFor(() => expect(server.callsTo('/api/payment/buy_giftcon')).toHaveLength(1));
    expect(server.callsTo('/api/payment/buy_giftcon')[0]?.body).toMatchObject({ item: 'G03' });

    cleanup();
    server.routes['/api/payment/giftcon'] = () =>
      json(shop({ PHONE: { USER_PHONE: '00', PHONE_MASKED: null } }));
    renderAt('/cafeteria/coupons', '/cafeteria/coupons', <CouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: '메가MGC커피 아이스 아메리카노 구매하기' }));
    const again = await screen.findByRole('dialog');
    const confirm = within(again).getByTestId('giftcon-confirm') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.textContent).toContain('먼저 휴대폰 인증을 해 주세요');
  });
});

describe('maskCoupon', () => {
  it('keeps only the last four digits', () => {
    expect(maskCoupon('1234-5678-9012')).toBe('****-****-9012');
    expect(maskCoupon('ABCD12345678')).toBe('ABCD****5678');
  });
});
