import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../test/i18n';
import { createQueryClient } from '../../app/providers';
import { initialUserData, useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import { useToastStore } from '../../ui/toast-store';
import { CandidateBar } from './candidate-bar';
import { ROOM } from './test-fixtures';

const me = { no: 1, nickname: '나', img: null, chat_uid: 'x' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const original = transport.fetch;
let calls: { url: string; body: unknown }[] = [];
let candidates: unknown[] = [];

function candidate(over: Record<string, unknown>) {
  return {
    APPLICATION_NO: 1,
    PROJECT_NO: 10,
    PROJECT_NAME: '모임 앱',
    SLOT_LABEL: '프론트엔드 개발',
    APPLICANT_NO: 2,
    APPLICANT_NICKNAME: '회원2',
    APPLICANT_STATUS: '99',
    CAN_DECIDE: true,
    ...over,
  };
}

function show() {
  const router = createMemoryRouter([{ path: '/', element: <CandidateBar roomId={ROOM} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useUserStore.setState({ ...initialUserData, isLoggedIn: true, profile: me as never });
  useToastStore.setState({ toasts: [] });
  calls = [];
  transport.fetch = (async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ url, body });
    if (url.endsWith('/check_candidate2')) return json({ result: 'success', candidates });
    if (url.endsWith('/approval')) {
      candidates = [];
      return json({ result: 'success', APPLICANT_STATUS: body.approve ? '02' : '03', SLOTS: [] });
    }
    return json({ result: 'fail', code: 'E004', message: '네트워크에 연결할 수 없어요.' }, 500);
  }) as typeof transport.fetch;
});
afterEach(() => {
  cleanup();
  transport.fetch = original;
});

describe('the applicant bar of a one-to-one room', () => {
  it('lets the leader confirm after a question, then refreshes', async () => {
    candidates = [
      candidate({}),
      candidate({ APPLICATION_NO: 2, APPLICANT_STATUS: '02', CAN_DECIDE: false, PROJECT_NAME: '끝난 지원' }),
    ];
    show();
    const row = await screen.findByTestId('chat-candidate');
    expect(row.textContent).toContain('회원2님이 모임 앱의 프론트엔드 개발 자리에 지원했어요.');
    expect(within(row).getByRole('link', { name: '프로젝트 보기' }).getAttribute('href')).toBe('/project/10');
    // A decided application needs no bar.
    expect(screen.queryByText(/끝난 지원/)).toBeNull();
    expect(calls[0]).toEqual({ url: '/api/sidequest_chat/check_candidate2', body: { chatId: ROOM } });

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: '확정' }));
    const dialog = await screen.findByRole('dialog', { name: '회원2님을 팀원으로 확정할까요?' });
    expect(dialog.textContent).toContain('모임 앱의 프론트엔드 개발 자리에 합류하고');
    expect(calls.some((c) => c.url.endsWith('/approval'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '확정' }));

    await waitFor(() => expect(screen.queryByTestId('chat-candidates')).toBeNull());
    expect(calls.find((c) => c.url.endsWith('/approval'))).toEqual({
      url: '/api/mgmt_project/approval',
      body: { project_no: 10, user_no: 2, approve: true },
    });
    expect(useToastStore.getState().toasts.map((t) => t.title)).toContain('회원2님을 팀원으로 확정했어요.');
  });

  it('asks before rejecting', async () => {
    candidates = [candidate({})];
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '거절' }));
    const dialog = await screen.findByRole('dialog', { name: '회원2님의 지원을 거절할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '거절' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/approval'))?.body).toEqual({
        project_no: 10,
        user_no: 2,
        approve: false,
      }),
    );
  });

  it('shows the applicant that the answer is coming, with no decide buttons', async () => {
    candidates = [candidate({ APPLICANT_NO: 1, APPLICANT_NICKNAME: '나', CAN_DECIDE: false })];
    show();
    const row = await screen.findByTestId('chat-candidate');
    expect(row.textContent).toContain(
      '모임 앱의 프론트엔드 개발 자리에 지원했어요. 지원 결과를 기다리고 있어요.',
    );
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('shows nothing when nothing is pending between us', async () => {
    candidates = [];
    show();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('chat-candidates')).toBeNull();
  });
});
