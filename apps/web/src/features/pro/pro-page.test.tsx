import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { ProPage } from './pro-page';
import { json, logIn, proProfile, renderAt, reservation } from './testing';
import { addDays, seoulToday } from './time';

const original = transport.fetch;
const tomorrow = addDays(seoulToday(), 1);
let reserveBodies: Record<string, unknown>[] = [];
let balance = 100;
let hourQueries: string[] = [];
let isMe = false;
let infoQueries: string[] = [];

beforeEach(() => {
  reserveBodies = [];
  hourQueries = [];
  balance = 100;
  isMe = false;
  infoQueries = [];
  transport.fetch = (async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/profile/load_pro_info') {
      infoQueries.push(url.search);
      return json({ result: 'success', pro: proProfile(), reviews: [], reviews_more: false, IS_ME: isMe });
    }
    if (url.pathname === '/api/profile/load_open_date') {
      return json({ result: 'success', ZONE: 'Asia/Seoul', days: [{ date: tomorrow, free: 2 }] });
    }
    if (url.pathname === '/api/profile/load_open_hour') {
      const date = url.searchParams.get('date') ?? '';
      hourQueries.push(date);
      const slots =
        date === tomorrow
          ? [
              {
                START_AT: `${tomorrow}T01:00:00.000Z`,
                END_AT: `${tomorrow}T01:30:00.000Z`,
                LABEL: '10:00',
                FREE: true,
              },
              {
                START_AT: `${tomorrow}T01:30:00.000Z`,
                END_AT: `${tomorrow}T02:00:00.000Z`,
                LABEL: '10:30',
                FREE: false,
              },
            ]
          : [];
      return json({ result: 'success', ZONE: 'Asia/Seoul', MINUTES: 30, slots });
    }
    if (url.pathname === '/api/profile/reserve_pro') {
      const body = JSON.parse(String(init.body));
      reserveBodies.push(body);
      if (balance < 40) {
        return json({ result: 'fail', code: 'E003', message: '포인트가 부족해 구매할 수 없어요.' }, 409);
      }
      balance -= 40;
      return json({ result: 'success', reservation: reservation({ STATUS: 'requested' }), BALANCE: balance });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

let router: ReturnType<typeof renderAt> | null = null;
const open = () => {
  router = renderAt(`/pro/@${encodeURIComponent('김변리')}`, '/pro/:nickname', <ProPage />);
};

async function pickTomorrowTen() {
  const user = userEvent.setup();
  await user.click(await screen.findByTestId(`pro-day-${tomorrow}`));
  await user.click(await screen.findByTestId('pro-slot-10:00'));
  return user;
}

describe('ProPage', () => {
  it('moves an old /pro/nickname link to the @ address, which no fixed page shadows', async () => {
    router = renderAt(`/pro/${encodeURIComponent('김변리')}`, '/pro/:nickname', <ProPage />);
    expect(await screen.findByText('아이디어를 권리로 바꾸는 변리사')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/pro/@${encodeURIComponent('김변리')}`);
    expect(infoQueries).toEqual([`?nickname=${encodeURIComponent('김변리')}`]);
  });

  it('asks for a pro nicknamed like a fixed page by the @ address', async () => {
    renderAt('/pro/@manage', '/pro/:nickname', <ProPage />);
    await waitFor(() => expect(infoQueries).toEqual(['?nickname=manage']));
  });

  it('shows the 3.4 profile and a week of slots labelled in Seoul time', async () => {
    logIn();
    open();
    expect(await screen.findByText('아이디어를 권리로 바꾸는 변리사')).toBeTruthy();
    expect(infoQueries).toEqual([`?nickname=${encodeURIComponent('김변리')}`]);
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent === '소송 대리')).toHaveLength(1);
    expect(screen.getByText('이 아이디어 특허 될까요?')).toBeTruthy();
    expect(screen.getByText('한국 시간(Asia/Seoul, UTC+9) 기준')).toBeTruthy();
    expect(await within(screen.getByTestId(`pro-day-${tomorrow}`)).findByText('2칸')).toBeTruthy();
    await pickTomorrowTen();
    expect(hourQueries).toContain(tomorrow);
    expect((screen.getByTestId('pro-slot-10:30') as HTMLButtonElement).disabled).toBe(true);
  });

  it('confirms with the held price and the cancellation rules, then reserves that slot', async () => {
    logIn();
    open();
    const user = await pickTomorrowTen();
    const sheet = await screen.findByTestId('reserve-sheet');
    expect(sheet.textContent).toContain('40포인트를 상담이 끝날 때까지 맡겨 둬요');
    expect(sheet.textContent).toContain('수락 후 시작 24시간 전까지 취소하면 전액 돌려받아요.');
    expect(sheet.textContent).toContain('시작 3시간 전부터는 취소해도 돌려받지 못해요.');
    expect(reserveBodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '40포인트로 예약하기' }));
    await waitFor(() => expect(reserveBodies).toHaveLength(1));
    expect(reserveBodies[0]).toEqual({
      pro_no: 3,
      start_at: `${tomorrow}T01:00:00.000Z`,
      topic: '05',
      message: '',
    });
    await waitFor(() => expect(screen.queryByTestId('reserve-sheet')).toBeNull());
    expect(router?.state.location.pathname).toBe('/pro/reservations');
  });

  it('offers the cafeteria when the points are short (E003) and keeps the sheet open', async () => {
    logIn();
    balance = 10;
    open();
    const user = await pickTomorrowTen();
    await user.click(await screen.findByRole('button', { name: '40포인트로 예약하기' }));
    const short = await screen.findByTestId('reserve-short');
    expect(short.textContent).toContain('포인트가 부족해');
    expect(within(short).getByRole('link', { name: '카페테리아에서 충전하기' }).getAttribute('href')).toBe(
      '/cafeteria',
    );
    expect(screen.getByTestId('reserve-sheet')).toBeTruthy();
  });

  it('asks a visitor to log in instead of opening the sheet', async () => {
    useUserStore.setState({ loginAttempted: true });
    open();
    await pickTomorrowTen();
    expect(await screen.findByText('로그인하면 예약할 수 있어요.')).toBeTruthy();
    expect(screen.queryByTestId('reserve-sheet')).toBeNull();
  });

  it('shows the pro their own slots without letting them book one', async () => {
    logIn(30, '김변리');
    isMe = true;
    open();
    await userEvent.setup().click(await screen.findByTestId(`pro-day-${tomorrow}`));
    expect(((await screen.findByTestId('pro-slot-10:00')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: '프로 관리' }).getAttribute('href')).toBe('/pro/manage');
  });
});
