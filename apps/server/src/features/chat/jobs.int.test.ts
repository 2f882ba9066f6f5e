import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { insertRoom } from './core.js';
import { liveGateway } from '../../../test/chat-extras-kit.js';
import { startChatJobs, sweepClosedRooms } from './jobs.js';
import { chatRooms } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

async function groupEnding(endDate: Date | null, members: number[]) {
  return insertRoom(
    ctx.database.db,
    { type: '02', kind: 'group', title: '주말 스터디', hostNo: members[0]!, endDate },
    members.map((userNo, i) => ({ userNo, role: i === 0 ? 'host' : 'guest' })),
  );
}
const closedAt = async (roomId: string) =>
  (await ctx.database.db.select().from(chatRooms).where(eq(chatRooms.roomId, roomId)))[0]!.closedAt;

const silentLog = { error: () => {} };

describe('closing job', () => {
  it('closes rooms whose end date passed, leaves the others, and closes each once when sweeps race', async () => {
    const a = await buildMember(ctx);
    const past = await groupEnding(new Date(Date.now() - 60_000), [a.user.no]);
    const future = await groupEnding(new Date(Date.now() + 3_600_000), [a.user.no]);
    const open = await groupEnding(null, [a.user.no]);

    const [one, two] = await Promise.all([
      sweepClosedRooms(ctx.database.db, ctx.realtime),
      sweepClosedRooms(ctx.database.db, ctx.realtime),
    ]);
    const closedIds = [...one!, ...two!].map((r) => r.roomId).filter((id) => id === past.roomId);
    expect(closedIds).toEqual([past.roomId]);
    expect(await closedAt(past.roomId)).not.toBeNull();
    expect(await closedAt(future.roomId)).toBeNull();
    expect(await closedAt(open.roomId)).toBeNull();
    // Already closed: a later sweep does not return it again.
    const later = await sweepClosedRooms(ctx.database.db, ctx.realtime);
    expect(later.map((r) => r.roomId)).not.toContain(past.roomId);
  });

  it('closes on its first sweep a room that ended while the server was down, and tells its members', async () => {
    const a = await buildMember(ctx);
    const b = await buildMember(ctx);
    // Ended an hour ago, while "down": nothing ran since.
    const stale = await groupEnding(new Date(Date.now() - 3_600_000), [a.user.no, b.user.no]);
    const live = await liveGateway(ctx);
    const jobs = startChatJobs({
      db: ctx.database.db,
      realtime: ctx.realtime,
      log: silentLog,
      intervalMs: 100,
    });
    try {
      const bSocket = await live.client(b.cookie);
      await jobs.ready;
      expect(await closedAt(stale.roomId)).not.toBeNull();

      // The next ticks pick up rooms that end while running, and members' screens hear it.
      const soon = await groupEnding(new Date(Date.now() + 300), [a.user.no, b.user.no]);
      const update = await bSocket.next('roomUpdated', (e) => e.room._id === soon.roomId, 5000);
      expect(update.room.closed).toBe(true);
      expect(await closedAt(soon.roomId)).not.toBeNull();
    } finally {
      await jobs.stop();
      await live.close();
    }
    // Stopped: nothing closes any more.
    const after = await groupEnding(new Date(Date.now() - 1000), [a.user.no]);
    await new Promise((r) => setTimeout(r, 300));
    expect(await closedAt(after.roomId)).toBeNull();
  });

  it('logs a failed sweep and keeps going', async () => {
    const errors: unknown[] = [];
    const broken = {
      update: () => {
        throw new Error('database went away');
      },
    } as unknown as typeof ctx.database.db;
    const jobs = startChatJobs({
      db: broken,
      realtime: ctx.realtime,
      log: { error: (e) => errors.push(e) },
      intervalMs: 50,
    });
    await jobs.ready;
    await new Promise((r) => setTimeout(r, 180));
    await jobs.stop();
    expect(errors.length).toBeGreaterThanOrEqual(2);
  });
});
