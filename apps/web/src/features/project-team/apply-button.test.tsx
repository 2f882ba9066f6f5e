import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { ApplyButton } from './apply-button';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const team = (over: Record<string, unknown> = {}) => ({
  result: 'success',
  members: [],
  applicants: [],
  slots: [
    { SLOT_NO: 1, RECRUITING: '0201', TYPE: 1, FILLED: 0 },
    { SLOT_NO: 2, RECRUITING: '0301', TYPE: 1, FILLED: 1 },
  ],
  MY_ROLE: 'outsider',
  PROJECT_NAME: '주말 스터디',
  STATUS: '01',
  QUESTIONS: ['어떤 역할을 맡고 싶나요?'],
  MY_APPLICATION: null,
  ...over,
});

const original = transport.fetch;
let calls: { url: string; body: Record<string, unknown> | undefined }[] = [];
let members = team();

beforeEach(() => {
  calls = [];
  members = team();
  transport.fetch = (async (input: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: input, body });
    if (input.includes('/api/find_project/members')) return json(members);
    if (input.includes('/api/mgmt_project/apply')) {
      members = team({ MY_APPLICATION: { APPLICANT_STATUS: '99', SLOT_NO: 1 } });
      return json({ result: 'success', APPLICATION_NO: 1, APPLICANT_STATUS: '99' });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

const logIn = () =>
  useUserStore.getState().setLoggedIn({
    no: 7,
    nickname: '지원자',
    img: null,
    chat_uid: 'x',
    main_job: '02',
    main_jobD: '0201',
    sub_job: null,
    sub_jobD: null,
  });

function renderIt() {
  const router = createMemoryRouter(
    [
      { path: '/project/:id', element: <ApplyButton projectNo={5} /> },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    { initialEntries: ['/project/5'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ApplyButton', () => {
  it('asks a visitor to log in', async () => {
    renderIt();
    await userEvent.setup().click(await screen.findByRole('button', { name: '지원하기' }));
    expect(await screen.findByText('로그인이 필요해요')).toBeTruthy();
  });

  it('shows 팀원이에요 to a member and 지원 취소 while pending', async () => {
    logIn();
    members = team({ MY_ROLE: 'member' });
    renderIt();
    expect(((await screen.findByRole('button', { name: '팀원이에요' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    members = team({ MY_APPLICATION: { APPLICANT_STATUS: '99', SLOT_NO: 1 } });
    renderIt();
    expect(await screen.findByRole('button', { name: '지원 취소' })).toBeTruthy();
  });

  it('sends the chosen open slot and a clean answer, the question shown above the box', async () => {
    logIn();
    renderIt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '지원하기' }));
    // The question is text above the box; the box itself starts empty.
    expect(await screen.findByText('어떤 역할을 맡고 싶나요?')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: /질문 1 답변/ }) as HTMLTextAreaElement;
    expect(box.value).toBe('');
    // Only the open slot is offered; with one open slot it is chosen already.
    const select = screen.getByRole('combobox', { name: /지원할 자리/ }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['', '1']);
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('답을 적어 주세요.')).toBeTruthy();
    await user.type(box, '프론트엔드를 맡고 싶어요');
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByRole('button', { name: '지원 취소' })).toBeTruthy();
    const sent = calls.find((c) => c.url.includes('/api/mgmt_project/apply'));
    expect(sent?.body).toEqual({
      project_no: 5,
      slot_no: 1,
      answers: [{ question: '어떤 역할을 맡고 싶나요?', answer: '프론트엔드를 맡고 싶어요' }],
    });
  });

  it('refuses an answer that still carries the question text, without sending it', async () => {
    logIn();
    renderIt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '지원하기' }));
    const box = await screen.findByRole('textbox', { name: /질문 1 답변/ });
    await user.type(box, '어떤 역할을 맡고 싶나요? 프론트엔드요');
    await user.click(screen.getByTestId('apply-submit'));
    expect(await screen.findByText('답을 적어 주세요.')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/mgmt_project/apply'))).toBe(false);
  });
});
