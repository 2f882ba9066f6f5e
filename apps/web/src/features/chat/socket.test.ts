import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../test/i18n';
import { closeChatSocket, openChatSocket, reconnectChatSocket } from '../../app/chat-socket';
import { initialUserData, useUserStore } from '../../app/store';
import { transport } from '../../lib/api';
import { useToastStore } from '../../ui/toast-store';
import { useChatStore } from './store';
import { fakeSocket, message, ROOM, room } from './test-fixtures';

type Fake = ReturnType<typeof fakeSocket>;
const sockets: Fake[] = [];
let respond: (event: string, payload: unknown) => unknown = () => undefined;

vi.mock('socket.io-client', () => ({
  io: () => {
    const s = fakeSocket((e, p) => respond(e, p));
    sockets.push(s);
    return s;
  },
}));

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
const original = transport.fetch;
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  sockets.length = 0;
  respond = () => undefined;
  useUserStore.setState({ ...initialUserData, isLoggedIn: true, profile: me as never });
  useChatStore.getState().reset();
  useToastStore.setState({ toasts: [] });
  transport.fetch = (async () =>
    new Response(JSON.stringify({ result: 'success', chat_list: [room({ unread: 2 })] }), {
      status: 200,
    })) as typeof transport.fetch;
});
afterEach(() => {
  closeChatSocket();
  transport.fetch = original;
});

function connect(): Fake {
  openChatSocket();
  const s = sockets.at(-1) as Fake;
  s.fire('connect', undefined);
  return s;
}

describe('chat socket', () => {
  it('goes online, asks for unread counts, and becomes ready when they arrive', () => {
    const s = connect();
    expect(useChatStore.getState().connection).toBe('online');
    expect(s.emitted.map((e) => e.event)).toContain('getMessagesUnread');
    s.fire('chatListInitialized2', { chat_list: [room()] });
    s.fire('initialNotReadCount', { messageCount: [{ _id: ROOM, count: 4 }] });
    expect(useChatStore.getState().ready).toBe(true);
    expect(useChatStore.getState().unread[ROOM]).toBe(4);
    s.fire('newNotReadMessagesCount', { messageCount: [{ _id: ROOM, count: 5 }] });
    expect(useChatStore.getState().unread[ROOM]).toBe(5);
  });

  it('on disconnect: offline, not ready, panel closed; 다시 연결 fetches what was missed without duplicates', async () => {
    const s1 = connect();
    s1.fire('chatListInitialized2', { chat_list: [room()] });
    const seen = [message({ at: 1_000_000 }), message({ at: 2_000_000 })];
    useChatStore.getState().patchRoom(ROOM, () => ({ status: 'ready', messages: seen }));
    useChatStore.setState({ open: true });

    s1.fire('disconnect', 'transport close');
    const s = useChatStore.getState();
    expect(s.connection).toBe('offline');
    expect(s.ready).toBe(false);
    expect(s.open).toBe(false);
    expect(s.socket).toBeNull();

    const missed = message({ at: 3_000_000, body: '그동안 온 메시지' });
    respond = (event) =>
      event === 'loadMissed' ? { result: 'success', messages: [seen[1], missed] } : undefined;
    reconnectChatSocket();
    const s2 = sockets.at(-1) as Fake;
    expect(s2).not.toBe(s1);
    s2.fire('connect', undefined);
    await flush();
    await flush();

    const ask = s2.emitted.find((e) => e.event === 'loadMissed');
    expect(ask?.payload).toEqual({ roomId: ROOM, after: seen[1]?._id });
    const bodies = useChatStore.getState().rooms[ROOM]?.messages.map((m) => m.body);
    expect(bodies).toHaveLength(3);
    expect(bodies?.at(-1)).toBe('그동안 온 메시지');
    // The list and its unread counts came again over HTTP.
    expect(useChatStore.getState().unread[ROOM]).toBe(2);
  });

  it('when the server ends the socket because the login ended, says so and shows the page logged out', async () => {
    const s1 = connect();
    s1.fire('disconnect', 'io server disconnect');
    expect(useChatStore.getState().connection).toBe('offline');
    // One fresh try by itself; its handshake is refused because the session is gone.
    await new Promise((r) => setTimeout(r, 600));
    const s2 = sockets.at(-1) as Fake;
    expect(s2).not.toBe(s1);
    s2.fire('connect_error', new Error('E001'));
    expect(useUserStore.getState().isLoggedIn).toBe(false);
    expect(useChatStore.getState().socket).toBeNull();
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual([
      '로그인이 끝났어요. 다시 로그인해 주세요.',
    ]);
    // Nothing keeps trying: no third socket.
    await new Promise((r) => setTimeout(r, 600));
    expect(sockets.at(-1)).toBe(s2);
  });

  it('when the server ends the socket but the login lives on (a chat ban), it comes back online once', async () => {
    const s1 = connect();
    s1.fire('disconnect', 'io server disconnect');
    await new Promise((r) => setTimeout(r, 600));
    const s2 = sockets.at(-1) as Fake;
    expect(s2).not.toBe(s1);
    s2.fire('connect', undefined);
    expect(useChatStore.getState().connection).toBe('online');
    expect(useUserStore.getState().isLoggedIn).toBe(true);
    // Ended again right away: no loop of reopening, 다시 연결 is the person's to press.
    s2.fire('disconnect', 'io server disconnect');
    await new Promise((r) => setTimeout(r, 600));
    expect(sockets.at(-1)).toBe(s2);
    expect(useChatStore.getState().connection).toBe('offline');
  });

  it('a connection lost on the network side is not reopened by itself', async () => {
    const s1 = connect();
    s1.fire('disconnect', 'transport close');
    await new Promise((r) => setTimeout(r, 600));
    expect(sockets.at(-1)).toBe(s1);
  });

  it('applies room effects, tells only the host, and removes a room I left', () => {
    const s = connect();
    s.fire('chatListInitialized2', { chat_list: [room({ hostNo: 1, participantsSize: 3 })] });
    const at = '2026-11-21T06:00:00.000Z';
    s.fire('guestExpelledGroupChat', { roomId: ROOM, userNo: 3, nickname: '회원3', at });
    expect(useChatStore.getState().roomList[0]?.participantsSize).toBe(2);
    expect(
      useToastStore
        .getState()
        .toasts.map((t) => t.title)
        .join(),
    ).toContain('회원3님을 내보냈어요');

    useToastStore.setState({ toasts: [] });
    s.fire('leave', { roomId: ROOM, userNo: 2, nickname: '회원2', at });
    expect(useChatStore.getState().roomList[0]?.endDate).toBe('2026-11-21T07:00:00.000Z');
    expect(useToastStore.getState().toasts).toHaveLength(0);

    useChatStore.setState({ activeRoomId: ROOM, unread: { [ROOM]: 2 } });
    s.fire('leaveRoomResult', { roomId: ROOM });
    expect(useChatStore.getState().roomList).toHaveLength(0);
    expect(useChatStore.getState().activeRoomId).toBeNull();
    expect(useChatStore.getState().unread[ROOM]).toBeUndefined();
  });

  it('opens the panel on a room I started myself, and replaces a room on roomUpdated', () => {
    const s = connect();
    s.fire('chatListInitialized2', { chat_list: [room()] });
    s.fire('joinChatResult', { result: 'success', new_chat: true, type: '01', from: 2, roomId: ROOM });
    expect(useChatStore.getState().open).toBe(false);
    // Merely opening a room echoes joinChatResult with new_chat false: nothing happens.
    s.fire('joinChatResult', { result: 'success', new_chat: false, type: '01', from: 1, roomId: ROOM });
    expect(useChatStore.getState().open).toBe(false);
    s.fire('joinChatResult', { result: 'success', new_chat: true, type: '01', from: 1, roomId: ROOM });
    expect(useChatStore.getState().open).toBe(true);
    expect(useChatStore.getState().activeRoomId).toBe(ROOM);
    s.fire('roomUpdated', { room: room({ notice: '금요일 회의' }) });
    expect(useChatStore.getState().roomList[0]?.notice).toBe('금요일 회의');
  });

  it('moves the online dot in the list and the open room', () => {
    const s = connect();
    const opponent = {
      no: 2,
      nickname: '상대',
      img: null,
      role: 'guest' as const,
      status: 'active' as const,
      online: false,
      lastReadId: null,
    };
    s.fire('chatListInitialized2', { chat_list: [room({ kind: 'direct', opponentInfo: opponent })] });
    useChatStore.getState().patchRoom(ROOM, () => ({
      status: 'ready',
      detail: { ...room({ kind: 'direct', opponentInfo: opponent }), members: [opponent] },
    }));
    s.fire('updateOnline', { roomId: ROOM, userNo: 2, status: true });
    expect(useChatStore.getState().roomList[0]?.opponentInfo?.online).toBe(true);
    expect(useChatStore.getState().rooms[ROOM]?.detail?.opponentInfo?.online).toBe(true);
    expect(useChatStore.getState().rooms[ROOM]?.detail?.members[0]?.online).toBe(true);
  });

  it('shows who is typing and clears it when their message arrives', () => {
    const s = connect();
    s.fire('chatListInitialized2', { chat_list: [room()] });
    useChatStore.getState().patchRoom(ROOM, () => ({ status: 'ready' }));
    s.fire('chatTypingStatus', { roomId: ROOM, userNo: 2, nickname: '상대', typing: true });
    expect(useChatStore.getState().rooms[ROOM]?.typing[2]?.nickname).toBe('상대');
    s.fire('addMessage', { result: 'success', _doc: message() });
    expect(useChatStore.getState().rooms[ROOM]?.typing[2]).toBeUndefined();
  });
});
