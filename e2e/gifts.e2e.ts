import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { type Member, personPage } from './support/members.js';
import { giftByApi, member, overflowingMain, shooter } from './support/points-steps.js';
import { type RunningServer, startServer } from './support/server.js';

/**
 * The coupon shop and the receiving side of a gift. Sending a gift through the dialog is walked in
 * points.e2e.ts, so here the gift is made through the API.
 */
const shot = shooter('gifts');

let server: RunningServer;
let browser: Browser;
let giver: Member;
let friend: Member;
let page: Page;

// The embedded database runs identity verification and coupons through their stand-ins (테스트 모드).
beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  giver = await member(server.url, {
    email: 'giver@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '선물러',
  });
  friend = await member(
    server.url,
    { email: 'friend@sidequest.kr', password: 'sidequest2026!', nickname: '받는친구' },
    '주말마다 사이드 프로젝트를 하는 프론트엔드 개발자예요. 함께 만들 분을 찾아요.',
  );
  page = await personPage(browser, server.url, giver.cookie, { width: 390, height: 844 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const balance = () => page.getByTestId('giftcon-balance').textContent();

describe('a member verifies a phone and buys a gift coupon; the friend finds a gift', () => {
  it('verifies the phone for coupons in 테스트 모드 and gets the verification reward', async () => {
    await page.goto('/cafeteria/coupons');
    await page.getByTestId('giftcon-standin').waitFor();
    expect(await page.getByTestId('giftcon-phone').textContent()).toContain('휴대폰 인증을 먼저');
    await page.getByTestId('giftcon-phone-verify').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name=name]').fill('김선물');
    await dialog.locator('input[name=bday]').fill('1996-03-14');
    await dialog.locator('input[name=tel]').fill('010-2345-6789');
    await dialog.locator('button[type=submit]').click();
    await page.getByText('휴대폰 인증을 마쳤어요').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId('giftcon-phone').textContent()).toContain('010-****-6789');
    await expect.poll(balance).toContain('10개');
  });

  it('buys a 2-point coupon after confirming, and reveals its number on tap', async () => {
    // 2 of the verification's 10 points go to the friend first.
    expect((await giftByApi(server.url, giver, friend, 2, '첫 리뷰 고마워요!')).BALANCE).toBe(8);
    await page.reload();
    await expect.poll(balance).toContain('8개');
    await page.getByRole('button', { name: '메가MGC커피 아이스 아메리카노 구매하기' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('giftcon-confirm').click();
    await page.getByText('아이스 아메리카노 쿠폰을 휴대폰으로 보냈어요').waitFor();
    await expect.poll(balance).toContain('6개');
    const number = page.getByTestId('giftcon-number');
    expect(await number.textContent()).toMatch(/^\*{4}-\*{4}-\d{4}$/);
    await page.getByRole('button', { name: '쿠폰 번호 보기' }).click();
    expect(await number.textContent()).toMatch(/^\d{4}-\d{4}-\d{4}$/);
    await page.getByRole('tab', { name: '보낸 선물' }).click();
    await page.getByText(`${friend.nickname}님에게 보낸 선물`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflowingMain(page)).toEqual([]);
    await shot(page, 'coupons');
  });

  it('tells the friend, who finds the gift and its message', async () => {
    const friendPage = await personPage(browser, server.url, friend.cookie);
    await friendPage.goto('/cafeteria/coupons#gifts');
    await friendPage.getByText(`${giver.nickname}님이 보낸 선물`).waitFor();
    await friendPage.getByText('첫 리뷰 고마워요!').waitFor();
    await friendPage.goto('/notifications');
    await friendPage.getByText(`${giver.nickname}님이 2포인트를 선물했어요`).first().waitFor();
  });
});
