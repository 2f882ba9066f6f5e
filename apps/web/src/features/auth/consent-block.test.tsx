import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { ConsentBlock, type ConsentValue, NO_CONSENT } from './consent-block';
import { JoinPage } from './join-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const original = transport.fetch;
const calls: { path: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  transport.fetch = (async (input: string, init: RequestInit) => {
    const path = input.split('?')[0]!;
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (path.startsWith('/api/validation/user/')) {
      return json({ result: 'success', kind: path.includes('%40') ? 'email' : 'nickname', available: true });
    }
    if (path === '/api/auth/register') {
      return json({
        result: 'success',
        user: {
          no: 5,
          nickname: '새메이커',
          img: null,
          chat_uid: 'c',
          main_job: null,
          main_jobD: null,
          sub_job: null,
          sub_jobD: null,
        },
      });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

function Harness({ onValue }: { onValue?: (v: ConsentValue) => void }) {
  const [value, setValue] = useState(NO_CONSENT);
  return (
    <ConsentBlock
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const box = (name: RegExp | string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the consent block', () => {
  it('marks each box as 필수 or 선택 in its accessible name', () => {
    render(<Harness />);
    expect(box('(필수) 만 14세 이상이에요')).toBeTruthy();
    expect(box('(필수) 서비스 이용약관 동의')).toBeTruthy();
    expect(box('(필수) 개인정보 수집·이용 동의')).toBeTruthy();
    expect(box('(선택) 광고성 정보 수신 동의')).toBeTruthy();
  });

  it('전체 동의 ticks and unticks all four, and follows the single boxes', () => {
    let last: ConsentValue = NO_CONSENT;
    render(<Harness onValue={(v) => (last = v)} />);
    const all = box('전체 동의');
    fireEvent.click(all);
    expect(last).toEqual({ agree_age: true, agree_terms: true, agree_privacy: true, agree_marketing: true });
    expect(all.checked).toBe(true);

    fireEvent.click(box(/광고성 정보/));
    expect(last.agree_marketing).toBe(false);
    expect(all.checked).toBe(false);
    // Some but not all: shown as mixed.
    expect(all.indeterminate).toBe(true);

    fireEvent.click(all);
    expect(Object.values(last).every(Boolean)).toBe(true);
    fireEvent.click(all);
    expect(last).toEqual(NO_CONSENT);
    expect(all.indeterminate).toBe(false);
  });

  it('opens a text over the form and can tick its box from there', async () => {
    let last: ConsentValue = NO_CONSENT;
    render(<Harness onValue={(v) => (last = v)} />);
    fireEvent.click(screen.getByRole('button', { name: '개인정보 수집·이용 동의 내용 보기' }));
    const dialog = await screen.findByRole('dialog');
    expect(await screen.findByTestId('consent-doc')).toBeTruthy();
    expect(dialog.textContent).toContain('동의를 거부할 권리');
    expect(screen.getByRole('link', { name: '새 탭에서 전체 보기' }).getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: '동의하고 닫기' }));
    expect(last.agree_privacy).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('the sign-up form', () => {
  function renderJoin() {
    const router = createMemoryRouter(
      [
        { path: '/join', element: <JoinPage /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: ['/join'] },
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText(/이메일/), { target: { value: 'new@sidequest.kr' } });
    fireEvent.change(screen.getByLabelText(/^비밀번호/), { target: { value: 'makers2026!' } });
    fireEvent.change(screen.getByLabelText(/닉네임/), { target: { value: '새메이커' } });
  }

  it('does not send the sign-up until the required boxes are ticked, and says which', async () => {
    renderJoin();
    fireEvent.click(box(/광고성 정보/));
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    expect(await screen.findByText(/만 14세 이상만 가입할 수 있어요/)).toBeTruthy();
    expect(screen.getByText('서비스 이용약관에 동의해야 가입할 수 있어요.')).toBeTruthy();
    expect(screen.getByText('개인정보 수집·이용에 동의해야 가입할 수 있어요.')).toBeTruthy();
    expect(box(/만 14세/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box(/만 14세/));
    expect(calls.some((c) => c.path === '/api/auth/register')).toBe(false);
    // What was typed stays.
    expect((screen.getByLabelText(/닉네임/) as HTMLInputElement).value).toBe('새메이커');

    fireEvent.click(box(/만 14세/));
    expect(screen.queryByText(/만 14세 이상만 가입할 수 있어요/)).toBeNull();
  });

  it('sends the four answers with the sign-up', async () => {
    renderJoin();
    fireEvent.click(box(/만 14세/));
    fireEvent.click(box(/이용약관/));
    fireEvent.click(box(/개인정보/));
    fireEvent.click(screen.getByRole('button', { name: '회원가입' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/register')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/auth/register')!.body;
    expect(sent).toMatchObject({
      email: 'new@sidequest.kr',
      agree_age: true,
      agree_terms: true,
      agree_privacy: true,
      agree_marketing: false,
    });
  });
});
