import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * People for browser journeys, made through the real API (faster than clicking through sign-up
 * when the journey is about something else), and a logged-in page in a browser context of their own.
 */

export interface Account {
  email: string;
  password: string;
  nickname: string;
}

/** The boxes every sign-up ticks: the three required agreements, no marketing messages. */
export const SIGNUP_CONSENT = { agree_age: true, agree_terms: true, agree_privacy: true } as const;

export interface Member extends Account {
  no: number;
  cookie: string;
}

export async function post(base: string, pathname: string, body: unknown, cookie?: string) {
  const res = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  const json = (await res.json()) as { result: string };
  if (json.result !== 'success') throw new Error(`${pathname}: ${JSON.stringify(json)}`);
  return { res, json: json as Record<string, unknown> & { result: 'success' } };
}

/** Registers through the API; returns the member number and the session cookie. */
export async function register(base: string, account: Account): Promise<Member> {
  const { res, json } = await post(base, '/api/auth/register', { ...account, ...SIGNUP_CONSENT });
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]!).join('; ');
  return { ...account, no: (json.user as { no: number }).no, cookie };
}

/**
 * Finishes the stepped sign-up (steps 2–5) through the API, so the member has a public profile
 * and shows up in the people directory.
 */
export async function finishSignUp(base: string, m: Member, introduction: string): Promise<void> {
  const step = (n: number, body: unknown) =>
    post(base, `/api/profile/join?step=${n}&user_temp=0`, body, m.cookie);
  await step(2, { member_type: '01' });
  await step(3, { main_job: '04', main_job_d: '0401', sub_job: '03', sub_job_d: '0301' });
  await step(4, {
    nickname: m.nickname,
    age: '03',
    gender: '02',
    region: 'KR01',
    meeting_mode: '00',
    available_days: '02',
    available_time: '03',
    skill_level: '03',
    experience_years: '02',
    interests: ['12', '21'],
    skills: ['react', 'typescript'],
    mbti: 'INFJ',
    status_line: '01',
    introduction,
  });
  await step(5, {});
}

/** A logged-in page in a browser context of its own (its own cookies and microphone). */
export async function personPage(
  browser: Browser,
  base: string,
  cookie: string,
  opts: { width?: number; height?: number; permissions?: string[] } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    permissions: opts.permissions ?? [],
  });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
    }),
  );
  const page = await context.newPage();
  await page.goto('/');
  return page;
}

/** The chat socket is up once the header's chat button no longer shows the offline state. */
export async function chatOnline(page: Page): Promise<void> {
  await page.getByTestId('chat-button').waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByTestId('chat-reconnect-header').count(), { timeout: 15_000 }).toBe(0);
}
