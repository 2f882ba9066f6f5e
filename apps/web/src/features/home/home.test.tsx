import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import type { Home } from './api';
import fixture from './home.fixture.json';
import { HomePage } from './home-page';

// A demo member's real home, cut to one card per list (taken from GET /api/main/home).
const memberHome = fixture as Home;
const visitorHome: Home = {
  ...memberHome,
  member: false,
  projects: { ...memberHome.projects!, recommended: [], personalized: false },
  quests: null,
  points: null,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const original = transport.fetch;
let answer: () => Promise<Response>;
let homeCalls = 0;

beforeEach(() => {
  homeCalls = 0;
  transport.fetch = (async (input: string) => {
    if (input.includes('/api/main/home')) {
      homeCalls += 1;
      return answer();
    }
    return json({ result: 'success' });
  }) as typeof transport.fetch;
  useUserStore.setState({ mainContentStatus: 'ready', bannerList: [], adList: [] });
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.setState({ isLoggedIn: false, profile: null });
});

function renderHome() {
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }], { initialEntries: ['/'] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByTestId(`home-${name}`);

describe('home page', () => {
  it('shows skeletons in every section while the home loads, with each section’s heading', () => {
    answer = () => new Promise(() => {});
    renderHome();
    for (const name of ['projects', 'people', 'expo-best', 'expo-fresh', 'lounge', 'magazine']) {
      const s = section(name);
      expect(within(s).getByRole('heading', { level: 2 })).toBeTruthy();
      expect(s.querySelector('[aria-busy="true"]')).not.toBeNull();
    }
  });

  it('shows a visitor the live sections, each linking to its full list, and none of a member’s', async () => {
    answer = async () => json({ result: 'success', ...visitorHome });
    renderHome();
    await screen.findByText(visitorHome.projects!.newest[0]!.PROJECT_NAME);
    expect(within(section('people')).getByText(visitorHome.people!.profiles[0]!.USER_NICKNAME)).toBeTruthy();
    expect(
      within(section('lounge'))
        .getByRole('link', { name: /라운지 전체 보기/ })
        .getAttribute('href'),
    ).toBe('/lounge');
    expect(within(section('magazine')).getByText(visitorHome.magazine![0]!.QUEST_TITLE)).toBeTruthy();
    expect(screen.queryByTestId('home-quests')).toBeNull();
    expect(screen.queryByTestId('home-recommended')).toBeNull();
    // No copy that says a live section is still to come.
    expect(document.body.textContent).not.toMatch(/곧 열려요|준비 중/);
  });

  it('shows a failed section’s error and an empty section’s empty state, the rest intact', async () => {
    answer = async () => json({ result: 'success', ...visitorHome, lounge: null, magazine: [] });
    renderHome();
    await screen.findByText(visitorHome.projects!.newest[0]!.PROJECT_NAME);
    expect(within(section('lounge')).getByRole('alert').textContent).toContain(
      '이번 주 라운지 인기글을 불러오지 못했어요',
    );
    expect(within(section('magazine')).getByTestId('empty-state').textContent).toContain(
      '아직 발행된 아티클이 없어요',
    );
    expect(within(section('people')).queryByRole('alert')).toBeNull();
  });

  it('retries after the whole call failed', async () => {
    // Failing until the retry button is pressed (the query client's own retry fails too).
    let failing = true;
    answer = async () =>
      failing
        ? json({ result: 'fail', code: 'E500', message: '잠시 후 다시 시도해 주세요.' }, 500)
        : json({ result: 'success', ...visitorHome });
    renderHome();
    const alert = await within(section('projects')).findByRole('alert', {}, { timeout: 5000 });
    const calls = homeCalls;
    failing = false;
    fireEvent.click(within(alert).getByRole('button'));
    await screen.findByText(visitorHome.projects!.newest[0]!.PROJECT_NAME);
    expect(homeCalls).toBeGreaterThan(calls);
  }, 15_000);

  it('gives a member recommendations with reasons, today’s quests and the balance', async () => {
    useUserStore.setState({ isLoggedIn: true, profile: { no: 1, nickname: '데모메이커' } as never });
    answer = async () => json({ result: 'success', ...memberHome });
    renderHome();
    const rec = memberHome.projects!.recommended[0]!;
    await within(section('recommended')).findByText(rec.PROJECT_NAME);
    expect(within(section('recommended')).getByText(rec.MATCH_REASON!)).toBeTruthy();
    const quests = section('quests');
    expect(within(quests).getByText(memberHome.quests!.QUESTS[0]!.TITLE)).toBeTruthy();
    expect(within(quests).getByRole('button', { name: '퀘스트 보상 받기' })).toBeTruthy();
    const points = section('points');
    expect(within(points).getByText(`${memberHome.points!.balance.toLocaleString('ko-KR')}P`)).toBeTruthy();
    expect(within(points).getByRole('link', { name: '포인트 내역' }).getAttribute('href')).toBe(
      '/my?tab=points',
    );
  });

  it('shows the points error alone when only the balance failed', async () => {
    useUserStore.setState({ isLoggedIn: true, profile: { no: 1, nickname: '데모메이커' } as never });
    answer = async () => json({ result: 'success', ...memberHome, points: null });
    renderHome();
    await waitFor(() => expect(within(section('points')).getByRole('alert')).toBeTruthy());
    expect(within(section('quests')).queryByRole('alert')).toBeNull();
  });
});
