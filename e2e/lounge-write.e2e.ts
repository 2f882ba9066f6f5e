import fs from 'node:fs';
import path from 'node:path';
import { loungePromptCategories } from '@sidequest/shared';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { finishSignUp, type Member, personPage, post, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

/**
 * The lounge composer in Chromium against the real server: rotating example prompts, a tag, a
 * Korean post with a member picked from the @ list and a picture attached, a draft saved, closed,
 * reopened from the draft list and published (the card shows the tag and a working mention link),
 * then a three-option poll; and the question before closing unsaved writing.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const WRITER = {
  email: 'composer.writer@sidequest.kr',
  password: 'sidequest2026!',
  nickname: '글쓰는메이커',
};
const FRIEND = {
  email: 'composer.friend@sidequest.kr',
  password: 'sidequest2026!',
  nickname: '디자인하는민지',
};
const OPTIONS = ['리액트', '스벨트', '솔리드'];
const ALL_PROMPTS = loungePromptCategories.items.flatMap((c) => c.prompts) as string[];
const ASK_PROMPTS = loungePromptCategories.items.find((c) => c.code === 'ask')!.prompts as readonly string[];
// A 1×1 PNG: the server checks the bytes, not only the name.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let writer: Member;
let page: Page;

/** Screenshots wait for the dialog's opening animation, so they show what a person sees. */
async function shot(p: Page, name: string) {
  await p.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await p.screenshot({ path: path.join(ARTIFACTS, `lounge-write-${name}.png`), fullPage: false });
}
const composer = (p: Page) => p.getByTestId('lounge-composer');
const editorOf = (p: Page) => composer(p).locator('.ProseMirror');
const placeholderOf = (p: Page) =>
  editorOf(p)
    .locator('p.is-editor-empty')
    .first()
    .getAttribute('data-placeholder')
    .then((v) => v ?? '');

async function openComposer(p: Page): Promise<Locator> {
  await p.getByTestId('lounge-write').click();
  await composer(p).waitFor();
  return composer(p);
}

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  writer = await register(server.url, WRITER);
  const friend = await register(server.url, FRIEND);
  await finishSignUp(server.url, writer, '주말마다 사이드 프로젝트를 만드는 프론트엔드 개발자예요.');
  await finishSignUp(server.url, friend, '프로덕트 디자인을 하는 메이커예요.');
  page = await personPage(browser, server.url, writer.cookie);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('writing a post', () => {
  it('shows example prompts that rotate, then follow the chosen tag', async () => {
    await page.goto('/lounge');
    const c = await openComposer(page);
    const first = await placeholderOf(page);
    expect(ALL_PROMPTS).toContain(first);
    await expect.poll(() => placeholderOf(page), { timeout: 10_000 }).not.toBe(first);
    expect(ALL_PROMPTS).toContain(await placeholderOf(page));

    await c.getByRole('radio', { name: /질문/ }).check();
    await expect.poll(() => placeholderOf(page)).toBe(ASK_PROMPTS[0]);
  });

  it('mentions a member picked from the @ list and attaches a picture', async () => {
    const c = composer(page);
    await editorOf(page).click();
    await page.keyboard.type('첫 사이드 프로젝트를 준비하고 있어요. ');
    await page.keyboard.type(`@${FRIEND.nickname.slice(0, 2)}`);
    const option = c.getByRole('option', { name: FRIEND.nickname });
    await option.waitFor();
    await shot(page, 'mention-desktop');
    // Escape closes the list, not the composer.
    await page.keyboard.press('Escape');
    await option.waitFor({ state: 'detached' });
    expect(await composer(page).count()).toBe(1);
    expect(await page.getByRole('dialog', { name: '저장하지 않은 글이 있어요' }).count()).toBe(0);
    // The list stays dismissed for that @ until it is typed again.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
    await page.keyboard.type(`@${FRIEND.nickname.slice(0, 3)}`);
    await option.waitFor();
    await option.click();
    await page.keyboard.type('님, 디자인 같이 봐 주실래요?');
    await expect.poll(() => editorOf(page).locator('.mention').textContent()).toBe(`@[${FRIEND.nickname}]`);

    await c
      .getByTestId('lounge-attach-input')
      .setInputFiles({ name: '스케치.png', mimeType: 'image/png', buffer: PIXEL });
    await c.getByText('스케치.png').waitFor();
    expect(await c.getByText('첨부파일 1/5').count()).toBe(1);
  });

  it('saves a draft, closes, and continues it from the draft list', async () => {
    const c = composer(page);
    await c.getByRole('button', { name: '임시 저장', exact: true }).click();
    await page.getByText('임시 저장했어요.').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();
    await composer(page).waitFor({ state: 'detached' });

    const again = await openComposer(page);
    await again.getByRole('button', { name: '임시 저장 글 1' }).click();
    const draft = again.getByRole('list', { name: '임시 저장 글' }).getByRole('button').first();
    expect(await draft.textContent()).toContain('첫 사이드 프로젝트를 준비하고 있어요.');
    await draft.click();
    await expect.poll(() => editorOf(page).textContent()).toContain('디자인 같이 봐 주실래요?');
    // The stored mention link came back as a mention, so publishing keeps it.
    expect(await editorOf(page).locator('.mention').textContent()).toBe(`@[${FRIEND.nickname}]`);
    expect(await again.getByRole('radio', { name: /질문/ }).isChecked()).toBe(true);
    await again.getByText('스케치.png').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'composer-desktop');
  });

  it('publishes: the card shows the tag and a working mention link', async () => {
    await composer(page).getByRole('button', { name: '게시하기' }).click();
    await composer(page).waitFor({ state: 'detached' });
    await page.getByText('라운지에 글을 올렸어요.').waitFor();
    const card = page.getByTestId('post-card').filter({ hasText: '첫 사이드 프로젝트를 준비하고 있어요.' });
    await card.waitFor();
    expect(await card.getByTestId('post-tag').textContent()).toContain('질문');
    const mention = card.getByRole('link', { name: `@${FRIEND.nickname}` });
    expect(await mention.getAttribute('href')).toBe(`/people/${encodeURIComponent(FRIEND.nickname)}`);

    // The draft became the post: the list is empty again.
    const c = await openComposer(page);
    await c.getByRole('button', { name: '임시 저장 글 0' }).waitFor();
    await page.keyboard.press('Escape');
    await composer(page).waitFor({ state: 'detached' });

    await mention.click();
    await page.waitForURL(`**/people/${encodeURIComponent(FRIEND.nickname)}`);
  });
});

describe('a poll', () => {
  it('checks the options inline, then publishes three', async () => {
    await page.goto('/lounge');
    const c = await openComposer(page);
    await c.getByRole('radio', { name: '투표' }).check();
    await c.getByRole('radio', { name: /의사결정/ }).check();
    await editorOf(page).click();
    await page.keyboard.type('다음 사이드 프로젝트 프론트엔드, 무엇으로 할까요?');

    await c.getByRole('button', { name: '게시하기' }).click();
    await c.getByText('빈 항목이 있어요. 내용을 적거나 지워 주세요.').first().waitFor();

    await c.getByRole('textbox', { name: '1번 항목' }).fill(OPTIONS[0]!);
    await c.getByRole('textbox', { name: '2번 항목' }).fill(OPTIONS[1]!);
    await c.getByRole('button', { name: /항목 추가/ }).click();
    await c.getByRole('textbox', { name: '3번 항목' }).fill(OPTIONS[2]!);
    await c.getByRole('switch', { name: '복수 선택 허용' }).click();
    await c.getByRole('switch', { name: '마감 시간 정하기' }).click();
    expect(await c.getByLabel('마감 날짜').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await shot(page, 'poll-desktop');

    await c.getByRole('button', { name: '게시하기' }).click();
    await composer(page).waitFor({ state: 'detached' });
    const card = page.getByTestId('post-card').filter({ hasText: '무엇으로 할까요?' });
    await card.waitFor();
    for (const label of OPTIONS) await card.getByText(label, { exact: true }).waitFor();
    expect(await card.getByTestId('post-tag').textContent()).toContain('의사결정');
  });
});

describe('editing', () => {
  it('keeps the mention when a post is edited', async () => {
    await page.goto('/lounge');
    const card = page.getByTestId('post-card').filter({ hasText: '첫 사이드 프로젝트를 준비하고 있어요.' });
    await card.getByTestId('post-menu').click();
    await page.getByRole('menuitem', { name: '수정' }).click();
    const c = composer(page);
    await page.getByRole('dialog', { name: '글 고치기' }).waitFor();
    expect(await editorOf(page).locator('.mention').textContent()).toBe(`@[${FRIEND.nickname}]`);
    expect(await c.getByRole('radio', { name: '투표' }).isDisabled()).toBe(true);
    await editorOf(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' 이번 주말에 시작해요!');
    await c.getByRole('button', { name: '고치기' }).click();
    await c.waitFor({ state: 'detached' });
    await card.getByText('이번 주말에 시작해요!').waitFor();
    const mention = card.getByRole('link', { name: `@${FRIEND.nickname}` });
    expect(await mention.getAttribute('href')).toBe(`/people/${encodeURIComponent(FRIEND.nickname)}`);
  });

  it('shows a voted poll read-only, and still saves the post', async () => {
    const card = page.getByTestId('post-card').filter({ hasText: '무엇으로 할까요?' });
    await card.getByRole('checkbox', { name: OPTIONS[1]! }).check();
    await card.getByRole('button', { name: '투표하기' }).click();
    await card.getByTestId('poll-results').waitFor();

    await card.getByTestId('post-menu').click();
    await page.getByRole('menuitem', { name: '수정' }).click();
    const c = composer(page);
    await c
      .getByText('이미 투표한 사람이 있어 항목과 선택 방식은 바꿀 수 없어요.', { exact: false })
      .waitFor();
    expect(await c.getByRole('textbox', { name: '1번 항목' }).getAttribute('readonly')).not.toBeNull();
    expect(await c.getByRole('button', { name: /항목 추가/ }).count()).toBe(0);
    await shot(page, 'poll-locked');
    await editorOf(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' 의견 남겨 주세요.');
    await c.getByRole('button', { name: '고치기' }).click();
    await c.waitFor({ state: 'detached' });
    await card.getByText('의견 남겨 주세요.', { exact: false }).waitFor();
  });
});

describe('Korean input', () => {
  it('searches while a syllable is being composed, and Enter picks only after it is done', async () => {
    await page.goto('/lounge');
    const c = await openComposer(page);
    await editorOf(page).click();
    await page.keyboard.type('안녕하세요 @');
    // What a Korean IME sends for 디 → 디자 (composition), then the commit.
    const cdp = await page.context().newCDPSession(page);
    for (const text of ['ㄷ', '디', '디ㅈ', '디자']) {
      await cdp.send('Input.imeSetComposition', {
        text,
        selectionStart: text.length,
        selectionEnd: text.length,
      });
    }
    const option = c.getByRole('option', { name: FRIEND.nickname });
    await option.waitFor();
    await cdp.send('Input.insertText', { text: '디자' });
    await page.keyboard.press('Enter');
    await expect.poll(() => editorOf(page).locator('.mention').textContent()).toBe(`@[${FRIEND.nickname}]`);
    // One mention, and Enter did not also start a new paragraph.
    expect(await editorOf(page).locator('p').count()).toBe(1);
    await cdp.detach();
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: '저장하지 않은 글이 있어요' })
      .getByRole('button', { name: '그냥 닫기' })
      .click();
    await c.waitFor({ state: 'detached' });
  });
});

describe('a repeated post', () => {
  it('goes up, and the author is told kindly that operators may look at it', async () => {
    const text = '매주 토요일 오후에 성수에서 모각코 하실 분을 찾고 있어요.';
    await post(
      server.url,
      '/api/mgmt_lounge/new_upload',
      { post_type: '01', tag: '03', body: `<p>${text}</p>` },
      writer.cookie,
    );
    await page.goto('/lounge');
    const c = await openComposer(page);
    await c.getByRole('radio', { name: /팀원 모집/ }).check();
    await editorOf(page).click();
    await page.keyboard.type(text);
    await c.getByRole('button', { name: '게시하기' }).click();
    await c.waitFor({ state: 'detached' });
    await page.getByText('전에 올린 글과 내용이 같아요').waitFor();
    await page.getByText('같은 글이 반복되면 운영진이 살펴볼 수 있어요.', { exact: false }).waitFor();
  });
});

describe('closing unsaved writing', () => {
  it('asks first, and 계속 쓰기 keeps the text', async () => {
    const c = await openComposer(page);
    await editorOf(page).click();
    await page.keyboard.type('아직 저장하지 않은 글');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: '저장하지 않은 글이 있어요' });
    await ask.waitFor();
    await ask.getByRole('button', { name: '계속 쓰기' }).click();
    expect(await editorOf(page).textContent()).toContain('아직 저장하지 않은 글');

    await page.keyboard.press('Escape');
    await ask.getByRole('button', { name: '그냥 닫기' }).click();
    await c.waitFor({ state: 'detached' });
  });

  it('fits a 390 px phone as a full screen', async () => {
    const phone = await personPage(browser, server.url, writer.cookie, { width: 390, height: 844 });
    await phone.goto('/lounge');
    const c = await openComposer(phone);
    await c.getByRole('radio', { name: '투표' }).check();
    const box = await phone.getByRole('dialog').boundingBox();
    expect(box?.width).toBe(390);
    const overflow = await phone.evaluate(
      () => document.querySelector('[role="dialog"]')!.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(phone, 'composer-phone');
    await phone.context().close();
  });
});
