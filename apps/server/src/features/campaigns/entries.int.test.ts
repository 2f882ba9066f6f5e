import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { pointBalance } from '../points/ledger.js';
import { expLedger, pointLedger } from '../points/schema.js';
import { campaignEntries, campaignEvents } from './schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let op: Member;
beforeAll(async () => {
  op = await buildMember(ctx, { operator: 'admin' });
});

async function makeEvent(o: Record<string, unknown> = {}): Promise<number> {
  const res = await api.post(
    '/api/admin/event/create',
    {
      type: '01',
      mode: '01',
      title: '가을 프로모션',
      body: '코드를 입력하면 포인트를 드려요.',
      reward_points: 3,
      reward_exp: 100,
      code: 'Autumn-2026',
      starts_at: iso(-HOUR),
      ends_at: iso(24 * HOUR),
      ...o,
    },
    op,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.event_no;
}

const enter = (who: Member | null, body: Record<string, unknown>, ip?: string) =>
  api.post('/api/event/enter', body, who, ip ? { ip } : {});

async function ledgerRows(eventNo: number, userNo: number) {
  const ref = `event:${eventNo}:${userNo}%`;
  const points = await ctx.database.db.select().from(pointLedger).where(like(pointLedger.ref, ref));
  const exp = await ctx.database.db.select().from(expLedger).where(like(expLedger.ref, ref));
  return { points, exp };
}

describe('code events (01 promo code, 02 coupon)', () => {
  it('rewards a right code once, case-insensitively, and refuses a wrong code or a second claim', async () => {
    const eventNo = await makeEvent();
    const m = await buildMember(ctx);
    expect((await enter(null, { event_no: eventNo, code: 'autumn-2026' })).json().code).toBe('E001');
    const wrong = await enter(m, { event_no: eventNo, code: 'autumn-2025' });
    expect(wrong.json().code).toBe('EVENT_WRONG_CODE');
    expect((await enter(m, { event_no: eventNo })).json().code).toBe('VALIDATION');

    const ok = await enter(m, { event_no: eventNo, code: ' autumn-2026 ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().reward).toEqual({ points: 3, exp: 100 });
    expect(ok.json().entry).toMatchObject({ outcome: 'won', rewarded: true, review: 'none' });

    const again = await enter(m, { event_no: eventNo, code: 'AUTUMN-2026' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EVENT_ALREADY_ENTERED');
    const rows = await ledgerRows(eventNo, m.user.no);
    expect(rows.points.map((r) => [r.delta, r.kind])).toEqual([[3, 'event']]);
    expect(rows.exp.map((r) => r.delta)).toEqual([100]);
    expect(await pointBalance(ctx.database.db, m.user.no)).toBe(3);
  });

  it('refuses entries before the start and after the end, and unknown events', async () => {
    const m = await buildMember(ctx);
    const later = await makeEvent({ type: '02', starts_at: iso(HOUR), ends_at: iso(2 * HOUR) });
    expect((await enter(m, { event_no: later, code: 'AUTUMN-2026' })).json().code).toBe('EVENT_NOT_STARTED');
    const ended = await makeEvent({ type: '02' });
    expect((await api.post('/api/admin/event/close', { event_no: ended }, op)).statusCode).toBe(200);
    const res = await enter(m, { event_no: ended, code: 'AUTUMN-2026' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EVENT_ENDED');
    expect((await enter(m, { event_no: 2_000_000_000, code: 'X' })).json().code).toBe('NOT_FOUND');
    expect((await enter(m, { event_no: 'abc' })).json().code).toBe('VALIDATION');
  });
});

describe('first-come (mode 03)', () => {
  it('gives exactly N slots under 30 concurrent claims; the rest hear 선착순이 마감됐어요', async () => {
    const eventNo = await makeEvent({ mode: '03', capacity: 7, reward_exp: 0 });
    const people = await Promise.all(Array.from({ length: 30 }, () => buildMember(ctx)));
    const answers = await Promise.all(
      people.map((p, i) => enter(p, { event_no: eventNo, code: 'autumn-2026' }, `10.9.0.${i + 1}`)),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(won).toHaveLength(7);
    expect(new Set(refused.map((a) => a.json().code))).toEqual(new Set(['EVENT_SOLD_OUT']));
    expect(refused[0]!.json().message).toContain('선착순이 마감됐어요');
    const [ev] = await ctx.database.db
      .select()
      .from(campaignEvents)
      .where(eq(campaignEvents.eventNo, eventNo));
    expect(ev!.winners).toBe(7);
    const entries = await ctx.database.db
      .select()
      .from(campaignEntries)
      .where(eq(campaignEntries.eventNo, eventNo));
    expect(entries).toHaveLength(7);
    const paid = await ctx.database.db
      .select()
      .from(pointLedger)
      .where(like(pointLedger.ref, `event:${eventNo}:%`));
    expect(paid).toHaveLength(7);
  });
  it('lets one member take one slot even with five claims at once', async () => {
    const eventNo = await makeEvent({ mode: '03', capacity: 3 });
    const m = await buildMember(ctx);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        enter(m, { event_no: eventNo, code: 'AUTUMN-2026' }, `10.8.0.${i + 1}`),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['EVENT_ALREADY_ENTERED']),
    );
    const [ev] = await ctx.database.db
      .select()
      .from(campaignEvents)
      .where(eq(campaignEvents.eventNo, eventNo));
    expect(ev!.winners).toBe(1);
    expect((await ledgerRows(eventNo, m.user.no)).points).toHaveLength(1);
  });
});

describe('attendance (04)', () => {
  it('takes one check-in per Seoul day, rewards each day, and shows the week', async () => {
    const eventNo = await makeEvent({
      type: '04',
      code: null,
      reward_points: 1,
      reward_exp: 10,
      starts_at: iso(-72 * HOUR),
    });
    const m = await buildMember(ctx);
    // Yesterday (the server's clock moved back a day): one check-in, then no second one that day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 24 * HOUR);
    const first = await enter(m, { event_no: eventNo });
    const twice = await enter(m, { event_no: eventNo });
    vi.useRealTimers();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().entry.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(twice.json().code).toBe('EVENT_ALREADY_ENTERED');
    expect(twice.json().message).toContain('오늘은 이미 출석했어요');
    // Today is a new day: open again, with its own reward.
    const today = await enter(m, { event_no: eventNo });
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().entry.day).not.toBe(first.json().entry.day);
    expect((await ledgerRows(eventNo, m.user.no)).points).toHaveLength(2);

    const detail = (await api.post('/api/event/detail', { event_no: eventNo }, m)).json();
    expect(detail.week).toHaveLength(7);
    expect(
      detail.week.filter((d: { today: boolean; attended: boolean }) => d.today && d.attended),
    ).toHaveLength(1);
    expect(detail.mine).toHaveLength(2);
    const guest = (await api.post('/api/event/detail', { event_no: eventNo })).json();
    expect(guest.mine).toEqual([]);
  });
});

describe('proof events (03, 05, 06, 07)', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#e2553a' } })
      .png()
      .toBuffer();
  const form = async () => {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), '인증.png');
    return fd;
  };

  it('takes an own uploaded picture or a link, refuses someone else’s file and a second proof', async () => {
    const eventNo = await makeEvent({ type: '06', code: null });
    const m = await buildMember(ctx);
    const other = await buildMember(ctx);
    expect((await api.post('/api/upload/eventProof', await form())).json().code).toBe('E001');
    const up = await api.post('/api/upload/eventProof', await form(), other);
    expect(up.statusCode, up.body).toBe(200);
    const theirs = up.json().FILE_URL as string;
    expect((await enter(m, { event_no: eventNo })).json().code).toBe('VALIDATION');
    expect((await enter(m, { event_no: eventNo, proof_image: theirs })).json().code).toBe('FORBIDDEN');
    expect((await enter(m, { event_no: eventNo, proof_url: 'javascript:alert(1)' })).json().code).toBe(
      'VALIDATION',
    );

    const mine = (await api.post('/api/upload/eventProof', await form(), m)).json().FILE_URL as string;
    const sent = await enter(m, {
      event_no: eventNo,
      proof_image: mine,
      proof_url: 'https://instagram.com/p/abc',
      note: '올렸어요',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().reward).toBeNull();
    expect(sent.json().entry).toMatchObject({ review: 'pending', outcome: 'waiting', proof_image: mine });
    expect((await enter(m, { event_no: eventNo, proof_url: 'https://x.com/a' })).json().code).toBe(
      'EVENT_ALREADY_ENTERED',
    );
    expect((await ledgerRows(eventNo, m.user.no)).points).toHaveLength(0);
  });
});

describe('creating events', () => {
  it('is for operators only and checks the form', async () => {
    const m = await buildMember(ctx);
    const body = {
      type: '01',
      mode: '01',
      title: '코드 이벤트',
      body: '안내',
      reward_points: 1,
      reward_exp: 0,
      code: 'HELLO1',
      starts_at: iso(0),
      ends_at: iso(HOUR),
    };
    expect((await api.post('/api/admin/event/create', body)).json().code).toBe('E001');
    expect((await api.post('/api/admin/event/create', body, m)).json().code).toBe('FORBIDDEN');
    const bad = await api.post(
      '/api/admin/event/create',
      { ...body, mode: '03', capacity: null, reward_points: 0, ends_at: iso(-HOUR), code: 'a' },
      op,
    );
    expect(bad.json().code).toBe('VALIDATION');
    expect(Object.keys(bad.json().fields ?? {}).sort()).toEqual([
      'capacity',
      'code',
      'ends_at',
      'reward_points',
    ]);
    expect((await api.post('/api/admin/event/close', { event_no: 1 }, m)).json().code).toBe('FORBIDDEN');
    expect((await api.post('/api/admin/event/list', {}, m)).json().code).toBe('FORBIDDEN');
  });

  it('lists live and ended events for everyone, newest first', async () => {
    const live = await makeEvent({ title: '진행 중 이벤트' });
    const ended = await makeEvent({ title: '끝난 이벤트' });
    await api.post('/api/admin/event/close', { event_no: ended }, op);
    const liveList = (await api.post('/api/event/list', { status: 'live' })).json().list;
    const endedList = (await api.post('/api/event/list', { status: 'ended' })).json().list;
    expect(liveList.map((e: { event_no: number }) => e.event_no)).toContain(live);
    expect(liveList.map((e: { event_no: number }) => e.event_no)).not.toContain(ended);
    expect(endedList[0]).toMatchObject({ event_no: ended, state: 'ended', mode_label: '참여자 전원' });
  });
});
