import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { type DemoSite, startDemoSite } from './support/demo.js';
import { personPage, post } from './support/members.js';
import { ROOT, type RunningServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const shot = (p: Page, name: string) =>
  p.screenshot({ path: path.join(ARTIFACTS, `search-${name}.png`), fullPage: false });

/** The demo leader (features/auth/demo.ts). */
const DEMO = { email: 'demo@sidequest.kr', password: 'sidequest123!' };

let site: DemoSite;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // The whole demo (`npm run demo`'s data), written and indexed before the server opens it.
  site = await startDemoSite('search');
  ({ server, browser } = site);
}, 240_000);

afterAll(() => site?.stop());

async function visitor(width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width, height: width < 500 ? 844 : 900 },
  });
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/** Types into the header box as a person would (key by key, so suggestions follow). */
async function typeInHeader(page: Page, text: string): Promise<void> {
  const box = page.locator('header').getByRole('combobox');
  await box.click();
  await box.fill('');
  await page.keyboard.type(text, { delay: 30 });
}

describe('one search from the header', () => {
  it('초성 suggests a person; choosing it with the keyboard opens their page', async () => {
    const page = await visitor();
    await typeInHeader(page, 'ㄷㅁㅁㅇㅋ');
    const option = page.getByRole('option', { name: /데모메이커/ });
    await option.waitFor();
    await shot(page, 'suggest');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => option.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/people\/%EB%8D%B0%EB%AA%A8%EB%A9%94%EC%9D%B4%EC%BB%A4$/);
    await page.context().close();
  });

  it('a 2-syllable word finds a project and a booth in their tabs', async () => {
    const page = await visitor();
    await typeInHeader(page, '회고');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=%ED%9A%8C%EA%B3%A0$/);
    await page.getByTestId('search-results').waitFor();
    expect(await page.title()).toBe("'회고' 검색 결과 | 사이드퀘스트");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'results');

    await page.getByTestId('search-tab-project').click();
    await page.waitForURL(/kind=project/);
    await page.getByTestId('search-result-project').first().click();
    await page.waitForURL(/\/project\/\d+\/.+/);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goBack();
    await page.getByTestId('search-tab-booth').click();
    await page.waitForURL(/kind=booth/);
    await page.getByTestId('search-result-booth').first().click();
    await page.waitForURL(/\/product\/\d+\/.+/);
    await page.context().close();
  });

  it('리액트 finds the article about React; on a phone the header icon leads to the box', async () => {
    const page = await visitor(390);
    await page.locator('header a[href="/search"]').click();
    await page.waitForURL(/\/search$/);
    // The box is focused on arrival: a phone's keyboard comes up at once. (The address changes
    // before the page mounts; typing earlier would go nowhere.)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('main [role="search"]') !== null))
      .toBe(true);
    await page.keyboard.type('리액트', { delay: 30 });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=%EB%A6%AC%EC%95%A1%ED%8A%B8$/);
    await page.getByTestId('search-results').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'phone');
    await page.getByTestId('search-tab-article').click();
    await page.waitForURL(/kind=article/);
    await page.getByTestId('search-result-article').first().click();
    await page.waitForURL(/\/quest\/\d+\/.+/);
    await page.context().close();
  });

  it('keeps a member’s recent searches, deletes one and then all', async () => {
    const { res } = await post(server.url, '/api/auth/login', DEMO);
    const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ');
    const page = await personPage(browser, server.url, cookie);
    for (const q of ['회고', '가계부']) {
      await typeInHeader(page, q);
      // The server remembers a search when it answers it: wait for that answer, not for a list
      // still on screen from the search before (leaving earlier cancels the second one).
      const answered = page.waitForResponse((r) => {
        const url = new URL(r.url());
        return url.pathname === '/api/search' && url.searchParams.get('q') === q && r.ok();
      });
      await page.keyboard.press('Enter');
      await answered;
      await page.getByTestId('search-results').waitFor();
    }
    await page.goto('/');
    await page.locator('header').getByRole('combobox').click();
    const panel = page.getByTestId('search-suggest');
    await panel.getByRole('button', { name: '가계부', exact: true }).waitFor();
    await panel.getByRole('button', { name: '‘가계부’ 검색어 지우기' }).click();
    await panel.getByRole('button', { name: '가계부', exact: true }).waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: '회고', exact: true }).waitFor();
    await panel.getByRole('button', { name: '전체 삭제' }).click();
    await panel.getByText('초성(ㅅㅇㄷ)이나 두 글자로도 찾을 수 있어요').waitFor();
    await page.context().close();
  });
});
