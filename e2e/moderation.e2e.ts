import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { finishSignUp, type Member, personPage, post, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const shot = async (p: Page, name: string) => {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: path.join(ARTIFACTS, `moderation-${name}.png`), fullPage: true });
};

/** The demo operator (apps/server/src/features/moderation/demo.ts): an admin. */
const OPERATOR = { email: 'editor@sidequest.kr', password: 'sidequest123!' };
const REPORTER = { email: 'reporter@sidequest.kr', password: 'sidequest2026!', nickname: '신고하는사람' };
const AUTHOR = { email: 'spammer@sidequest.kr', password: 'sidequest2026!', nickname: '광고하는사람' };
const SPAM = '지금 가입하면 포인트 10만 원을 드려요! 아래 링크에서 바로 신청하세요. 선착순 마감이에요.';
const SUSPEND_REASON = '같은 홍보 글을 여러 번 올렸어요';

let dataDir: string;
let server: RunningServer;
let browser: Browser;
let reporter: Member;
let author: Member;
let operatorCookie: string;
let postNo: number;

/**
 * Operators are rows in `operators`, which no API creates. The server is built; its own demo seed
 * makes the admin in a fresh data directory before the server opens it (PGlite has one writer).
 */
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
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidequest-e2e-moderation-'));
  await seedOperator(dataDir);
  // Every browser here shares one address: the default per-minute limit is for real visitors.
  server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  reporter = await register(server.url, REPORTER);
  author = await register(server.url, AUTHOR);
  await finishSignUp(server.url, reporter, '신고 기능을 시험하는 회원이에요. 라운지를 자주 읽어요.');
  await finishSignUp(server.url, author, '라운지에 글을 자주 올리는 회원이에요. 주말에 앱을 만들어요.');
  const { res } = await post(server.url, '/api/auth/login', OPERATOR);
  operatorCookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ');
  const published = await post(
    server.url,
    '/api/mgmt_lounge/new_upload',
    { post_type: '01', tag: '04', body: `<p>${SPAM}</p>` },
    author.cookie,
  );
  postNo = published.json.post_no as number;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a member reports a post, an operator hides it and suspends the author', () => {
  it('lets the reporter report the post from its ⋯ menu', async () => {
    const page = await personPage(browser, server.url, reporter.cookie);
    await page.goto(`/lounge/${postNo}`);
    await page.getByText(SPAM).first().waitFor();
    await page.getByTestId('post-menu').first().click();
    await page.getByRole('menuitem', { name: '신고하기' }).click();
    const dialog = page.getByRole('dialog', { name: '라운지 글 신고하기' });
    await dialog.getByRole('radio', { name: '스팸·광고' }).check();
    await dialog.getByRole('textbox', { name: '자세한 내용 (선택)' }).fill('가입 유도 링크만 있는 글이에요');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, 'moderation-report-dialog.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId('report-submit').click();
    await page.getByText('신고가 접수됐어요. 운영진이 확인할게요.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();

    // The same dialog on a phone, opened only to be looked at.
    const phone = await personPage(browser, server.url, reporter.cookie, { width: 390, height: 844 });
    await phone.goto(`/lounge/${postNo}`);
    await phone.getByTestId('post-menu').first().click();
    await phone.getByRole('menuitem', { name: '신고하기' }).click();
    await phone.getByRole('dialog').getByRole('radio', { name: '기타' }).check();
    await phone.waitForTimeout(400);
    await phone.screenshot({ path: path.join(ARTIFACTS, 'moderation-report-dialog-phone.png') });
    await phone.context().close();
  });

  it('keeps an ordinary member out of the admin screen', async () => {
    const page = await personPage(browser, server.url, reporter.cookie);
    await page.goto('/admin/reports');
    await page.getByText('운영진만 볼 수 있는 화면이에요').waitFor();
    // Nor does the account menu offer them the queue.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByTestId('user-menu-admin').count()).toBe(0);
    await page.context().close();
  });

  it('shows the report to the operator, who confirms it with hiding and suspends the author', async () => {
    const page = await personPage(browser, server.url, operatorCookie);
    // Operators reach the queue from the account menu.
    await page.goto('/');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-admin').click();
    await page.waitForURL('**/admin/reports');
    const card = page.getByTestId('report-card').filter({ hasText: SPAM.slice(0, 20) });
    await card.waitFor();
    expect(await card.textContent()).toContain('가입 유도 링크만 있는 글이에요');
    expect(await card.textContent()).toContain(REPORTER.nickname);
    expect(await card.getByRole('link', { name: AUTHOR.nickname }).getAttribute('href')).toBe(
      `/people/${encodeURIComponent(AUTHOR.nickname)}`,
    );
    expect(await card.getByRole('link', { name: '원문 보기' }).getAttribute('href')).toBe(
      `/lounge/${postNo}`,
    );
    await shot(page, 'admin-desktop');
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByTestId('report-resolve').click();
    const confirm = page.getByRole('dialog', { name: '위반으로 확인할까요?' });
    expect(await confirm.getByTestId('resolve-hide').isChecked()).toBe(true);
    await confirm.getByRole('button', { name: '위반 확인' }).click();
    await page.getByText('위반으로 처리했어요.').waitFor();
    await page.getByText('처리할 신고가 없어요').waitFor();

    await page.getByTestId('reports-tab-resolved').click();
    const done = page.getByTestId('report-card').filter({ hasText: SPAM.slice(0, 20) });
    await done.getByTestId('report-hidden').waitFor();
    expect(await done.textContent()).toContain('위반 확인 1회');

    await done.getByTestId('report-suspend').click();
    const suspend = page.getByRole('dialog', { name: `${AUTHOR.nickname}님 글쓰기 정지` });
    await suspend.getByRole('radio', { name: '7일' }).check();
    await suspend.getByRole('textbox', { name: '정지 사유' }).fill(SUSPEND_REASON);
    await suspend.getByTestId('suspend-confirm').click();
    await page.getByText(new RegExp(`${AUTHOR.nickname}님의 글쓰기를 .*까지 정지했어요`)).waitFor();
    // The card now says the author is suspended and offers lifting it instead.
    await done.getByTestId('report-suspended').waitFor();
    expect(await done.getByTestId('report-suspend').count()).toBe(0);
    await done.getByTestId('report-unsuspend').waitFor();
    await shot(page, 'admin-resolved-desktop');
    await page.context().close();
  });

  it('fits a 390 px phone', async () => {
    const page = await personPage(browser, server.url, operatorCookie, { width: 390, height: 844 });
    await page.goto('/admin/reports?status=resolved');
    await page.getByTestId('report-card').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'admin-phone');
    await page.getByTestId('report-unsuspend').first().click();
    await page.getByRole('dialog').getByRole('button', { name: '정지 풀기' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Past the dialog's opening animation, so the picture shows it as people see it.
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(ARTIFACTS, 'moderation-unsuspend-phone.png') });
    await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
    await page.context().close();
  });

  it('hides the post from the lounge and stops the author from writing, saying why', async () => {
    // The server refuses the post, with the reason in its message.
    const res = await fetch(`${server.url}/api/mgmt_lounge/new_upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: author.cookie },
      body: JSON.stringify({
        post_type: '01',
        tag: '04',
        body: '<p>정지된 동안 써 보는 새 글이에요. 막혀야 해요.</p>',
      }),
    });
    expect(res.status).toBe(403);
    const refusal = (await res.json()) as { code: string; message: string };
    expect(refusal.code).toBe('POSTING_SUSPENDED');
    expect(refusal.message).toContain(SUSPEND_REASON);

    const page = await personPage(browser, server.url, author.cookie);
    await page.goto('/lounge');
    await page.getByTestId('lounge-write').first().click();
    const notice = page.getByTestId('suspension-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/\d{2}\.\d{2}\.\d{2}까지 글쓰기가 제한돼요/);
    expect(await notice.textContent()).toContain(`사유: ${SUSPEND_REASON}`);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(ARTIFACTS, 'moderation-suspended-composer.png') });
    await page.context().close();

    // Everyone else no longer finds the hidden post in the feed.
    const feed = await personPage(browser, server.url, reporter.cookie);
    await feed.goto('/lounge');
    await feed.getByTestId('lounge-feed').or(feed.getByTestId('empty-state')).first().waitFor();
    expect(await feed.getByText(SPAM).count()).toBe(0);
    await feed.context().close();
  });

  it('lets the operator lift the suspension', async () => {
    const page = await personPage(browser, server.url, operatorCookie);
    await page.goto('/admin/reports?status=resolved');
    await page.getByTestId('report-unsuspend').first().click();
    await page.getByRole('dialog').getByRole('button', { name: '정지 풀기' }).click();
    await page.getByText(`${AUTHOR.nickname}님의 글쓰기 정지를 풀었어요.`).waitFor();
    await page.context().close();
    const { json } = await post(
      server.url,
      '/api/mgmt_lounge/new_upload',
      {
        post_type: '01',
        tag: '04',
        body: '<p>정지가 풀린 뒤에 다시 쓰는 글이에요. 이번에는 올라가야 해요.</p>',
      },
      author.cookie,
    );
    expect(json.post_no).toBeGreaterThan(postNo);
  });
});
