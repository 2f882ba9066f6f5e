import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { finishSignUp, type Member, personPage, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
async function shot(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: path.join(ARTIFACTS, `gifts-${name}.png`), fullPage: true });
}

let server: RunningServer;
let browser: Browser;
let giver: Member;
let friend: Member;
let page: Page;

// The embedded database runs identity verification and coupons through their stand-ins (테스트 모드).
beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  giver = await register(server.url, {
    email: 'giver@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '선물러',
  });
  friend = await register(server.url, {
    email: 'friend@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '받는친구',
  });
  await finishSignUp(
    server.url,
    friend,
    '주말마다 사이드 프로젝트를 하는 프론트엔드 개발자예요. 함께 만들 분을 찾아요.',
  );
  page = await personPage(browser, server.url, giver.cookie, { width: 390, height: 844 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const balance = () => page.getByTestId('giftcon-balance').textContent();

describe('a member verifies a phone, gifts 2 points and buys a gift coupon', () => {
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

  it('gifts 2 points with a message from the friend’s profile', async () => {
    await page.goto(`/people/${encodeURIComponent(friend.nickname)}`);
    await page.getByTestId('profile-gift').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('gift-balance').textContent()).toContain('10개');
    await dialog.getByRole('button', { name: '2P' }).click();
    await dialog.getByRole('textbox').fill('첫 리뷰 고마워요!');
    await dialog.getByTestId('gift-next').click();
    await dialog.getByText('보낸 선물은 되돌릴 수 없어요').waitFor();
    await dialog.getByTestId('gift-send').click();
    await page.getByText(`${friend.nickname}님에게 2포인트를 선물했어요`).waitFor();
    await shot(page, 'profile');
  });

  it('buys a 2-point coupon after confirming, and reveals its number on tap', async () => {
    await page.goto('/cafeteria/coupons');
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
    // Nothing on the page itself is wider than the phone (the shared header is measured elsewhere).
    const wide = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > 391).length,
    );
    expect(wide).toBe(0);
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
