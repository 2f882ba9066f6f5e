import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../test/factories.js';
import { fund } from '../../../test/gifts-kit.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { notifications } from '../notification/schema.js';
import { seoulDate } from './hours.js';
import { sweepPro } from './reminders.js';
import { proReservations } from './schema.js';

/** Becoming a pro, open hours, the search card and reviews, all through the API. */

let ctx: TestContext;
const { post, get } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
async function evidence(m: Member): Promise<string> {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), '변리사등록증.pdf');
  const res = await post('/api/upload/evidence_upload', fd, m);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().FILE_URL as string;
}

const application = (url: string, o: Record<string, unknown> = {}) => ({
  profession: '0711',
  evidence_url: url,
  evidence_name: '변리사등록증.pdf',
  pitch: '특허 출원 전에 꼭 물어보세요',
  intro: '스타트업 특허를 10년 넘게 다뤘어요. 아이디어 단계부터 같이 봐요.',
  good_for: ['특허 가능성', '출원 전략', '선행기술 조사', '상표', '해외 출원'],
  not_good_for: ['소송 대리', '세무', '노무', '투자 유치', '개발 외주'],
  example_topics: ['이 기능도 특허가 되나요?', '출원 비용은?', '상표 먼저 낼까요?'],
  topics: ['03', '05'],
  price: 30,
  minutes: 60,
  ...o,
});

async function approvedPro(): Promise<Member> {
  const m = await buildMember(ctx);
  const admin = await buildMember(ctx, { operator: 'admin' });
  const applied = await post('/api/profile/be_pro', application(await evidence(m)), m);
  expect(applied.json().result, applied.body).toBe('success');
  const no = applied.json().application.APPLICATION_NO;
  const ok = await post('/api/profile/register_pro', { application_no: no, approve: true }, admin);
  expect(ok.json().application.STATUS).toBe('approved');
  return m;
}

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '10:00', end: '12:00' }));

describe('be_pro and register_pro', () => {
  it('applies once, an operator refuses with a reason, the member applies again and is approved', async () => {
    const m = await buildMember(ctx);
    const url = await evidence(m);
    const first = await post('/api/profile/be_pro', application(url), m);
    expect(first.json().application).toMatchObject({ STATUS: 'pending', PROFESSION: '0711', PRICE: 30 });
    expect((await post('/api/profile/be_pro', application(url), m)).json().code).toBe('CONFLICT');

    const admin = await buildMember(ctx, { operator: 'admin' });
    const no = first.json().application.APPLICATION_NO;
    // Not an operator; no reason for a refusal.
    expect(
      (await post('/api/profile/register_pro', { application_no: no, approve: true }, m)).json().code,
    ).toBe('FORBIDDEN');
    expect((await get('/api/profile/pro_applications', m)).json().code).toBe('FORBIDDEN');
    expect(
      (await post('/api/profile/register_pro', { application_no: no, approve: false }, admin)).json().code,
    ).toBe('VALIDATION');
    const queue = (await get('/api/profile/pro_applications', admin)).json();
    expect(queue.list.map((a: { APPLICATION_NO: number }) => a.APPLICATION_NO)).toContain(no);

    const refused = await post(
      '/api/profile/register_pro',
      { application_no: no, approve: false, reason: '증빙이 흐려요' },
      admin,
    );
    expect(refused.json().application).toMatchObject({ STATUS: 'rejected', REASON: '증빙이 흐려요' });
    expect(
      (await post('/api/profile/register_pro', { application_no: no, approve: true }, admin)).json().code,
    ).toBe('CONFLICT');
    const note = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userNo, m.user.no), eq(notifications.kind, 'pro')));
    expect(note[0]?.body).toContain('증빙이 흐려요');

    const again = await post('/api/profile/be_pro', application(url), m);
    await post(
      '/api/profile/register_pro',
      { application_no: again.json().application.APPLICATION_NO, approve: true },
      admin,
    );
    const info = (await get('/api/profile/pro_info', m)).json();
    expect(info.application.STATUS).toBe('approved');
    expect(info.pro).toMatchObject({ PRO_NO: m.user.no, PROFESSION: '0711', RATING: null, NEXT_FREE: null });
  });

  it('refuses someone else’s evidence, a non-licensed job and a wrong profile shape', async () => {
    const owner = await buildMember(ctx);
    const thief = await buildMember(ctx);
    const url = await evidence(owner);
    expect((await post('/api/profile/be_pro', application(url), thief)).json().result).toBe('fail');
    const mine = await evidence(thief);
    expect(
      (await post('/api/profile/be_pro', application(mine, { profession: '0401' }), thief)).json().code,
    ).toBe('VALIDATION');
    expect(
      (await post('/api/profile/be_pro', application(mine, { good_for: ['하나'] }), thief)).json().code,
    ).toBe('VALIDATION');
    expect((await post('/api/profile/be_pro', application(mine, { price: 0 }), thief)).json().code).toBe(
      'VALIDATION',
    );
    expect((await post('/api/profile/be_pro', application(mine, { minutes: 45 }), thief)).json().code).toBe(
      'VALIDATION',
    );
    expect((await post('/api/profile/be_pro', application(mine), null)).json().code).toBe('E001');
  });
});

describe('open hours and search', () => {
  it('only a pro saves hours; overlaps refused; the calendar and the card follow them', async () => {
    const member = await buildMember(ctx);
    expect(
      (await post('/api/profile/save_open_hours', { weekly: everyDay, exceptions: [] }, member)).json().code,
    ).toBe('FORBIDDEN');
    const pro = await approvedPro();
    const overlapping = [...everyDay, { weekday: 1, start: '11:00', end: '13:00' }];
    expect(
      (await post('/api/profile/save_open_hours', { weekly: overlapping, exceptions: [] }, pro)).json().code,
    ).toBe('VALIDATION');

    const closedDay = seoulDate(new Date(Date.now() + 5 * 86_400_000));
    const saved = await post(
      '/api/profile/save_open_hours',
      { weekly: everyDay, exceptions: [{ date: closedDay, hours: [] }] },
      pro,
    );
    expect(saved.json().result).toBe('success');

    const day = seoulDate(new Date(Date.now() + 3 * 86_400_000));
    const hours = (await get(`/api/profile/load_open_hour?pro_no=${pro.user.no}&date=${day}`)).json();
    expect(hours).toMatchObject({ ZONE: 'Asia/Seoul', MINUTES: 60 });
    expect(hours.slots.map((s: { LABEL: string }) => s.LABEL)).toEqual(['10:00', '11:00']);
    expect(hours.slots[0].START_AT).toBe(new Date(`${day}T10:00:00+09:00`).toISOString());
    const closed = (await get(`/api/profile/load_open_hour?pro_no=${pro.user.no}&date=${closedDay}`)).json();
    expect(closed.slots).toEqual([]);

    const month = day.slice(0, 7);
    const dates = (await get(`/api/profile/load_open_date?pro_no=${pro.user.no}&month=${month}`)).json();
    expect(dates.days.find((d: { date: string }) => d.date === day)).toEqual({ date: day, free: 2 });

    const found = (await get('/api/profile/search_pro?profession=0711&topic=05')).json();
    const card = found.list.find((c: { PRO_NO: number }) => c.PRO_NO === pro.user.no);
    expect(card).toMatchObject({ PROFESSION: '0711', PRICE: 30, MINUTES: 60 });
    expect(card.NEXT_FREE).not.toBeNull();
    const otherTopic = (await get('/api/profile/search_pro?topic=07')).json();
    expect(otherTopic.list.some((c: { PRO_NO: number }) => c.PRO_NO === pro.user.no)).toBe(false);
    expect((await get('/api/profile/search_pro?profession=0401')).json().code).toBe('VALIDATION');
    const page = (
      await get(`/api/profile/load_pro_info?nickname=${encodeURIComponent(pro.nickname)}`)
    ).json();
    expect(page.pro.GOOD_FOR).toHaveLength(5);
    expect(page.IS_ME).toBe(false);
  });
});

describe('reviews', () => {
  it('one review per finished session by its member; the pro answers once; the card counts it', async () => {
    const pro = await approvedPro();
    await post('/api/profile/save_open_hours', { weekly: everyDay, exceptions: [] }, pro);
    const m = await buildMember(ctx);
    await fund(ctx, m, 30);
    const day = seoulDate(new Date(Date.now() + 2 * 86_400_000));
    const start = new Date(`${day}T10:00:00+09:00`).toISOString();
    const res = await post(
      '/api/profile/reserve_pro',
      { pro_no: pro.user.no, start_at: start, topic: '05' },
      m,
    );
    const no = res.json().reservation.RESERVATION_NO;
    const review = { reservation_no: no, rating: 5, body: '명쾌하게 알려 주셨어요' };
    expect((await post('/api/profile/write_pro_review', review, m)).json().code).toBe('CONFLICT');
    await post('/api/profile/accept_pro', { reservation_no: no }, pro);
    const [row] = await ctx.database.db
      .select()
      .from(proReservations)
      .where(eq(proReservations.reservationNo, no));
    // The pro checked in (as the room would record it), so the sweep completes the session.
    await ctx.database.db
      .update(proReservations)
      .set({ startedAt: row!.startAt })
      .where(eq(proReservations.reservationNo, no));
    await sweepPro(ctx.database.db, ctx.events, new Date(row!.endAt.getTime() + 20 * 60_000));

    const stranger = await buildMember(ctx);
    expect((await post('/api/profile/write_pro_review', review, stranger)).json().code).toBe('FORBIDDEN');
    expect((await post('/api/profile/write_pro_review', { ...review, rating: 6 }, m)).json().code).toBe(
      'VALIDATION',
    );
    const written = await post('/api/profile/write_pro_review', review, m);
    expect(written.json().review).toMatchObject({ RATING: 5, ANSWER: null });
    expect((await post('/api/profile/write_pro_review', review, m)).json().code).toBe('CONFLICT');

    const reviewNo = written.json().review.REVIEW_NO;
    expect(
      (await post('/api/profile/answer_pro_review', { review_no: reviewNo, answer: '감사해요!' }, m)).json()
        .code,
    ).toBe('FORBIDDEN');
    expect(
      (await post('/api/profile/answer_pro_review', { review_no: reviewNo, answer: '감사해요!' }, pro)).json()
        .review.ANSWER,
    ).toBe('감사해요!');
    expect(
      (await post('/api/profile/answer_pro_review', { review_no: reviewNo, answer: '또 봬요' }, pro)).json()
        .code,
    ).toBe('CONFLICT');

    const page = (await get(`/api/profile/load_pro_info?pro_no=${pro.user.no}`, pro)).json();
    expect(page.pro).toMatchObject({ RATING: 5, REVIEW_COUNT: 1, ANSWER_RATE: 100 });
    expect(page.reviews[0]).toMatchObject({ BODY: '명쾌하게 알려 주셨어요', ANSWER: '감사해요!' });
    expect(page.IS_ME).toBe(true);
    const history = (await get('/api/profile/load_pro_history', m)).json();
    expect(history.list[0]).toMatchObject({ STATUS: 'completed', REVIEWED: true });
  });
});
