import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_POST_SECTIONS } from '@sidequest/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y.js';
import { launchChromium } from './support/browser.js';
import { finishSignUp, type Member, personPage, post, register } from './support/members.js';
import { ROOT, type RunningServer, startServer } from './support/server.js';

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
async function shot(p: Page, name: string) {
  // The sheet slides in; the picture is of where it stops.
  await p.waitForTimeout(400);
  await p.screenshot({ path: path.join(ARTIFACTS, `quests-${name}.png`) });
}

let server: RunningServer;
let browser: Browser;
let doer: Member;
let maker: Member;
let page: Page;

interface Quest {
  CODE: string;
  TITLE: string;
  PROGRESS: number;
  TARGET: number;
  DONE: boolean;
}

async function today(m: Member): Promise<{ QUESTS: Quest[] }> {
  const res = await fetch(`${server.url}/api/profile/quest_info`, { headers: { cookie: m.cookie } });
  return (await res.json()) as { QUESTS: Quest[] };
}

let posts = 0;
async function loungePost(m: Member, tag = '04'): Promise<number> {
  posts += 1;
  const body = `<p>이번 주 사이드 프로젝트 진행 상황을 나눠요. ${posts}번째 이야기예요. 작게라도 매주 배포하고 있어요.</p>`;
  const { json } = await post(
    server.url,
    '/api/mgmt_lounge/new_upload',
    { post_type: '01', tag, body },
    m.cookie,
  );
  return json.post_no as number;
}

let projectsMade = 0;
async function project(m: Member): Promise<number> {
  projectsMade += 1;
  const [s1, s2, s3, s4, s5, s6] = PROJECT_POST_SECTIONS;
  const introduction = [
    `<h2>${s1!.heading}</h2><p>동네 가게의 재고를 한눈에 보는 웹 서비스를 만들어요. ${projectsMade}번째 실험이에요.</p>`,
    `<h2>${s2!.heading}</h2><p>기획서와 와이어프레임이 있고, 로그인과 상품 목록 화면을 개발하고 있어요.</p>`,
    `<h2>${s3!.heading}</h2><p>리액트로 화면을 만들어 본 프론트엔드 개발자와 API를 설계할 백엔드 개발자를 찾아요.</p>`,
    `<h2>${s4!.heading}</h2><p>주 1회 온라인 회의를 하고, 노션과 깃허브로 일정을 관리해요.</p>`,
    `<h2>${s5!.heading}</h2><ul><li><p>이 프로젝트에 관심을 가진 이유는 무엇인가요?</p></li></ul>`,
    `<h2>${s6!.heading}</h2><p>사이드퀘스트의 지원하기 버튼으로 지원해 주세요.</p>`,
  ].join('');
  const { json } = await post(
    server.url,
    '/api/upload/project',
    {
      type: '01',
      title: `주말 재고 앱 팀원 모집 ${projectsMade}`,
      domain: '01',
      meeting_mode: '01',
      region: 'KR00',
      tech: ['typescript', 'react'],
      slots: [{ recruiting: '0101', type: 1 }],
      introduction,
    },
    m.cookie,
  );
  return json.project_no as number;
}

/** Does one quest of today's set through the calls the app's pages make. */
async function doQuest(code: string) {
  const as = doer.cookie;
  switch (code) {
    case 'Q1':
      return;
    case 'Q2': {
      const { json } = await post(
        server.url,
        '/api/mgmt_quest/post',
        {
          category: '21',
          title: '이번 주 개발 로그',
          subtitle: '결제 화면을 붙인 한 주',
          body: '<p>결제 화면을 붙이고 테스트를 썼어요. 다음 주에는 알림을 붙일 거예요.</p>'.repeat(3),
          tags: ['로그'],
        },
        maker.cookie,
      );
      const quest_no = json.quest_no as number;
      const start = await post(server.url, '/api/mgmt_quest/read_start', { quest_no }, as);
      await new Promise((r) => setTimeout(r, 5_500));
      await post(
        server.url,
        '/api/mgmt_quest/read_progress',
        { quest_no, token: start.json.token, ratio: 0.6 },
        as,
      );
      return;
    }
    case 'Q3':
      await post(
        server.url,
        '/api/mgmt_lounge/reply_new',
        { post_no: await loungePost(maker), body: '응원해요!' },
        as,
      );
      return;
    case 'Q4':
      for (let i = 0; i < 3; i += 1) {
        await post(
          server.url,
          '/api/mgmt_lounge/react',
          { post_no: await loungePost(maker), emote: '01' },
          as,
        );
      }
      return;
    case 'Q5':
      await post(
        server.url,
        '/api/find_project/question_new',
        { project_no: await project(maker), body: '멋진 프로젝트예요. 응원해요!' },
        as,
      );
      return;
    case 'Q6':
      for (let i = 0; i < 3; i += 1) {
        await post(server.url, '/api/find_project/views', { project_no: await project(maker) }, as);
      }
      return;
    case 'Q7':
      await loungePost(doer, '21');
      return;
    case 'Q8':
      await post(server.url, '/api/profile/follow', { user_no: maker.no, follow: true }, as);
      return;
    default:
      throw new Error(`no way to do ${code}`);
  }
}

beforeAll(async () => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  server = await startServer();
  browser = await launchChromium();
  doer = await register(server.url, {
    email: 'quester@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '퀘스터',
  });
  maker = await register(server.url, {
    email: 'maker@sidequest.kr',
    password: 'sidequest2026!',
    nickname: '메이커',
  });
  await finishSignUp(
    server.url,
    maker,
    '주말마다 사이드 프로젝트를 하는 백엔드 개발자예요. 함께 만들 분을 찾아요.',
  );
  page = await personPage(browser, server.url, doer.cookie, { width: 390, height: 844 });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const widget = () => page.getByTestId('quest-widget');

describe('a member finishes the day’s three quests and claims them', () => {
  it('shows attendance done in the header ring on a phone, the header still fitting', async () => {
    await expect.poll(() => widget().getAttribute('aria-label'), { timeout: 15_000 }).toContain('1/3');
    // Every header control is inside the 390 px screen (the account button is the last one).
    const account = await page.locator('header button').last().boundingBox();
    expect(account!.x + account!.width).toBeLessThanOrEqual(390);
    await shot(page, 'header-phone');
    await widget().click();
    const sheet = page.getByTestId('quest-sheet');
    await sheet.getByTestId('quest-countdown').waitFor();
    await sheet.getByTestId('weekly-challenge').waitFor();
    await shot(page, 'sheet-started');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('counts the other two from what the member does, and the ring fills', async () => {
    const { QUESTS } = await today(doer);
    for (const q of QUESTS) await doQuest(q.CODE);
    const after = await today(doer);
    expect(after.QUESTS.map((q) => [q.CODE, q.DONE])).toEqual(QUESTS.map((q) => [q.CODE, true]));
    await page.reload();
    await expect.poll(() => widget().getAttribute('aria-label'), { timeout: 15_000 }).toContain('3/3');
    await page.getByTestId('quest-claimable').waitFor();
  });

  it('claims all three with 받기 and gets the bonus', async () => {
    await widget().click();
    const sheet = page.getByTestId('quest-sheet');
    const { QUESTS } = await today(doer);
    for (const q of QUESTS) {
      await sheet.getByTestId(`quest-claim-${q.CODE}`).click();
      await expect.poll(() => sheet.getByTestId(`quest-${q.CODE}`).textContent()).toContain('받음');
    }
    await sheet.getByText('오늘의 보너스 +100 경험치를 받았어요').waitFor();
    await shot(page, 'sheet-claimed');
    expect(await page.getByTestId('quest-claimable').count()).toBe(0);
  });

  it('sits in the desktop header with its words, the sheet on the right', async () => {
    const wide = await personPage(browser, server.url, doer.cookie, { width: 1440, height: 900 });
    const w = wide.getByTestId('quest-widget');
    await expect.poll(() => w.textContent(), { timeout: 15_000 }).toContain('오늘의 퀘스트3/3');
    await w.click();
    await wide.getByTestId('weekly-report').waitFor();
    await shot(wide, 'desktop');
    await wide.context().close();
  });

  it('shows the quest rewards in the exp history', async () => {
    const res = await fetch(`${server.url}/api/profile/exp_info?size=10`, {
      headers: { cookie: doer.cookie },
    });
    const text = await res.text();
    expect(text).toContain('퀘스트 보상');
  });
});
