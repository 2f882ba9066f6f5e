import { filledIntroduction } from '../src/features/project/post/sample.js';
import type { TestContext } from './helpers.js';
import { http, type Who } from './http.js';

/** What the project posting tests share: a complete post body and the overview call. */

let seq = 0;

/**
 * What the posting call (`/api/upload/project`) takes: a complete, valid post, two slots (0401 for
 * two, 0501 for one) and the template filled in. Each call writes a new introduction, so no body is
 * taken for a repeat unless a test repeats it on purpose.
 */
export function projectBody(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    type: '02',
    title: `주말 타입스크립트 스터디 ${seq}기`,
    domain: '01',
    platform: '01',
    meeting_mode: '02',
    region: 'KR01',
    available_days: '02',
    available_time: '02',
    phase: '01',
    tech: ['typescript'],
    slots: [
      { recruiting: '0401', type: 2 },
      { recruiting: '0501', type: 1 },
    ],
    job_target: '0401,0501',
    introduction: filledIntroduction({
      what: `타입스크립트 핸드북을 같이 읽고 매주 작은 예제를 만들어요. 이번이 ${seq}기예요.`,
      where: '커리큘럼 초안과 모임 장소(강남역 근처 스터디룸)가 정해져 있어요.',
      who: '자바스크립트 기초를 알고 매주 과제를 해 올 수 있는 분이면 누구나 좋아요.',
    }),
    ...overrides,
  };
}

/** The project page's call, as `who` (or a visitor) sees the project. */
export function overviewOf(ctx: Pick<TestContext, 'app'>, projectNo: number, who?: Who) {
  return http(ctx.app).post('/api/find_project/overview', { project_no: projectNo }, who);
}
