import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { chatOnline, finishSignUp, type Member, personPage, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

/**
 * Chat in two (and three) browser contexts against the real server: a one-to-one room opened
 * from a people card, Korean messages with Enter and Shift+Enter, unread counts in the header
 * and the list, the typing line, the unread "1" on a bubble, a picture, a to-do, and a group
 * room where one person leaves and the host expels another.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
const MINJI = { email: 'minji@sidequest.kr', password: 'sidequest2026!', nickname: '민지메이커' };
const JUNHO = { email: 'junho@sidequest.kr', password: 'sidequest2026!', nickname: '준호개발자' };
const SEOYEON = { email: 'seoyeon@sidequest.kr', password: 'sidequest2026!', nickname: '서연디자인' };
const HELLO = '안녕하세요! 주말에 같이 사이드 프로젝트 해 보실래요?';
const TODO = '랜딩 페이지 시안 만들기';
const GROUP = '주말 해커톤 준비방';

// A 48×48 PNG of one colour.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe3W0QnAAAxCwe4quL8bdIlC+nGQAYLo0yfdr+45/yAeGoXKQ5GyneMnwDgKlYciZTuHUAy0Uag8FCkbDg0YqzqiXGd+9H6axUAbhcpDkbLh0ICxqiOfRuEFbh2K4lNPkYkAAAAASUVORK5CYII=',
  'base64',
);

let server: RunningServer;
let browser: Browser;
let minji: Page;
let junho: Page;
let seoyeon: Member;

const shot = (p: Page, name: string) => p.screenshot({ path: path.join(ARTIFACTS, `chat-${name}.png`) });
const panel = (p: Page) => p.getByTestId('chat-panel');
const log = (p: Page) => panel(p).getByRole('log');
const composer = (p: Page) => p.getByTestId('chat-composer');

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  const a = await register(server.url, MINJI);
  const b = await register(server.url, JUNHO);
  seoyeon = await register(server.url, SEOYEON);
  await finishSignUp(server.url, a, '주말마다 사이드 프로젝트를 만드는 기획자예요.');
  await finishSignUp(server.url, b, '판교에서 일하는 백엔드 개발자예요. 주말 프로젝트를 찾고 있어요.');
  await finishSignUp(server.url, seoyeon, '브랜딩과 UI를 좋아하는 디자이너예요.');
  minji = await personPage(browser, server.url, a.cookie);
  junho = await personPage(browser, server.url, b.cookie);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('two people in a one-to-one room', () => {
  it('opens the room from 1:1 대화 on a people card', async () => {
    await chatOnline(minji);
    await minji.goto('/people');
    const keyword = minji.getByRole('searchbox', { name: '메이커 검색' });
    const answered = minji.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/profile/load_profiles' && r.url().includes('keyword='),
    );
    await keyword.fill(JUNHO.nickname);
    await keyword.press('Enter');
    await answered;
    // The directory's card (recommendations above it may show the same person).
    const directory = minji.getByRole('region', { name: '메이커 둘러보기' });
    const card = directory.getByRole('article').filter({ hasText: JUNHO.nickname });
    await card.getByRole('button', { name: `${JUNHO.nickname}님에게 할 수 있는 일` }).click();
    await minji.getByRole('menuitem', { name: '1:1 대화' }).click();
    await panel(minji).waitFor({ timeout: 10_000 });
    await panel(minji).getByRole('heading', { name: JUNHO.nickname }).waitFor();
    await chatOnline(junho);
  });

  it('sends a Korean message with Enter; the other side sees the unread count, then reads it', async () => {
    await composer(minji).fill(HELLO);
    await composer(minji).press('Enter');
    await log(minji).getByText(HELLO).waitFor();
    expect(await composer(minji).inputValue()).toBe('');
    // Not read yet: the bubble carries the Kakao-style "1".
    await log(minji).getByText('읽지 않은 사람 1명').first().waitFor({ state: 'attached', timeout: 10_000 });

    await expect.poll(() => junho.getByTestId('chat-badge').textContent(), { timeout: 10_000 }).toBe('1');
    await junho.getByTestId('chat-button').click();
    const item = junho.getByTestId('chat-room-item').filter({ hasText: MINJI.nickname });
    await item.getByText(HELLO).waitFor();
    await shot(junho, 'list-unread');
    await item.click();
    await log(junho).getByText(HELLO).waitFor();
    await expect.poll(() => junho.getByTestId('chat-badge').count(), { timeout: 10_000 }).toBe(0);
    // Read: the "1" on the sender's bubble goes away.
    await expect.poll(() => log(minji).getByText('읽지 않은 사람 1명').count(), { timeout: 10_000 }).toBe(0);
  });

  it('shows the typing line, and Shift+Enter makes a new line instead of sending', async () => {
    await composer(junho).pressSequentially('좋아요!');
    await panel(minji).getByText(`${JUNHO.nickname}님이 입력 중…`).waitFor({ timeout: 10_000 });
    await composer(junho).press('Shift+Enter');
    await composer(junho).pressSequentially('어떤 걸 만들고 싶으세요?');
    expect(await composer(junho).inputValue()).toBe('좋아요!\n어떤 걸 만들고 싶으세요?');
    await composer(junho).press('Enter');
    await log(minji).getByText('어떤 걸 만들고 싶으세요?').waitFor({ timeout: 10_000 });
    await expect
      .poll(() => panel(minji).getByText(`${JUNHO.nickname}님이 입력 중…`).count(), { timeout: 10_000 })
      .toBe(0);
  });

  it('sends a picture through the attach menu', async () => {
    const chooser = minji.waitForEvent('filechooser');
    await panel(minji).getByRole('button', { name: '첨부하기' }).click();
    await minji.getByRole('menuitem', { name: '사진' }).click();
    await (await chooser).setFiles({ name: '와이어프레임.png', mimeType: 'image/png', buffer: PNG });
    const picture = log(junho).getByRole('img', { name: /보낸 사진/ });
    await picture.waitFor({ timeout: 15_000 });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(junho, 'room-picture');
  });

  it('adds a to-do for the other person, who sees it in the room and checks it off', async () => {
    await minji.getByTestId('chat-todo-toggle').click();
    const todos = minji.getByTestId('chat-todo-panel');
    await todos.getByLabel('새 할 일').fill(TODO);
    await todos.getByLabel('담당자').selectOption({ label: JUNHO.nickname });
    await todos.getByRole('button', { name: '추가' }).click();
    await todos.getByRole('button', { name: `${TODO} 완료로 체크` }).waitFor();

    await log(junho).getByText(TODO).waitFor({ timeout: 10_000 });
    await junho.getByTestId('chat-todo-toggle').click();
    const hers = junho.getByTestId('chat-todo-panel');
    await hers.getByRole('button', { name: `${TODO} 완료로 체크` }).click();
    await hers.getByRole('button', { name: `${TODO} 다시 열기` }).waitFor();
    // The check reaches the other side through the room (a to-do message and a list refresh).
    await todos.getByRole('button', { name: `${TODO} 다시 열기` }).waitFor({ timeout: 10_000 });
    await shot(minji, 'room-todo');
    expect(await seriousViolations(minji)).toEqual([]);
    await minji.getByTestId('chat-todo-toggle').click();
    await junho.getByTestId('chat-todo-toggle').click();
  });
});

describe('a group room', () => {
  it('is made by its host with two people picked by nickname', async () => {
    await panel(minji).getByRole('button', { name: '채팅 목록으로 돌아가기' }).click();
    await panel(minji).getByRole('button', { name: '그룹 채팅 만들기' }).click();
    const dialog = minji.getByRole('dialog', { name: '그룹 채팅 만들기' });
    await dialog.getByLabel('채팅방 이름').fill(GROUP);
    for (const name of [JUNHO.nickname, SEOYEON.nickname]) {
      await dialog.getByLabel('닉네임으로 찾기').fill(name);
      await dialog
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByRole('button', { name: '고르기' })
        .click();
    }
    await dialog.getByRole('button', { name: '3명으로 만들기' }).click();
    await panel(minji).getByRole('heading', { name: GROUP }).waitFor({ timeout: 10_000 });
    await panel(minji).getByText('3명 참여 중').waitFor();
  });

  it('applies the leave effect when a guest leaves', async () => {
    await panel(junho).getByRole('button', { name: '채팅 목록으로 돌아가기' }).click();
    await junho.getByTestId('chat-room-item').filter({ hasText: GROUP }).click({ timeout: 10_000 });
    await junho.getByTestId('chat-room-menu').click();
    await junho.getByRole('menuitem', { name: '나가기' }).click();
    await junho
      .getByRole('dialog', { name: '채팅방에서 나갈까요?' })
      .getByRole('button', { name: '나가기' })
      .click();
    await expect
      .poll(() => junho.getByTestId('chat-room-item').filter({ hasText: GROUP }).count(), { timeout: 10_000 })
      .toBe(0);

    await log(minji).getByText(`${JUNHO.nickname}님이 나갔어요.`).waitFor({ timeout: 10_000 });
    await panel(minji).getByText('2명 참여 중').waitFor();
  });

  it('applies the expel effect, with the notice for the host only', async () => {
    await minji.getByTestId('chat-room-menu').click();
    await minji.getByRole('menuitem', { name: '참여자 목록' }).click();
    const people = minji.getByRole('dialog', { name: /참여자/ });
    await people
      .getByRole('listitem')
      .filter({ hasText: SEOYEON.nickname })
      .getByRole('button', { name: '내보내기' })
      .click();
    await minji
      .getByRole('dialog', { name: `${SEOYEON.nickname}님을 내보낼까요?` })
      .getByRole('button', { name: '내보내기' })
      .click();
    await log(minji).getByText(`방장이 ${SEOYEON.nickname}님을 내보냈어요.`).waitFor({ timeout: 10_000 });
    await panel(minji).getByText('1명 참여 중').waitFor();
    await shot(minji, 'group-expelled');
  });
});
