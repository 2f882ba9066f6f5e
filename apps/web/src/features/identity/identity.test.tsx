import type { VerificationStatus } from '@sidequest/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { SchoolSection } from './school-section';
import { SocialLoginButtons, useOAuthErrorMessage } from './social-login-buttons';
import { VerificationBadges } from './verification-badges';
import { VerificationPanel } from './verification-panel';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
let routes: Record<string, Handler>;
const original = transport.fetch;
const calls: { url: string; body: unknown }[] = [];

beforeEach(() => {
  routes = {};
  calls.length = 0;
  transport.fetch = (async (input: string, init: RequestInit) => {
    const path = input.split('?')[0]!;
    calls.push({ url: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[path];
    if (!handler) return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
    return handler(input, init);
  }) as typeof transport.fetch;
  useUserStore.getState().setLoggedIn({
    no: 7,
    nickname: '테스터',
    img: null,
    chat_uid: 'x',
    main_job: null,
    main_jobD: null,
    sub_job: null,
    sub_jobD: null,
  });
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
  vi.useRealTimers();
});

function renderAt(url: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const baseStatus: VerificationStatus = {
  CI_VERIFIED: '00',
  CI_VERIFIED_AT: null,
  USER_PHONE: '00',
  PHONE_MASKED: null,
  SCHOOL_VERIFIED: '00',
  SCHOOL_CODE: null,
  SCHOOL_NAME: null,
  SCHOOL_EMAIL: null,
  SCHOOL_VERIFIED_AT: null,
  SCHOOL_PENDING: null,
  OAUTH: { kakao: false, naver: false },
  OAUTH_ENABLED: { kakao: true, naver: false },
  IDENTITY_MODE: 'standin',
  IDENTITY_REWARD: 10,
};

describe('SocialLoginButtons', () => {
  it('shows a start link for each configured provider only, keeping where to go next', async () => {
    routes['/api/auth/providers'] = () => json({ result: 'success', kakao: true, naver: false });
    renderAt('/login', <SocialLoginButtons next="/people?tab=1" />);
    const kakao = await screen.findByRole('link', { name: '카카오로 시작하기' });
    expect(kakao.getAttribute('href')).toBe(
      `/api/auth/oauth/kakao/start?next=${encodeURIComponent('/people?tab=1')}`,
    );
    expect(screen.queryByRole('link', { name: '네이버로 시작하기' })).toBeNull();
  });

  it('renders nothing when the server offers no social log-in', async () => {
    routes['/api/auth/providers'] = () => json({ result: 'success', kakao: false, naver: false });
    renderAt('/login', <SocialLoginButtons />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('또는 이메일로')).toBeNull();
  });
});

function ErrorLine() {
  return <p>{useOAuthErrorMessage() ?? '없음'}</p>;
}

describe('useOAuthErrorMessage', () => {
  it('turns the callback’s error code into Korean, and ignores made-up codes safely', () => {
    renderAt('/login?error=oauth_email_taken', <ErrorLine />);
    expect(screen.getByText(/이 이메일로 가입한 계정이 이미 있어요/)).toBeTruthy();
    cleanup();
    renderAt('/login?error=<script>', <ErrorLine />);
    expect(screen.getByText('로그인하지 못했어요. 다시 시도해 주세요.')).toBeTruthy();
    cleanup();
    renderAt('/login', <ErrorLine />);
    expect(screen.getByText('없음')).toBeTruthy();
  });
});

describe('VerificationBadges', () => {
  it('shows only the badges a person has', () => {
    render(<VerificationBadges ci="01" phone="00" school="01" schoolName="서울대학교" />);
    expect(screen.getByText('실명 인증')).toBeTruthy();
    expect(screen.queryByText('휴대폰 인증')).toBeNull();
    expect(screen.getByText('서울대학교 인증')).toBeTruthy();
    cleanup();
    const { container } = render(<VerificationBadges ci="00" phone="00" school="00" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('VerificationPanel', () => {
  it('shows a retry when the status cannot load', async () => {
    let fail = true;
    routes['/api/profile/verification_status'] = () =>
      fail
        ? json({ result: 'fail', code: 'E004', message: '요청을 처리하는 중에 문제가 생겼어요.' }, 400)
        : json({ result: 'success', ...baseStatus });
    renderAt('/me', <VerificationPanel />);
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: '본인인증 하기' })).toBeTruthy();
  });

  it('says when the site offers no verification instead of "try again later"', async () => {
    routes['/api/profile/verification_status'] = () =>
      json({ result: 'success', ...baseStatus, IDENTITY_MODE: 'off' });
    renderAt('/me', <VerificationPanel />);
    expect(await screen.findByText(/이 사이트는 아직 본인인증을 제공하지 않아요/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '본인인증 하기' })).toBeNull();
    expect(screen.queryByText('테스트 모드')).toBeNull();
  });

  it('labels the stand-in as 테스트 모드, runs it and reports the gift', async () => {
    let verified = false;
    routes['/api/profile/verification_status'] = () =>
      json({
        result: 'success',
        ...baseStatus,
        ...(verified ? { CI_VERIFIED: '01', CI_VERIFIED_AT: '2026-03-01T00:00:00Z' } : {}),
      });
    routes['/api/profile/verify_identity/prepare'] = () =>
      json({
        result: 'success',
        identity_verification_id: 'identity-verification-1',
        mode: 'standin',
        store_id: null,
        channel_key: null,
      });
    routes['/api/profile/verify_identity/standin'] = () => json({ result: 'success' });
    routes['/api/profile/verify_identity'] = () => {
      verified = true;
      return json({
        result: 'success',
        status: 'verified',
        CI_VERIFIED: '01',
        USER_PHONE: '00',
        POINTS_GRANTED: 10,
      });
    };
    renderAt('/me', <VerificationPanel />);
    fireEvent.click(await screen.findByRole('button', { name: '본인인증 하기' }));
    expect(screen.getByTestId('identity-test-mode').textContent).toContain('테스트 모드');
    const dialog = await screen.findByRole('dialog', { name: '본인인증 (테스트 모드)' });
    fireEvent.change(screen.getByLabelText(/이름/), { target: { value: '김하늘' } });
    fireEvent.change(screen.getByLabelText(/생년월일/), { target: { value: '1998-04-12' } });
    fireEvent.click(screen.getByRole('button', { name: '인증 완료' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/profile/verify_identity')).toBe(true));
    expect(calls.find((c) => c.url === '/api/profile/verify_identity/standin')?.body).toMatchObject({
      identity_verification_id: 'identity-verification-1',
      outcome: 'verified',
      name: '김하늘',
      birth_date: '1998-04-12',
      phone: '',
    });
    expect(await screen.findByText('2026년 3월 1일에 실명 인증을 마쳤어요.')).toBeTruthy();
    expect(screen.getByText('본인인증을 마쳤어요. 인증 보상으로 10포인트를 드렸어요.')).toBeTruthy();
    expect(dialog.isConnected).toBe(false);
  });
});

describe('SchoolSection', () => {
  it('searches schools by 초성, checks the domain, and asks for a code', async () => {
    routes['/api/search/universities'] = () =>
      json({
        result: 'success',
        UNIVERSITIES: [
          {
            SCHOOL_CODE: '0000880',
            SCHOOL_NAME: '서울대학교',
            SCHOOL_EN: 'Seoul National University',
            SCHOOL_DOMAIN: 'snu.ac.kr',
            SCHOOL_TYPE: '01',
          },
        ],
      });
    routes['/api/profile/school_verify/request'] = () =>
      json({
        result: 'success',
        SCHOOL_CODE: '0000880',
        SCHOOL_NAME: '서울대학교',
        EMAIL: 'hana@snu.ac.kr',
        EXPIRES_AT: new Date(Date.now() + 600_000).toISOString(),
        RESEND_AT: new Date(Date.now() + 60_000).toISOString(),
        ATTEMPTS_LEFT: 5,
      });
    renderAt('/me', <SchoolSection status={baseStatus} />);
    const combo = screen.getByRole('combobox');
    fireEvent.focus(combo);
    fireEvent.change(combo, { target: { value: 'ㅅㅇㄷ' } });
    const option = await screen.findByRole('option', { name: /서울대학교/ });
    // Enter while a syllable is being composed picks nothing.
    fireEvent.keyDown(combo, { key: 'Enter', keyCode: 229 });
    expect(screen.getByRole('combobox')).toBeTruthy();
    expect(option).toBeTruthy();
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(await screen.findByText('@snu.ac.kr')).toBeTruthy();
    expect(calls.find((c) => c.url.startsWith('/api/search/universities'))?.url).toContain(
      encodeURIComponent('ㅅㅇㄷ'),
    );

    const email = screen.getByLabelText(/학교 이메일/);
    fireEvent.change(email, { target: { value: 'hana@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: '인증 코드 받기' }));
    expect(await screen.findByText('@snu.ac.kr로 끝나는 학교 이메일을 입력해 주세요.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/profile/school_verify/request')).toBe(false);

    fireEvent.change(email, { target: { value: 'hana@snu.ac.kr' } });
    fireEvent.click(screen.getByRole('button', { name: '인증 코드 받기' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/profile/school_verify/request')?.body).toEqual({
        school_code: '0000880',
        email: 'hana@snu.ac.kr',
      }),
    );
  });

  it('counts down, shows the server’s wrong-code message and offers a resend when allowed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = {
      SCHOOL_CODE: '0000880',
      SCHOOL_NAME: '서울대학교',
      EMAIL: 'hana@snu.ac.kr',
      EXPIRES_AT: new Date(Date.now() + 9 * 60_000 + 30_000).toISOString(),
      RESEND_AT: new Date(Date.now() + 20_000).toISOString(),
      ATTEMPTS_LEFT: 4,
    };
    routes['/api/profile/school_verify/confirm'] = () =>
      json(
        {
          result: 'fail',
          code: 'SCHOOL_CODE_WRONG',
          message: '인증 코드가 맞지 않아요. 3번 더 입력할 수 있어요.',
          fields: { code: '인증 코드가 맞지 않아요. (남은 횟수 3번)' },
        },
        400,
      );
    renderAt('/me', <SchoolSection status={{ ...baseStatus, SCHOOL_PENDING: pending }} />);
    expect(screen.getByText('남은 시간 9:30')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '20초 뒤에 다시 받을 수 있어요' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.change(screen.getByLabelText(/인증 코드/), { target: { value: '12a3' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('메일로 받은 6자리 숫자를 입력해 주세요.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/인증 코드/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증 코드가 맞지 않아요. (남은 횟수 3번)')).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(21_000);
    });
    expect(screen.getByRole('button', { name: '코드 다시 받기' }).hasAttribute('disabled')).toBe(false);
  });
});
