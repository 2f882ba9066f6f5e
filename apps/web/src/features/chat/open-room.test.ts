import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../test/i18n';
import { initialUserData, useUserStore } from '../../app/store';
import { initialChatData, useChatStore } from './store';
import { transport } from '../../lib/api';
import { useToastStore } from '../../ui/toast-store';
import { openDirectChat, openProjectChat } from './open-room';
import { ROOM, room } from './test-fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const original = transport.fetch;
let calls: { url: string; body: unknown }[] = [];
let answer: (url: string) => Response;

beforeEach(() => {
  calls = [];
  useUserStore.setState({ ...initialUserData, isLoggedIn: true });
  useChatStore.setState(initialChatData);
  useToastStore.setState({ toasts: [] });
  transport.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
    return answer(url);
  }) as typeof transport.fetch;
});
afterEach(() => {
  transport.fetch = original;
});

describe('opening a room from a card', () => {
  it('1:1 대화: opens the room, refreshes a list that does not have it, and shows the panel on it', async () => {
    answer = (url) =>
      url.endsWith('/open_chat_room')
        ? json({ result: 'success', roomId: ROOM, new_chat: true })
        : json({ result: 'success', chat_list: [room({ kind: 'direct' })] });
    expect(await openDirectChat(7)).toBe(true);
    expect(calls[0]).toEqual({ url: '/api/sidequest_chat/open_chat_room', body: { opponent_no: 7 } });
    expect(calls[1]?.url).toBe('/api/sidequest_chat/chat_list');
    const s = useChatStore.getState();
    expect(s.open).toBe(true);
    expect(s.activeRoomId).toBe(ROOM);
    expect(s.roomList).toHaveLength(1);
  });

  it('커피챗 sends the project and the person; a refusal is said in Korean and the panel stays shut', async () => {
    answer = () => json({ result: 'fail', code: 'CHAT_SELF', message: '나 자신과는 대화할 수 없어요.' }, 400);
    expect(await openProjectChat(3, 1)).toBe(false);
    expect(calls[0]?.body).toEqual({ project_no: 3, opponent_no: 1 });
    expect(useChatStore.getState().open).toBe(false);
    expect(useToastStore.getState().toasts[0]?.description).toBe('나 자신과는 대화할 수 없어요.');
  });

  it('passes a lost session (E001) to the caller, which asks the visitor to log in', async () => {
    answer = () => json({ result: 'fail', code: 'E001', message: '로그인이 필요해요.' }, 401);
    await expect(openDirectChat(7)).rejects.toMatchObject({ code: 'E001' });
  });
});
