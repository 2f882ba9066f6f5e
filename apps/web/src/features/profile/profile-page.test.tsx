import type { Resume } from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { LevelIcon } from '../../ui/level-icon';
import { myTabOf } from '../my/my-page';
import { isStoredDraft } from './editor';
import { ProfilePage } from './profile-page';
import { precheckFile } from '../../lib/upload';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const resume = (over: Partial<Resume> = {}): Resume => ({
  USER_NO: 7,
  USER_NICKNAME: '테스터',
  USER_IMG_URL: null,
  BACKGROUND_URL: null,
  USER_LEVEL: 3,
  LEVEL_NAME: '주니어 메이커',
  EXP: 400,
  CI_VERIFIED: '01',
  USER_PHONE: '01',
  SCHOOL_VERIFIED: '00',
  VERIFIED_SCHOOL_NAME: null,
  MEMBER_TYPE: '01',
  USER_AGE: '03',
  USER_GENDER: '00',
  MAIN_JOB: '04',
  MAIN_JOB_D: '0401',
  SUB_JOB: null,
  SUB_JOB_D: null,
  STATUS_LINE: '01',
  INTRODUCTION: '주말마다 가계부 앱을 만들어요.',
  SKILLS: ['react'],
  INTERESTS: ['13'],
  REGION: 'KR01',
  MEETING_MODE: '00',
  AVAILABLE_DAYS: '02',
  AVAILABLE_TIME: '03',
  SKILL_LEVEL: '03',
  EXPERIENCE_YEARS: '02',
  MBTI: 'INTJ',
  CAREERS: [
    {
      CAREER_NO: 1,
      COMPANY: '무신사',
      TITLE: '프론트엔드 개발자',
      JOB_CODE: '0401',
      START_YM: '2022-04',
      END_YM: null,
      DESCRIPTION: '주문서를 만들어요.',
      EVIDENCE_URL: '/uploads/career_evidence/2025/01/a.pdf',
      EVIDENCE_NAME: '경력증명서.pdf',
    },
  ],
  EDUCATIONS: [],
  WORKS: [],
  ACTIVITY: {
    FOLLOWER_COUNT: 12,
    FOLLOWING_COUNT: 3,
    FAVOURITED_COUNT: 1,
    WORK_COUNT: 0,
    CAREER_COUNT: 1,
    PROJECT_JOINED_COUNT: 0,
    PROJECT_LED_COUNT: 0,
    POST_COUNT: 0,
  },
  REVIEW_AVERAGE: null,
  REVIEW_COUNT: 0,
  IS_OWNER: false,
  IS_FOLLOWING: false,
  IS_FAVOURITE: false,
  JOINED_AT: '2025-01-01T00:00:00.000Z',
  LAST_ACTIVE_AT: '2025-01-01T00:00:00.000Z',
  PRIVATE: null,
  ...over,
});

let routes: Record<string, (url: string, init: RequestInit) => Response>;
const original = transport.fetch;
const posted: { path: string; body: unknown }[] = [];

beforeEach(() => {
  posted.length = 0;
  routes = {
    '/api/profile/reviewInfo': () =>
      json({ result: 'success', AVERAGE: null, COUNT: 0, list: [], has_more: false }),
    '/api/profile/load_temp_resume': () => json({ result: 'success', draft: null, saved_at: null }),
    '/api/profile/save_temp_resume': () => json({ result: 'success', saved_at: null }),
  };
  transport.fetch = (async (input: string, init: RequestInit) => {
    const path = input.split('?')[0]!;
    if (init.method === 'POST')
      posted.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[path];
    return handler
      ? handler(input, init)
      : json({ result: 'fail', code: 'NOT_FOUND', message: '찾는 메이커가 없어요.' }, 404);
  }) as typeof transport.fetch;
});

afterEach(async () => {
  cleanup();
  // An editor left open saves its draft as it unmounts; the mutation sends it a few ticks later.
  await new Promise((resolve) => setTimeout(resolve, 0));
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function renderProfile(nickname = '테스터') {
  const router = createMemoryRouter([{ path: '/people/:nickname', element: <ProfilePage /> }], {
    initialEntries: [`/people/${encodeURIComponent(nickname)}`],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function loginAs(no: number) {
  useUserStore.getState().setLoggedIn({
    no,
    nickname: '테스터',
    img: null,
    chat_uid: 'x',
    main_job: null,
    main_jobD: null,
    sub_job: null,
    sub_jobD: null,
  });
}

describe('the profile page', () => {
  it('shows a visitor the resume with badges, counts and no edit buttons', async () => {
    routes['/api/profile/load_resume'] = () => json({ result: 'success', resume: resume() });
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: '테스터' })).toBeTruthy();
    expect(screen.getByText('주말마다 가계부 앱을 만들어요.')).toBeTruthy();
    expect(screen.getByRole('img', { name: '레벨 3 · 주니어 메이커' })).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('경력증명서.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '편집' })).toBeNull();
    // 1:1 대화 opens the chat panel (features/chat); visitors are sent to log in first.
    expect((screen.getByRole('button', { name: /1:1 대화/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lets the owner edit a section in place and saves only that section', async () => {
    loginAs(7);
    routes['/api/profile/load_resume'] = () =>
      json({
        result: 'success',
        resume: resume({
          IS_OWNER: true,
          PRIVATE: { EMAIL: 'me@sidequest.kr', PHONE: null, PHONE_VERIFIED: false, SCHOOL_EMAIL: null },
        }),
      });
    routes['/api/profile/make_resume'] = (_u, init) =>
      json({
        result: 'success',
        resume: resume({ IS_OWNER: true, INTRODUCTION: JSON.parse(String(init.body)).introduction }),
      });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: '테스터' });
    // The owner's private e-mail is not printed on the public page.
    expect(screen.queryByText('me@sidequest.kr')).toBeNull();

    fireEvent.click(screen.getByTestId('intro-edit'));
    const box = screen.getByLabelText('자기소개') as HTMLTextAreaElement;
    expect(box.value).toBe('주말마다 가계부 앱을 만들어요.');
    fireEvent.change(box, { target: { value: '새 소개를 썼어요.' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.getByText('새 소개를 썼어요.')).toBeTruthy());
    expect(posted.find((p) => p.path === '/api/profile/make_resume')?.body).toEqual({
      introduction: '새 소개를 썼어요.',
    });
  });

  it('asks before throwing away unsaved changes', async () => {
    loginAs(7);
    routes['/api/profile/load_resume'] = () =>
      json({ result: 'success', resume: resume({ IS_OWNER: true }) });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: '테스터' });
    fireEvent.click(screen.getByTestId('intro-edit'));
    fireEvent.change(screen.getByLabelText('자기소개'), { target: { value: '쓰다 만 글' } });
    fireEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(await screen.findByText('편집 중인 내용을 버릴까요?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '계속 편집' }));
    expect((screen.getByLabelText('자기소개') as HTMLTextAreaElement).value).toBe('쓰다 만 글');
  });

  it('says kindly when the member does not exist', async () => {
    renderProfile('없는사람');
    expect(await screen.findByText('‘없는사람’ 메이커를 찾을 수 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '사람들 둘러보기' })).toBeTruthy();
  });
});

describe('profile helpers', () => {
  it('labels the level icon for screen readers', () => {
    render(<LevelIcon level={7} />);
    expect(screen.getByRole('img', { name: '레벨 7' })).toBeTruthy();
  });

  it('refuses files the server would refuse before uploading them', () => {
    const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
    expect(precheckFile(file('a.png'), 'image')).toBeNull();
    expect(precheckFile(file('cv.pdf'), 'image')).toMatch(/이미지/);
    expect(precheckFile(file('cv.pdf'), 'imageOrDocument')).toBeNull();
    expect(precheckFile(file('run.exe'), 'imageOrDocument')).toMatch(/PDF/);
    expect(precheckFile(file('big.png', 10 * 1024 * 1024 + 1), 'image')).toMatch(/10MB/);
  });

  it('reads only well-formed drafts and known My page tabs', () => {
    expect(isStoredDraft({ section: 'intro', item: null, values: { introduction: 'x' } })).toBe(true);
    expect(isStoredDraft({ section: 'hack', item: null, values: {} })).toBe(false);
    expect(isStoredDraft(null)).toBe(false);
    expect(myTabOf('points')).toBe('points');
    expect(myTabOf('../admin')).toBe('projects');
  });
});
