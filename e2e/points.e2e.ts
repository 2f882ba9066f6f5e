import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { type Member, personPage } from './support/members.js';
import {
  countIn,
  member,
  openGiftDialog,
  overflowingMain,
  payWithTestCard,
  questDriver,
  questsToday,
  shooter,
} from './support/points-steps.js';
import { type RunningServer, startServer } from './support/server.js';

/**
 * Issue 14's "done means", as one member's day on a 390 px phone: a 10,000원 top-up through the
 * local PortOne stand-in (테스트 결제), a 2-point gift, today's three quests (whichever Seoul set
 * today has), and every movement in 포인트·경험치 with the weekly chart. The numbers are checked
 * against each other, not only that something shows: the balance before + 10, then − 2, and the
 * exp history's running total against its rows.
 */

const shot = shooter('points');
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
let browser: Browser;
let me: Member;
let friend: Member;
let page: Page;
let before: number;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  me = await member(server.url, {
    email: 'cafe@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '카페손님',
  });
  // The friend receives the gift and writes what today's quests read, cheer, view and follow.
  friend = await member(
    server.url,
    { email: 'friend@sidequest.kr', password: 'sidequest2026!', nickname: '받는친구' },
    '주말마다 사이드 프로젝트를 하는 백엔드 개발자예요. 함께 만들 분을 찾아요.',
  );
  page = await personPage(browser, server.url, me.cookie, PHONE);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cafeBalance = async () => countIn(await page.getByTestId('cafeteria-balance').textContent());
const widget = () => page.getByTestId('quest-widget');

describe('a member tops up, gifts, finishes the day’s quests and reads it all in 포인트·경험치', () => {
  it('opens 카페테리아 from the account menu, labelled 테스트 결제, before any top-up', async () => {
    // Every header control is inside the 390 px screen (the account button is the last one).
    const account = await page.locator('header button').last().boundingBox();
    expect(account!.x + account!.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-cafeteria').click();
    await page.waitForURL('**/cafeteria');
    await page.getByTestId('cafeteria-test-mode').waitFor();
    await page.getByText('아직 충전한 적이 없어요').waitFor();
    before = await cafeBalance();
    expect(before).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowingMain(page)).toEqual([]);
    await shot(page, 'shop');
  });

  it('pays 10,000원 on the test card page and gets 10 points and 1,000 activity score, once', async () => {
    await payWithTestCard(page, '10,000원', 10);
    const credited = page.getByTestId('complete-credited');
    expect(await credited.textContent()).toBe('커피 포인트 10개와 활동 점수 1,000점이 적립됐어요');
    const said = () => page.getByTestId('complete-balance').textContent();
    expect(countIn(await said())).toBe(before + 10);
    await shot(page, 'complete');
    // Coming back to the return page (a reload, a second redirect) credits nothing more.
    await page.reload();
    await credited.waitFor({ timeout: 15_000 });
    expect(countIn(await said())).toBe(before + 10);
  });

  it('finds the paid order, tagged 테스트 결제, in 충전 내역, the shop still fitting the phone', async () => {
    await page.getByRole('link', { name: '카페테리아로' }).click();
    await page.waitForURL('**/cafeteria');
    await expect.poll(cafeBalance).toBe(before + 10);
    const rows = page.getByTestId('order-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    const text = await rows.first().textContent();
    expect(text).toContain('결제 완료');
    expect(text).toContain('테스트 결제');
    expect(text).toContain('10,000원');
    expect(text).toContain('+10포인트 · 활동 점수 +1,000');
    expect(await overflowingMain(page)).toEqual([]);
    await shot(page, 'orders');
  });

  it('gifts the friend 2 points with a message from their profile, after a warning', async () => {
    const dialog = await openGiftDialog(page, friend.nickname);
    await expect
      .poll(async () => countIn(await dialog.getByTestId('gift-balance').textContent()))
      .toBe(before + 10);
    await dialog.getByRole('button', { name: '2P' }).click();
    await dialog.getByRole('textbox').fill('첫 리뷰 고마워요!');
    await dialog.getByTestId('gift-next').click();
    await dialog.getByText('보낸 선물은 되돌릴 수 없어요').waitFor();
    await dialog.getByTestId('gift-send').click();
    await page.getByText(`${friend.nickname}님에게 2포인트를 선물했어요`).waitFor();
    await shot(page, 'gift');
  });

  it('does today’s three quests: attendance counts on its own, the other two from what the member does', async () => {
    await expect.poll(() => widget().getAttribute('aria-label'), { timeout: 15_000 }).toContain('1/3');
    const quests = await questsToday(server.url, me);
    expect(quests).toHaveLength(3);
    const doQuest = questDriver(server.url, me, friend);
    for (const q of quests) await doQuest(q.CODE);
    const after = await questsToday(server.url, me);
    expect(after.map((q) => [q.CODE, q.DONE])).toEqual(quests.map((q) => [q.CODE, true]));
    await page.reload();
    await expect.poll(() => widget().getAttribute('aria-label'), { timeout: 15_000 }).toContain('3/3');
    await page.getByTestId('quest-claimable').waitFor();
  });

  it('claims all three with 받기 in the quest sheet and gets the day’s bonus', async () => {
    await widget().click();
    const sheet = page.getByTestId('quest-sheet');
    await sheet.getByTestId('quest-countdown').waitFor();
    await sheet.getByTestId('weekly-challenge').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sheet-claimable', { fullPage: false });
    for (const q of await questsToday(server.url, me)) {
      await sheet.getByTestId(`quest-claim-${q.CODE}`).click();
      await expect.poll(() => sheet.getByTestId(`quest-${q.CODE}`).textContent()).toContain('받음');
    }
    await sheet.getByText('오늘의 보너스 +100 경험치를 받았어요').waitFor();
    await shot(page, 'sheet-claimed', { fullPage: false });
    expect(await page.getByTestId('quest-claimable').count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('sees the top-up and the gift in 포인트 내역 and this week’s 10 in, 2 out on the chart', async () => {
    await page.goto('/my?tab=points');
    await expect
      .poll(async () => countIn(await page.getByTestId('point-balance').textContent()))
      .toBe(before + 8);
    const rows = page.getByTestId('point-ledger').locator('li');
    await rows.first().waitFor();
    // Newest first, each with its running balance: the gift, then the top-up, nothing else.
    expect(await rows.count()).toBe(2);
    const [gift, topUp] = await rows.allTextContents();
    expect(gift).toContain('포인트 선물 보냄');
    expect(gift).toContain(`${friend.nickname}님에게 선물`);
    expect(gift).toContain('−2P');
    expect(gift).toContain(`잔액 ${before + 8}P`);
    expect(topUp).toContain('충전');
    expect(topUp).toContain('+10P');
    expect(topUp).toContain(`잔액 ${before + 10}P`);

    const weeks = page.getByTestId('chart-week');
    expect(await weeks.count()).toBe(8);
    // The last bar pair is this week; the earlier seven are empty for a member who joined today.
    expect(await weeks.last().locator('title').textContent()).toContain(
      `들어옴 10P, 나감 2P, 주말 잔액 ${before + 8}P`,
    );
    for (const title of (await weeks.locator('title').allTextContents()).slice(0, -1)) {
      expect(title).toContain('들어옴 0P, 나감 0P');
    }
    await page
      .getByText('최근 8주 동안 10포인트가 들어오고 2포인트가 나갔어요.')
      .waitFor({ state: 'attached' });
  });

  it('sees the top-up’s 1,000 and the quest rewards in 경험치 내역, the total adding up', async () => {
    const rows = page.getByTestId('exp-ledger').locator('li');
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    const quest = texts.filter((t) => t.includes('퀘스트 보상'));
    // Three quests at +50 and the day's bonus at +100.
    expect(quest.filter((t) => t.includes('+50')).length).toBe(3);
    expect(quest.filter((t) => t.includes('+100')).length).toBe(1);
    expect(texts.some((t) => t.includes('충전') && t.includes('+1,000'))).toBe(true);
    // The whole history is on one page, so the newest running total is the sum of the rows.
    expect(await page.getByTestId('exp-more').count()).toBe(0);
    // Each row ends with its change and the running total after it: "…+50누적 1,250".
    const parsed = texts.map((t) => {
      const m = /([+−])([\d,]+)누적 ([\d,]+)$/.exec(t.trim());
      if (!m) throw new Error(`unreadable row ${t}`);
      const n = (s: string) => Number(s.replace(/,/g, ''));
      return { delta: (m[1] === '−' ? -1 : 1) * n(m[2]!), total: n(m[3]!) };
    });
    const sum = parsed.reduce((s, r) => s + r.delta, 0);
    const newest = parsed[0]!.total;
    expect(newest).toBe(sum);
    expect(sum).toBeGreaterThanOrEqual(1_000 + 3 * 50 + 100);

    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowingMain(page)).toEqual([]);
    await shot(page, 'history');
  });

  it('sees the finished day in the desktop header too, with its words and the weekly report', async () => {
    const wide = await personPage(browser, server.url, me.cookie, { width: 1440, height: 900 });
    const w = wide.getByTestId('quest-widget');
    await expect.poll(() => w.textContent(), { timeout: 15_000 }).toContain('오늘의 퀘스트3/3');
    await w.click();
    await wide.getByTestId('weekly-report').waitFor();
    await shot(wide, 'quests-desktop', { fullPage: false });
    await wide.context().close();
  });
});
