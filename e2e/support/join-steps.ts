import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The stepped sign-up (/join?step=1..5) as a person goes through it, shared by the journeys. The
 * choice chips are found through their `data-field` group and their visible label.
 */

export const progress = (page: Page) => page.getByTestId('join-progress').textContent();
export const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
export const choose = (page: Page, name: string, label: string) =>
  field(page, name).getByText(label, { exact: true }).click();

/** Waits until the wizard shows step `step` (address and the "단계 n/5" line). */
export async function expectStep(page: Page, step: number) {
  await page.waitForURL(`**/join?step=${step}`, { timeout: 15_000 });
  await expect.poll(() => progress(page), { timeout: 15_000 }).toBe(`단계 ${step}/5`);
}

/** 다음, then the next step. */
export async function next(page: Page, step: number) {
  await page.getByRole('button', { name: '다음', exact: true }).click();
  await expectStep(page, step);
}

export interface Account {
  email: string;
  password: string;
  nickname: string;
}

/** Step 1: the e-mail register form on /join; lands on step 2 logged in. */
export async function registerByEmail(page: Page, account: Account) {
  await page.goto('/join');
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByLabel('닉네임').fill(account.nickname);
  await agreeRequired(page);
  await page.getByRole('button', { name: '회원가입' }).click();
  await expectStep(page, 2);
}

/** Ticks the three required sign-up boxes one by one (만 14세, 이용약관, 개인정보), not marketing. */
export async function agreeRequired(page: Page) {
  await page.getByRole('checkbox', { name: '(필수) 만 14세 이상이에요' }).check();
  await page.getByRole('checkbox', { name: '(필수) 서비스 이용약관 동의' }).check();
  await page.getByRole('checkbox', { name: '(필수) 개인정보 수집·이용 동의' }).check();
}

export interface StepAnswers {
  memberType: string;
  jobGroup: string;
  job: string;
  meetingMode: string;
  /** A region's label; left as it is for online-only members (the form fixes it to 상관없음). */
  region?: string;
  availableDays: string;
  availableTime: string;
  skillLevel: string;
  experience: string;
  interests: string[];
}

export async function answerMemberType(page: Page, memberType: string) {
  await choose(page, 'member_type', memberType);
  await next(page, 3);
}

export async function answerJobs(page: Page, group: string, job: string) {
  await choose(page, 'main_job', group);
  await choose(page, 'main_job_d', job);
  await next(page, 4);
}

/** Step 4's required answers, then 다음 to the tutorial. */
export async function answerBasics(page: Page, a: StepAnswers) {
  if (a.region) await page.getByRole('combobox', { name: /활동 지역/ }).selectOption({ label: a.region });
  await choose(page, 'meeting_mode', a.meetingMode);
  await choose(page, 'available_days', a.availableDays);
  await choose(page, 'available_time', a.availableTime);
  await choose(page, 'skill_level', a.skillLevel);
  await choose(page, 'experience_years', a.experience);
  for (const interest of a.interests) await choose(page, 'interests', interest);
  await next(page, 5);
}

/** Steps 2–4 from step 2. */
export async function answerSteps(page: Page, a: StepAnswers) {
  await answerMemberType(page, a.memberType);
  await answerJobs(page, a.jobGroup, a.job);
  await answerBasics(page, a);
}

/** Step 5: 사이드퀘스트 시작하기, then home with the nickname in the header. */
export async function finishSignUp(page: Page, nickname: string) {
  await page.getByRole('button', { name: '사이드퀘스트 시작하기' }).click();
  await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
  await expect
    .poll(() => page.getByTestId('header-nickname').textContent(), { timeout: 15_000 })
    .toBe(nickname);
}
