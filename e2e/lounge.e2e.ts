import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, targetAndHeadingViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { finishSignUp, type Member, personPage, post, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

/**
 * The lounge in Chromium against the real server: a post with a tag and a mention seen by the
 * person mentioned, a reply with its live counter, a reaction and a like, and a three-option poll
 * that two people vote on and both see the same result bars.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const WRITER = { email: 'lounge.writer@sidequest.kr', password: 'sidequest2026!', nickname: '라운지작가' };
const READER = { email: 'lounge.reader@sidequest.kr', password: 'sidequest2026!', nickname: '라운지독자' };
const REPLY = '반가워요! 주말 프로젝트 저도 같이 하고 싶어요 🙌';
const ANSWER = '좋아요, 토요일 오후에 만나요!';
const OPTIONS = ['NestJS', 'Fastify', 'Spring Boot'];

let server: RunningServer;
let browser: Browser;
let writer: Member;
let reader: Member;
let writerPage: Page;
let readerPage: Page;
let introNo: number;
let pollNo: number;

/** A full-page picture from the top, so the sticky header stays where people see it. */
async function shot(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: path.join(ARTIFACTS, `lounge-${name}.png`), fullPage: true });
}
const card = (p: Page, postNo: number) => p.locator(`[data-testid="post-card"][data-post-no="${postNo}"]`);

/** The counts on the result bars, top to bottom. */
async function barCounts(p: Page): Promise<string[]> {
  await p.getByTestId('poll-results').waitFor();
  return p.getByTestId('poll-count').allTextContents();
}

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // Three people click through many pages within a minute, all from 127.0.0.1.
  server = await startServer({ RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  writer = await register(server.url, WRITER);
  reader = await register(server.url, READER);
  await finishSignUp(server.url, writer, '주말마다 사이드 프로젝트를 만드는 백엔드 개발자예요.');
  await finishSignUp(server.url, reader, '프로덕트 디자인을 하는 메이커예요.');
  const intro = await post(
    server.url,
    '/api/mgmt_lounge/new_upload',
    {
      post_type: '01',
      tag: '02',
      body: `<p>안녕하세요, 백엔드 개발자 라운지작가예요. 이번 주말 프로젝트는 @[${READER.nickname}]님과 같이 해요!</p>`,
    },
    writer.cookie,
  );
  introNo = intro.json.post_no as number;
  const poll = await post(
    server.url,
    '/api/mgmt_lounge/new_upload',
    {
      post_type: '03',
      tag: '08',
      body: '<p>새 사이드 프로젝트 백엔드, 무엇으로 시작할까요?</p>',
      poll: { options: OPTIONS, multiple: false, ends_at: null },
    },
    writer.cookie,
  );
  pollNo = poll.json.post_no as number;
  writerPage = await personPage(browser, server.url, writer.cookie);
  readerPage = await personPage(browser, server.url, reader.cookie);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a post with a tag and a mention', () => {
  it('shows on the feed with its tag, and the mention links to the profile', async () => {
    await readerPage.goto('/lounge');
    const intro = card(readerPage, introNo);
    await intro.waitFor();
    expect(await intro.getByTestId('post-tag').textContent()).toContain('자기소개');
    expect(await intro.getByText(WRITER.nickname, { exact: true }).count()).toBe(1);
    const mention = intro.getByRole('link', { name: `@${READER.nickname}` });
    expect(await mention.getAttribute('href')).toBe(`/people/${encodeURIComponent(READER.nickname)}`);
    expect(await seriousViolations(readerPage)).toEqual([]);
    // Like counts of "0" were 20 px wide, and the poll's h3 sat right under the page's h1.
    expect(await targetAndHeadingViolations(readerPage)).toEqual([]);
    await shot(readerPage, 'feed-desktop');

    await mention.click();
    await readerPage.waitForURL(`**/people/${encodeURIComponent(READER.nickname)}`);
    await readerPage.getByRole('heading', { name: READER.nickname }).first().waitFor();
  });

  it('filters by tag through the URL', async () => {
    await readerPage.goto('/lounge?tag=08');
    await card(readerPage, pollNo).waitFor();
    expect(await card(readerPage, introNo).count()).toBe(0);
    expect(await readerPage.getByTestId('lounge-tag-08').getAttribute('aria-pressed')).toBe('true');
  });

  it('fits a 390 px phone', async () => {
    const phone = await personPage(browser, server.url, reader.cookie, { width: 390, height: 844 });
    await phone.goto('/lounge');
    await card(phone, introNo).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await targetAndHeadingViolations(phone)).toEqual([]);
    await shot(phone, 'feed-phone');

    // 퀘스트 is a tab; a form page puts the tab bar aside so its action bar alone sits at the foot.
    await phone.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '퀘스트' }).click();
    await phone.waitForURL('**/quest');
    await phone.goto('/project/new');
    await phone.getByRole('heading', { level: 1 }).first().waitFor();
    // The tab bar's own (lazy) code sets it aside, so both settle a moment after the heading.
    await expect.poll(() => phone.getByRole('navigation', { name: '하단 메뉴' }).count()).toBe(0);
    const stickyBottoms = () =>
      phone.evaluate(() => [
        ...new Set(
          [...document.querySelectorAll('body *')]
            .map((el) => getComputedStyle(el))
            .filter((cs) => cs.position === 'sticky' && cs.bottom !== 'auto')
            .map((cs) => cs.bottom),
        ),
      ]);
    await expect.poll(stickyBottoms).toEqual(['0px']);
    await phone.context().close();
  });
});

describe('the post page', () => {
  it('opens the post, and the reader replies with the counter showing', async () => {
    await readerPage.goto('/lounge');
    await card(readerPage, introNo).getByRole('link', { name: '글 자세히 보기' }).click();
    await readerPage.waitForURL(`**/lounge/${introNo}`);
    const box = readerPage.getByRole('textbox', { name: '댓글 쓰기' });
    await box.fill(REPLY);
    expect(await readerPage.getByTestId('reply-counter').textContent()).toBe(`${[...REPLY].length} / 1,000`);
    await readerPage.getByTestId('reply-submit').click();
    await readerPage.getByTestId('reply-list').getByText(REPLY).waitFor();
    expect(await box.inputValue()).toBe('');
    expect(await readerPage.locator('#replies-title').textContent()).toContain('1');
  });

  it('reacts 응원해요 and likes, and the writer sees both', async () => {
    const cheer = readerPage.getByRole('button', { name: /^응원해요/ });
    await cheer.click();
    await expect.poll(() => cheer.getAttribute('aria-pressed')).toBe('true');
    expect(await cheer.getAttribute('aria-label')).toBe('응원해요 1개');
    const like = readerPage.getByTestId('like-post');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await readerPage.getByTestId('like-count-post').textContent()).toBe('1');
    expect(await seriousViolations(readerPage)).toEqual([]);
    await shot(readerPage, 'post');

    await writerPage.goto(`/lounge/${introNo}`);
    expect(await writerPage.getByRole('button', { name: /^응원해요/ }).getAttribute('aria-label')).toBe(
      '응원해요 1개',
    );
    await writerPage.getByTestId('like-count-post').click();
    await writerPage.getByRole('dialog').getByText(READER.nickname).waitFor();
    await writerPage.keyboard.press('Escape');
  });

  it('lets the writer answer with Ctrl+Enter, and the reader delete their reply after confirming', async () => {
    await writerPage.getByTestId('reply-answer').click();
    const box = writerPage.getByRole('textbox', { name: '답글 쓰기' });
    await box.fill(ANSWER);
    await box.press('Control+Enter');
    await writerPage.getByTestId('reply-list').getByText(ANSWER).waitFor();

    await readerPage.reload();
    const mine = readerPage.getByTestId('reply').filter({ hasText: REPLY });
    await mine.getByTestId('reply-menu').click();
    await readerPage.getByRole('menuitem', { name: '삭제' }).click();
    await readerPage.getByRole('dialog').getByRole('button', { name: '삭제하기' }).click();
    await readerPage.getByTestId('reply-deleted').waitFor();
    expect(await readerPage.getByText(REPLY).count()).toBe(0);
    // The answer stays under the deleted line.
    expect(await readerPage.getByTestId('reply-list').getByText(ANSWER).count()).toBe(1);
    await shot(readerPage, 'post-replies');
    const phone = await personPage(browser, server.url, reader.cookie, { width: 390, height: 844 });
    await phone.goto(`/lounge/${introNo}`);
    await phone.getByTestId('reply-list').waitFor();
    await shot(phone, 'post-phone');
    await phone.context().close();
  });

  it('asks a visitor to log in before liking, and shows a login call instead of the reply box', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    const visitor = await context.newPage();
    await visitor.goto(`/lounge/${introNo}`);
    await visitor.getByTestId('like-post').click();
    await visitor.getByRole('dialog', { name: '로그인이 필요해요' }).waitFor();
    expect(await visitor.getByRole('textbox', { name: '댓글 쓰기' }).count()).toBe(0);
    expect(await visitor.getByText('로그인하고 댓글을 남겨 보세요').count()).toBe(1);
    await context.close();
  });
});

describe('the 팔로잉 feed', () => {
  it('is empty until the reader follows the writer from a card', async () => {
    await readerPage.goto('/lounge?tab=following');
    await readerPage.getByText('팔로우한 메이커의 글이 아직 없어요').waitFor();
    await readerPage.getByRole('tab', { name: '전체' }).click();
    await card(readerPage, introNo).getByTestId('follow-button').click();
    // Both of the writer's cards show the new state.
    await expect
      .poll(() => card(readerPage, pollNo).getByTestId('follow-button').getAttribute('aria-pressed'))
      .toBe('true');
    await readerPage.getByRole('tab', { name: '팔로잉' }).click();
    await readerPage.waitForURL(/tab=following/);
    // The 전체 tab's cards stay on screen until the 팔로잉 page arrives, so count once it has.
    await expect.poll(() => readerPage.getByTestId('lounge-feed').getByTestId('post-card').count()).toBe(2);
    await card(readerPage, introNo).waitFor();
  });
});

describe('the composer', () => {
  it('opens from 글쓰기, and in edit mode from 수정 on the writer’s own card', async () => {
    await writerPage.goto('/lounge');
    await writerPage.getByTestId('lounge-write').click();
    await writerPage.getByTestId('lounge-composer').waitFor();
    await writerPage.keyboard.press('Escape');
    await writerPage.getByTestId('lounge-composer').waitFor({ state: 'detached' });

    // The writer's own card offers 수정 and 삭제 and no 신고하기 or follow button.
    const own = card(writerPage, introNo);
    expect(await own.getByTestId('follow-button').count()).toBe(0);
    await own.getByTestId('post-menu').click();
    expect(await writerPage.getByRole('menuitem', { name: '신고하기' }).count()).toBe(0);
    await writerPage.getByRole('menuitem', { name: '수정' }).click();
    await writerPage.getByRole('dialog', { name: '글 고치기' }).waitFor();
  });

  it('offers the reader 신고하기 on someone else’s post', async () => {
    await readerPage.goto(`/lounge/${introNo}`);
    await readerPage.getByTestId('post-menu').click();
    expect(await readerPage.getByRole('menuitem', { name: '수정' }).count()).toBe(0);
    await readerPage.getByRole('menuitem', { name: '신고하기' }).click();
    await readerPage.getByRole('dialog', { name: '신고하기' }).waitFor();
    await readerPage.keyboard.press('Escape');
  });
});

describe('a poll with two voters', () => {
  it('shows the writer the bars after voting', async () => {
    await writerPage.goto(`/lounge/${pollNo}`);
    await writerPage.getByRole('radio', { name: 'NestJS' }).check();
    await writerPage.getByRole('button', { name: '투표하기' }).click();
    expect(await barCounts(writerPage)).toEqual(['1표', '0표', '0표']);
  });

  it('shows the reader both votes after theirs, and the writer the same after a reload', async () => {
    await readerPage.goto('/lounge?tag=08');
    const poll = card(readerPage, pollNo);
    await poll.getByRole('radio', { name: 'Fastify' }).check();
    await poll.getByRole('button', { name: '투표하기' }).click();
    expect(await barCounts(readerPage)).toEqual(['1표', '1표', '0표']);
    expect(await poll.getByText('2명 참여').count()).toBe(1);
    await shot(readerPage, 'poll');

    await writerPage.reload();
    expect(await barCounts(writerPage)).toEqual(['1표', '1표', '0표']);
  });
});
