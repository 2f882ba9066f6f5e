import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { expectStep } from './support/join-steps.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

/**
 * A newcomer's first minutes with `PORT=<anything> npm start`: no PUBLIC_ORIGIN, no PortOne keys,
 * the embedded database, and the site opened at http://127.0.0.1:<port> on a phone. Sign-up must
 * not be refused as a foreign origin, and identity verification must be tryable in 테스트 모드.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const PHONE = { width: 390, height: 844 };
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // startServer sets PUBLIC_ORIGIN to its URL; empty means unset, as in a fresh .env. Production,
  // embedded database, no PortOne secret and no IDENTITY_STANDIN: exactly `npm start`.
  server = await startServer({ PUBLIC_ORIGIN: '', IDENTITY_STANDIN: '', PORTONE_API_SECRET: '' });
  browser = await launchChromium();
  context = await browser.newContext({
    baseURL: server.url,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('a newcomer on http://127.0.0.1:<port> with no PUBLIC_ORIGIN', () => {
  const stamp = Date.now() % 1_000_000;
  const account = {
    email: `newcomer${stamp}@sidequest.kr`,
    password: 'sidequest2026!',
    nickname: `새내기${stamp % 10000}`,
  };

  it('is served on a non-default loopback port, with sockets limited to our own origin', async () => {
    const url = new URL(server.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.port).not.toBe('3000');
    const res = await page.goto('/');
    const csp = (await res?.allHeaders())?.['content-security-policy'] ?? '';
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
    expect(connect).toContain(`ws://127.0.0.1:${url.port}`);
    expect(connect.split(/\s+/)).not.toContain('ws:');
  });

  it('registers through the real sign-up form', async () => {
    await page.goto('/join');
    await page.getByLabel('이메일').fill(account.email);
    await page.getByLabel('비밀번호').fill(account.password);
    await page.getByLabel('닉네임').fill(account.nickname);
    // The required agreements (만 14세, 이용약관, 개인정보), all at once.
    await page.getByLabel('전체 동의').check();
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/register'));
    await page.getByRole('button', { name: '회원가입' }).click();
    const res = await registered;
    expect(res.status(), await res.text()).toBe(200);
    await expectStep(page, 2);
    expect(await noSideScroll()).toBe(true);
  });

  it('finds identity verification in 테스트 모드 on the My page and completes it', async () => {
    await page.goto('/my?tab=verification');
    const note = page.getByTestId('identity-test-mode');
    await note.waitFor({ timeout: 15_000 });
    expect(await note.textContent()).toContain('테스트 모드');
    await expect.poll(() => page.getByText('지금은 본인인증을 할 수 없어요').count()).toBe(0);
    expect(await noSideScroll()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'newcomer-identity-test-mode.png'), fullPage: true });

    await page.getByRole('button', { name: '본인인증 하기' }).click();
    const dialog = page.getByRole('dialog', { name: '본인인증 (테스트 모드)' });
    await dialog.waitFor();
    await dialog.getByLabel('이름').fill('한새내');
    await dialog.getByLabel('생년월일').fill('1999-03-14');
    await dialog.getByLabel('휴대폰 번호').fill(`010${String(stamp).padStart(8, '0')}`);
    await page.screenshot({ path: path.join(ARTIFACTS, 'newcomer-identity-dialog.png') });
    await dialog.getByRole('button', { name: '인증 완료' }).click();

    await page
      .getByText('본인인증을 마쳤어요. 인증 보상으로 10포인트를 드렸어요.')
      .waitFor({ timeout: 15_000 });
    await page.getByText(/에 실명 인증을 마쳤어요/).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'newcomer-identity-done.png'), fullPage: true });
  });
});
