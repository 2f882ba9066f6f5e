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
  seedLeaderProject,
} from './support/expo.js';
import { personPage, post } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const shot = (p: Page, name: string) =>
  p.screenshot({ path: path.join(ARTIFACTS, `expo-${name}.png`), fullPage: true });

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let leaderCookie: string;
let operatorCookie: string;
let projectNo: number;
let boothPath = '';

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-e2e-expo-'));
  projectNo = await seedLeaderProject(dataDir);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  leaderCookie = await loginCookie(server.url, LEADER);
  operatorCookie = await loginCookie(server.url, OPERATOR);
  // The team finished it: 완료 (런칭).
  await post(
    server.url,
    '/api/mgmt_project/change_status',
    { project_no: projectNo, status: '05' },
    leaderCookie,
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a team turns its finished project into a booth', () => {
  it('starts from the project, autosaves, and sends the booth to screening on a phone', async () => {
    const page = await personPage(browser, server.url, leaderCookie, { width: 390, height: 844 });
    await page.goto(`/product/new?project=${projectNo}`);
    await fillBoothFromProject(page, '돌아보기');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'form');
    await page.getByTestId('booth-submit').click();
    await page.waitForURL(/\/product\/\d+\/[^/?]+$/, { timeout: 15_000 });
    boothPath = new URL(page.url()).pathname;
    await page.getByText('아직 공개되지 않은 부스예요.', { exact: false }).first().waitFor();
    await page.context().close();
  });

  it('is hidden from others until an operator approves it', async () => {
    const boothNo = Number(boothPath.split('/')[2]);
    const anon = await anonPage(browser, server.url, 1280, 900);
    await anon.goto(boothPath);
    await anon.getByText('존재하지 않는 부스예요').waitFor();
    await anon.context().close();

    const op = await personPage(browser, server.url, operatorCookie);
    await op.goto('/admin/booths');
    const row = op.getByTestId(`screening-${boothNo}`);
    await row.waitFor();
    expect(await seriousViolations(op)).toEqual([]);
    await shot(op, 'screening');
    await row.getByRole('button', { name: '승인' }).click();
    await op.getByText("'돌아보기' 부스를 승인했어요.").waitFor();
    await op.context().close();
  });

  it('shows the approved booth at /product/:id with its header and tabs', async () => {
    const boothNo = Number(boothPath.split('/')[2]);
    const page = await anonPage(browser, server.url, 390, 844);
    await page.goto(`/product/${boothNo}`);
    await page.getByRole('heading', { level: 1, name: '돌아보기' }).waitFor();
    await page.waitForURL((u) => u.pathname === boothPath);
    for (const tab of ['소개', '리뷰', '포럼', '업데이트', '팀']) {
      expect(await page.getByRole('tab', { name: tab }).count()).toBe(1);
    }
    expect(await page.title()).toContain('돌아보기');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'booth');
    await page.getByRole('tab', { name: '팀' }).click();
    await page.getByText('팀장').waitFor();
    await page.context().close();

    // The link preview a crawler sees carries the booth's name.
    const html = await (await fetch(`${server.url}${boothPath}`)).text();
    expect(html).toMatch(/<title>[^<]*돌아보기/);
  });

  it('lets the team post an update from the manage section', async () => {
    const page = await personPage(browser, server.url, leaderCookie, { width: 390, height: 844 });
    await page.goto(boothPath);
    const manage = page.getByTestId('booth-manage');
    await manage.waitFor();
    // The manage section re-renders once the team's own reads arrive; type into the settled box.
    const box = manage.getByLabel('업데이트 소식');
    const text = 'v1.1: 익명 투표 결과를 슬랙으로 보내요.';
    await expect
      .poll(async () => {
        if ((await box.inputValue()) !== text) await box.fill(text);
        await page.waitForTimeout(300);
        return box.inputValue();
      })
      .toBe(text);
    await manage.getByRole('button', { name: '올리기' }).click();
    await page.getByText('소식을 올렸어요.').waitFor();
    await page.getByRole('tab', { name: '업데이트' }).click();
    await page.getByText('v1.1: 익명 투표 결과를 슬랙으로 보내요.').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'manage');
    await page.context().close();
  });
});
