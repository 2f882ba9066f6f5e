import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/providers';
import { useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import '../../test/i18n';
import { SuspensionNotice } from './suspension-notice';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

const original = transport.fetch;
let suspension: unknown = null;
let calls = 0;

beforeEach(() => {
  suspension = null;
  calls = 0;
  transport.fetch = (async () => {
    calls += 1;
    return json({ result: 'success', suspension, is_operator: false });
  }) as typeof transport.fetch;
});

afterEach(() => {
  cleanup();
  transport.fetch = original;
  useUserStore.getState().setLoggedOut();
});

const logIn = () =>
  useUserStore.getState().setLoggedIn({
    no: 9,
    nickname: '작성자',
    img: null,
    chat_uid: 'x',
    main_job: '02',
    main_jobD: '0201',
    sub_job: null,
    sub_jobD: null,
  });

function renderIt() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <p>위</p>
        <SuspensionNotice />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SuspensionNotice', () => {
  it('renders nothing and asks nothing for a visitor', async () => {
    renderIt();
    await screen.findByText('위');
    expect(screen.queryByTestId('suspension-notice')).toBeNull();
    expect(calls).toBe(0);
  });

  it('renders nothing when the member is not suspended', async () => {
    logIn();
    renderIt();
    await expect.poll(() => calls).toBe(1);
    expect(screen.queryByTestId('suspension-notice')).toBeNull();
  });

  it('says until when, why, and where to ask', async () => {
    logIn();
    suspension = { reason: '광고 글 반복', until: '2026-11-28T05:00:00.000Z', until_label: '26.11.28' };
    renderIt();
    const notice = await screen.findByTestId('suspension-notice');
    expect(notice.textContent).toContain('26.11.28까지 글쓰기가 제한돼요');
    expect(notice.textContent).toContain('사유: 광고 글 반복');
    expect(screen.getByRole('link', { name: '문의하기' }).getAttribute('href')).toBe('/faq');
  });
});
