import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { loginCookie } from './support/expo.js';
import { personPage } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const shot = (p: Page, name: string) =>
  p.screenshot({ path: path.join(ARTIFACTS, `expo-social-${name}.png`), fullPage: true });

/** A demo member (features/auth/demo.ts) who visits a booth that is not their team's. */
const FAN = { email: 'jiwoo.kim@sidequest.kr', password: 'sidequest123!' };
const REVIEW = '회고 템플릿을 고르니 바로 링크가 나와서 팀에 공유하기 편했어요.';
const ANSWER = '편하게 써 주셔서 고마워요! 템플릿을 더 늘려 볼게요.';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let boothNo = 0;
let owner = { email: '', password: 'sidequest123!' };

/** The demo members and booths, written before the server opens the data: a booth the fan is not on. */
async function seed(dir: string): Promise<void> {
  const dist = path.join(ROOT, 'apps/server/dist');
  const client = await import(path.join(dist, 'db/client.js'));
  const users = await import(path.join(dist, 'features/auth/demo.js'));
  const expo = await import(path.join(dist, 'features/expo/demo.js'));
  const database = await client.openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    await database.migrate();
    await users.seedDemoUsers(database.db);
    await expo.seedDemoBooths(database.db);
    const { rows } = await database.db.execute(`select b.booth_no, u.email from booths b
      join users u on u.user_no = b.owner_no
      where b.status = 'approved' and not exists (select 1 from booth_members m
        join users f on f.user_no = m.user_no where m.booth_no = b.booth_no and f.email = '${FAN.email}')
      order by b.booth_no limit 1`);
    boothNo = rows[0].booth_no;
    owner = { ...owner, email: rows[0].email };
  } finally {
    await database.close();
  }
}

const login = (account: { email: string; password: string }) => loginCookie(server.url, account);

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-e2e-expo-social-'));
  await seed(dataDir);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('another member supports, reviews and asks; the team answers', () => {
  it('supports once after confirming, on a phone', async () => {
    const page = await personPage(browser, server.url, await login(FAN), { width: 390, height: 844 });
    await page.goto(`/product/${boothNo}`);
    const support = page.getByTestId('booth-support');
    await expect.poll(() => support.isEnabled(), { timeout: 15_000 }).toBe(true);
    await support.click();
    await page.getByRole('dialog').getByRole('button', { name: '응원하기', exact: true }).click();
    await expect.poll(() => support.textContent()).toContain('응원했어요');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('booth-support').textContent(), { timeout: 15_000 })
      .toContain('응원했어요');
    expect(await page.getByTestId('booth-support').isDisabled()).toBe(true);

    await page.getByRole('tab', { name: '리뷰' }).click();
    await page.getByTestId('review-star-5').check({ force: true });
    await page.getByTestId('review-body').fill(REVIEW);
    await page.getByTestId('review-save').click();
    await expect
      .poll(() => page.getByTestId('reviews-panel').textContent(), { timeout: 10_000 })
      .toContain(REVIEW);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'review-phone');

    await page.getByRole('tab', { name: '포럼' }).click();
    await page.getByTestId('thread-new').click();
    await page.getByTestId('thread-title').fill('모바일 앱도 나오나요?');
    await page.getByTestId('thread-body').fill('출퇴근길에 휴대폰으로 회고를 남기고 싶어요.');
    await page.getByTestId('thread-post').click();
    await page.getByTestId('thread-toggle').first().click();
    const input = page.getByTestId('reply-input');
    await input.fill('안드로이드부터 나오면 좋겠어요');
    await input.press('Enter');
    await expect
      .poll(() => page.getByTestId('forum-panel').textContent(), { timeout: 10_000 })
      .toContain('안드로이드부터 나오면 좋겠어요');
    await page.getByTestId('forum-reaction-03').first().click();
    await expect
      .poll(() => page.getByTestId('forum-reaction-03').first().getAttribute('aria-pressed'))
      .toBe('true');
    await shot(page, 'forum-phone');
  });

  it('lets the team answer the review and not support its own booth', async () => {
    const page = await personPage(browser, server.url, await login(owner));
    await page.goto(`/product/${boothNo}`);
    await page.getByRole('tab', { name: '리뷰' }).click();
    await page.getByTestId('review-answer-open').first().click();
    await page.getByTestId('answer-form').getByRole('textbox').fill(ANSWER);
    await page.getByTestId('answer-form').getByRole('button', { name: '저장' }).click();
    await expect
      .poll(() => page.getByTestId('review-answer').first().textContent(), { timeout: 10_000 })
      .toContain(ANSWER);
    expect(await page.getByTestId('booth-support').isDisabled()).toBe(true);
    expect(await page.getByTestId('review-form').count()).toBe(0);
    await shot(page, 'answer');
  });
});
