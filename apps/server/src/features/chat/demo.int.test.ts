import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT } from '../../../test/chat-kit.js';
import { cookieFrom, createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { seedDemo } from '../../db/seed/demo.js';
import { DEMO_PASSWORD } from '../auth/demo.js';

let ctx: TestContext;
const { post } = http(() => ctx.app, { base: CHAT });
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo chat', () => {
  it('gives the demo member conversations, a group and the open room, some unread, once', async () => {
    await seedDemo(ctx.database.db);
    await seedDemo(ctx.database.db);
    const login = await post('/api/auth/login', { email: 'demo@sidequest.kr', password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    const json = (await post('chat_list', {}, cookie)).json();
    const rooms = json.chat_list as {
      kind: string;
      title: string;
      unread: number;
      myNickname: string | null;
    }[];
    expect(rooms.filter((r) => r.kind === 'direct')).toHaveLength(3);
    expect(rooms.find((r) => r.title === '주말 해커톤 준비방')).toMatchObject({ kind: 'group', unread: 1 });
    expect(rooms.find((r) => r.title === '사이드프로젝트 수다방')).toMatchObject({
      kind: 'open',
      myNickname: '퇴근후코딩',
    });
    expect(rooms.find((r) => r.title === '김지우')?.unread).toBe(2);
    const counts = await post('message_count', {}, cookie);
    expect(counts.json().count).toBeGreaterThanOrEqual(7);
    const open = await post('open_chat_list', {}, cookie);
    expect(open.json().rooms.some((r: { title: string; joined: boolean }) => r.joined)).toBe(true);
  });
});
