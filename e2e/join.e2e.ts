import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PROJECT_POST_SECTIONS } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import * as join from './support/join-steps.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** Another member who finished signing up, so the tutorial has someone real to offer. */
const MATE = `팀메이트${Date.now() % 10000}`;
const MATE_PROJECT = '손글씨 폰트 만들기 도구';

async function api(pathname: string, body: unknown, cookie?: string) {
  const res = await fetch(`${server.url}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res;
}

async function seedTeammate() {
  const reg = await api('/api/auth/register', {
    email: `mate${Date.now()}@sidequest.kr`,
    password: 'sidequest2026!',
    nickname: MATE,
    agree_age: true,
    agree_terms: true,
    agree_privacy: true,
  });
  const cookie = (reg.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  await api('/api/profile/join?step=2&user_temp=0', { member_type: '01' }, cookie);
  await api('/api/profile/join?step=3&user_temp=0', { main_job: '03', main_job_d: '0301' }, cookie);
  await api(
    '/api/profile/join?step=4&user_temp=0',
    {
      nickname: MATE,
      region: 'KR00',
      meeting_mode: '01',
      available_days: '02',
      available_time: '03',
      skill_level: '03',
      experience_years: '02',
      interests: ['21', '12'],
      skills: ['figma'],
      status_line: '01',
    },
    cookie,
  );
  await api('/api/profile/join?step=5&user_temp=0', {}, cookie);
  // The teammate recruits, so the tutorial has a real project to offer too.
  const [s1, s2, s3] = PROJECT_POST_SECTIONS;
  await api(
    '/api/upload/project',
    {
      type: '01',
      title: MATE_PROJECT,
      domain: '21',
      meeting_mode: '01',
      region: 'KR00',
      slots: [{ recruiting: '0101', type: 1 }],
      introduction: [
        `<h2>${s1!.heading}</h2><p>손글씨 폰트를 만드는 작은 웹 도구를 함께 만들어요. 디자이너가 이끌어요.</p>`,
        `<h2>${s2!.heading}</h2><p>글자 디자인 초안 200자가 있고, 화면 시안을 정리하고 있어요.</p>`,
        `<h2>${s3!.heading}</h2><p>리액트로 화면을 만들어 본 프론트엔드 개발자를 찾아요. 주 1회 만나요.</p>`,
      ].join(''),
    },
    cookie,
  );
}

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  await seedTeammate();
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: server.url, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const progress = () => join.progress(page);
const field = (name: string) => join.field(page, name);
const choose = (name: string, label: string) => join.choose(page, name, label);

describe('a newcomer walks through the stepped sign-up', () => {
  const nickname = `단계${Date.now() % 100000}`;
  const email = `steps${Date.now()}@sidequest.kr`;

  it('asks for the required agreements, with each text one click away, without losing the form', async () => {
    await page.goto('/join');
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호').fill('sidequest2026!');
    await page.getByLabel('닉네임').fill(nickname);
    await page.getByRole('button', { name: '회원가입' }).click();
    await page.getByText('만 14세 이상만 가입할 수 있어요. 만 14세 이상이라면 체크해 주세요.').waitFor();
    expect(page.url()).toContain('/join');

    await page.getByRole('button', { name: '서비스 이용약관 동의 내용 보기' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('consent-doc').waitFor();
    expect(await dialog.textContent()).toContain('제1조');
    await page.screenshot({ path: path.join(ARTIFACTS, 'join-consent-dialog.png') });
    await dialog.getByRole('button', { name: '동의하고 닫기' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: '(필수) 서비스 이용약관 동의' }).isChecked()).toBe(true);
    expect(await page.getByLabel('닉네임').inputValue()).toBe(nickname);
  });

  it('registers (step 1) and lands on step 2 of 5', async () => {
    await join.agreeRequired(page);
    await page.screenshot({ path: path.join(ARTIFACTS, 'join-consent.png'), fullPage: true });
    await page.getByRole('button', { name: '회원가입' }).click();
    await join.expectStep(page, 2);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(await page.getByTestId('header-nickname').textContent()).toBe(nickname);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses to go on without a member type, then takes one', async () => {
    await page.getByRole('button', { name: '다음', exact: true }).click();
    await page.getByText('회원 유형을 골라 주세요.').waitFor();
    await join.answerMemberType(page, '직장인');
  });

  it('picks a main job group, then a job of that group', async () => {
    await choose('main_job', '프론트엔드');
    await choose('main_job_d', '웹 프론트엔드');
    await page.screenshot({ path: path.join(ARTIFACTS, 'join-step3.png'), fullPage: true });
    await join.next(page, 4);
  });

  it('goes back to step 3 with the saved answer and forward again', async () => {
    await page.getByRole('button', { name: '이전', exact: true }).click();
    await page.waitForURL('**/join?step=3');
    expect(
      await field('main_job_d').getByRole('radio', { name: '웹 프론트엔드', exact: true }).isChecked(),
    ).toBe(true);
    await join.next(page, 4);
  });

  it('fixes the region to 상관없음 when the member meets online only', async () => {
    const region = page.getByRole('combobox', { name: /활동 지역/ });
    await region.selectOption('KR01');
    await choose('meeting_mode', '온라인');
    await page.getByTestId('region-locked').waitFor();
    expect(await region.isDisabled()).toBe(true);
    expect(await region.inputValue()).toBe('KR00');
    expect(await page.getByTestId('region-locked').textContent()).toContain('상관없음');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keeps a half-filled step as a draft: a reload comes back to the same step with the answers', async () => {
    await choose('available_days', '주말');
    await choose('interests', 'AI');
    const search = page.getByLabel('기술·도구 검색');
    await search.fill('ㄹㅇㅌ');
    // Enter adds the best match (React, found by its 초성 ㄹㅇㅌ) and does not submit the step.
    await search.press('Enter');
    await page.getByRole('button', { name: 'React 빼기' }).waitFor();
    await page.getByLabel('자기소개').fill('주말마다 AI 사이드 프로젝트를 만들어요.');
    await expect
      .poll(() => page.getByTestId('draft-status').textContent(), { timeout: 10_000 })
      .toBe('임시 저장됨');
    expect(page.url()).toContain('step=4');

    await page.reload();
    await expect.poll(progress, { timeout: 15_000 }).toBe('단계 4/5');
    expect(await field('meeting_mode').getByRole('radio', { name: '온라인', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await field('available_days').getByRole('radio', { name: '주말', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await field('interests').getByRole('checkbox', { name: 'AI', exact: true }).isChecked()).toBe(
      true,
    );
    expect(await page.getByRole('combobox', { name: /활동 지역/ }).inputValue()).toBe('KR00');
    expect(await page.getByLabel('자기소개').inputValue()).toBe('주말마다 AI 사이드 프로젝트를 만들어요.');
    await page.getByRole('button', { name: 'React 빼기' }).waitFor();
  });

  it('leaving with 나중에 하기 offers to continue from the home page', async () => {
    await page.getByRole('button', { name: '나중에 하기' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const banner = page.getByTestId('join-resume-banner');
    await banner.waitFor({ timeout: 15_000 });
    expect(await banner.textContent()).toContain('5단계 중 4단계');
    await banner.getByRole('link', { name: '이어서 하기' }).click();
    await join.expectStep(page, 4);
    expect(await field('available_days').getByRole('radio', { name: '주말', exact: true }).isChecked()).toBe(
      true,
    );
  });

  it('cannot skip ahead by editing the address', async () => {
    await page.goto('/join?step=5');
    await join.expectStep(page, 4);
  });

  it('completes the basics and reaches the tutorial', async () => {
    await choose('available_time', '저녁');
    await choose('skill_level', '중급');
    await choose('experience_years', '3~5년');
    await page.screenshot({ path: path.join(ARTIFACTS, 'join-step4.png'), fullPage: true });
    await join.next(page, 5);
  });

  it('picks a teammate and a recruiting project in the tutorial; products are honestly empty while no booth is open', async () => {
    const card = page.getByTestId('tutorial-person').filter({ hasText: MATE });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    // A project alone is picked first: its save shows as saved too, not only a teammate's.
    const project = page.getByTestId('tutorial-project').filter({ hasText: MATE_PROJECT });
    await project.click();
    expect(await project.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('project-pick-count').textContent()).toBe('1개 선택');
    await expect
      .poll(() => page.getByTestId('draft-status').textContent(), { timeout: 10_000 })
      .toBe('임시 저장됨');
    await card.click();
    expect(await card.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('pick-count').textContent()).toBe('1명 선택');
    expect(await page.getByText('프로젝트가 없어요').count()).toBe(0);
    await page.getByText('아직 문을 연 부스가 없어요').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, 'join-tutorial.png'), fullPage: true });
  });

  it('finishes and lands on home with the nickname in the header, never to see the steps again', async () => {
    await join.finishSignUp(page, nickname);
    await page.getByText(`${nickname}님, 가입을 마쳤어요!`).waitFor();
    expect(await page.getByTestId('join-resume-banner').count()).toBe(0);

    await page.goto('/join?step=2');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    await page.reload();
    await page.getByTestId('header-nickname').waitFor();
    expect(await page.getByTestId('join-resume-banner').count()).toBe(0);
  });
});
