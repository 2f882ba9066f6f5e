import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../test/i18n';
import { initialUserData, useUserStore } from '../../app/store';
import { useChatStore } from './store';
import { checkBody, discardChatMessage, linkOnly, resendChatMessage, sendChatMessage } from './send';
import { handleIncomingMessage } from './socket-handlers';
import { fakeSocket, message, ROOM, room } from './test-fixtures';

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

function online(respond: Parameters<typeof fakeSocket>[0]) {
  const socket = fakeSocket(respond);
  useChatStore.setState({ socket, connection: 'online' });
  return socket;
}

beforeEach(() => {
  useUserStore.setState({ ...initialUserData, isLoggedIn: true, profile: me as never });
  useChatStore.getState().reset();
  useChatStore.setState({ roomList: [room()] });
  useChatStore.getState().patchRoom(ROOM, () => ({ status: 'ready', messages: [] }));
});
afterEach(() => useChatStore.getState().reset());

const outbox = () => useChatStore.getState().rooms[ROOM]?.outbox ?? [];
const messages = () => useChatStore.getState().rooms[ROOM]?.messages ?? [];

describe('composer checks', () => {
  it('refuses blank and over-long bodies', () => {
    expect(checkBody('   \n ')).toBe('empty');
    expect(checkBody('안녕')).toBe('ok');
    expect(checkBody('가'.repeat(2000))).toBe('ok');
    expect(checkBody('가'.repeat(2001))).toBe('too_long');
  });
});

describe('link cards', () => {
  it('sends a lone web address or project page as a link card, anything else as text', () => {
    expect(linkOnly(' https://sidequest.kr/project/3 ')).toBe('https://sidequest.kr/project/3');
    expect(linkOnly('/project/11')).toBe('/project/11');
    expect(linkOnly('/quest/회고-매거진')).toBe('/quest/회고-매거진');
    expect(linkOnly('/my/settings')).toBeNull();
    expect(linkOnly('/quest/retro-2026')).toBe('/quest/retro-2026');
    expect(linkOnly('여기 봐 주세요 https://a.com')).toBeNull();
    expect(linkOnly('javascript:alert(1)')).toBeNull();
    expect(linkOnly('https://localhost')).toBeNull();
  });
});

describe('optimistic send', () => {
  it('shows the bubble at once and replaces it with the stored message on ack', async () => {
    const socket = online((event, payload) => {
      const p = payload as { clientId: string; body: string };
      return event === 'sendMessage'
        ? {
            result: 'success',
            duplicate: false,
            _doc: message({
              clientId: p.clientId,
              body: p.body,
              sender: { no: 1, nickname: '나', img: null },
            }),
          }
        : undefined;
    });
    const pending = sendChatMessage(ROOM, { body: '첫 메시지', type: '01' });
    expect(outbox()).toHaveLength(1);
    expect(outbox()[0]?.status).toBe('sending');
    const stored = await pending;
    expect(stored?.body).toBe('첫 메시지');
    expect(outbox()).toHaveLength(0);
    expect(messages().map((m) => m.body)).toEqual(['첫 메시지']);
    expect(socket.emitted[0]?.event).toBe('sendMessage');
    // The list's last line follows.
    expect(useChatStore.getState().roomList[0]?.lastMessage?.body).toBe('첫 메시지');
  });

  it('marks 전송 실패 with the server message, and a resend reuses the same clientId', async () => {
    let fail = true;
    const socket = online((event, payload) => {
      if (event !== 'sendMessage') return undefined;
      const p = payload as { clientId: string; body: string };
      return fail
        ? {
            result: 'fail',
            code: 'CHAT_FLOOD',
            message: '메시지를 너무 빨리 보내고 있어요. 잠시 후 다시 보내 주세요.',
          }
        : { result: 'success', duplicate: true, _doc: message({ clientId: p.clientId, body: p.body }) };
    });
    await sendChatMessage(ROOM, { body: '다시 보낼 메시지', type: '01' });
    expect(outbox()[0]?.status).toBe('failed');
    expect(outbox()[0]?.error).toContain('너무 빨리');
    const clientId = outbox()[0]?.clientId;

    fail = false;
    await resendChatMessage(ROOM, clientId as string);
    const sent = socket.emitted
      .filter((e) => e.event === 'sendMessage')
      .map((e) => (e.payload as { clientId: string }).clientId);
    expect(sent).toEqual([clientId, clientId]);
    expect(outbox()).toHaveLength(0);
    expect(messages()).toHaveLength(1);
  });

  it('fails at once while offline, and 삭제 drops the failed bubble', async () => {
    useChatStore.setState({ socket: null, connection: 'offline' });
    await sendChatMessage(ROOM, { body: '오프라인', type: '01' });
    expect(outbox()[0]?.status).toBe('failed');
    expect(outbox()[0]?.error).toContain('연결');
    discardChatMessage(ROOM, outbox()[0]?.clientId as string);
    expect(outbox()).toHaveLength(0);
  });

  it('ignores a message that arrives twice (same id, or the echo of my clientId)', async () => {
    online((event, payload) => {
      const p = payload as { clientId: string };
      return event === 'sendMessage'
        ? {
            result: 'success',
            duplicate: false,
            _doc: message({
              _id: 'e'.repeat(24),
              clientId: p.clientId,
              sender: { no: 1, nickname: '나', img: null },
            }),
          }
        : undefined;
    });
    const stored = await sendChatMessage(ROOM, { body: '한 번만', type: '01' });
    handleIncomingMessage(stored as never);
    handleIncomingMessage(stored as never);
    expect(messages()).toHaveLength(1);
    // My own message never raises my unread count.
    expect(useChatStore.getState().unread[ROOM] ?? 0).toBe(0);
  });

  it('counts a message from someone else once, even when it arrives twice', () => {
    useChatStore.setState({ open: false });
    const m = message({ body: '안녕하세요' });
    handleIncomingMessage(m);
    handleIncomingMessage(m);
    expect(useChatStore.getState().unread[ROOM]).toBe(1);
    expect(messages()).toHaveLength(1);
  });
});
