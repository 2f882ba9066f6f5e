import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.url, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function seriousViolations(p: Page) {
  const results = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('a newcomer signs up, stays signed in, and signs out', () => {
  const nickname = `여정${Date.now() % 100000}`;
  const email = `journey${Date.now()}@sidequest.kr`;
  const password = 'sidequest2026!';

  it('shows the Korean shell on the home page, with Hangul rendered', async () => {
    await page.goto('/');
    await expect.poll(() => page.title()).toContain('사이드퀘스트');
    await page.getByRole('link', { name: '회원가입' }).first().waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'home.png'), fullPage: true });

    // Two different Hangul strings must look different: with no Korean glyphs both would be the
    // same row of boxes.
    const shot = async (text: string) => {
      await page.evaluate((t) => {
        let el = document.getElementById('hangul-probe');
        if (!el) {
          el = document.createElement('div');
          el.id = 'hangul-probe';
          el.style.cssText =
            'position:fixed;top:0;left:0;font-size:32px;background:#fff;color:#000;padding:4px;z-index:99999';
          document.body.append(el);
        }
        el.textContent = t;
      }, text);
      return page.locator('#hangul-probe').screenshot();
    };
    const a = await shot('가나다라마');
    const b = await shot('사이드퀘스');
    expect(Buffer.compare(a, b)).not.toBe(0);
    await page.evaluate(() => document.getElementById('hangul-probe')?.remove());
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('registers and sees the nickname in the header', async () => {
    await page.goto('/join');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill(password);
    await page.getByLabel('닉네임').fill(nickname);
    await page.getByLabel('전체 동의').check();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '회원가입' }).click();
    await expect
      .poll(() => page.getByTestId('header-nickname').textContent(), { timeout: 15_000 })
      .toBe(nickname);
    await page.screenshot({ path: path.join(ARTIFACTS, 'home-logged-in.png') });
  });

  it('keeps the session across a reload', async () => {
    await page.reload();
    await expect
      .poll(() => page.getByTestId('header-nickname').textContent(), { timeout: 15_000 })
      .toBe(nickname);
  });

  it('logs out from the user menu', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await page.getByRole('link', { name: '로그인' }).first().waitFor();
    expect(await page.getByTestId('header-nickname').count()).toBe(0);
    await page.reload();
    await page.getByRole('link', { name: '로그인' }).first().waitFor();
    expect(await page.getByTestId('header-nickname').count()).toBe(0);
  });

  it('logs back in with the e-mail and password, submitting with Enter', async () => {
    await page.goto('/login');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill(password);
    await page.getByLabel('비밀번호').press('Enter');
    await expect
      .poll(() => page.getByTestId('header-nickname').textContent(), { timeout: 15_000 })
      .toBe(nickname);
  });

  it('answers an unknown page with the 404 page', async () => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await page.getByText('404').first().waitFor();
  });
});
