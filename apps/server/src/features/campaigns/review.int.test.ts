import { createHash } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';
import { pointLedger } from '../points/schema.js';
import { pickWinners } from './lottery.js';
import { campaignDraws, campaignEvents } from './schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
let op: Member;
beforeAll(async () => {
  ctx = await createTestApp();
  op = await buildMember(ctx, { operator: 'admin' });
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function makeEvent(o: Record<string, unknown>): Promise<number> {
  const res = await api.post(
    '/api/admin/event/create',
    {
      type: '05',
      mode: '01',
      title: '블로그 후기 이벤트',
      body: '후기 링크를 보내 주세요.',
      reward_points: 5,
      reward_exp: 0,
      starts_at: iso(-HOUR),
      ends_at: iso(24 * HOUR),
      ...o,
    },
    op,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().event.event_no;
}

const sendProof = async (m: Member, eventNo: number) => {
  const res = await api.post(
    '/api/event/enter',
    { event_no: eventNo, proof_url: 'https://blog.example.com/1' },
    m,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entry.entry_no as number;
};
const review = (who: Member | null, body: Record<string, unknown>) =>
  api.post('/api/admin/event/review', body, who);
const paid = (eventNo: number) =>
  ctx.database.db
    .select()
    .from(pointLedger)
    .where(like(pointLedger.ref, `event:${eventNo}:%`));
const inbox = (m: Member) =>
  ctx.database.db.select().from(notifications).where(eq(notifications.userNo, m.user.no));

describe('proof review', () => {
  it('lets only operators decide; approval credits once and the member is told', async () => {
    const eventNo = await makeEvent({});
    const m = await buildMember(ctx);
    const entryNo = await sendProof(m, eventNo);

    expect((await review(null, { entry_no: entryNo, approve: true })).json().code).toBe('E001');
    expect((await review(m, { entry_no: entryNo, approve: true })).json().code).toBe('FORBIDDEN');
    expect((await api.post('/api/admin/event/entries', {}, m)).json().code).toBe('FORBIDDEN');
    expect((await api.post('/api/admin/event/entries', {})).json().code).toBe('E001');

    const queue = (await api.post('/api/admin/event/entries', { event_no: eventNo }, op)).json().list;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      entry_no: entryNo,
      nickname: m.nickname,
      proof_url: 'https://blog.example.com/1',
    });

    const ok = await review(op, { entry_no: entryNo, approve: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().entry).toMatchObject({ review: 'approved', outcome: 'won', rewarded: true });
    const again = await review(op, { entry_no: entryNo, approve: true });
    expect(again.json().code).toBe('CONFLICT');
    expect(await paid(eventNo)).toHaveLength(1);
    expect((await inbox(m)).map((n) => n.title)).toContain('이벤트 인증이 승인됐어요');
    expect((await inbox(m)).find((n) => n.title === '이벤트 인증이 승인됐어요')!.body).toContain(
      '5포인트를 받았어요',
    );
  });

  it('needs a reason to reject, tells the member why, and takes a new proof afterwards', async () => {
    const eventNo = await makeEvent({ type: '07' });
    const m = await buildMember(ctx);
    const entryNo = await sendProof(m, eventNo);
    expect((await review(op, { entry_no: entryNo, approve: false })).json().code).toBe('VALIDATION');
    const no = await review(op, { entry_no: entryNo, approve: false, reason: '링크가 열리지 않아요' });
    expect(no.json().entry).toMatchObject({ review: 'rejected', reject_reason: '링크가 열리지 않아요' });
    const told = (await inbox(m)).find((n) => n.title === '이벤트 인증이 반려됐어요');
    expect(told?.body).toContain('링크가 열리지 않아요');
    expect(await paid(eventNo)).toHaveLength(0);
    expect(await sendProof(m, eventNo)).toBe(entryNo);
    const detail = (await api.post('/api/event/detail', { event_no: eventNo }, m)).json();
    expect(detail.mine[0]).toMatchObject({ review: 'pending', reject_reason: null });
  });

  it('first-come with proofs: a sent proof holds a slot, a rejection frees it', async () => {
    const eventNo = await makeEvent({ type: '03', mode: '03', capacity: 1 });
    const [a, b] = [await buildMember(ctx), await buildMember(ctx)];
    const first = await sendProof(a, eventNo);
    const full = await api.post('/api/event/enter', { event_no: eventNo, proof_url: 'https://x.com/b' }, b);
    expect(full.json().code).toBe('EVENT_SOLD_OUT');
    await review(op, { entry_no: first, approve: false, reason: '앱 리뷰가 보이지 않아요' });
    const second = await sendProof(b, eventNo);
    expect((await review(op, { entry_no: second, approve: true })).json().entry.outcome).toBe('won');
    const [ev] = await ctx.database.db
      .select()
      .from(campaignEvents)
      .where(eq(campaignEvents.eventNo, eventNo));
    expect(ev!.winners).toBe(1);
    expect((await paid(eventNo)).map((r) => r.userNo)).toEqual([b.user.no]);
  });
});

describe('lottery (mode 02)', () => {
  it('draws after the end from a recorded seed; re-running the rule gives the same winners', async () => {
    const eventNo = await makeEvent({ type: '02', mode: '02', capacity: 3, code: 'LUCKY7' });
    const people = await Promise.all(Array.from({ length: 8 }, () => buildMember(ctx)));
    for (const p of people) {
      const res = await api.post('/api/event/enter', { event_no: eventNo, code: 'lucky7' }, p);
      expect(res.json().entry.outcome).toBe('waiting');
    }
    expect(await paid(eventNo)).toHaveLength(0);
    const draw = (who: Member | null) => api.post('/api/admin/event/draw', { event_no: eventNo }, who);
    expect((await draw(people[0]!)).json().code).toBe('FORBIDDEN');
    expect((await draw(null)).json().code).toBe('E001');
    expect((await draw(op)).json().code).toBe('CONFLICT'); // still open

    await api.post('/api/admin/event/close', { event_no: eventNo }, op);
    const res = await draw(op);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().draw as {
      seed: string;
      entry_nos: number[];
      winners: Array<{ entry_no: number; nickname: string }>;
    };
    expect(result.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(result.entry_nos).toHaveLength(8);
    expect(result.winners).toHaveLength(3);
    // Re-run from what the page shows, written out here as anyone would (not the server's code).
    const sha = (v: string) => createHash('sha256').update(v).digest('hex');
    const rerun = [...result.entry_nos]
      .sort((x, y) => sha(`${result.seed}:${x}`).localeCompare(sha(`${result.seed}:${y}`)))
      .slice(0, 3);
    expect(rerun).toEqual(result.winners.map((w) => w.entry_no));
    expect(pickWinners(result.seed, result.entry_nos, 3)).toEqual(rerun);
    // A different seed orders differently: the seed, not the entry order, decides.
    expect(pickWinners('00'.repeat(32), result.entry_nos, 8)).not.toEqual(
      pickWinners(result.seed, result.entry_nos, 8),
    );

    expect((await draw(op)).json().code).toBe('CONFLICT');
    const credited = await paid(eventNo);
    expect(credited).toHaveLength(3);
    const winnerNames = new Set(result.winners.map((w) => w.nickname));
    const winners = people.filter((p) => winnerNames.has(p.nickname));
    expect(credited.map((r) => r.userNo).sort()).toEqual(winners.map((w) => w.user.no).sort());
    for (const w of winners) expect((await inbox(w)).map((n) => n.title)).toContain('이벤트에 당첨됐어요');

    const loser = people.find((p) => !winnerNames.has(p.nickname))!;
    const seen = (await api.post('/api/event/detail', { event_no: eventNo }, loser)).json();
    expect(seen.draw.seed).toBe(result.seed);
    expect(seen.mine[0].outcome).toBe('lost');
  });

  it('waits for pending proofs before drawing, and only approved proofs are tickets', async () => {
    const eventNo = await makeEvent({ type: '06', mode: '02', capacity: 5 });
    const [a, b] = [await buildMember(ctx), await buildMember(ctx)];
    const ea = await sendProof(a, eventNo);
    const eb = await sendProof(b, eventNo);
    await api.post('/api/admin/event/close', { event_no: eventNo }, op);
    expect((await api.post('/api/admin/event/draw', { event_no: eventNo }, op)).json().message).toContain(
      '검토',
    );
    await review(op, { entry_no: ea, approve: true });
    await review(op, { entry_no: eb, approve: false, reason: '계정이 비공개예요' });
    const drawn = (await api.post('/api/admin/event/draw', { event_no: eventNo }, op)).json().draw;
    expect(drawn.entry_nos).toEqual([ea]);
    expect(drawn.winners.map((w: { entry_no: number }) => w.entry_no)).toEqual([ea]);
    const rows = await ctx.database.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.userNo, a.user.no), like(pointLedger.ref, `event:${eventNo}:%`)));
    expect(rows).toHaveLength(1);
  });

  it('an attendance lottery gives each member one ticket, however many days they checked in', async () => {
    const eventNo = await makeEvent({ type: '04', mode: '02', capacity: 2, starts_at: iso(-72 * HOUR) });
    const [a, b] = [await buildMember(ctx), await buildMember(ctx)];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 24 * HOUR);
    const aFirst = (await api.post('/api/event/enter', { event_no: eventNo }, a)).json().entry.entry_no;
    vi.useRealTimers();
    await api.post('/api/event/enter', { event_no: eventNo }, a);
    const bFirst = (await api.post('/api/event/enter', { event_no: eventNo }, b)).json().entry.entry_no;
    await api.post('/api/admin/event/close', { event_no: eventNo }, op);
    const drawn = (await api.post('/api/admin/event/draw', { event_no: eventNo }, op)).json().draw;
    expect(drawn.entry_nos).toEqual([aFirst, bFirst]);
    expect(drawn.winners).toHaveLength(2);
    expect((await paid(eventNo)).map((r) => r.userNo).sort()).toEqual([a.user.no, b.user.no].sort());
    const mine = (await api.post('/api/event/detail', { event_no: eventNo }, a)).json().mine;
    expect(mine.map((e: { outcome: string }) => e.outcome)).toEqual(['won', 'won']);
  });

  it('finishes a draw cut short after its seed was stored, from that same seed', async () => {
    const eventNo = await makeEvent({ type: '01', mode: '02', capacity: 1, code: 'SEED-1' });
    const m = await buildMember(ctx);
    await api.post('/api/event/enter', { event_no: eventNo, code: 'seed-1' }, m);
    await api.post('/api/admin/event/close', { event_no: eventNo }, op);
    // As if the server stopped right after committing the seed.
    const seed = 'f0'.repeat(32);
    await ctx.database.db.insert(campaignDraws).values({ eventNo, seed, drawnBy: op.user.no });
    const drawn = (await api.post('/api/admin/event/draw', { event_no: eventNo }, op)).json().draw;
    expect(drawn.seed).toBe(seed);
    expect(drawn.winners).toHaveLength(1);
  });
});
