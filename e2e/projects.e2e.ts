import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser.js';
import * as join from './support/join-steps.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
async function shot(p: Page, name: string) {
  await p.evaluate(() => window.scrollTo(0, 0));
  await p.screenshot({ path: path.join(ARTIFACTS, `projects-${name}.png`), fullPage: true });
}

let server: RunningServer;
let browser: Browser;
let leader: Page;
let member: Page;
let third: Page;
/** `/project/{no}/{slug}`, once the post is published. */
let projectPath = '';

// Every run starts from an empty database, so fixed names cannot collide.
const LEADER = { email: 'leader@sidequest.kr', password: 'sidequest2026!', nickname: '모임리더' };
const MEMBER = { email: 'member@sidequest.kr', password: 'sidequest2026!', nickname: '첫팀원' };
const THIRD = { email: 'third@sidequest.kr', password: 'sidequest2026!', nickname: '둘째팀원' };
const TITLE = '판교 퇴근길 알고리즘 스터디';
const SECTIONS = [
  '주 2회 퇴근 뒤 판교역 근처에서 만나 코딩 테스트 문제를 함께 풀고 풀이를 나누는 스터디예요.',
  '문제 목록과 진행 규칙을 정리한 노션 페이지가 있고, 첫 모임 장소도 이미 예약해 두었어요.',
  '자료구조 기초를 알고 매주 빠지지 않고 참여할 수 있는 프론트엔드, 백엔드 개발자를 찾아요.',
];
const SLOT_JOBS = ['웹 프론트엔드', '서버·백엔드'];
const MILESTONE = '첫 모의 코딩 테스트';
const TODO = '스터디 문제 목록 정리하기';

async function register(p: Page, account: join.Account) {
  await join.registerByEmail(p, account);
  await join.answerSteps(p, {
    memberType: '직장인',
    jobGroup: '프론트엔드',
    job: '웹 프론트엔드',
    region: '서울',
    meetingMode: '오프라인',
    availableDays: '주말',
    availableTime: '저녁',
    skillLevel: '중급',
    experience: '3~5년',
    interests: ['AI'],
  });
  await join.finishSignUp(p, account.nickname);
}

/** A toast (or any live text) shown after an action. */
const said = (p: Page, text: string | RegExp) => p.getByText(text).first().waitFor();

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // Three people share 127.0.0.1 here; the per-address limit is meant for one person each.
  server = await startServer({ RATE_LIMIT_MAX: '3000' });
  browser = await launchChromium();
  const open = async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  };
  [leader, member, third] = await Promise.all([open(), open(), open()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The member applies to the slot whose job is `job`, answering every question. */
async function apply(p: Page, job: string) {
  await p.goto(projectPath);
  await p.getByRole('button', { name: '지원하기', exact: true }).click();
  const dialog = p.getByRole('dialog');
  await dialog.getByLabel('지원할 자리').selectOption({ label: `${job} (0/1)` });
  const answers = dialog.getByLabel(/^질문 \d+ 답변/);
  await answers.first().waitFor();
  expect(await answers.count()).toBe(1);
  for (const answer of await answers.all())
    await answer.fill('매주 두 번 참여할 수 있고, 알고리즘 공부를 꾸준히 하고 싶어요.');
  await dialog.getByRole('button', { name: '지원서 보내기' }).click();
  await said(p, '지원서를 보냈어요. 리더가 확인하면 알려 드릴게요.');
  await p.getByText('지원 대기 중').waitFor();
}

/** The leader confirms `nickname` from the applicant card in 팀원. */
async function confirm(nickname: string) {
  await leader.goto(projectPath);
  await leader.getByRole('tab', { name: '팀원' }).click();
  const card = leader.getByTestId('applicant-card').filter({ hasText: nickname });
  await card.getByRole('button', { name: '확정', exact: true }).click();
  await leader.getByRole('dialog').getByRole('button', { name: '확정', exact: true }).click();
  await said(leader, `${nickname}님을 팀원으로 확정했어요.`);
}

describe('a leader gathers a study and runs it with the people who join', () => {
  it('registers the leader and the two members', async () => {
    await Promise.all([register(leader, LEADER), register(member, MEMBER), register(third, THIRD)]);
  });

  it('posts a study with two slots from the template', async () => {
    await leader.goto('/project/new');
    // The radio sits under its chip label, so the label is what a person clicks.
    await join.choose(leader, 'type', '스터디·네트워킹');
    await leader.getByRole('textbox', { name: /^제목/ }).fill(TITLE);
    await leader.getByLabel('관심 분야').selectOption({ index: 1 });
    await leader.getByLabel('지역', { exact: true }).selectOption({ label: '서울' });
    await leader.getByLabel('1번째 자리 직무').selectOption({ label: SLOT_JOBS[0]! });
    await leader.getByRole('button', { name: '자리 추가' }).click();
    await leader.getByLabel('2번째 자리 직무').selectOption({ label: SLOT_JOBS[1]! });

    const editor = leader.getByRole('textbox', { name: '프로젝트 소개' });
    const placeholders = [
      '만들고 싶은 서비스와 해결하려는 문제를 두세 문장으로 소개해 주세요.',
      '아이디어 단계인지, 기획서나 디자인이 있는지, 개발이 얼마나 진행됐는지 알려 주세요.',
      '함께할 팀원에게 기대하는 역할과 경험, 일하는 방식을 적어 주세요.',
    ];
    for (const [i, placeholder] of placeholders.entries()) {
      // The instruction is a hint drawn over the empty paragraph (not text): click it and type.
      await editor.locator(`p[data-hint="${placeholder}"]`).click();
      await leader.keyboard.type(SECTIONS[i]!);
      await editor.locator('p', { hasText: SECTIONS[i]! }).waitFor();
    }
    // The leader writes the one question applicants answer; nothing else is asked.
    await leader.getByRole('button', { name: /^질문 추가/ }).click();
    await leader.getByRole('textbox', { name: '1번째 질문' }).fill('알고리즘 문제를 얼마나 풀어 보셨나요?');
    await shot(leader, 'post-form');

    await leader.getByRole('button', { name: '게시하기' }).click();
    await leader.waitForURL(/\/project\/\d+\/[^/?]+$/, { timeout: 15_000 });
    await leader.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    projectPath = new URL(leader.url()).pathname;
    // Neither the instructions nor the untouched optional sections are published.
    const page = (await leader.locator('main').textContent()) ?? '';
    for (const placeholder of placeholders) expect(page).not.toContain(placeholder);
    expect(page).not.toContain('4. 진행 방식');
  });

  it('lets a second person find it by keyword and region, and apply', async () => {
    await member.goto('/project');
    const list = member.getByRole('region', { name: '모든 모임' });
    await list.getByLabel('모임 검색').fill('판교');
    await list.getByRole('button', { name: '검색', exact: true }).click();
    await member.waitForURL(/keyword=/);
    await list.getByLabel('지역', { exact: true }).selectOption({ label: '서울' });
    await member.waitForURL(/location=/);
    const card = list.getByTestId('project-card').filter({ hasText: TITLE });
    await card.getByText(`[모집중] ${SLOT_JOBS[0]} 0/1`).waitFor();
    await shot(member, 'find');
    await card.getByRole('link', { name: TITLE }).click();
    await member.waitForURL((u) => u.pathname === projectPath);
    await apply(member, SLOT_JOBS[0]!);
  });

  it('lets the leader confirm the applicant, and the slot fills', async () => {
    await confirm(MEMBER.nickname);
    await leader
      .getByTestId('slot-status')
      .filter({ hasText: `[모집완료] ${SLOT_JOBS[0]} 1/1` })
      .waitFor();
    await leader.getByTestId('member-row').filter({ hasText: MEMBER.nickname }).waitFor();
  });

  it('closes the gathering once the second slot is confirmed too', async () => {
    await apply(third, SLOT_JOBS[1]!);
    await confirm(THIRD.nickname);
    await leader
      .getByTestId('slot-status')
      .filter({ hasText: `[모집완료] ${SLOT_JOBS[1]} 1/1` })
      .waitFor();
    await shot(leader, 'members');

    await member.goto('/project?keyword=%ED%8C%90%EA%B5%90');
    const card = member
      .getByRole('region', { name: '모든 모임' })
      .getByTestId('project-card')
      .filter({ hasText: TITLE });
    await card.getByText('[모집완료]', { exact: true }).waitFor();
    expect(await card.getByText('[모집중]').count()).toBe(0);
  });

  it('lets the leader add a milestone and a to-do', async () => {
    await leader.getByRole('tab', { name: '마일스톤' }).click();
    await leader.getByRole('button', { name: '마일스톤 추가' }).first().click();
    const dialog = leader.getByRole('dialog');
    await dialog.getByLabel('제목').fill(MILESTONE);
    await dialog.getByRole('button', { name: '저장' }).click();
    await said(leader, '마일스톤을 저장했어요.');
    await leader.getByTestId('milestone-list').getByText(MILESTONE).waitFor();

    await leader.getByRole('tab', { name: '할 일' }).click();
    const quick = leader.getByRole('textbox', { name: '할 일 빠르게 추가' });
    await quick.fill(TODO);
    await quick.press('Enter');
    await leader.getByRole('button', { name: `${TODO} 열기` }).waitFor();
    await shot(leader, 'todos');
  });

  it('shows the milestone and the to-do to the member', async () => {
    await member.goto(projectPath);
    await member.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await member.getByRole('tab', { name: '마일스톤' }).click();
    await member.getByTestId('milestone-list').getByText(MILESTONE).waitFor();
    await member.getByRole('tab', { name: '할 일' }).click();
    await member.getByRole('button', { name: `${TODO} 열기` }).waitFor();
    await shot(member, 'member-todos');
  });

  it('opens the team chat from the project page for a member', async () => {
    await member.goto(projectPath);
    await member.getByRole('button', { name: '팀 채팅' }).click();
    await member.getByTestId('chat-panel').waitFor();
  });

  it('takes a short link to the slugged page, with the apply bar sticky on a phone', async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'ko-KR',
      viewport: { width: 390, height: 800 },
    });
    const phone = await context.newPage();
    const projectNo = projectPath.split('/')[2]!;
    // The server already names the page and points its canonical at the slugged address.
    const html = await (await fetch(`${server.url}/project/${projectNo}`)).text();
    expect(html).toContain(`<title>${TITLE} | 사이드퀘스트</title>`);
    expect(html).not.toContain('noindex');

    await phone.goto(`/project/${projectNo}`);
    await phone.waitForURL((u) => u.pathname === projectPath);
    const bar = phone.getByTestId('apply-bar');
    // Both slots are taken by now, so the bar says so instead of offering 지원하기.
    await bar.getByRole('button', { name: /모든 자리가 찼어요|모집이 끝났어요/ }).waitFor();
    // Halfway down the page the bar still sits at the screen's foot, above the tab bar.
    await phone.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    const box = (await bar.boundingBox())!;
    const tabBar = await phone.locator('nav[aria-label="하단 메뉴"]').boundingBox();
    expect(box.y + box.height).toBeLessThanOrEqual((tabBar?.y ?? 800) + 1);
    expect(box.y + box.height).toBeGreaterThan(600);
    await phone.screenshot({ path: path.join(ARTIFACTS, 'projects-phone-apply.png') });
    await context.close();
  });
});
