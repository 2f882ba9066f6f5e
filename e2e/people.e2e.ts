import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import * as join from './support/join-steps.js';
import { type KakaoMock, startKakaoMock } from './support/kakao-mock.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
/** A full-page picture from the top, so the sticky header stays where people see it. */
async function shot(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: path.join(ARTIFACTS, `people-${name}.png`), fullPage: true });
}

let kakao: KakaoMock;
let server: RunningServer;
let browser: Browser;
/** The newcomer who comes in with Kakao, and the member who finds and follows them. */
let newcomer: Page;
let finder: Page;

// Every run starts from an empty database, so fixed names cannot collide.
const NEWCOMER = '하늘바람';
const NEWCOMER_CHOSEONG = 'ㅎㄴㅂㄹ';
const INTRO = '판교에서 일하는 프론트엔드 개발자예요. 주말에는 맛집 지도 앱을 만들어요.';
const FINDER = { email: 'finder@sidequest.kr', password: 'sidequest2026!', nickname: '찾는사람' };

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  kakao = await startKakaoMock();
  // Two members browse from one loopback address here; real members each have their own.
  server = await startServer({ ...kakao.env, RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  const open = async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: { width: 1280, height: 900 },
    });
    return context.newPage();
  };
  newcomer = await open();
  finder = await open();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await kakao?.stop();
});

/** A section of the profile page, found by its heading (소개, 기술·도구, 경력 …; a count may follow). */
const section = (p: Page, title: string) => p.getByRole('region', { name: new RegExp(`^${title}`) });

describe('a newcomer joins with Kakao and fills their resume in place', () => {
  it('starts with 카카오로 시작하기, agrees to the terms and lands on step 2 of the sign-up, logged in', async () => {
    kakao.signInAs({ id: 7_100_001, nickname: NEWCOMER, email: 'sky.wind@kakao.com' });
    await newcomer.goto('/login');
    await newcomer.getByRole('link', { name: '카카오로 시작하기' }).click();
    // Our start route → the OAuth server's authorize step → our callback → the terms a social
    // newcomer has not agreed to yet → the stepped sign-up.
    await newcomer.getByRole('heading', { name: '약관에 동의하고 가입을 이어 가요' }).waitFor();
    await join.agreeRequired(newcomer);
    await newcomer.getByRole('button', { name: '동의하고 계속하기' }).click();
    await join.expectStep(newcomer, 2);
    await newcomer.getByRole('button', { name: `${NEWCOMER}님의 계정 메뉴` }).waitFor();
    await shot(newcomer, 'kakao-step2');
  });

  it('answers the steps and finishes the sign-up', async () => {
    await join.answerSteps(newcomer, {
      memberType: '직장인',
      jobGroup: '프론트엔드',
      job: '웹 프론트엔드',
      region: '경기',
      meetingMode: '오프라인',
      availableDays: '주말',
      availableTime: '저녁',
      skillLevel: '중급',
      experience: '3~5년',
      interests: ['AI'],
    });
    await join.finishSignUp(newcomer, NEWCOMER);
  });

  it('fills the resume in place on the profile page', async () => {
    await newcomer.getByRole('button', { name: `${NEWCOMER}님의 계정 메뉴` }).click();
    await newcomer.getByRole('menuitem', { name: '내 프로필' }).click();
    await newcomer.waitForURL(`**/people/${encodeURIComponent(NEWCOMER)}`);
    await newcomer.getByRole('heading', { level: 1, name: NEWCOMER }).waitFor();

    const intro = section(newcomer, '소개');
    await intro.getByRole('button', { name: '편집' }).click();
    await intro.getByLabel('자기소개').fill(INTRO);
    await intro.getByRole('button', { name: '저장' }).click();
    // The text alone would also match the still-open textarea (React keeps its text content); the
    // save is done when the editor has closed.
    await intro.getByLabel('자기소개').waitFor({ state: 'detached' });
    await intro.getByText(INTRO).waitFor();

    const skills = section(newcomer, '기술·도구');
    await skills.getByRole('button', { name: '편집' }).click();
    const search = skills.getByLabel('기술·도구 검색');
    await search.fill('ㄹㅇㅌ');
    await search.press('Enter');
    await skills.getByRole('button', { name: 'React 빼기' }).waitFor();
    await skills.getByRole('button', { name: '저장' }).click();
    await skills.getByRole('listitem').filter({ hasText: 'React' }).waitFor();

    const careers = section(newcomer, '경력');
    await careers.getByRole('button', { name: '추가' }).click();
    const form = careers.getByRole('form', { name: '경력 추가' });
    await form.getByLabel('회사').fill('사이드퀘스트');
    await form.getByLabel('직책·역할').fill('프론트엔드 개발자');
    await form.getByLabel('시작한 달').fill('2022-03');
    await form.getByLabel('한 일').fill('메이커 프로필과 검색 화면을 만들었어요.');
    await form.getByRole('button', { name: '저장' }).click();
    await newcomer.getByText('경력을 저장했어요.').waitFor();
    await careers.getByText('재직 중').waitFor();
    expect(await seriousViolations(newcomer)).toEqual([]);
    await shot(newcomer, 'resume-filled');
  });

  it('finds the resume saved after a reload', async () => {
    await newcomer.reload();
    await section(newcomer, '소개').getByText(INTRO).waitFor({ timeout: 15_000 });
    const skills = section(newcomer, '기술·도구');
    expect(await skills.getByRole('listitem').allTextContents()).toEqual(['React']);
    const careers = section(newcomer, '경력');
    expect(await careers.getByRole('listitem').count()).toBe(1);
    const career = await careers.getByRole('listitem').textContent();
    expect(career).toContain('사이드퀘스트');
    expect(career).toContain('프론트엔드 개발자');
    expect(career).toContain('2022.03');
    expect(career).toContain('재직 중');
  });
});

describe('another member finds the newcomer on /people and follows them', () => {
  it('registers through /join and finishes the steps', async () => {
    await join.registerByEmail(finder, FINDER);
    await join.answerSteps(finder, {
      memberType: '학생',
      jobGroup: '디자인',
      job: 'UI/UX 디자인',
      meetingMode: '온라인',
      availableDays: '평일',
      availableTime: '오후',
      skillLevel: '초급',
      experience: '1~3년',
      interests: ['AI'],
    });
    await join.finishSignUp(finder, FINDER.nickname);
  });

  const directory = () => finder.getByRole('region', { name: '메이커 둘러보기' });
  const cards = () => directory().getByRole('article');
  const countLine = () => directory().getByText(/^메이커 \d+명$/);
  const keyword = () => finder.getByRole('searchbox', { name: '메이커 검색' });
  /** Resolves once the directory has answered for these filters (the list then re-renders). */
  const directoryAnswer = (check: (q: URLSearchParams) => boolean) =>
    finder.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/profile/load_profiles' && check(url.searchParams);
    });
  const shownNames = async () => {
    await countLine().waitFor();
    return cards().getByRole('heading').allTextContents();
  };

  it('narrows the directory with 직군 and the word 판교 from the introduction', async () => {
    await finder.goto('/people');
    await cards().first().waitFor({ timeout: 15_000 });
    const byGroup = directoryAnswer((q) => q.get('job_group') === '04');
    await finder.getByLabel('직군', { exact: true }).selectOption({ label: '프론트엔드' });
    await byGroup;
    const byWord = directoryAnswer((q) => q.get('job_group') === '04' && q.get('keyword') === '판교');
    await keyword().fill('판교');
    await keyword().press('Enter');
    await byWord;
    expect(await shownNames()).toEqual([expect.stringContaining(NEWCOMER)]);
    expect(await countLine().textContent()).toBe('메이커 1명');
    const card = await cards().textContent();
    expect(card).toContain(NEWCOMER);
    expect(card).toContain(INTRO);
    expect(await seriousViolations(finder)).toEqual([]);
    await shot(finder, 'directory-keyword');
  });

  it('finds them again by the 초성 of the nickname', async () => {
    const byChoseong = directoryAnswer((q) => q.get('keyword') === NEWCOMER_CHOSEONG);
    await keyword().fill(NEWCOMER_CHOSEONG);
    await finder.getByRole('button', { name: '검색', exact: true }).click();
    await byChoseong;
    expect(await shownNames()).toEqual([expect.stringContaining(NEWCOMER)]);
  });

  it('opens their profile from the card menu', async () => {
    await cards()
      .getByRole('button', { name: `${NEWCOMER}님에게 할 수 있는 일` })
      .click();
    await finder.getByRole('menuitem', { name: '프로필 상세' }).click();
    await finder.waitForURL(`**/people/${encodeURIComponent(NEWCOMER)}`);
    await finder.getByRole('heading', { level: 1, name: NEWCOMER }).waitFor();
    await section(finder, '소개').getByText(INTRO).waitFor();
    expect(await seriousViolations(finder)).toEqual([]);
  });

  it('follows them: the button turns to 팔로잉 and the follower count goes up', async () => {
    const followers = finder.getByRole('button', { name: /^팔로워/ });
    expect(await followers.textContent()).toBe('팔로워 0');
    const follow = finder.getByRole('button', { name: `${NEWCOMER}님 팔로우하기` });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();

    const following = finder.getByRole('button', { name: `${NEWCOMER}님 팔로우 취소하기` });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    // The pointer still rests on the button: it says 팔로잉, and offers 팔로우 취소 only on a new hover.
    await expect.poll(() => following.textContent()).toBe('팔로잉');
    await expect.poll(() => followers.textContent()).toBe('팔로워 1');
    // The button stays disabled until the server has answered, and a disabled button gets no hover.
    await expect.poll(() => following.isEnabled()).toBe(true);
    await finder.mouse.move(0, 0);
    await following.hover();
    await expect.poll(() => following.textContent()).toBe('팔로우 취소');
    await finder.mouse.move(0, 0);
    await shot(finder, 'followed');

    await finder.reload();
    await following.waitFor({ timeout: 15_000 });
    expect(await followers.textContent()).toBe('팔로워 1');
  });

  it('the newcomer’s bell shows the unread follow notification, live and after a reload', async () => {
    // The newcomer's tab has stayed open on their profile since they saved the resume: the news
    // arrives over the live connection, as a toast and on the bell.
    const news = `${FINDER.nickname}님이 회원님을 팔로우했어요`;
    await newcomer.getByRole('status').filter({ hasText: news }).waitFor({ timeout: 15_000 });
    const bell = newcomer.getByRole('button', { name: '알림, 읽지 않은 알림 1개' });
    await bell.waitFor();
    expect(await newcomer.getByTestId('notification-badge').textContent()).toBe('1');

    await newcomer.reload();
    await bell.waitFor({ timeout: 15_000 });
    expect(await newcomer.getByRole('button', { name: /^팔로워/ }).textContent()).toBe('팔로워 1');
    await bell.click();
    const panel = newcomer.getByRole('dialog', { name: '알림' });
    await panel.getByText(news).waitFor();
    await shot(newcomer, 'notification');
  });
});
