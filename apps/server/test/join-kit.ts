import { afterAll, beforeAll, expect } from 'vitest';
import type { Member } from './factories.js';
import { createTestApp, type TestContext } from './helpers.js';
import { http } from './http.js';

/**
 * The stepped sign-up's API test bed, shared by the join test files: one app per file (the
 * importing file calls `useJoinApp()` at its top level), the step calls, and `finishJoin` walking
 * a member (`buildMember(bed.ctx)`) through the steps.
 */

let ctx: TestContext;

export function useJoinApp(): { readonly ctx: TestContext } {
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  return {
    get ctx() {
      return ctx;
    },
  };
}

const { post, get } = http(() => ctx.app);

export const save = (cookie: string, step: number | string, body: unknown, temp: 0 | 1 = 0) =>
  post(`/api/profile/join?step=${step}&user_temp=${temp}`, body, cookie);
export const state = (cookie: string, step?: number, temp: 0 | 1 = 1) =>
  get(`/api/profile/join?${step ? `step=${step}&` : ''}user_temp=${temp}`, cookie);

export const JOBS = { main_job: '04', main_job_d: '0401', sub_job: '03', sub_job_d: '0301' };
export const BASICS = {
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
  introduction: '주말마다 사이드 프로젝트를 만드는 프론트엔드 개발자예요.',
};

/** Walks a member through steps 2–5 with the given answers. */
export async function finishJoin(
  m: Member,
  jobs: Record<string, unknown> = JOBS,
  basics: Record<string, unknown> = BASICS,
) {
  expect((await save(m.cookie, 2, { member_type: '01' })).statusCode).toBe(200);
  expect((await save(m.cookie, 3, jobs)).statusCode).toBe(200);
  const r4 = await save(m.cookie, 4, { nickname: m.nickname, ...basics });
  expect(r4.statusCode, r4.body).toBe(200);
  expect((await save(m.cookie, 5, {})).json().JOIN_COMPLETED).toBe(true);
}
