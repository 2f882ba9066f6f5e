import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import {
  anonPage,
  fillBoothFromProject,
  LEADER,
  loginCookie,
  OPERATOR,
  PROJECT_TITLE,
  seedLeaderProject,
} from './support/expo.js';
import { personPage, post } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

/**
 * Issue 15's "done means": a team turns its finished project into a booth, an operator approves
 * it, another member supports and reviews it, the weekly snapshot job runs, and the booth stands
 * on the week's podium and in the hall of fame.
 *
 * The job runs at Monday 00:00 Seoul; the journey does not wait for it. It stops the server and
 * starts it again on the same data "a week later" (TEST_ONLY_EXPO_CLOCK_OFFSET_MS, refused in
 * production), and the real job ranks the week it missed on start, as after any restart.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const shot = (p: Page, name: string) =>
  p.screenshot({ path: path.join(ARTIFACTS, `expo-rank-${name}.png`), fullPage: true });

/** A demo member (features/auth/demo.ts) on no booth team, older than any booth the journey makes. */
const FAN = { email: 'jiwoo.kim@sidequest.kr', password: 'sidequest123!' };
const BOOTH = '돌아보기';
const REVIEW = '팀 회고를 10분 만에 끝낼 수 있어서 매주 쓰고 있어요.';
const WEEK_MS = 7 * 86_400_000;

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let projectNo: number;
let boothNo = 0;
let boothPath = '';
/** The Seoul week (its Monday) the support and review fell in. */
let week = '';

/** The Monday (Seoul calendar) of the week holding `at`, as the server counts weeks. */
function seoulMonday(at: Date): string {
  const seoul = new Date(at.getTime() + 9 * 3_600_000);
  const back = (seoul.getUTCDay() + 6) % 7;
  return new Date(seoul.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** "2026-11-23" → "11월 23일", as the week filter and the hall of fame write it. */
const weekText = (day: string) => `${Number(day.slice(5, 7))}월 ${Number(day.slice(8, 10))}일`;

const login = (account: { email: string; password: string }) => loginCookie(server.url, account);

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-e2e-expo-rank-'));
  projectNo = await seedLeaderProject(dataDir);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  // The team finished it: 완료 (런칭).
  await post(
    server.url,
    '/api/mgmt_project/change_status',
    { project_no: projectNo, status: '05' },
    await login(LEADER),
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a finished project reaches the weekly podium and the hall of fame', () => {
  it('the leader turns the finished project into a booth and submits it', async () => {
    const page = await personPage(browser, server.url, await login(LEADER));
    await page.goto(`/project/${projectNo}`);
    await page.getByRole('heading', { level: 1, name: PROJECT_TITLE }).waitFor();
    // The project page offers its finished project's leader the way into the expo.
    await page.getByRole('link', { name: '부스로 등록하기' }).click();
    await fillBoothFromProject(page, BOOTH);
    await page.getByTestId('booth-submit').click();
    await page.waitForURL(/\/product\/\d+\/[^/?]+$/, { timeout: 15_000 });
    boothPath = new URL(page.url()).pathname;
    boothNo = Number(boothPath.split('/')[2]);
    await page.getByText('아직 공개되지 않은 부스예요.', { exact: false }).first().waitFor();
    await page.context().close();
  });

  it('an operator approves it in the screening queue', async () => {
    const op = await personPage(browser, server.url, await login(OPERATOR));
    await op.goto('/admin/booths');
    const row = op.getByTestId(`screening-${boothNo}`);
    await row.waitFor();
    await row.getByRole('button', { name: '승인' }).click();
    await op.getByText(`'${BOOTH}' 부스를 승인했어요.`).waitFor();
    await op.context().close();
  });

  it('another member supports it and writes a review, on a phone', async () => {
    const page = await personPage(browser, server.url, await login(FAN), { width: 390, height: 844 });
    await page.goto(boothPath);
    await page.getByRole('heading', { level: 1, name: BOOTH }).waitFor();
    const support = page.getByTestId('booth-support');
    await expect.poll(() => support.isEnabled(), { timeout: 15_000 }).toBe(true);
    week = seoulMonday(new Date());
    await support.click();
    await page.getByRole('dialog').getByRole('button', { name: '응원하기', exact: true }).click();
    await expect.poll(() => support.textContent(), { timeout: 10_000 }).toContain('응원했어요');

    await page.getByRole('tab', { name: '리뷰' }).click();
    await page.getByTestId('review-star-5').check({ force: true });
    await page.getByTestId('review-body').fill(REVIEW);
    await page.getByTestId('review-save').click();
    await expect
      .poll(() => page.getByTestId('reviews-panel').textContent(), { timeout: 10_000 })
      .toContain(REVIEW);
    await page.context().close();
  });

  it('a week later the snapshot job has put the booth on that week’s podium', async () => {
    // The server goes down and comes back on the same data after the week ended (Monday 00:00
    // Seoul has passed); on start the real job ranks the week it missed.
    await server.stop();
    server = await startServer({
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '3000',
      NODE_ENV: 'test',
      TEST_ONLY_EXPO_CLOCK_OFFSET_MS: String(WEEK_MS),
    });

    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      const page = await anonPage(browser, server.url, width, height);
      await page.goto('/product');
      const filter = page.getByTestId('week-filter');
      // The job runs right after the start; the filter offers a week once it has been ranked.
      await expect
        .poll(
          async () => {
            if ((await filter.count()) === 0) await page.reload();
            return filter.locator(`option[value="${week}"]`).count();
          },
          { timeout: 30_000, interval: 1_000 },
        )
        .toBe(1);
      await filter.selectOption(week);
      const frozen = page.getByTestId('ranking-frozen');
      await frozen
        .getByText(`${weekText(week)} 주`, { exact: false })
        .first()
        .waitFor();
      const first = page.getByTestId('podium').locator('li[value="1"]');
      await expect.poll(() => first.textContent(), { timeout: 10_000 }).toContain(BOOTH);
      expect(await first.getByRole('link').getAttribute('href')).toBe(`/product/${boothNo}`);

      // The best-booth carousel leads with last week's winner; the hall of fame lists it.
      await expect
        .poll(() => page.getByTestId('best-booths').textContent(), { timeout: 10_000 })
        .toContain(BOOTH);
      const hall = page.getByTestId('hall-of-fame');
      await expect.poll(() => hall.textContent(), { timeout: 10_000 }).toContain(BOOTH);
      expect(await hall.textContent()).toContain(weekText(week));
      await noSideScroll(page, width);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `product-${width}`);
      await page.context().close();
    }
  });

  it('the booth wears the week’s podium and hall-of-fame badges', async () => {
    const page = await anonPage(browser, server.url, 390, 844);
    await page.goto(`/product/${boothNo}`);
    await page.getByRole('heading', { level: 1, name: BOOTH }).waitFor();
    const badges = page.getByTestId('booth-badges');
    await expect.poll(() => badges.textContent(), { timeout: 10_000 }).toContain('명예의 전당');
    expect(await badges.textContent()).toContain('주간 TOP 3');
    await noSideScroll(page, 390);
    await shot(page, 'booth-badges');
    await page.context().close();
  });
});
