import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../test/i18n';
import { createQueryClient } from '../../app/providers';
import { initialUserData, useUserStore } from '../../app/store';
import { MessageList } from './message-list';
import { useChatStore } from './store';
import { detail, fakeSocket, message, ROOM, T0 } from './test-fixtures';

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

function View() {
  const room = useChatStore((s) => s.rooms[ROOM]);
  return room ? <MessageList roomId={ROOM} room={room} /> : null;
}

/** happy-dom has no layout: give the scroller a size and a position. */
function sizeScroller(el: HTMLElement, { height = 2000, client = 400, top = 0 } = {}) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => height });
  Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => client });
  el.scrollTop = top;
}

beforeEach(() => {
  useUserStore.setState({ ...initialUserData, isLoggedIn: true, profile: me as never });
  useChatStore.getState().reset();
  const first = [0, 1, 2].map((i) => message({ at: T0 + i * 1000, body: `메시지 ${i}` }));
  useChatStore
    .getState()
    .patchRoom(ROOM, () => ({ status: 'ready', detail: detail(), messages: first, hasMore: true }));
  const router = createMemoryRouter([{ path: '/', element: <View /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
});
afterEach(cleanup);

describe('message list scrolling', () => {
  it('counts new messages in a pill while the reader is scrolled up, and jumps down on click', () => {
    const el = screen.getByTestId('chat-scroller');
    sizeScroller(el, { top: 300 });
    fireEvent.scroll(el);
    act(() => useChatStore.getState().addMessages(ROOM, [message({ at: T0 + 10_000, body: '새 소식' })]));
    const pill = screen.getByTestId('chat-new-pill');
    expect(pill.textContent).toContain('새 메시지 1개');
    fireEvent.click(pill);
    expect(el.scrollTop).toBe(2000);
    expect(screen.queryByTestId('chat-new-pill')).toBeNull();
  });

  it('follows new messages when the reader is at the bottom', () => {
    const el = screen.getByTestId('chat-scroller');
    sizeScroller(el, { top: 1600 });
    fireEvent.scroll(el);
    act(() => useChatStore.getState().addMessages(ROOM, [message({ at: T0 + 10_000, body: '새 소식' })]));
    expect(screen.queryByTestId('chat-new-pill')).toBeNull();
    expect(el.scrollTop).toBe(2000);
  });

  it('asks for the page before the oldest message when scrolled to the top', () => {
    const socket = fakeSocket();
    useChatStore.setState({ socket, connection: 'online' });
    const el = screen.getByTestId('chat-scroller');
    sizeScroller(el, { top: 10 });
    fireEvent.scroll(el);
    const ask = socket.emitted.find((e) => e.event === 'loadMessages');
    expect(ask?.payload).toEqual({
      roomId: ROOM,
      before: useChatStore.getState().rooms[ROOM]?.messages[0]?._id,
    });
  });
});
