import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/chat-kit.js';
import { cookieFrom, createTestApp, type TestContext } from '../../../test/helpers.js';
import { seedDemo } from '../../db/seed/demo.js';
import { DEMO_PASSWORD } from '../auth/demo.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo chat', () => {
  it('gives the demo member conversations, a group and the open room, some unread, once', async () => {
    await seedDemo(ctx.database.db);
    await seedDemo(ctx.database.db);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo@sidequest.kr', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    const { json } = await call(ctx.app, 'chat_list', {}, cookie);
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
    const counts = await call(ctx.app, 'message_count', {}, cookie);
    expect(counts.json.count).toBeGreaterThanOrEqual(7);
    const open = await call(ctx.app, 'open_chat_list', {}, cookie);
    expect(open.json.rooms.some((r: { title: string; joined: boolean }) => r.joined)).toBe(true);
  });
});
