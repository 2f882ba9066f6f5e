import { CHAT_LIMITS } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildRoom } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { CHAT } from '../../../test/chat-kit.js';
import { liveGateway, membersOf } from '../../../test/chat-extras-kit.js';
import { createProRoom } from './pro.js';
import { chatRooms } from './schema.js';

let ctx: TestContext;
const { post } = http(() => ctx.app, { base: CHAT });
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('pro chat', () => {
  async function proRoom() {
    const user = await buildMember(ctx);
    const pro = await buildMember(ctx);
    const room = await createProRoom(ctx.database.db, {
      userNo: user.user.no,
      proNo: pro.user.no,
      title: '이직 상담',
    });
    return { user, pro, roomId: room.roomId };
  }
  const roomRow = async (roomId: string) =>
    (await ctx.database.db.select().from(chatRooms).where(eq(chatRooms.roomId, roomId)))[0]!;

  it('pro_start_check: only the pro, only once, and everyone sees it', async () => {
    const { user, pro, roomId } = await proRoom();
    const live = await liveGateway(ctx);
    try {
      const userSocket = await live.client(user.cookie);
      const byUser = await post('pro_start_check', { chatId: roomId }, user.cookie);
      expect(byUser.statusCode).toBe(403);
      expect((await post('pro_start_check', { chatId: roomId })).json().code).toBe('E001');
      const stranger = await buildMember(ctx);
      expect((await post('pro_start_check', { chatId: roomId }, stranger.cookie)).statusCode).toBe(404);

      const ok = await post('pro_start_check', { chatId: roomId }, pro.cookie);
      expect(ok.statusCode, ok.body).toBe(200);
      const realStart = ok.json().realStart;
      expect((await roomRow(roomId)).realStart!.toISOString()).toBe(realStart);
      const event = await userSocket.next('proStartChecked');
      expect(event).toMatchObject({ roomId, userNo: pro.user.no, at: realStart });
      expect((await post('pro_start_check', { chatId: roomId }, pro.cookie)).statusCode).toBe(409);
      // After the check-in the user can no longer call the pro absent.
      expect((await post('report_no_show', { chatId: roomId }, user.cookie)).statusCode).toBe(409);
    } finally {
      await live.close();
    }
  });

  it('report_no_show: the absent one leaves, -1, and the room ends ten minutes later', async () => {
    const { user, pro, roomId } = await proRoom();
    const live = await liveGateway(ctx);
    try {
      const proSocket = await live.client(pro.cookie);
      const before = Date.now();
      const res = await post('report_no_show', { chatId: roomId }, user.cookie);
      expect(res.statusCode, res.body).toBe(200);
      const room = await roomRow(roomId);
      expect(room.participantsSize).toBe(1);
      const end = new Date(res.json().endDate).getTime();
      expect(end).toBe(room.endDate!.getTime());
      expect(end - before).toBeGreaterThanOrEqual(CHAT_LIMITS.proEndAfterLeaveMs - 1000);
      expect(end - before).toBeLessThanOrEqual(CHAT_LIMITS.proEndAfterLeaveMs + 5000);
      const statuses = new Map((await membersOf(ctx, roomId)).map((m) => [m.userNo, m.status]));
      expect(statuses.get(pro.user.no)).toBe('left');
      expect(statuses.get(user.user.no)).toBe('active');
      // The absent pro is told too.
      expect((await proSocket.next('proNoShow')).userNo).toBe(pro.user.no);
      expect((await post('report_no_show', { chatId: roomId }, user.cookie)).statusCode).toBe(409);
    } finally {
      await live.close();
    }

    const other = await proRoom();
    const byPro = await post('report_no_show', { chatId: other.roomId }, other.pro.cookie);
    expect(byPro.statusCode, byPro.body).toBe(200);
    expect((await membersOf(ctx, other.roomId)).find((m) => m.userNo === other.user.user.no)!.status).toBe(
      'left',
    );
    expect((await roomRow(other.roomId)).participantsSize).toBe(1);
    expect((await post('report_no_show', { chatId: other.roomId })).json().code).toBe('E001');

    const { a, roomId: direct } = await (async () => {
      const x = await buildMember(ctx);
      const y = await buildMember(ctx);
      return {
        a: x,
        roomId: await buildRoom(ctx, x, y),
      };
    })();
    expect((await post('report_no_show', { chatId: direct }, a.cookie)).statusCode).toBe(400);
  });
});
