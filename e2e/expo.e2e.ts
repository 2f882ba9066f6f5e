import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { personPage, post } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const shot = (p: Page, name: string) =>
  p.screenshot({ path: path.join(ARTIFACTS, `expo-${name}.png`), fullPage: true });

/** The demo leader (features/auth/demo.ts) and operator (features/moderation/demo.ts). */
const LEADER = { email: 'demo@sidequest.kr', password: 'sidequest123!' };
const OPERATOR = { email: 'editor@sidequest.kr', password: 'sidequest123!' };
const PROJECT_TITLE = '사이드퀘스트 팀을 위한 회고 도구';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let leaderCookie: string;
let operatorCookie: string;
let projectNo: number;
let boothPath = '';

/** The demo members, the leader's project and the operator, written before the server opens the data. */
async function seed(dir: string): Promise<number> {
  const dist = path.join(ROOT, 'apps/server/dist');
  const client = await import(path.join(dist, 'db/client.js'));
  const users = await import(path.join(dist, 'features/auth/demo.js'));
  const projects = await import(path.join(dist, 'features/project/post/demo.js'));
  const operator = await import(path.join(dist, 'features/moderation/demo.js'));
  const schema = await import(path.join(dist, 'features/project/schema.js'));
  const { eq } = await import('drizzle-orm');
  const database = await client.openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    await database.migrate();
    await users.seedDemoUsers(database.db);
    await projects.seedDemoProjects(database.db);
    await operator.seedDemoOperator(database.db);
    const [row] = await database.db
      .select({ no: schema.projects.projectNo })
      .from(schema.projects)
      .where(eq(schema.projects.title, PROJECT_TITLE));
    if (!row) throw new Error('the demo project was not seeded');
    return row.no as number;
  } finally {
    await database.close();
  }
}

/** A visitor without a session, in a context of its own. */
async function anonPage(width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width, height },
  });
  return context.newPage();
}

async function login(account: { email: string; password: string }): Promise<string> {
  const { res } = await post(server.url, '/api/auth/login', account);
  return (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ');
}

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-e2e-expo-'));
  projectNo = await seed(dataDir);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  leaderCookie = await login(LEADER);
  operatorCookie = await login(OPERATOR);
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
    await page.waitForURL(/\/product\/\d+\/edit/, { timeout: 15_000 });
    // Carried over from the project: its title as the name.
    await expect.poll(() => page.locator('input[data-field="name"]').inputValue()).toBe(PROJECT_TITLE);
    await page.locator('input[data-field="name"]').fill('돌아보기');
    await page.locator('input[data-field="pitch"]').fill('사이드 프로젝트 팀을 위한 10분 회고 도구');
    await page.getByLabel('서비스 분야').selectOption('12');
    await page.getByLabel('출시 상태').selectOption('01');
    await page.getByRole('button', { name: 'IT·인터넷' }).click();
    await page.locator('input[data-field="web_url"]').fill('https://dolabogi.example.kr');
    await expect
      .poll(() => page.getByTestId('booth-save-state').textContent(), { timeout: 10_000 })
      .toContain('자동 저장했어요');
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
    const anon = await anonPage();
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
    const page = await anonPage(390, 844);
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
    await manage.getByLabel('업데이트 소식').fill('v1.1: 익명 투표 결과를 슬랙으로 보내요.');
    await manage.getByRole('button', { name: '올리기' }).click();
    await page.getByText('소식을 올렸어요.').waitFor();
    await page.getByRole('tab', { name: '업데이트' }).click();
    await page.getByText('v1.1: 익명 투표 결과를 슬랙으로 보내요.').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'manage');
    await page.context().close();
  });
});
