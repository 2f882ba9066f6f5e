import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText, startSmtp } from '../apps/server/test/smtp.js';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // The server process sends through a real SMTP server on loopback, as it would in production.
  smtp = await startSmtp();
  server = await startServer({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_USER: 'mailer',
    SMTP_PASS: 'mail-pass',
  });
  browser = await launchChromium();
  // Phone-sized: most people open a reset mail on their phone.
  context = await browser.newContext({
    baseURL: server.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 390, height: 844 },
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('a member who forgot their password gets back in by e-mail', () => {
  const tag = Date.now() % 100000;
  const account = { email: `forgot${tag}@sidequest.kr`, password: 'old-password-1', nickname: `잊음${tag}` };
  const newPassword = 'new-password-2026!';
  let link = '';

  it('asks for the reset mail from the log-in page', async () => {
    await register(server.url, account);
    await page.goto('/login');
    await page.getByLabel('이메일').fill(account.email);
    await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    await page.waitForURL('**/password/reset');
    // What was typed on the log-in page came along.
    expect(await page.getByLabel('이메일').inputValue()).toBe(account.email);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '재설정 메일 받기' }).click();
    await page.getByRole('status').getByText('메일을 보냈어요').waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'password-reset-sent.png') });

    const mail = await smtp.next();
    expect(mail.to).toEqual([account.email]);
    const text = mailText(mail.raw);
    expect(text).toMatch(/30분 동안, 한 번만/);
    const found = new RegExp(`${server.url}/password/reset/[A-Za-z0-9_-]{43}`).exec(text);
    expect(found).not.toBeNull();
    link = found![0];
  });

  it('sets a new password through the link and is logged in', async () => {
    await page.goto(link);
    // The label carries the required mark, and "새 비밀번호 확인" starts the same way.
    const field = page.locator('input[name="new-password"]');
    await field.waitFor();
    expect(await page.title()).toContain('비밀번호 재설정');
    await field.fill('short');
    await page.getByText('조금 더 길게').waitFor();
    await field.fill(newPassword);
    const again = page.locator('input[name="new-password-confirm"]');
    await again.fill(newPassword);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'password-reset-new.png') });
    await again.press('Enter');
    await page.waitForURL(`${server.url}/`);
    await expect
      .poll(() => page.getByTestId('header-nickname').first().textContent(), { timeout: 15_000 })
      .toBe(account.nickname);
  });

  it('logs in with the new password only, and shows the spent link as used', async () => {
    const tryLogin = (password: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password }),
      }).then((r) => r.json() as Promise<{ result: string; code?: string }>);
    expect((await tryLogin(account.password)).code).toBe('INVALID_CREDENTIALS');
    expect((await tryLogin(newPassword)).result).toBe('success');

    await page.goto(link);
    await page.getByText('이미 쓴 링크예요').waitFor();
    await page.getByRole('link', { name: '재설정 메일 다시 받기' }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'password-reset-used.png') });
  });
});
