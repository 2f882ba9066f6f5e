import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import { useToastStore } from '../../ui/toast-store';
import '../../test/i18n';
import { ReportDialog } from './report-dialog';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const original = transport.fetch;
let calls: { url: string; body: Record<string, unknown> | undefined }[] = [];
let answer: () => Response;
let closed = 0;

beforeEach(() => {
  calls = [];
  closed = 0;
  answer = () => json({ result: 'success', report_no: 3 });
  useToastStore.setState({ toasts: [] });
  transport.fetch = (async (input: string, init: RequestInit) => {
    calls.push({ url: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return answer();
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
    nickname: '신고자',
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
      {
        path: '/lounge/:no',
        element: (
          <ReportDialog
            open
            onOpenChange={(open) => {
              if (!open) closed += 1;
            }}
            targetType="post"
            targetNo={42}
          />
        ),
      },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    { initialEntries: ['/lounge/42'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

describe('ReportDialog', () => {
  it('offers a login link instead of the form to a visitor', async () => {
    renderIt();
    expect(await screen.findByRole('dialog', { name: '로그인이 필요해요' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: '로그인하러 가기' }));
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
  });

  it('lists every reason and asks for one before sending', async () => {
    logIn();
    renderIt();
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['01', '02', '03', '04', '05', '99']);
    expect(screen.getByRole('radio', { name: '스팸·광고' })).toBeTruthy();
    await userEvent.setup().click(screen.getByTestId('report-submit'));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '신고 사유를 골라 주세요.');
    expect(calls).toHaveLength(0);
  });

  it('counts the note and blocks sending past 500 characters', async () => {
    logIn();
    renderIt();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: '자세한 내용 (선택)' });
    await user.type(box, '광고 링크가 있어요');
    expect(screen.getByText('10/500')).toBeTruthy();
    await user.clear(box);
    await user.click(box);
    await user.paste('가'.repeat(501));
    expect(screen.getByText('501/500')).toBeTruthy();
    expect(screen.getByText('신고 내용은 500자까지 쓸 수 있어요.')).toBeTruthy();
    expect((screen.getByTestId('report-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the target, reason and trimmed note, then thanks and closes', async () => {
    logIn();
    renderIt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '욕설·비하' }));
    await user.type(screen.getByRole('textbox'), '  댓글에서 욕을 했어요 ');
    await user.click(screen.getByTestId('report-submit'));
    await expect.poll(() => closed).toBe(1);
    expect(calls).toEqual([
      {
        url: '/api/mgmt_lounge/report',
        body: { target_type: 'post', target_no: 42, reason: '02', detail: '댓글에서 욕을 했어요' },
      },
    ]);
    expect(toastTitles()).toEqual(['신고가 접수됐어요. 운영진이 확인할게요.']);
  });

  it('says "already reported" in the server words and closes', async () => {
    logIn();
    answer = () =>
      json(
        {
          result: 'fail',
          code: 'ALREADY_REPORTED',
          message: '이미 신고한 내용이에요. 운영팀이 확인하고 있어요.',
        },
        409,
      );
    renderIt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '기타' }));
    await user.click(screen.getByTestId('report-submit'));
    await expect.poll(() => closed).toBe(1);
    expect(toastTitles()).toEqual(['이미 신고한 내용이에요. 운영팀이 확인하고 있어요.']);
  });

  it('keeps the dialog open with the message of any other failure', async () => {
    logIn();
    answer = () => json({ result: 'fail', code: 'NOT_FOUND', message: '신고할 글을 찾을 수 없어요.' }, 404);
    renderIt();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '기타' }));
    await user.click(screen.getByTestId('report-submit'));
    expect(await screen.findByText('신고할 글을 찾을 수 없어요.')).toBeTruthy();
    expect(closed).toBe(0);
    expect(toastTitles()).toEqual([]);
  });
});
