import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_POST_SECTIONS } from '@sidequest/shared';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Account, finishSignUp, type Member, post, register } from './members.js';
import { ROOT } from './server.js';

/**
 * Steps the points journeys share (points.e2e.ts walks them all in one member's day; gifts.e2e.ts
 * borrows the API gift), kept here so each path is written once and run once.
 */

const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

/**
 * A screenshot saver for one journey. `fullPage` pictures start from the top so the sticky header
 * stays where people see it; sheets are pictured where they stop sliding.
 */
export function shooter(prefix: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return async (p: Page, name: string, opts: { fullPage?: boolean } = { fullPage: true }) => {
    if (opts.fullPage) await p.evaluate(() => window.scrollTo(0, 0));
    else await p.waitForTimeout(400);
    await p.screenshot({ path: path.join(ARTIFACTS, `${prefix}-${name}.png`), fullPage: opts.fullPage });
  };
}

/**
 * Elements of the page's own content past the right edge of the screen (the shared header is
 * measured by its own check). Empty when the page fits a phone. What sits in a row that scrolls or
 * clips sideways on purpose (My page's tab row) is inside its box, not past the screen.
 */
export function overflowingMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const contained = (el: Element) => {
      for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll('main *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !contained(el))
      .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`);
  });
}

/** Registers a member; with an introduction also finishes sign-up, so they have a public profile. */
export async function member(base: string, account: Account, introduction?: string): Promise<Member> {
  const m = await register(base, account);
  if (introduction) await finishSignUp(base, m, introduction);
  return m;
}

/** The number in a "… 10개 …" or "… 8P …" text. */
export function countIn(text: string | null): number {
  const m = /([\d,]+)\s*(?:개|P)/.exec(text ?? '');
  if (!m) throw new Error(`no count in ${JSON.stringify(text)}`);
  return Number(m[1]!.replace(/,/g, ''));
}

/**
 * From the cafeteria: picks a top-up choice, agrees in the checkout sheet, and pays on the
 * stand-in's test card page; returns on the return page once it says what was credited.
 */
export async function payWithTestCard(page: Page, won: string, points: number): Promise<void> {
  await page.getByRole('button', { name: `${won} 고르기` }).click();
  const sheet = page.getByRole('dialog');
  await expect.poll(() => sheet.textContent()).toContain(`커피 포인트 ${points}개`);
  const pay = sheet.getByTestId('checkout-pay');
  // Paying needs the agreement first.
  expect(await pay.isDisabled()).toBe(true);
  await sheet.getByRole('checkbox').check();
  await pay.click();
  await page.waitForURL('**/payment/test-card?paymentId=*');
  await page.getByText('테스트 결제 — 실제로 돈이 나가지 않아요').waitFor();
  expect(await page.getByTestId('test-card-amount').textContent()).toBe(won);
  await page.getByTestId('test-card-approve').click();
  await page.waitForURL('**/payment/complete?paymentId=*');
  await page.getByTestId('complete-credited').waitFor({ timeout: 15_000 });
}

/** Opens the gift dialog from a member's profile. */
export async function openGiftDialog(page: Page, nickname: string): Promise<Locator> {
  await page.goto(`/people/${encodeURIComponent(nickname)}`);
  await page.getByTestId('profile-gift').click();
  return page.getByRole('dialog');
}

/** A gift through the API, for journeys about what happens after one. */
export async function giftByApi(base: string, from: Member, to: Member, points: number, message: string) {
  const { json } = await post(
    base,
    '/api/payment/gift',
    { to: to.nickname, points, message, requestId: crypto.randomUUID() },
    from.cookie,
  );
  return json as unknown as { BALANCE: number };
}

export interface Quest {
  CODE: string;
  TITLE: string;
  PROGRESS: number;
  TARGET: number;
  DONE: boolean;
}

/** Today's (Seoul) three quests for a member, with progress. */
export async function questsToday(base: string, m: Member): Promise<Quest[]> {
  const res = await fetch(`${base}/api/profile/quest_info`, { headers: { cookie: m.cookie } });
  return ((await res.json()) as { QUESTS: Quest[] }).QUESTS;
}

/**
 * Does one daily quest (Q1–Q8) as `doer` through the calls the app's pages make; `maker` writes
 * what there is to read, cheer, react to, view and follow.
 */
export function questDriver(base: string, doer: Member, maker: Member) {
  let posts = 0;
  let projects = 0;
  const as = doer.cookie;

  async function loungePost(m: Member, tag = '04'): Promise<number> {
    posts += 1;
    const body = `<p>이번 주 사이드 프로젝트 진행 상황을 나눠요. ${posts}번째 이야기예요. 작게라도 매주 배포하고 있어요.</p>`;
    const { json } = await post(
      base,
      '/api/mgmt_lounge/new_upload',
      { post_type: '01', tag, body },
      m.cookie,
    );
    return json.post_no as number;
  }

  async function project(): Promise<number> {
    projects += 1;
    const [s1, s2, s3, s4, s5, s6] = PROJECT_POST_SECTIONS;
    const introduction = [
      `<h2>${s1!.heading}</h2><p>동네 가게의 재고를 한눈에 보는 웹 서비스를 만들어요. ${projects}번째 실험이에요.</p>`,
      `<h2>${s2!.heading}</h2><p>기획서와 와이어프레임이 있고, 로그인과 상품 목록 화면을 개발하고 있어요.</p>`,
      `<h2>${s3!.heading}</h2><p>리액트로 화면을 만들어 본 프론트엔드 개발자와 API를 설계할 백엔드 개발자를 찾아요.</p>`,
      `<h2>${s4!.heading}</h2><p>주 1회 온라인 회의를 하고, 노션과 깃허브로 일정을 관리해요.</p>`,
      `<h2>${s5!.heading}</h2><ul><li><p>이 프로젝트에 관심을 가진 이유는 무엇인가요?</p></li></ul>`,
      `<h2>${s6!.heading}</h2><p>사이드퀘스트의 지원하기 버튼으로 지원해 주세요.</p>`,
    ].join('');
    const { json } = await post(
      base,
      '/api/upload/project',
      {
        type: '01',
        title: `주말 재고 앱 팀원 모집 ${projects}`,
        domain: '01',
        meeting_mode: '01',
        region: 'KR00',
        tech: ['typescript', 'react'],
        slots: [{ recruiting: '0101', type: 1 }],
        introduction,
      },
      maker.cookie,
    );
    return json.project_no as number;
  }

  return async function doQuest(code: string): Promise<void> {
    switch (code) {
      case 'Q1':
        // Attendance: opening any page counts it.
        return;
      case 'Q2': {
        const { json } = await post(
          base,
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
        const start = await post(base, '/api/mgmt_quest/read_start', { quest_no }, as);
        // The server counts a read only after a reader could have read that far.
        await new Promise((r) => setTimeout(r, 5_500));
        await post(
          base,
          '/api/mgmt_quest/read_progress',
          { quest_no, token: start.json.token, ratio: 0.6 },
          as,
        );
        return;
      }
      case 'Q3':
        await post(
          base,
          '/api/mgmt_lounge/reply_new',
          { post_no: await loungePost(maker), body: '응원해요!' },
          as,
        );
        return;
      case 'Q4':
        for (let i = 0; i < 3; i += 1) {
          await post(base, '/api/mgmt_lounge/react', { post_no: await loungePost(maker), emote: '01' }, as);
        }
        return;
      case 'Q5':
        await post(
          base,
          '/api/find_project/question_new',
          { project_no: await project(), body: '멋진 프로젝트예요. 응원해요!' },
          as,
        );
        return;
      case 'Q6':
        for (let i = 0; i < 3; i += 1) {
          await post(base, '/api/find_project/views', { project_no: await project() }, as);
        }
        return;
      case 'Q7':
        await loungePost(doer, '21');
        return;
      case 'Q8':
        await post(base, '/api/profile/follow', { user_no: maker.no, follow: true }, as);
        return;
      default:
        throw new Error(`no way to do ${code}`);
    }
  };
}
