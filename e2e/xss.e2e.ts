import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import { finishSignUp, type Member, personPage, post, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

/**
 * Issue 6, item 7: content members write (lounge posts and replies, magazine articles and their
 * replies, profile text) reaches other people's browsers. Known XSS payloads go in through the API;
 * the pages that show them must run none of it and still show the harmless text around it.
 *
 * Every payload, if it ran, would set `window.__xss` and open a dialog; either fails the test.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

/** HTML bodies (posts, articles): what a rich editor could be made to send. */
const htmlPayloads = (where: string) =>
  [
    `<p>${where} 안전한 문장이에요. 이 글은 그대로 보여야 해요.</p>`,
    `<img src=x onerror="window.__xss='${where}-img';alert(1)">`,
    `<script>window.__xss='${where}-script';alert(2)</script>`,
    `<p><a href="javascript:window.__xss='${where}-href';alert(3)" data-testid="xss-link">${where} 링크 글자</a></p>`,
    `<p><a href="JaVaScRiPt:window.__xss='${where}-href2'">${where} 대소문자 링크</a></p>`,
    `<svg onload="window.__xss='${where}-svg';alert(4)"></svg>`,
    `<iframe src="https://evil.example/embed/abcdefghijk"></iframe>`,
    `<iframe src="javascript:window.__xss='${where}-iframe'"></iframe>`,
    `<div style="background:url(javascript:window.__xss='${where}-style')" onmouseover="window.__xss='${where}-hover'">${where} 스타일 문단</div>`,
    `<p onclick="window.__xss='${where}-click'">${where} 클릭 문단</p>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='${where}-mxss'">`,
  ].join('');

/** Plain-text fields (replies, introductions): markup must show as text, never become elements. */
const textPayload = (where: string) =>
  `${where} 댓글이에요 <img src=x onerror="window.__xss='${where}'"> <script>window.__xss='${where}-s'</script>`;

let server: RunningServer;
let browser: Browser;
let writer: Member;
let reader: Page;
let postNo: number;
let article: { quest_no: number; slug: string };
const dialogs: string[] = [];

const WRITER = { email: 'writer@sidequest.kr', password: 'sidequest2026!', nickname: 'xss_writer' };

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer({ RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  writer = await register(server.url, WRITER);
  await finishSignUp(server.url, writer, textPayload('소개'));

  const lounge = await post(
    server.url,
    '/api/mgmt_lounge/new_upload',
    { post_type: '01', tag: '04', body: htmlPayloads('라운지') },
    writer.cookie,
  );
  postNo = lounge.json.post_no as number;
  await post(
    server.url,
    '/api/mgmt_lounge/reply_new',
    { post_no: postNo, body: textPayload('라운지댓글') },
    writer.cookie,
  );

  // 로그 (21) is a category any member may publish.
  const published = await post(
    server.url,
    '/api/mgmt_quest/post',
    { category: '21', title: '스크립트가 실행되면 안 되는 로그', body: htmlPayloads('매거진') },
    writer.cookie,
  );
  article = published.json as unknown as { quest_no: number; slug: string };
  await post(
    server.url,
    '/api/mgmt_quest/reply_new',
    { quest_no: article.quest_no, body: textPayload('매거진댓글') },
    writer.cookie,
  );

  // Someone else reads: a logged-in member in a fresh browser.
  const readerMember = await register(server.url, {
    email: 'reader@sidequest.kr',
    password: 'sidequest2026!',
    nickname: 'xss_reader',
  });
  reader = await personPage(browser, server.url, readerMember.cookie);
  reader.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Nothing ran: no marker, no dialog; and the page holds no live handler or script URL. */
async function expectInert(page: Page): Promise<void> {
  // Give lazy images (onerror) and late effects their moment.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
  const live = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *, [role="dialog"] *'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (/^\s*javascript:/i.test(attr.value)) found.push(`${el.tagName} ${attr.name}=${attr.value}`);
      }
      if (el.tagName === 'SCRIPT') found.push('SCRIPT');
      if (
        el.tagName === 'IFRAME' &&
        !/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//.test((el as HTMLIFrameElement).src)
      ) {
        found.push(`IFRAME ${(el as HTMLIFrameElement).src}`);
      }
    }
    return found;
  });
  expect(live).toEqual([]);
}

/** Clicks and hovers what a reader would: the links and paragraphs that carried handlers. */
async function poke(page: Page, where: string): Promise<void> {
  for (const text of [
    `${where} 링크 글자`,
    `${where} 대소문자 링크`,
    `${where} 클릭 문단`,
    `${where} 스타일 문단`,
  ]) {
    const target = page.getByText(text).first();
    if ((await target.count()) === 0) continue;
    await target.hover();
    // A stripped href leaves an inert <a>; a link that survived as a real URL must not leave the page.
    await target.click({ modifiers: [], noWaitAfter: true }).catch(() => undefined);
    if (!page.url().startsWith(server.url)) await page.goBack();
  }
}

describe('content from members never runs in other browsers', () => {
  it('refuses markup in nicknames at sign-up', async () => {
    for (const nickname of ['<b>악당</b>', '<img src=x>', 'a"onmouseover=x']) {
      const res = await fetch(`${server.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `n${Math.random()}@sidequest.kr`,
          password: 'sidequest2026!',
          nickname,
          agree_age: true,
          agree_terms: true,
          agree_privacy: true,
        }),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe('INVALID_NICKNAME');
    }
  });

  it('shows the lounge feed without running the post', async () => {
    await reader.goto('/lounge');
    await reader.getByText('라운지 안전한 문장이에요').first().waitFor();
    await expectInert(reader);
    await reader.screenshot({ path: path.join(ARTIFACTS, 'xss-lounge-feed.png'), fullPage: true });
  });

  it('shows the lounge post and its reply without running either', async () => {
    await reader.goto(`/lounge/${postNo}`);
    await reader.getByText('라운지 안전한 문장이에요').first().waitFor();
    // The reply's markup shows as the characters typed.
    await reader
      .getByText(/라운지댓글 댓글이에요 <img src=x onerror=/)
      .first()
      .waitFor();
    await poke(reader, '라운지');
    await expectInert(reader);
    await reader.screenshot({ path: path.join(ARTIFACTS, 'xss-lounge-post.png'), fullPage: true });
  });

  it('shows the magazine article and its reply without running either', async () => {
    await reader.goto(`/quest/${article.quest_no}/${article.slug}`);
    await reader.getByText('매거진 안전한 문장이에요').first().waitFor();
    // The reply comes back as escaped HTML (the typed text), and shows as the characters typed.
    const { json } = await post(server.url, '/api/mgmt_quest/replies', { quest_no: article.quest_no });
    const replyHtml = (json.list as { BODY_HTML: string }[])[0]!.BODY_HTML;
    expect(replyHtml).toContain('매거진댓글 댓글이에요 &lt;img src=x onerror=');
    expect(replyHtml).not.toMatch(/<(img|script)/i);
    await reader
      .getByText(/매거진댓글 댓글이에요 <img src=x onerror=/)
      .first()
      .waitFor();
    await poke(reader, '매거진');
    await expectInert(reader);
    await reader.screenshot({ path: path.join(ARTIFACTS, 'xss-article.png'), fullPage: true });
  });

  it('shows the writer profile (introduction with markup) as text', async () => {
    await reader.goto(`/people/${WRITER.nickname}`);
    await reader
      .getByText(/소개 댓글이에요 <img src=x onerror=/)
      .first()
      .waitFor();
    await expectInert(reader);
    await reader.screenshot({ path: path.join(ARTIFACTS, 'xss-profile.png'), fullPage: true });
  });
});
