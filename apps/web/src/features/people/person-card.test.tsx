import type { PersonCard as PersonCardData } from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { FollowButton } from './follow-button';
import { PersonCard } from './person-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const person: PersonCardData = {
  USER_NO: 42,
  USER_NICKNAME: '김지우',
  USER_IMG_URL: null,
  USER_LEVEL: 4,
  USER_AGE: '03',
  USER_GENDER: '02',
  CI_VERIFIED: '01',
  USER_PHONE: '01',
  SCHOOL_VERIFIED: '00',
  MEMBER_TYPE: '01',
  MAIN_JOB: '03',
  MAIN_JOB_D: '0301',
  SUB_JOB: '02',
  SUB_JOB_D: '0201',
  STATUS_LINE: '01',
  REGION: 'KR01',
  MEETING_MODE: '00',
  SKILLS: ['figma'],
  INTRODUCTION: '핀테크 앱을 디자인하고 있어요.',
  FOLLOWER_COUNT: 12,
  IS_FOLLOWING: false,
  IS_FAVOURITE: false,
  MATCH_REASON: '기획 직군과 잘 맞는 UI/UX 디자인 메이커예요',
};

const original = transport.fetch;
let calls: { url: string; body: unknown }[] = [];
let answer: (url: string, body: Record<string, unknown>) => Response;

beforeEach(() => {
  calls = [];
  answer = () => json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  transport.fetch = (async (input: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: input, body });
    return answer(input, body);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function renderIt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/people', element },
      { path: '/login', element: <p>로그인 화면</p> },
      { path: '/people/:nickname', element: <p>프로필 화면</p> },
    ],
    { initialEntries: ['/people'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const logIn = () =>
  useUserStore.getState().setLoggedIn({
    no: 7,
    nickname: '보는사람',
    img: null,
    chat_uid: 'x',
    main_job: '02',
    main_jobD: '0201',
    sub_job: null,
    sub_jobD: null,
  });

describe('PersonCard', () => {
  it('shows who the person is, with the reason and followers', () => {
    renderIt(<PersonCard person={person} />);
    expect(screen.getByRole('link', { name: '김지우' })).toHaveProperty(
      'pathname',
      '/people/%EA%B9%80%EC%A7%80%EC%9A%B0',
    );
    expect(screen.getByText('30대 · 여성')).toBeTruthy();
    expect(screen.getByText('UI/UX 디자인')).toBeTruthy();
    expect(screen.getByText('서비스 기획')).toBeTruthy();
    expect(screen.getByText(/팀원 찾는 중/)).toBeTruthy();
    expect(screen.getByText('서울')).toBeTruthy();
    expect(screen.getByText('본인 인증 완료')).toBeTruthy();
    expect(screen.getByText(/기획 직군과 잘 맞는/)).toBeTruthy();
    expect(screen.getByText('팔로워 12')).toBeTruthy();
    expect(screen.getByTestId('level-icon').getAttribute('data-level')).toBe('4');
  });

  it('offers the profile, 1:1 대화 and 프로젝트 초대 in its menu', async () => {
    renderIt(<PersonCard person={person} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '김지우님에게 할 수 있는 일' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      '프로필 상세',
      expect.stringContaining('1:1 대화'),
      expect.stringContaining('프로젝트 초대'),
    ]);
    // 1:1 대화 works now (chat): enabled, it opens the chat panel (visitors log in first).
    expect(items[1]!.getAttribute('aria-disabled')).toBeNull();
    // 프로젝트 초대 works now (project-team): enabled, it opens the invite dialog.
    expect(items[2]!.getAttribute('aria-disabled')).toBeNull();
    await user.click(items[0]!);
    expect(await screen.findByText('프로필 화면')).toBeTruthy();
  });

  it('asks a visitor to log in before following, and brings them back afterwards', async () => {
    renderIt(<PersonCard person={person} />);
    fireEvent.click(screen.getByRole('button', { name: '김지우님 팔로우하기' }));
    expect(await screen.findByText('로그인이 필요해요')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
  });

  it('follows for a member and shows the new count from the server', async () => {
    logIn();
    answer = (url, body) =>
      url === '/api/profile/follow'
        ? json({ result: 'success', IS_FOLLOWING: body.follow, FOLLOWER_COUNT: body.follow ? 13 : 12 })
        : json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
    renderIt(<PersonCard person={person} />);
    fireEvent.click(screen.getByRole('button', { name: '김지우님 팔로우하기' }));
    await waitFor(() => expect(screen.getByText('팔로워 13')).toBeTruthy());
    expect(
      screen.getByRole('button', { name: '김지우님 팔로우 취소하기' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(calls[0]).toMatchObject({ url: '/api/profile/follow', body: { user_no: 42, follow: true } });
  });

  it('favourites with the heart, and flips back with a message when it fails', async () => {
    logIn();
    answer = () =>
      json({ result: 'fail', code: 'NOT_FOUND', message: '즐겨찾기할 메이커를 찾을 수 없어요.' }, 404);
    renderIt(<PersonCard person={person} />);
    const heart = screen.getByRole('button', { name: '김지우님 즐겨찾기' });
    fireEvent.click(heart);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(calls[0]).toMatchObject({ body: { target_type: 'user', target_no: 42, favourite: true } });
  });
});

describe('FollowButton', () => {
  it('is not shown on your own card', () => {
    logIn();
    renderIt(<FollowButton userNo={7} initialFollowing={false} followerCount={0} />);
    expect(screen.queryByTestId('follow-button')).toBeNull();
  });

  it('reports the expected count at once and the server count after', async () => {
    logIn();
    answer = () => json({ result: 'success', IS_FOLLOWING: true, FOLLOWER_COUNT: 5 });
    const seen: { following: boolean; followerCount: number }[] = [];
    renderIt(
      <FollowButton userNo={9} initialFollowing={false} followerCount={3} onChange={(s) => seen.push(s)} />,
    );
    fireEvent.click(screen.getByTestId('follow-button'));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([
      { following: true, followerCount: 4 },
      { following: true, followerCount: 5 },
    ]);
    expect(screen.getByTestId('follow-button').textContent).toContain('팔로잉');
  });
});
