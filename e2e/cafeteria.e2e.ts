import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { type Member, personPage, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
/** A full-page picture from the top, so the sticky header stays where people see it. */
async function shot(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: path.join(ARTIFACTS, `cafeteria-${name}.png`), fullPage: true });
}

let server: RunningServer;
let browser: Browser;
let member: Member;
let page: Page;

// The embedded database runs payments through the local PortOne stand-in (테스트 결제).
beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  member = await register(server.url, {
    email: 'cafe@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '카페손님',
  });
  page = await personPage(browser, server.url, member.cookie);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const balance = () => page.getByTestId('cafeteria-balance').textContent();

describe('a member tops up 10,000 won in the cafeteria with the test card', () => {
  it('finds 카페테리아 in the account menu, labelled 테스트 결제, with an empty balance', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-cafeteria').click();
    await page.waitForURL('**/cafeteria');
    await page.getByTestId('cafeteria-test-mode').waitFor();
    await expect.poll(balance).toContain('0개');
    await page.getByText('아직 충전한 적이 없어요').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'shop');
  });

  it('confirms the choice, agrees, and reaches the test card page for 10,000원', async () => {
    await page.getByRole('button', { name: '10,000원 고르기' }).click();
    const sheet = page.getByRole('dialog');
    await expect.poll(() => sheet.textContent()).toContain('커피 포인트 10개');
    const pay = sheet.getByTestId('checkout-pay');
    expect(await pay.isDisabled()).toBe(true);
    await sheet.getByRole('checkbox').check();
    await pay.click();
    await page.waitForURL('**/payment/test-card?paymentId=*');
    await page.getByText('테스트 결제 — 실제로 돈이 나가지 않아요').waitFor();
    expect(await page.getByTestId('test-card-amount').textContent()).toBe('10,000원');
    await shot(page, 'test-card');
  });

  it('pays, lands on the return page with 10 points and 1,000 activity score, and a reload credits nothing more', async () => {
    await page.getByTestId('test-card-approve').click();
    await page.waitForURL('**/payment/complete?paymentId=*');
    const credited = page.getByTestId('complete-credited');
    await credited.waitFor({ timeout: 15_000 });
    expect(await credited.textContent()).toBe('커피 포인트 10개와 활동 점수 1,000점이 적립됐어요');
    expect(await page.getByTestId('complete-balance').textContent()).toBe('지금 내 커피 포인트는 10개예요.');
    await shot(page, 'complete');
    await page.reload();
    await credited.waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('complete-balance').textContent()).toBe('지금 내 커피 포인트는 10개예요.');
  });

  it('sees the paid order, tagged 테스트 결제, in 충전 내역 and the new balance', async () => {
    await page.getByRole('link', { name: '카페테리아로' }).click();
    await page.waitForURL('**/cafeteria');
    await expect.poll(balance).toContain('10개');
    const row = page.getByTestId('order-row').first();
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('결제 완료');
    expect(text).toContain('테스트 결제');
    expect(text).toContain('10,000원');
    expect(text).toContain('+10포인트 · 활동 점수 +1,000');
    expect(await page.getByTestId('order-row').count()).toBe(1);
    await shot(page, 'orders');
  });

  it('lays the shop out on a 390 px phone with nothing past the right edge', async () => {
    const phone = await personPage(browser, server.url, member.cookie, { width: 390, height: 844 });
    await phone.goto('/cafeteria');
    await phone.getByTestId('order-row').first().waitFor();
    // The shop's own content (the header is the shell's, checked by its own journeys).
    const sticking = await phone.evaluate(() =>
      Array.from(document.querySelectorAll('main *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`),
    );
    expect(sticking).toEqual([]);
    await phone.evaluate(() => window.scrollTo(0, 0));
    await phone.screenshot({ path: path.join(ARTIFACTS, 'cafeteria-phone.png'), fullPage: true });
    await phone.context().close();
  });
});
