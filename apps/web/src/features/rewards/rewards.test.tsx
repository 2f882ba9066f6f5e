import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../app/store';
import '../../test/i18n';
import { useToastStore } from '../../ui/toast-store';
import { json, logIn, mockServer, renderAt, shop } from '../cafeteria/test-kit';
import { RewardClaimCard } from './claim-card';
import { PointsGuidePage } from './guide-page';

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  logIn();
});

afterEach(() => {
  cleanup();
  server.restore();
  useUserStore.getState().setLoggedOut();
  useToastStore.setState({ toasts: [] });
});

const reward = (no: number, code: string, label: string, exp: number) => ({
  REWARD_NO: no,
  CODE: code,
  LABEL: label,
  EXP: exp,
  POINTS: 0,
  EARNED_AT: '2026-11-26T00:30:00.000Z',
});

describe('RewardClaimCard', () => {
  it('shows what is waiting, claims it once on 받기, then says nothing is left', async () => {
    let pending = {
      result: 'success',
      COUNT: 2,
      EXP: 150,
      POINTS: 0,
      rewards: [reward(2, 'C01', '인사이트·로그 작성', 50), reward(1, 'D34', '라운지 글 작성', 100)],
    };
    server.routes['/api/profile/load_user_reward'] = () => json(pending);
    server.routes['/api/profile/get_user_reward'] = () => {
      pending = { ...pending, COUNT: 0, EXP: 0, rewards: [] };
      return json({
        result: 'success',
        CLAIMED: 2,
        EXP: 150,
        POINTS: 0,
        EXP_TOTAL: 150,
        POINT_BALANCE: 0,
        LEVEL_UP: { FROM: 1, TO: 2, NAME: '견습 메이커' },
        REMAINING: 0,
      });
    };
    renderAt('/my', '/my', <RewardClaimCard />);
    expect((await screen.findByTestId('reward-summary')).textContent).toBe('받을 보상 2개 · 활동 점수 +150');
    const card = screen.getByTestId('reward-claim-card');
    expect(within(card).getByText('라운지 글 작성')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: '받기' }));
    expect(await screen.findByText('지금 받을 보상이 없어요')).toBeTruthy();
    expect(server.callsTo('/api/profile/get_user_reward')).toHaveLength(1);
    const titles = useToastStore.getState().toasts.map((t) => `${t.title}|${t.description ?? ''}`);
    expect(titles).toEqual(['보상을 받았어요|활동 점수 +150']);
  });

  it('points to the guide when nothing is waiting, and offers a retry when loading fails', async () => {
    let fails = true;
    server.routes['/api/profile/load_user_reward'] = () =>
      fails
        ? json({ result: 'fail', code: 'E001', message: '로그인이 필요해요.' }, 401)
        : json({ result: 'success', COUNT: 0, EXP: 0, POINTS: 0, rewards: [] });
    renderAt('/my', '/my', <RewardClaimCard />);
    expect(await screen.findByText('받을 보상을 불러오지 못했어요')).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: /다시/ }));
    const link = await screen.findByRole('link', { name: '보상 받는 법 보기' });
    expect(link.getAttribute('href')).toBe('/points/guide');
  });
});

describe('PointsGuidePage', () => {
  it('lists only rewards whose action exists, the point value, news costs and the refund window', async () => {
    server.routes['/api/payment/cafeteria'] = () => json(shop({ REFUND_DAYS: 7 }));
    renderAt('/points/guide', '/points/guide', <PointsGuidePage />);
    const rules = await screen.findByTestId('reward-rules');
    const names = within(rules)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(names).toEqual([
      '프로필 완성',
      '첫 프로젝트 등록',
      '프로젝트 런칭',
      '부스 등록',
      '매거진 아티클 발행',
      '댓글 작성',
      '라운지 글 작성',
      '응원 받기',
      '인사이트·로그 작성',
      '프로젝트 회고 작성',
    ]);
    expect(within(rules).getByText('하루 5번까지')).toBeTruthy();
    expect(within(rules).getAllByText('하루 한 번까지')).toHaveLength(3);
    expect(screen.getByTestId('point-value').textContent).toContain('1포인트 = 1,000원');
    expect(within(screen.getByTestId('news-costs')).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.getByText(/결제 후 7일 안에/)).toBeTruthy());
    expect(screen.getAllByRole('link', { name: '카페테리아에서 충전하기' })[0]?.getAttribute('href')).toBe(
      '/cafeteria',
    );
  });
});
