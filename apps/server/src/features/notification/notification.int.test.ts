import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOTIFICATION_KINDS, type NotificationItem } from '@sidequest/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { attachRealtime } from '../realtime/gateway.js';
import { notifications } from './schema.js';
import { notify } from './inbox.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { post, get } = http(() => ctx.app);

const LIST = '/api/profile/alarm_info';
const SOCIAL = '/api/profile/alarm_social_info';
const COUNT = '/api/profile/alarm_count';
const READ = '/api/profile/change_alarm_read';
const LOAD_SETTINGS = '/api/profile/load_user_noti';
const CHANGE_SETTING = '/api/profile/change_user_noti';

/** Stores a notification for `to` as if `from` did something; returns the pushed item. */
async function tell(to: Member, kind: string, title: string, from?: Member) {
  return notify(ctx.database.db, ctx.realtime, {
    userNo: to.user.no,
    kind,
    actorNo: from?.user.no ?? null,
    title,
    body: `${title} 본문`,
    linkUrl: from ? `/people/${encodeURIComponent(from.nickname)}` : '/notice',
  });
}

async function list(member: Member, query = '') {
  const res = await get(`${LIST}${query}`, member.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    alarm_list: NotificationItem[];
    unread: number;
    has_more: boolean;
    next_cursor: number | null;
  };
}

describe('anonymous visitors', () => {
  it.each([
    ['GET', LIST],
    ['GET', SOCIAL],
    ['GET', COUNT],
    ['GET', LOAD_SETTINGS],
    ['POST', READ],
    ['POST', CHANGE_SETTING],
  ] as const)('%s %s answers E001', async (method, url) => {
    const res =
      method === 'GET'
        ? await get(url)
        : await post(url, { all: true, kind: 'follow', in_app: true, email: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'E001' });
    expect(res.json().message).toMatch(/로그인/);
  });
});

describe('alarm_info', () => {
  it('lists only my notifications, newest first, with the actor and a link', async () => {
    const me = await buildMember(ctx);
    const friend = await buildMember(ctx);
    const stranger = await buildMember(ctx);
    await tell(me, 'follow', '첫 번째', friend);
    await tell(me, 'invite', '두 번째', friend);
    await tell(me, 'system', '세 번째');
    await tell(stranger, 'follow', '남의 알림', friend);

    const page = await list(me);
    expect(page.alarm_list.map((n) => n.TITLE)).toEqual(['세 번째', '두 번째', '첫 번째']);
    expect(page.unread).toBe(3);
    expect(page.has_more).toBe(false);
    expect(page.next_cursor).toBeNull();
    expect(page.alarm_list[2]).toMatchObject({
      KIND: 'follow',
      BODY: '첫 번째 본문',
      LINK_URL: `/people/${encodeURIComponent(friend.nickname)}`,
      ACTOR_NICKNAME: friend.nickname,
      IS_READ: false,
    });
    expect(page.alarm_list[0]!.ACTOR_NICKNAME).toBeNull();
  });

  it('answers each created time exactly, so the web can group by Seoul day', async () => {
    const me = await buildMember(ctx);
    const db = ctx.database.db;
    // 23:59 KST on the 1st, 00:00 KST on the 2nd, and mid-afternoon on the 2nd.
    const times = ['2026-03-01T14:59:00.000Z', '2026-03-01T15:00:00.000Z', '2026-03-02T06:30:00.000Z'];
    for (const [i, at] of times.entries()) {
      await db
        .insert(notifications)
        .values({ userNo: me.user.no, kind: 'system', title: `안내 ${i}`, createdAt: new Date(at) });
    }
    const page = await list(me);
    expect(page.alarm_list.map((n) => n.CREATED_AT)).toEqual([...times].reverse());
  });

  it('pages with a cursor without skipping or repeating rows created at the same instant', async () => {
    const me = await buildMember(ctx);
    const db = ctx.database.db;
    const same = new Date('2026-04-10T01:00:00.000Z');
    for (let i = 0; i < 5; i++) {
      await db
        .insert(notifications)
        .values({ userNo: me.user.no, kind: 'system', title: `알림 ${i}`, createdAt: same });
    }
    const seen: string[] = [];
    let cursor: number | null = null;
    let pages = 0;
    do {
      const page = await list(me, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.alarm_list.map((n) => n.TITLE));
      expect(page.has_more).toBe(page.next_cursor !== null);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(['알림 4', '알림 3', '알림 2', '알림 1', '알림 0']);
  });

  it("refuses another member's notification number as a cursor with NOT_FOUND", async () => {
    const me = await buildMember(ctx);
    const other = await buildMember(ctx);
    const theirs = await tell(other, 'system', '남의 공지');
    const res = await get(`${LIST}?cursor=${theirs!.NOTIFICATION_NO}`, me.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
  });

  it.each(['?limit=0', '?limit=51', '?cursor=abc', '?scope=social', '?cursor=-3'])(
    'refuses the bad query %s with VALIDATION',
    async (query) => {
      const me = await buildMember(ctx);
      const res = await get(`${LIST}${query}`, me.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
    },
  );
});

describe('social and activity lists', () => {
  it('splits follows, favourites and reviews from everything else', async () => {
    const me = await buildMember(ctx);
    const friend = await buildMember(ctx);
    await tell(me, 'follow', '팔로우', friend);
    await tell(me, 'invite', '초대', friend);
    await tell(me, 'favourite', '즐겨찾기', friend);
    await tell(me, 'verification', '인증 완료');
    await tell(me, 'review', '후기', friend);

    const social = await get(SOCIAL, me.cookie);
    expect(social.statusCode).toBe(200);
    expect(social.json().alarm_list.map((n: NotificationItem) => n.TITLE)).toEqual([
      '후기',
      '즐겨찾기',
      '팔로우',
    ]);
    expect(social.json()).toMatchObject({ unread: 5, unread_social: 3, has_more: false });

    const activity = await list(me, '?scope=activity');
    expect(activity.alarm_list.map((n) => n.TITLE)).toEqual(['인증 완료', '초대']);
    expect((await list(me)).alarm_list).toHaveLength(5);
  });
});

describe('unread count and change_alarm_read', () => {
  it('marks one notification read, then all, and answers the unread count each time', async () => {
    const me = await buildMember(ctx);
    const friend = await buildMember(ctx);
    const a = await tell(me, 'follow', 'A', friend);
    await tell(me, 'invite', 'B', friend);
    await tell(me, 'system', 'C');
    expect((await get(COUNT, me.cookie)).json()).toEqual({ result: 'success', unread: 3 });

    const one = await post(READ, { notification_no: a!.NOTIFICATION_NO }, me.cookie);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({ result: 'success', changed: 1, unread: 2 });
    const after = await list(me);
    expect(after.alarm_list.find((n) => n.TITLE === 'A')?.IS_READ).toBe(true);
    expect(after.alarm_list.filter((n) => !n.IS_READ).map((n) => n.TITLE)).toEqual(['C', 'B']);

    // A second click (another tab) is harmless.
    const again = await post(READ, { notification_no: a!.NOTIFICATION_NO }, me.cookie);
    expect(again.json()).toEqual({ result: 'success', changed: 0, unread: 2 });

    const all = await post(READ, { all: true }, me.cookie);
    expect(all.json()).toEqual({ result: 'success', changed: 2, unread: 0 });
    expect((await get(COUNT, me.cookie)).json().unread).toBe(0);
    expect((await list(me)).alarm_list.every((n) => n.IS_READ)).toBe(true);
  });

  it("answers NOT_FOUND (not FORBIDDEN) for another member's notification and leaves it unread", async () => {
    const owner = await buildMember(ctx);
    const other = await buildMember(ctx);
    const mine = await tell(owner, 'system', '내 공지');
    await tell(other, 'system', '다른 사람의 공지');

    const res = await post(READ, { notification_no: mine!.NOTIFICATION_NO }, other.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'NOT_FOUND' });
    const missing = await post(READ, { notification_no: 987654321 }, other.cookie);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: res.json().message });

    // "All" means all of mine: the owner's stays unread.
    await post(READ, { all: true }, other.cookie);
    expect((await get(COUNT, owner.cookie)).json().unread).toBe(1);
    expect((await list(other)).alarm_list.map((n) => n.TITLE)).toEqual(['다른 사람의 공지']);
  });

  it.each([
    {},
    { all: false },
    { notification_no: 1, all: true },
    { notification_no: 'abc' },
    { notification_no: 0 },
  ])('refuses the body %j with a Korean VALIDATION message', async (body) => {
    const me = await buildMember(ctx);
    const res = await post(READ, body, me.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
    expect(res.json().message).toMatch(/[가-힣]/);
  });
});

describe('notification settings', () => {
  it('answers every kind with its defaults until the member changes one', async () => {
    const me = await buildMember(ctx);
    const res = await get(LOAD_SETTINGS, me.cookie);
    expect(res.statusCode).toBe(200);
    const settings = res.json().noti_settings as { KIND: string; IN_APP: boolean; CUSTOMIZED: boolean }[];
    expect(settings.map((s) => s.KIND)).toEqual([...NOTIFICATION_KINDS]);
    expect(settings.every((s) => s.IN_APP && !s.CUSTOMIZED)).toBe(true);
  });

  it('stops storing a kind the member switched off, keeps other kinds and other members', async () => {
    const me = await buildMember(ctx);
    const other = await buildMember(ctx);
    const friend = await buildMember(ctx);

    const res = await post(CHANGE_SETTING, { kind: 'follow', in_app: false, email: true }, me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().noti_settings.find((s: { KIND: string }) => s.KIND === 'follow')).toEqual({
      KIND: 'follow',
      IN_APP: false,
      EMAIL: true,
      CUSTOMIZED: true,
    });
    const loaded = (await get(LOAD_SETTINGS, me.cookie)).json().noti_settings;
    expect(loaded.find((s: { KIND: string }) => s.KIND === 'follow')).toMatchObject({
      IN_APP: false,
      EMAIL: true,
    });

    expect(await tell(me, 'follow', '꺼 둔 팔로우', friend)).toBeNull();
    expect(await tell(me, 'invite', '켜 둔 초대', friend)).not.toBeNull();
    expect(await tell(other, 'follow', '다른 사람의 팔로우', friend)).not.toBeNull();
    expect((await list(me)).alarm_list.map((n) => n.TITLE)).toEqual(['켜 둔 초대']);
    const otherSettings = (await get(LOAD_SETTINGS, other.cookie)).json().noti_settings;
    expect(otherSettings.find((s: { KIND: string }) => s.KIND === 'follow')).toMatchObject({
      IN_APP: true,
      CUSTOMIZED: false,
    });

    // Switching it on again lets new ones through.
    await post(CHANGE_SETTING, { kind: 'follow', in_app: true, email: false }, me.cookie);
    expect(await tell(me, 'follow', '다시 켠 팔로우', friend)).not.toBeNull();
  });

  it('does not tell members about their own actions', async () => {
    const me = await buildMember(ctx);
    expect(await tell(me, 'follow', '셀프 팔로우', me)).toBeNull();
    expect((await list(me)).alarm_list).toEqual([]);
  });

  it.each([
    { kind: 'nope', in_app: true, email: true },
    { kind: 'follow', in_app: 'yes', email: true },
    { kind: 'follow', in_app: true },
    {},
  ])('refuses the body %j with VALIDATION', async (body) => {
    const me = await buildMember(ctx);
    const res = await post(CHANGE_SETTING, body, me.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 'fail', code: 'VALIDATION' });
  });
});

describe('live delivery over the socket', () => {
  it('pushes newNotification with the item and the unread count to the member only', async () => {
    const server = createServer();
    const gateway = await attachRealtime(server, { db: ctx.database.db });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    ctx.realtime.attach(gateway.io);
    const sockets: Socket[] = [];
    const open = async (cookie: string) => {
      const s = connect(url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie },
      });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      return s;
    };
    try {
      const me = await buildMember(ctx);
      const friend = await buildMember(ctx);
      await tell(me, 'system', '읽기 전 공지');
      const mine = await open(me.cookie);
      const theirs = await open(friend.cookie);
      // The gateway joins user:{no} right after the handshake; wait until the room holds the socket.
      const deadline = Date.now() + 5000;
      while (
        (await gateway.io.in(`user:${me.user.no}`).fetchSockets()).length === 0 &&
        Date.now() < deadline
      ) {
        await new Promise((r) => setTimeout(r, 20));
      }

      let friendGot = 0;
      theirs.on('newNotification', () => {
        friendGot += 1;
      });
      const received = new Promise<{ notification: NotificationItem; unread: number }>((resolve) =>
        mine.once('newNotification', resolve),
      );
      const item = await tell(me, 'follow', `${friend.nickname}님이 나를 팔로우했어요`, friend);
      const payload = await received;
      expect(payload.unread).toBe(2);
      expect(payload.notification).toEqual(item);
      expect(payload.notification).toMatchObject({
        KIND: 'follow',
        ACTOR_NICKNAME: friend.nickname,
        IS_READ: false,
      });

      // A switched-off kind is neither stored nor pushed: the next event is the invite.
      await post(CHANGE_SETTING, { kind: 'favourite', in_app: false, email: false }, me.cookie);
      const next = new Promise<{ notification: NotificationItem }>((resolve) =>
        mine.once('newNotification', resolve),
      );
      await tell(me, 'favourite', '꺼 둔 즐겨찾기', friend);
      await tell(me, 'invite', '초대가 왔어요', friend);
      expect((await next).notification.TITLE).toBe('초대가 왔어요');

      // The friend's own socket got nothing of mine (a round trip through their room proves it).
      const ping = new Promise((resolve) => theirs.once('newNotification', resolve));
      await tell(friend, 'system', '친구에게 온 공지');
      await ping;
      expect(friendGot).toBe(1);
    } finally {
      for (const s of sockets) s.close();
      await gateway.close();
      await new Promise((r) => server.close(r));
    }
  });
});

it('starts a new member with an empty first page', async () => {
  const fresh = await buildMember(ctx);
  expect(await list(fresh)).toEqual({
    result: 'success',
    alarm_list: [],
    unread: 0,
    has_more: false,
    next_cursor: null,
  });
});
