import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { type DemoSite, startDemoSite } from './support/demo.js';
import { finishSignUp, personPage, register } from './support/members.js';
import { ROOT, type RunningServer } from './support/server.js';

/**
 * Issue 17's "a new member's home shows live gatherings, people, posts and articles": a member who
 * signed up a minute ago opens the home on a phone, with the demo's community around them, and
 * every section carries real cards that lead to the real pages.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
let site: DemoSite;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // The whole demo (`npm run demo`'s data), written and indexed before the server opens it.
  site = await startDemoSite('home');
  ({ server, browser } = site);
}, 240_000);

afterAll(() => site?.stop());

/** The hrefs of the links inside one home section. */
function sectionLinks(page: Page, name: string): Promise<string[]> {
  return page
    .getByTestId(`home-${name}`)
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
}

describe("a new member's home", () => {
  it('shows live gatherings, people, posts, articles and their quests', async () => {
    const stamp = Date.now() % 100_000;
    const member = await register(server.url, {
      email: `home${stamp}@sidequest.kr`,
      password: 'sidequest2026!',
      nickname: `첫화면${stamp % 10_000}`,
    });
    await finishSignUp(server.url, member, '사이드 프로젝트로 첫 서비스를 만들어 보고 싶은 개발자예요.');
    const page = await personPage(browser, server.url, member.cookie, { width: 390, height: 844 });
    await page.goto('/');

    // Each section fills with cards that open the real pages, never a "곧 열려요" promise.
    const expected: [string, RegExp][] = [
      ['projects', /^\/project\/\d+/],
      ['people', /^\/people\/[^/]+$/],
      ['lounge', /^\/lounge\/\d+/],
      ['magazine', /^\/quest\/\d+/],
    ];
    for (const [name, pattern] of expected) {
      await page.getByTestId(`home-${name}`).waitFor();
      await expect
        .poll(async () => (await sectionLinks(page, name)).filter((h) => pattern.test(h)).length, {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
    }
    await page.getByTestId('home-quests').waitFor();
    expect(await page.getByText('곧 열려요').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'home-new-member.png'), fullPage: true });

    // A gathering card leads to its page.
    const [projectHref] = (await sectionLinks(page, 'projects')).filter((h) => /^\/project\/\d+/.test(h));
    await page.getByTestId('home-projects').locator(`a[href="${projectHref}"]`).first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/project/'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.context().close();
  });
});
