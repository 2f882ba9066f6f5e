import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { type Member, personPage, post, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const shot = (p: Page, name: string) =>
  p.screenshot({ path: path.join(ARTIFACTS, `events-${name}.png`), fullPage: true });

/** The demo operator (features/moderation/demo.ts), made before the server opens the data directory. */
const OPERATOR = { email: 'editor@sidequest.kr', password: 'sidequest123!' };
const HOUR = 3_600_000;

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let first: Member;
let late: Member;
let codeEvent: number;
let attendanceEvent: number;

async function seedOperator(dir: string): Promise<void> {
  const dist = path.join(ROOT, 'apps/server/dist');
  const client = await import(path.join(dist, 'db/client.js'));
  const demo = await import(path.join(dist, 'features/moderation/demo.js'));
  const database = await client.openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  try {
    await database.migrate();
    await demo.seedDemoOperator(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-e2e-events-'));
  await seedOperator(dataDir);
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  first = await register(server.url, {
    email: 'first@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '빠른메이커',
  });
  late = await register(server.url, {
    email: 'late@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '늦은메이커',
  });
  const { res } = await post(server.url, '/api/auth/login', OPERATOR);
  const op = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ');
  const when = {
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + 48 * HOUR).toISOString(),
  };
  const made = await post(
    server.url,
    '/api/admin/event/create',
    {
      type: '01',
      mode: '03',
      title: '선착순 한 명 프로모션',
      body: '코드 MAKER2026을 입력한 첫 한 분께 3포인트를 드려요.',
      reward_points: 3,
      reward_exp: 0,
      capacity: 1,
      code: 'MAKER2026',
      ...when,
    },
    op,
  );
  codeEvent = (made.json.event as { event_no: number }).event_no;
  const daily = await post(
    server.url,
    '/api/admin/event/create',
    {
      type: '04',
      mode: '01',
      title: '매일 출석 체크',
      body: '하루 한 번 출석하면 1포인트를 드려요.',
      reward_points: 1,
      reward_exp: 10,
      ...when,
    },
    op,
  );
  attendanceEvent = (daily.json.event as { event_no: number }).event_no;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('members enter events on a phone-sized screen', () => {
  it('finds the event in the list and enters its code with Enter', async () => {
    const page = await personPage(browser, server.url, first.cookie, { width: 390, height: 844 });
    await page.goto('/events');
    await page.getByTestId(`event-card-${codeEvent}`).click();
    await page.getByTestId('event-code').fill('maker2026');
    await page.getByTestId('event-code').press('Enter');
    await expect.poll(() => page.getByTestId('my-entries').textContent()).toContain('보상 받음');
    expect(await page.getByText('선착순 1/1명').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'code-entered');
    await page.context().close();
  });

  it('tells the next member that the first-come slots are gone', async () => {
    const page = await personPage(browser, server.url, late.cookie, { width: 390, height: 844 });
    await page.goto(`/events/${codeEvent}`);
    await page.getByText('선착순이 마감됐어요.').waitFor();
    expect(await page.getByTestId('event-code').count()).toBe(0);
    await page.context().close();
  });

  it('checks in once today and stamps the week', async () => {
    const page = await personPage(browser, server.url, late.cookie, { width: 390, height: 844 });
    await page.goto(`/events/${attendanceEvent}`);
    await page.getByTestId('attendance-submit').click();
    await page.getByText('오늘은 출석했어요. 내일 또 만나요!').waitFor();
    expect(await page.getByTestId('attendance-week').locator('[aria-label="출석함"]').count()).toBe(1);
    await shot(page, 'attendance');
    await page.context().close();
  });
});
