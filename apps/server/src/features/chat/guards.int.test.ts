import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT } from '../../../test/chat-kit.js';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

// Every chat call of routes.ts without a session, and with junk bodies: coded failures, no 5xx.
let ctx: TestContext;
const { post } = http(() => ctx.app, { base: CHAT });
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('anonymous and malformed calls', () => {
  const calls: [string, unknown][] = [
    ['chat_list', {}],
    ['room', { chatId: 'abcdefabcdefabcdefabcdef' }],
    ['open_chat_room', { opponent_no: 1 }],
    ['find_chat_room', { opponent_no: 1 }],
    ['project_chat', { project_no: 1, opponent_no: 1 }],
    ['create_group_chat', { title: '방', user_nos: [1] }],
    ['invite_group_chat', { chatId: 'abcdefabcdefabcdefabcdef', user_nos: [1] }],
    ['expel_group_chat', { chatId: 'abcdefabcdefabcdefabcdef', user_no: 1 }],
    ['leave_chat', { chatId: 'abcdefabcdefabcdefabcdef' }],
    ['open_chat_list', {}],
    ['create_open_chat', { title: '방', nickname: '닉네임' }],
    ['join_open_chat', { chatId: 'abcdefabcdefabcdefabcdef', nickname: '닉네임' }],
    ['chat_profiles', { chatId: 'abcdefabcdefabcdefabcdef' }],
    ['alarm_change', { chatId: 'abcdefabcdefabcdefabcdef', is_alarm_blocked: true }],
    ['update_notice', { chatId: 'abcdefabcdefabcdefabcdef', notice: '공지' }],
    ['message_count', {}],
    [
      'report_message',
      { chat_id: 'abcdefabcdefabcdefabcdef', message_id: 'abcdefabcdefabcdefabcdef', opponent_no: 1 },
    ],
    ['share_link', { type: 'url', chatId: 'abcdefabcdefabcdefabcdef', title: 't', url: 'https://a.kr' }],
    ['read_message', { chatId: 'abcdefabcdefabcdefabcdef', messageId: 'abcdefabcdefabcdefabcdef' }],
    ['messages', { chatId: 'abcdefabcdefabcdefabcdef' }],
  ];

  it('refuses every call without a session (E001)', async () => {
    for (const [path, body] of calls) {
      const res = await post(path, body);
      expect(res.statusCode, path).toBe(401);
      expect(res.json().code, path).toBe('E001');
    }
  });

  it('answers bad input with a fail body, never a 5xx', async () => {
    const u = await buildMember(ctx);
    const junk = [
      null,
      [],
      'text',
      { chatId: 'x' },
      { chatId: '../../etc' },
      { opponent_no: -1 },
      { user_nos: 'a' },
    ];
    for (const [path] of calls) {
      for (const body of junk) {
        const res = await post(path, body, u.cookie);
        expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.statusCode !== 200) expect(res.json().result).toBe('fail');
      }
    }
  });
});
