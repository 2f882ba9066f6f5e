import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { chatOnline, type Member, personPage, post } from './support/members.js';
import { overflowingMain, shooter } from './support/points-steps.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

/**
 * Pro consultations end to end: a student finds the demo patent attorney, books a slot (the price
 * is held), the pro accepts, both meet in the pro room, the pro checks in, the session settles to
 * the pro and the student's review shows on the pro's page. Then a second booking whose pro never
 * checks in comes back in full. Booking needs an hour's notice, so the journey's server runs the
 * test-only hook (features/pro/test-shift.ts) that moves a booked slot to "N minutes from now" and
 * runs the real pro job once; everything else — room, check-in, settlement — is the real thing.
 */
const shot = shooter('pro');
const PASSWORD = 'sidequest123!';
const STUDENT = { email: 'jiwoo.kim@sidequest.kr', nickname: '김지우' };
const PRO = { email: 'pro.patent@sidequest.kr', nickname: '특허보는변리사' };
const PRICE = 30;
const REVIEW = '출원 전에 선행 기술부터 찾아보라는 조언이 딱 필요했어요.';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let student: Member;
let pro: Member;
let studentPage: Page;
let proPage: Page;

/** The demo members and pros (features/auth/demo.ts, features/pro/demo.ts) and the student's points. */
async function seed(dir: string): Promise<void> {
  const dist = path.join(ROOT, 'apps/server/dist');
  const client = await import(path.join(dist, 'db/client.js'));
  const users = await import(path.join(dist, 'features/auth/demo.js'));
  const pros = await import(path.join(dist, 'features/pro/demo.js'));
  const ledger = await import(path.join(dist, 'features/points/ledger.js'));
  const schema = await import(path.join(dist, 'features/auth/schema.js'));
  const { eq } = await import('drizzle-orm');
  const database = await client.openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    await database.migrate();
    await users.seedDemoUsers(database.db);
    await pros.seedDemoPros(database.db);
    const [row] = await database.db
      .select({ no: schema.users.userNo })
      .from(schema.users)
      .where(eq(schema.users.email, STUDENT.email));
    // Two sessions' worth: the first is paid, the second comes back.
    await ledger.movePoints(database.db, {
      userNo: row.no,
      delta: PRICE * 2,
      kind: 'topup',
      reason: 'e2e',
      ref: 'e2e:pro:student',
    });
  } finally {
    await database.close();
  }
}

async function login(account: { email: string; nickname: string }): Promise<Member> {
  const { res, json } = await post(server.url, '/api/auth/login', {
    email: account.email,
    password: PASSWORD,
  });
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ');
  return { ...account, password: PASSWORD, no: (json.user as { no: number }).no, cookie };
}

async function get<T>(who: Member, pathname: string): Promise<T> {
  const res = await fetch(`${server.url}${pathname}`, { headers: { cookie: who.cookie } });
  return (await res.json()) as T;
}

const balance = async (who: Member) =>
  (await get<{ BALANCE: number }>(who, '/api/profile/point_summarize')).BALANCE;

interface Row {
  RESERVATION_NO: number;
  STATUS: string;
  REFUNDED: number;
  RELEASED: number;
  CHAT_ID: string | null;
}
const latest = async () => (await get<{ list: Row[] }>(student, '/api/profile/load_pro_history')).list[0]!;

/** Moves the booked slot to start `minutes` from now and runs the pro job once (test-only hook). */
const shift = (no: number, minutes: number) =>
  post(
    server.url,
    '/api/profile/test_only_shift_pro',
    { reservation_no: no, start_in_min: minutes },
    student.cookie,
  );

const panel = (p: Page) => p.getByTestId('chat-panel');
/** The week's first day with a free slot: late in the evening, today's have passed. */
const freeDay = (p: Page) =>
  p.locator('[data-testid^="pro-day-"]:not([disabled])[data-free]:not([data-free="0"])').first();

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-e2e-pro-'));
  await seed(dataDir);
  server = await startServer({
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '3000',
    NODE_ENV: 'test',
    TEST_ONLY_PRO_TIME_SHIFT: '1',
  });
  browser = await launchChromium();
  student = await login(STUDENT);
  pro = await login(PRO);
  studentPage = await personPage(browser, server.url, student.cookie, { width: 390, height: 844 });
  proPage = await personPage(browser, server.url, pro.cookie, { width: 1280, height: 900 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a student books a patent attorney, meets them in the pro room and reviews them', () => {
  let no = 0;

  it('finds the patent attorney among the pros by profession', async () => {
    const p = studentPage;
    await p.goto('/pro');
    await p.getByTestId('pro-list').waitFor();
    await p.getByTestId('pro-filter-profession').selectOption({ label: '변리사' });
    const items = p.getByTestId('pro-list').getByRole('listitem');
    const card = items.filter({ hasText: PRO.nickname });
    // The unfiltered list stays on screen until the filtered one arrives: wait for the narrowing.
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(1);
    await card.waitFor();
    expect(await seriousViolations(p)).toEqual([]);
    expect(await overflowingMain(p)).toEqual([]);
    await shot(p, 'find-390');
    await card.getByRole('link').first().click();
    await p.waitForURL(`**/pro/@${encodeURIComponent(PRO.nickname)}`);
  });

  it('reserves the first free slot: the price is held and the balance drops', async () => {
    const p = studentPage;
    await p.getByTestId('pro-calendar').waitFor();
    expect(await p.getByTestId('pro-calendar').textContent()).toContain('Asia/Seoul');
    // The first day of the week with a free slot, then its first free slot.
    await freeDay(p).click();
    await p.locator('[data-testid^="pro-slot-"]:not([disabled])').first().click();
    const sheet = p.getByTestId('reserve-sheet');
    await sheet.waitFor();
    await sheet.getByRole('textbox').fill('사이드 프로젝트 추천 알고리즘이 특허가 될지 궁금해요.');
    await shot(p, 'reserve-390', { fullPage: false });
    await p.getByRole('button', { name: `${PRICE}포인트로 예약하기` }).click();
    await p.waitForURL('**/pro/reservations');
    await p.getByText(`남은 포인트는 ${PRICE}포인트예요`).waitFor();
    expect(await balance(student)).toBe(PRICE);
    const row = await latest();
    expect(row.STATUS).toBe('requested');
    no = row.RESERVATION_NO;
    await p.getByTestId(`reservation-${no}`).getByText(`${PRICE}포인트 맡겨 둠`).waitFor();
  });

  it('the pro accepts it from the manage page', async () => {
    const p = proPage;
    await p.goto('/pro/manage');
    const card = p.getByTestId(`reservation-${no}`);
    await card.getByTestId('incoming-accept').click();
    await p.getByText('예약을 수락했어요', { exact: false }).first().waitFor();
    expect((await latest()).STATUS).toBe('accepted');
  });

  it('both meet in the pro room, shown as a card with the slot; the pro checks in', async () => {
    // The slot starts in five minutes: the job opens the room (ten minutes ahead).
    await shift(no, 5);
    expect((await latest()).CHAT_ID).toBeTruthy();
    await chatOnline(studentPage);
    await chatOnline(proPage);

    await studentPage.getByTestId('chat-button').click();
    const card = studentPage.getByTestId('chat-room-item').filter({ hasText: PRO.nickname });
    await card.getByTestId('chat-pro-card').waitFor({ timeout: 10_000 });
    const text = await card.getByTestId('chat-pro-card').textContent();
    expect(text).toContain('예정');
    expect(text).toContain('한국 시간(KST)');
    await shot(studentPage, 'room-card-390', { fullPage: false });
    await card.click();
    await panel(studentPage).getByText('프로가 상담 시작을 확인하면 상담이 시작돼요.').waitFor();

    await proPage.getByTestId('chat-button').click();
    await proPage.getByTestId('chat-room-item').filter({ hasText: STUDENT.nickname }).click();
    await panel(proPage).getByRole('button', { name: '상담 시작 확인' }).click();
    await panel(studentPage)
      .getByText('상담 시작을 확인했어요', { exact: false })
      .first()
      .waitFor({ timeout: 10_000 });

    const composer = studentPage.getByTestId('chat-composer');
    await composer.fill('안녕하세요! 추천 알고리즘 특허 상담 부탁드려요.');
    await composer.press('Enter');
    await panel(proPage).getByText('추천 알고리즘 특허 상담 부탁드려요').waitFor({ timeout: 10_000 });
    await shot(proPage, 'room-1280', { fullPage: false });
  });

  it('after the session the job releases the price to the pro', async () => {
    const before = await balance(pro);
    // The hour has passed and ten minutes more: the sweep settles it.
    await shift(no, -(60 + 11));
    const row = await latest();
    expect(row).toMatchObject({ STATUS: 'completed', REFUNDED: 0, RELEASED: PRICE });
    expect(await balance(pro)).toBe(before + PRICE);
    expect(await balance(student)).toBe(PRICE);
  });

  it('the student reviews the session and the review shows on the pro’s page', async () => {
    const p = studentPage;
    await p.goto('/pro/reservations?tab=past');
    const card = p.getByTestId(`reservation-${no}`);
    await card.getByText('상담 완료').waitFor();
    await card.getByTestId('reservation-review').click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('textbox').fill(REVIEW);
    await dialog.getByRole('button', { name: '후기 남기기' }).click();
    await p.getByText('후기를 남겼어요', { exact: false }).first().waitFor();

    for (const width of [390, 1280]) {
      const viewer = await personPage(browser, server.url, student.cookie, { width, height: 900 });
      await viewer.goto(`/pro/@${encodeURIComponent(PRO.nickname)}`);
      await viewer.getByText(REVIEW).waitFor();
      expect(await seriousViolations(viewer)).toEqual([]);
      expect(await overflowingMain(viewer)).toEqual([]);
      await shot(viewer, `page-${width}`);
      await viewer.context().close();
    }
  });
});

describe('a second booking whose pro never checks in comes back in full', () => {
  it('refunds the whole price at the sweep, unreported, and says so', async () => {
    // Book through the page again: the next free slot.
    const p = studentPage;
    await p.goto(`/pro/@${encodeURIComponent(PRO.nickname)}`);
    await freeDay(p).click();
    await p.locator('[data-testid^="pro-slot-"]:not([disabled])').first().click();
    await p.getByTestId('reserve-sheet').waitFor();
    await p.getByRole('button', { name: `${PRICE}포인트로 예약하기` }).click();
    await p.waitForURL('**/pro/reservations');
    expect(await balance(student)).toBe(0);
    const no = (await latest()).RESERVATION_NO;
    await post(server.url, '/api/profile/accept_pro', { reservation_no: no }, pro.cookie);

    await shift(no, 5);
    expect((await latest()).CHAT_ID).toBeTruthy();
    // Nobody reports anything; the pro simply never checks in.
    await shift(no, -(60 + 11));
    expect(await latest()).toMatchObject({ STATUS: 'pro_no_show', REFUNDED: PRICE, RELEASED: 0 });
    expect(await balance(student)).toBe(PRICE);

    await p.goto('/pro/reservations?tab=past');
    const card = p.getByTestId(`reservation-${no}`);
    await card.getByText('프로 불참').waitFor();
    await card.getByText(`${PRICE}포인트 환불`).waitFor();
    await shot(p, 'no-show-390');
    await p.goto('/notifications');
    await p.getByText('프로가 상담에 오지 않아 전액 환불했어요').first().waitFor();
  });
});
