import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { post } from './members.js';
import { ROOT } from './server.js';

/**
 * What the expo journeys share: the demo leader's project as a booth's starting point, the
 * operator who screens it, and the booth form as its team fills it in.
 */

/** The demo leader (features/auth/demo.ts) and operator (features/moderation/demo.ts). */
export const LEADER = { email: 'demo@sidequest.kr', password: 'sidequest123!' };
export const OPERATOR = { email: 'editor@sidequest.kr', password: 'sidequest123!' };
/** The leader's demo project (features/project/post/demo.ts). */
export const PROJECT_TITLE = '사이드퀘스트 팀을 위한 회고 도구';

/**
 * The demo members, their projects and the operator, written before the server opens the data;
 * returns the number of the leader's project.
 */
export async function seedLeaderProject(dataDir: string): Promise<number> {
  const dist = path.join(ROOT, 'apps/server/dist');
  const client = await import(path.join(dist, 'db/client.js'));
  const users = await import(path.join(dist, 'features/auth/demo.js'));
  const projects = await import(path.join(dist, 'features/project/post/demo.js'));
  const operator = await import(path.join(dist, 'features/moderation/demo.js'));
  const schema = await import(path.join(dist, 'features/project/schema.js'));
  const { eq } = await import('drizzle-orm');
  const database = await client.openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
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

/** Logs in through the API; returns the session cookie. */
export async function loginCookie(base: string, account: { email: string; password: string }) {
  const { res } = await post(base, '/api/auth/login', account);
  return (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ');
}

/** A visitor without a session, in a context of its own. */
export async function anonPage(browser: Browser, base: string, width: number, height: number) {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width, height },
  });
  return context.newPage();
}

/**
 * On the booth form made from the leader's project: checks the name carried over, names the booth
 * and fills what submission needs, then waits for the autosave.
 */
export async function fillBoothFromProject(page: Page, name: string): Promise<void> {
  await page.waitForURL(/\/product\/\d+\/edit/, { timeout: 15_000 });
  // Carried over from the project: its title as the name.
  await expect.poll(() => page.locator('input[data-field="name"]').inputValue()).toBe(PROJECT_TITLE);
  await page.locator('input[data-field="name"]').fill(name);
  await page.locator('input[data-field="pitch"]').fill('사이드 프로젝트 팀을 위한 10분 회고 도구');
  await page.getByLabel('서비스 분야').selectOption('12');
  await page.getByLabel('출시 상태').selectOption('01');
  await page.getByRole('button', { name: 'IT·인터넷' }).click();
  await page.locator('input[data-field="web_url"]').fill('https://dolabogi.example.kr');
  await expect
    .poll(() => page.getByTestId('booth-save-state').textContent(), { timeout: 10_000 })
    .toContain('자동 저장했어요');
}
