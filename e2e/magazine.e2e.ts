import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, targetAndHeadingViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { finishSignUp, type Member, personPage, post, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
async function shot(p: Page, name: string, fullPage = true) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: path.join(ARTIFACTS, `magazine-${name}.png`), fullPage });
}

/** A small gradient PNG made here, so the journey needs no fixture file. */
function gradientPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(60 + (x * 120) / width, 90 + (y * 100) / height, 200);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows.map((v) => Math.round(v))))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let server: RunningServer;
let browser: Browser;
let writer: Member;
let reader: Member;
let writerPage: Page;
let readerPage: Page;
let firstNo = 0;
let firstSlug = '';
let secondNo = 0;
let seriesNo = 0;

const TITLE = '퇴근 후 6주 만에 출시한 모각코 매칭 앱 회고';
const SERIES = '모각코 앱 개발기';
const ANSWERS = [
  '퇴근 뒤 함께 코딩할 사람을 동네에서 찾아 주는 모각코 매칭 앱을 만들었어요.',
  '매주 금요일마다 데모를 하기로 한 약속 덕분에 일정이 밀리지 않았어요.',
  '알림 설계를 늦게 시작해서 출시 직전에 밤을 새워야 했던 점이 아쉬웠어요.',
  '다음에는 첫 주에 사용자 인터뷰를 다섯 번 이상 하고 시작하려고 해요.',
];
// Enough text that half the body is well below the first screen.
const MORE = Array.from(
  { length: 14 },
  (_, i) =>
    `${i + 1}주 차 기록: 기능 목록을 다시 보고, 버그를 고치고, 친구 세 명에게 테스트를 부탁했어요. 작은 피드백이 쌓여 제품이 조금씩 단단해졌어요.`,
);

const getJson = async (url: string, cookie: string) => {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
  return (await res.json()) as Record<string, unknown>;
};
const expOf = async (m: Member) => (await getJson('/api/profile/exp_info', m.cookie)).EXP as number;
const toasts = (p: Page, text: string) => p.getByTestId('toast').filter({ hasText: text }).count();

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer({ RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  writer = await register(server.url, {
    email: 'writer@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '회고작가',
  });
  reader = await register(server.url, {
    email: 'reader@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '열독자',
  });
  await finishSignUp(server.url, writer, '퇴근 후 사이드 프로젝트를 만드는 프론트엔드 개발자예요.');
  await finishSignUp(server.url, reader, '메이커들의 회고를 읽는 걸 좋아하는 기획자예요.');
  writerPage = await personPage(browser, server.url, writer.cookie);
  readerPage = await personPage(browser, server.url, reader.cookie);
  writerPage.setDefaultTimeout(15_000);
  readerPage.setDefaultTimeout(15_000);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('magazine', () => {
  it('a member writes a retrospective in a new series through the editor', async () => {
    const p = writerPage;
    await p.goto('/quest');
    await p.getByRole('link', { name: '글쓰기' }).click();
    await p.waitForURL('**/quest/write');

    // Members see only the categories they may publish.
    const category = p.getByRole('combobox', { name: '카테고리', exact: true });
    await category.waitFor();
    const offered = await category.locator('option').allTextContents();
    expect(offered.filter(Boolean)).toEqual(['카테고리를 골라 주세요', '로그', '개발 회고']);
    await category.selectOption('22');
    // The retrospective starts from its questions.
    const editor = p.getByRole('textbox', { name: '본문' });
    await editor.getByRole('heading', { name: '무엇을 만들었나요?' }).waitFor();

    await p.getByRole('textbox', { name: '제목', exact: true }).fill(TITLE);
    await p
      .getByRole('textbox', { name: '부제', exact: true })
      .fill('기획부터 출시까지, 혼자가 아니라서 끝낼 수 있었던 이야기');
    await p.getByRole('textbox', { name: '만든 제품', exact: true }).fill('모각코 매칭 앱');
    await p.getByLabel('시작일').fill('2026-08-01');
    await p.getByLabel('종료일').fill('2026-09-12');

    await p.getByTestId('cover-input').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: gradientPng(320, 180),
    });
    await p.getByRole('img', { name: '커버 이미지 미리보기' }).waitFor();

    const tags = p.getByLabel('태그', { exact: true });
    await tags.fill('회고,');
    await tags.fill('사이드프로젝트');
    await tags.press('Enter');
    await p.getByRole('button', { name: '회고 태그 빼기' }).waitFor();
    await p.getByRole('button', { name: '사이드프로젝트 태그 빼기' }).waitFor();

    await p.getByRole('button', { name: '새 시리즈' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByLabel('시리즈 이름').fill(SERIES);
    await dialog.getByRole('button', { name: '만들기' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const series = p.getByLabel('시리즈', { exact: true });
    await expect
      .poll(async () => (await series.locator('option:checked').textContent()) ?? '')
      .toContain(SERIES);

    // Answer each question in place of its placeholder paragraph.
    for (const [i, answer] of ANSWERS.entries()) {
      await editor.locator('h2 + p').nth(i).click();
      await p.keyboard.press('End');
      await p.keyboard.press('Shift+Home');
      await p.keyboard.insertText(answer);
    }
    for (const line of MORE) {
      await p.keyboard.press('Enter');
      await p.keyboard.insertText(line);
    }
    // The first autosave gives the draft its address.
    await p.waitForURL(/\/quest\/write\/\d+$/);
    await p.getByText('임시 저장됨').waitFor();
    await shot(p, 'editor');
    expect(await seriousViolations(p)).toEqual([]);

    await p.getByRole('button', { name: '발행하기' }).click();
    await p.waitForURL(/\/quest\/\d+\/[^/]+$/);
    await p.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const m = /\/quest\/(\d+)\/([^/?]+)/.exec(new URL(p.url()).pathname)!;
    firstNo = Number(m[1]);
    firstSlug = decodeURIComponent(m[2]!);
    expect(firstSlug).toContain('모각코');
    // Own article: edit and delete, no report, no follow.
    await p.getByRole('link', { name: '수정' }).waitFor();
    await p.getByRole('button', { name: '삭제' }).waitFor();
    expect(await p.getByRole('button', { name: '신고하기' }).count()).toBe(0);
    await p.getByText('만든 제품').waitFor();
    await p.getByTestId('series-box').getByText(SERIES).waitFor();
  });

  it('a second article joins the series (API)', async () => {
    const { json } = await post(server.url, '/api/mgmt_quest/series', {}, writer.cookie);
    const mine = (json.series as { SERIES_NO: number; TITLE: string }[]).find((s) => s.TITLE === SERIES)!;
    seriesNo = mine.SERIES_NO;
    const res = await post(
      server.url,
      '/api/mgmt_quest/post',
      {
        category: '21',
        title: '모각코 앱 2편: 첫 사용자 인터뷰 기록',
        subtitle: '출시 뒤 2주 동안 배운 것',
        body: '<p>출시 뒤 첫 사용자 다섯 명을 만나 이야기를 나눴어요.</p>',
        tags: ['인터뷰'],
        series_no: seriesNo,
      },
      writer.cookie,
    );
    secondNo = res.json.quest_no as number;
    expect(secondNo).toBeGreaterThan(firstNo);
  });

  it('the list shows both, filters by category and tag', async () => {
    const p = readerPage;
    await p.goto('/quest');
    const list = p.getByTestId('magazine-list');
    await list.getByRole('link', { name: TITLE }).waitFor();
    await list.getByRole('link', { name: '모각코 앱 2편: 첫 사용자 인터뷰 기록' }).waitFor();
    await shot(p, 'list');
    expect(await seriousViolations(p)).toEqual([]);
    // The cards' titles sit right under the page's h1; the article without a cover gets a generated one.
    expect(await targetAndHeadingViolations(p)).toEqual([]);
    expect(await list.getByTestId('generated-cover').count()).toBe(1);

    await p.getByRole('button', { name: '개발 회고' }).click();
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
    await p.getByRole('button', { name: '전체' }).click();
    await list.getByRole('link', { name: '#인터뷰' }).click();
    await p.waitForURL(/tag=/);
    await expect.poll(() => list.getByRole('article').count()).toBe(1);
    await list.getByRole('link', { name: '모각코 앱 2편: 첫 사용자 인터뷰 기록' }).waitFor();
  });

  it('a reader lands on the right name, reads past half and completes the read quest once', async () => {
    const p = readerPage;
    const before = await expOf(reader);
    await p.goto(`/quest/${firstNo}/wrong-name`);
    await p.waitForURL((url) => decodeURIComponent(url.pathname) === `/quest/${firstNo}/${firstSlug}`);
    await expect.poll(() => p.title()).toBe(`${TITLE} | 퀘스트에 참여하세요`);

    const notice = p.getByTestId('read-quest');
    await notice.getByText('이 글을 절반 이상 읽으면 오늘의 퀘스트가 완료돼요 · +10 exp').waitFor();
    await p
      .getByTestId('author-box')
      .getByRole('button', { name: /팔로우/ })
      .waitFor();
    await p.getByRole('button', { name: '신고하기' }).waitFor();
    await shot(p, 'article');
    expect(await seriousViolations(p)).toEqual([]);

    // Only a little of the body is read: nothing completes.
    await p.waitForTimeout(300);
    expect(await notice.getAttribute('data-status')).toBe('open');

    await p.evaluate(() => {
      const body = document.querySelector('[data-testid="article-body"]')!.getBoundingClientRect();
      window.scrollBy(0, body.top + body.height * 0.6 - window.innerHeight);
    });
    // The server wants 5 s of reading since the page opened; the page waits and tries again itself.
    await expect.poll(() => notice.getAttribute('data-status'), { timeout: 15_000 }).toBe('completed');
    await notice.getByText('읽기 퀘스트 완료! 경험치 +10 exp를 받았어요').waitFor();
    expect(await toasts(p, '읽기 퀘스트를 완료했어요')).toBe(1);

    await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await p.waitForTimeout(1500);
    expect(await toasts(p, '읽기 퀘스트를 완료했어요')).toBe(1);
    expect(await expOf(reader)).toBe(before + 10);

    // The reader likes the article and leaves a reply under it (the lounge's reply thread).
    await p.getByTestId('like-article').click();
    await expect.poll(() => p.getByTestId('like-count-article').textContent()).toBe('1');
    const reply = '회고 잘 읽었어요. 인터뷰 편도 기대할게요!';
    await p.getByRole('textbox', { name: '댓글 쓰기' }).fill(reply);
    await p.getByTestId('reply-submit').click();
    await p.getByTestId('reply-list').getByText(reply).waitFor();
    expect(await p.locator('#replies-title').textContent()).toContain('1');

    await p.reload();
    await p.getByTestId('read-quest').getByText('이미 완료한 퀘스트예요').waitFor();
    // After the reload the like and the reply are still there.
    expect(await p.getByTestId('like-article').getAttribute('aria-pressed')).toBe('true');
    await p.getByTestId('reply-list').getByText(reply).waitFor();
    await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await p.waitForTimeout(1500);
    expect(await expOf(reader)).toBe(before + 10);

    // The series box leads on to the next article.
    await p
      .getByTestId('series-box')
      .getByRole('link', { name: /다음 글/ })
      .click();
    await p.waitForURL(new RegExp(`/quest/${secondNo}/`));
    await p.getByRole('heading', { level: 1, name: '모각코 앱 2편: 첫 사용자 인터뷰 기록' }).waitFor();
  });

  it('the article and the editor fit a 390px phone', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await context.newPage();
    await phone.goto(`/quest/${firstNo}/${encodeURIComponent(firstSlug)}`);
    await phone.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await phone.getByText('로그인하면 읽기 퀘스트에 참여할 수 있어요.').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(phone, 'article-phone');
    await phone.screenshot({ path: path.join(ARTIFACTS, 'magazine-article-phone-top.png') });
    await phone.goto('/quest');
    await phone.getByTestId('magazine-list').waitFor();
    await shot(phone, 'list-phone');
    await context.close();

    const writerPhone = await personPage(browser, server.url, writer.cookie, { width: 390, height: 844 });
    await writerPhone.goto(`/quest/write/${secondNo}`);
    await writerPhone.getByRole('textbox', { name: '제목', exact: true }).waitFor();
    expect(await writerPhone.getByRole('textbox', { name: '제목', exact: true }).inputValue()).toBe(
      '모각코 앱 2편: 첫 사용자 인터뷰 기록',
    );
    await writerPhone.getByRole('button', { name: '수정 완료' }).waitFor();
    const wOverflow = await writerPhone.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(wOverflow).toBeLessThanOrEqual(0);
    await shot(writerPhone, 'editor-phone');
    await writerPhone.context().close();
  });

  it('the writer edits the second article and then deletes it', async () => {
    const p = writerPage;
    await p.goto(`/quest/${secondNo}/x`);
    await p.getByRole('link', { name: '수정' }).click();
    const title = p.getByRole('textbox', { name: '제목', exact: true });
    await expect.poll(() => title.inputValue()).toBe('모각코 앱 2편: 첫 사용자 인터뷰 기록');
    await title.fill('모각코 앱 2편: 사용자 인터뷰에서 배운 것');
    await p.getByRole('button', { name: '수정 완료' }).click();
    await p.getByRole('heading', { level: 1, name: '모각코 앱 2편: 사용자 인터뷰에서 배운 것' }).waitFor();
    expect(decodeURIComponent(new URL(p.url()).pathname)).toContain('사용자-인터뷰에서-배운-것');

    await p.getByRole('button', { name: '삭제' }).click();
    await p.getByRole('dialog').getByRole('button', { name: '삭제하기' }).click();
    await p.waitForURL((url) => url.pathname === '/quest');
    await p.getByTestId('magazine-list').getByRole('link', { name: TITLE }).waitFor();
    expect(await p.getByText('모각코 앱 2편: 사용자 인터뷰에서 배운 것').count()).toBe(0);
  });
});
