import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { MembersTab } from './members-tab';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const applicant = (no: number, nickname: string, status: string) => ({
  APPLICATION_NO: no,
  USER_NO: 100 + no,
  USER_NICKNAME: nickname,
  USER_IMG_URL: null,
  USER_LEVEL: 3,
  USER_AGE: '02',
  USER_GENDER: '02',
  USER_EMAIL: 'ma***@naver.com',
  CI_VERIFIED: '00',
  USER_PHONE: '01',
  APPLY_DATE: '2026-11-20T03:00:00Z',
  QUEST_NO: 5,
  APPLICANT_STATUS: status,
  SLOT_NO: 1,
  SLOT_JOB: '0201',
  ANSWERS: [{ question: '역할은?', answer: '프론트엔드요' }],
});

const data = () => ({
  result: 'success',
  members: [
    {
      USER_NO: 7,
      USER_NICKNAME: '리더',
      USER_IMG_URL: null,
      USER_LEVEL: 4,
      ROLE: '01',
      SLOT_NO: null,
      SLOT_JOB: null,
      JOINED_AT: '2026-11-01T00:00:00Z',
    },
  ],
  applicants: [applicant(1, '김지원', '99'), applicant(2, '박거절', '03')],
  slots: [{ SLOT_NO: 1, RECRUITING: '0201', TYPE: 2, FILLED: 0 }],
  MY_ROLE: 'leader',
  PROJECT_NAME: '주말 스터디',
  STATUS: '01',
  QUESTIONS: ['역할은?'],
  MY_APPLICATION: null,
});

const original = transport.fetch;
let calls: { url: string; body: Record<string, unknown> | undefined }[] = [];
let release: (() => void) | null = null;

beforeEach(() => {
  calls = [];
  transport.fetch = (async (input: string, init: RequestInit) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: input, body });
    if (input.includes('/api/find_project/members')) return json(data());
    if (input.includes('/api/mgmt_project/approval')) {
      // Hold the answer so the optimistic count can be seen.
      await new Promise<void>((r) => {
        release = r;
      });
      return json({ result: 'success', APPLICANT_STATUS: '02', SLOTS: [] });
    }
    return json({ result: 'fail', code: 'NOT_FOUND', message: '없음' }, 404);
  }) as typeof transport.fetch;
  useUserStore.getState().setLoggedIn({
    no: 7,
    nickname: '리더',
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
});

function renderIt() {
  const router = createMemoryRouter([{ path: '/project/:id', element: <MembersTab projectNo={5} /> }], {
    initialEntries: ['/project/5'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('MembersTab for the leader', () => {
  it('shows applicant cards as the spec describes, with 확정 / 거절 only while pending', async () => {
    renderIt();
    const cards = await screen.findAllByTestId('applicant-card');
    expect(cards).toHaveLength(2);
    const pending = within(cards[0]!);
    expect(pending.getByText('김지원')).toBeTruthy();
    expect(pending.getByText('휴대폰 인증')).toBeTruthy();
    const email = pending.getByRole('textbox', { name: '이메일' }) as HTMLInputElement;
    expect(email.disabled).toBe(true);
    expect(email.value).toBe('ma***@naver.com');
    // The free coffee chat opens the 1:1 room with the project's card (features/chat).
    expect((pending.getByRole('button', { name: /무료 커피챗/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(pending.getByRole('button', { name: '확정' })).toBeTruthy();
    expect(pending.getByRole('button', { name: '거절' })).toBeTruthy();
    const decided = within(cards[1]!);
    expect(decided.getByText('거절됨')).toBeTruthy();
    expect(decided.queryByRole('button', { name: '확정' })).toBeNull();
  });

  it('confirms after asking, and the slot count moves at once', async () => {
    renderIt();
    const user = userEvent.setup();
    const cards = await screen.findAllByTestId('applicant-card');
    expect(screen.getByTestId('slot-status').textContent).toContain('0/2');
    await user.click(within(cards[0]!).getByRole('button', { name: '확정' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('김지원님을 팀원으로 확정할까요?');
    await user.click(within(dialog).getByRole('button', { name: '확정' }));
    expect((await screen.findByTestId('slot-status')).textContent).toContain('1/2');
    expect(calls.find((c) => c.url.includes('approval'))?.body).toEqual({
      project_no: 5,
      user_no: 101,
      approve: true,
    });
    release?.();
  });
});
