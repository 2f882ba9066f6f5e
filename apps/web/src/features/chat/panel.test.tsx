import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../test/i18n';
import { createQueryClient } from '../../app/providers';
import { initialUserData, useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import { RoomList } from './room-list';
import { useChatStore } from './store';
import { RoomView } from './room-view';
import { detail, member, message, ROOM, room, T0 } from './test-fixtures';

const me = {
  no: 1,
  nickname: '나',
  img: null,
  chat_uid: 'x',
  main_job: null,
  main_jobD: null,
  sub_job: null,
  sub_jobD: null,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const original = transport.fetch;
let answer: (url: string) => Response;

function show(node: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element: node }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useUserStore.setState({ ...initialUserData, isLoggedIn: true, profile: me as never });
  useChatStore.getState().reset();
  useChatStore.setState({ ready: true });
  answer = () => json({ result: 'fail', code: 'E004', message: '네트워크에 연결할 수 없어요.' }, 500);
  transport.fetch = (async (url: string) => answer(url)) as typeof transport.fetch;
});
afterEach(() => {
  cleanup();
  transport.fetch = original;
});

describe('room list', () => {
  it('shows rooms newest first with previews, counts, unread, muted and closed states', () => {
    const at = (min: number) => new Date(T0 + min * 60_000).toISOString();
    useChatStore.setState({
      roomList: [
        room({
          _id: 'b'.repeat(24),
          kind: 'direct',
          type: '01',
          title: '',
          opponentInfo: member(2, { nickname: '김지우', online: true }),
          lastMessage: { _id: 'x', body: 'a.png', type: '02', createdAt: at(5) },
        }),
        room({
          title: '주말 스터디',
          participantsSize: 5,
          alarmBlocked: true,
          closed: true,
          lastMessage: { _id: 'y', body: '다음 주에 봐요', type: '01', createdAt: at(1) },
        }),
      ],
      unread: { ['b'.repeat(24)]: 3 },
    });
    show(<RoomList onOpen={() => undefined} onFindOpen={() => undefined} />);
    const items = screen.getAllByTestId('chat-room-item');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('김지우')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('사진을 보냈어요.')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('3')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('다음 주에 봐요')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('종료된 대화')).toBeTruthy();
    expect(items[1]?.getAttribute('aria-label')).toContain('5명 참여');

    fireEvent.click(screen.getByRole('button', { name: '그룹·팀' }));
    expect(screen.getAllByTestId('chat-room-item')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '오픈채팅' }));
    expect(screen.getByText('이 종류의 채팅방은 아직 없어요.')).toBeTruthy();
  });

  it('says how to start when there are no rooms', () => {
    show(<RoomList onOpen={() => undefined} onFindOpen={() => undefined} />);
    expect(screen.getByText('아직 대화가 없어요.')).toBeTruthy();
    expect(screen.getByText('사람 찾기에서 1:1 대화를 시작해 보세요.')).toBeTruthy();
  });

  it('loads over HTTP when the socket has not delivered, with an error and 다시 시도', async () => {
    useChatStore.setState({ ready: false });
    show(<RoomList onOpen={() => undefined} onFindOpen={() => undefined} />);
    expect(await screen.findByText('채팅 목록을 불러오지 못했어요')).toBeTruthy();
    answer = () => json({ result: 'success', chat_list: [room({ title: '다시 불러온 방' })] });
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('다시 불러온 방')).toBeTruthy();
  });
});

describe('room view', () => {
  it('renders the conversation: day separator, bubbles, system line, unread marks, mentions, notice', () => {
    const mine = message({ at: T0, body: '먼저 인사드려요', sender: { no: 1, nickname: '나', img: null } });
    const theirs = message({
      at: T0 + 60_000,
      body: '@[나] 반가워요',
      sender: { no: 2, nickname: '회원2', img: null },
    });
    const sys = message({ at: T0 + 120_000, type: '10', sender: null, body: '회원3님이 들어왔어요.' });
    useChatStore.setState({ roomList: [room()], open: false });
    useChatStore.getState().patchRoom(ROOM, () => ({
      status: 'ready',
      detail: detail({
        notice: '금요일 8시에 회의해요',
        members: [
          member(1, { role: 'host', lastReadId: sys._id }),
          member(2, { lastReadId: theirs._id }),
          member(3),
        ],
      }),
      messages: [mine, theirs, sys],
    }));
    show(<RoomView roomId={ROOM} onBack={() => undefined} />);

    expect(screen.getByRole('heading', { name: '사이드 프로젝트 모임' })).toBeTruthy();
    expect(screen.getByText('3명 참여 중')).toBeTruthy();
    expect(screen.getByTestId('chat-notice').textContent).toContain('금요일 8시에 회의해요');
    const log = screen.getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('2026년 11월 21일 토요일')).toBeTruthy();
    expect(within(log).getByText('먼저 인사드려요')).toBeTruthy();
    expect(within(log).getByRole('link', { name: '@나' }).getAttribute('href')).toBe('/people/%EB%82%98');
    expect(within(log).getByTestId('chat-system-line').textContent).toBe('회원3님이 들어왔어요.');
    // Member 3 has read nothing: both bubbles wait for one reader.
    expect(within(log).getAllByText('읽지 않은 사람 1명')).toHaveLength(2);
    expect(within(log).getAllByText('오후 3:00').length).toBeGreaterThan(0);
  });

  it('shows a failed send with 재전송 and 삭제, and a closed room cannot be written to', () => {
    useChatStore.setState({ roomList: [room({ closed: true })] });
    useChatStore.getState().patchRoom(ROOM, () => ({
      status: 'ready',
      detail: detail({ closed: true }),
      messages: [],
      outbox: [
        {
          clientId: 'c1',
          payload: { roomId: ROOM, body: '못 간 메시지', type: '01', clientId: 'c1' },
          status: 'failed',
          error: '종료된 채팅방이라 메시지를 보낼 수 없어요.',
          createdAt: new Date(T0).toISOString(),
          preview: '못 간 메시지',
        },
      ],
    }));
    show(<RoomView roomId={ROOM} onBack={() => undefined} />);
    expect(screen.getByText('전송 실패')).toBeTruthy();
    expect(screen.getByRole('button', { name: '재전송' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '삭제' }));
    expect(screen.queryByText('전송 실패')).toBeNull();
    const input = screen.getByLabelText('메시지 입력') as HTMLTextAreaElement;
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('종료된 대화라 메시지를 보낼 수 없어요.');
  });

  it('shows the server message with 다시 시도 when the room cannot be opened', async () => {
    answer = () =>
      json(
        {
          result: 'fail',
          code: 'CHAT_NOT_MEMBER',
          message: '참여하지 않은 채팅방이에요. 초대를 받거나 대화를 새로 시작해 주세요.',
        },
        403,
      );
    show(<RoomView roomId={ROOM} onBack={() => undefined} />);
    await waitFor(() =>
      expect(
        screen.getByText('참여하지 않은 채팅방이에요. 초대를 받거나 대화를 새로 시작해 주세요.'),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
