import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/i18n';
import { createQueryClient } from '../../app/providers';
import { initialUserData, useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import { useToastStore } from '../../ui/toast-store';
import { copyableText, messageActions } from './message-actions';
import { MessageList } from './message-list';
import { useChatStore } from './store';
import { detail, message, ROOM, T0 } from './test-fixtures';

const me = { no: 1, nickname: '나', img: null, chat_uid: 'x' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const original = transport.fetch;
let calls: { url: string; body: unknown }[] = [];
let answer: (url: string) => Response;

const theirs = message({
  at: T0,
  body: '@[나] 이거 보세요',
  sender: { no: 2, nickname: '회원2', img: null },
});
const mine = message({ at: T0 + 1000, body: '내가 쓴 말', sender: { no: 1, nickname: '나', img: null } });
const system = message({ at: T0 + 2000, type: '10', sender: null, body: '회원3님이 들어왔어요.' });

function View() {
  const room = useChatStore((s) => s.rooms[ROOM]);
  return room ? <MessageList roomId={ROOM} room={room} /> : null;
}

const toastTitles = () => useToastStore.getState().toasts.map((t) => t.title);

beforeEach(() => {
  useUserStore.setState({ ...initialUserData, isLoggedIn: true, profile: me as never });
  useToastStore.setState({ toasts: [] });
  useChatStore.getState().reset();
  useChatStore
    .getState()
    .patchRoom(ROOM, () => ({ status: 'ready', detail: detail(), messages: [theirs, mine, system] }));
  calls = [];
  answer = () => json({ result: 'success' });
  transport.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
    return answer(url);
  }) as typeof transport.fetch;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: <View /> }])} />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  transport.fetch = original;
  vi.restoreAllMocks();
});

describe('a message 더보기 menu', () => {
  it('reports someone else’s message after a confirmation, with the room, message and sender', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '회원2님의 메시지 더보기' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['복사', '신고하기']);
    await user.click(items[1]!);

    const dialog = await screen.findByRole('dialog', { name: '이 메시지를 신고할까요?' });
    expect(dialog.textContent).toContain('운영팀이 메시지를 확인하고');
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));

    await waitFor(() => expect(toastTitles()).toContain('신고를 접수했어요. 운영팀이 확인할게요.'));
    expect(calls).toEqual([
      {
        url: '/api/sidequest_chat/report_message',
        body: { chat_id: ROOM, message_id: theirs._id, opponent_no: 2 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s words when the message was reported before', async () => {
    answer = () =>
      json(
        {
          result: 'fail',
          code: 'CHAT_ALREADY_REPORTED',
          message: '이미 신고한 메시지예요. 운영팀이 확인하고 있어요.',
        },
        409,
      );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '회원2님의 메시지 더보기' }));
    await user.click(await screen.findByRole('menuitem', { name: '신고하기' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(toastTitles()).toEqual(['이미 신고한 메시지예요. 운영팀이 확인하고 있어요.']));
  });

  it('keeps the dialog open with the reason when the report fails', async () => {
    answer = () => json({ result: 'fail', code: 'E004', message: '네트워크에 연결할 수 없어요.' }, 500);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '회원2님의 메시지 더보기' }));
    await user.click(await screen.findByRole('menuitem', { name: '신고하기' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(toastTitles()).toEqual(['신고하지 못했어요']));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers only 복사 on my own message, and nothing on a system line', async () => {
    expect(screen.getAllByTestId('chat-message-more')).toHaveLength(2);
    expect(within(screen.getByTestId('chat-system-line')).queryByRole('button')).toBeNull();

    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard stub on navigator.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(screen.getByRole('button', { name: '내 메시지 더보기' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['복사']);
    await user.click(items[0]!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('내가 쓴 말'));
    expect(toastTitles()).toContain('클립보드 복사 완료');
    expect(calls).toHaveLength(0);
  });
});

describe('messageActions', () => {
  it('copies text only, reports only other people’s messages that have a sender', () => {
    expect(messageActions(theirs, false)).toEqual({ copy: true, report: true });
    expect(messageActions(mine, true)).toEqual({ copy: true, report: false });
    expect(messageActions(system, false)).toEqual({ copy: false, report: false });
    const image = message({ type: '02', body: 'a.png', meta: { image: { url: '/a.png', name: 'a.png' } } });
    expect(messageActions(image, false)).toEqual({ copy: false, report: true });
    const botCard = message({ type: '04', sender: null, body: '할 일이 등록됐어요' });
    expect(messageActions(botCard, false)).toEqual({ copy: false, report: false });
  });

  it('copies mentions as the bubble shows them', () => {
    expect(copyableText(theirs.body)).toBe('@나 이거 보세요');
  });
});
