import type { ChatRoomDetail } from '@sidequest/shared';
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
import { RoomHeader } from './room-header';
import { useChatStore } from './store';
import { detail, member, ROOM } from './test-fixtures';

const me = { no: 1, nickname: '나', img: null, chat_uid: 'x' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const original = transport.fetch;
let calls: { url: string; body: unknown }[] = [];
let answer: (url: string) => Response;

function Header() {
  const room = useChatStore((s) => s.rooms[ROOM]?.detail);
  return room ? <RoomHeader room={room} closed={false} onBack={() => undefined} /> : null;
}

function show(room: ChatRoomDetail) {
  useChatStore.getState().patchRoom(ROOM, () => ({ status: 'ready', detail: room }));
  useChatStore.setState({ roomList: [room] });
  const router = createMemoryRouter([{ path: '/', element: <Header /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('chat-room-menu'));
  await screen.findAllByRole('menuitem');
  return user;
}

const direct = () =>
  detail({
    kind: 'direct',
    type: '01',
    title: '',
    hostNo: null,
    opponentInfo: member(2, { nickname: '김지우' }),
    members: [member(1), member(2, { nickname: '김지우' })],
  });

beforeEach(() => {
  useUserStore.setState({ ...initialUserData, isLoggedIn: true, profile: me as never });
  useChatStore.getState().reset();
  useToastStore.setState({ toasts: [] });
  calls = [];
  answer = () => json({ result: 'success' });
  transport.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body ?? '{}')) });
    return answer(url);
  }) as typeof transport.fetch;
});
afterEach(() => {
  cleanup();
  transport.fetch = original;
});

describe('프로젝트 소식 받기 (team room)', () => {
  it('lets the host switch the project news off, and shows the new state', async () => {
    answer = () => json({ result: 'success', is_alarm_blocked: true });
    show(detail({ kind: 'project', hostNo: 1, botEnabled: true, projectNo: 10 }));
    const user = await openMenu();
    const bot = screen.getByRole('menuitemcheckbox', { name: '프로젝트 소식 받기' });
    expect(bot.getAttribute('aria-checked')).toBe('true');
    await user.click(bot);

    await waitFor(() => expect(useChatStore.getState().rooms[ROOM]?.detail?.botEnabled).toBe(false));
    expect(calls).toEqual([
      { url: '/api/sidequest_chat/bot_change', body: { chatId: ROOM, is_alarm_blocked: true } },
    ]);
    expect(useChatStore.getState().roomList[0]?.botEnabled).toBe(false);
    expect(useToastStore.getState().toasts[0]?.title).toContain('프로젝트 소식을 보내지 않아요');

    await user.click(screen.getByTestId('chat-room-menu'));
    expect(
      (await screen.findByRole('menuitemcheckbox', { name: '프로젝트 소식 받기' })).getAttribute(
        'aria-checked',
      ),
    ).toBe('false');
  });

  it('is not offered to a member who is not the host, nor in other rooms', async () => {
    show(detail({ kind: 'project', hostNo: 2, botEnabled: true, projectNo: 10 }));
    await openMenu();
    expect(screen.queryByRole('menuitemcheckbox')).toBeNull();
    cleanup();
    useChatStore.getState().reset();
    show(detail({ kind: 'group', hostNo: 1 }));
    await openMenu();
    expect(screen.queryByRole('menuitemcheckbox')).toBeNull();
  });
});

describe('내 프로젝트에 초대 (one-to-one room)', () => {
  it('lists my projects and open seats, explains a blocked one, and sends the invitation', async () => {
    answer = (url) =>
      url.endsWith('/check_slot')
        ? json({
            result: 'success',
            projects: [
              {
                PROJECT_NO: 10,
                PROJECT_NAME: '모임 앱',
                OPEN_SLOTS: [
                  { SLOT_NO: 101, LABEL: '프론트엔드 개발', LEFT: 1 },
                  { SLOT_NO: 102, LABEL: '디자인', LEFT: 2 },
                ],
                BLOCKED_REASON: null,
              },
              {
                PROJECT_NO: 11,
                PROJECT_NAME: '스터디 앱',
                OPEN_SLOTS: [{ SLOT_NO: 201, LABEL: '백엔드 개발', LEFT: 1 }],
                BLOCKED_REASON: '이미 이 프로젝트의 팀원이에요.',
              },
            ],
          })
        : json({ result: 'success', INVITATION_NO: 5 });
    show(direct());
    const user = await openMenu();
    await user.click(screen.getByRole('menuitem', { name: '내 프로젝트에 초대' }));

    const dialog = await screen.findByRole('dialog', { name: '내 프로젝트에 초대' });
    expect(await within(dialog).findByText('이미 이 프로젝트의 팀원이에요.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('radio', { name: '백엔드 개발 · 1자리 남음' }) as HTMLInputElement).disabled,
    ).toBe(true);
    const send = within(dialog).getByRole('button', { name: '초대 보내기' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: '디자인 · 2자리 남음' }));
    await user.click(send);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      { url: '/api/sidequest_chat/check_slot', body: { opponent_no: 2 } },
      { url: '/api/mgmt_project/invite', body: { project_no: 10, user_no: 2, slot_no: 102, message: '' } },
    ]);
    expect(useToastStore.getState().toasts[0]?.title).toBe(
      '김지우님을 모임 앱에 초대했어요. 상대가 수락하면 팀원이 돼요.',
    );
  });

  it('is only in one-to-one rooms', async () => {
    show(detail({ kind: 'group', hostNo: 1 }));
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: '내 프로젝트에 초대' })).toBeNull();
  });
});
