import type { ProjectOverview } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, type Member } from '../../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../../test/helpers.js';
import { http } from '../../../../test/http.js';
import { overviewOf, projectBody } from '../../../../test/project-post-kit.js';
import { filledIntroduction } from './sample.js';

let ctx: TestContext;
let leader: Member;
beforeAll(async () => {
  ctx = await createTestApp();
  leader = await buildMember(ctx);
});
afterAll(() => ctx.close());

const { post } = http(() => ctx.app);

/** Posts with `overrides` and expects a coded 4xx refusal with a Korean message; the answer. */
async function fails(overrides: Record<string, unknown>) {
  const res = await post('/api/upload/project', projectBody(overrides), leader);
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const json = res.json() as {
    result: string;
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
  expect(json.result).toBe('fail');
  expect(json.message).toMatch(/[가-힣]/);
  return json;
}

describe('the introduction template', () => {
  it('requires each of the first three sections', async () => {
    const noSecond = filledIntroduction({ what: '가'.repeat(30), where: 'x', who: '나'.repeat(30) }).replace(
      /<h2>2\. 지금 어디까지 왔나요\?<\/h2><p>x<\/p>/,
      '',
    );
    const missing = await fails({ introduction: noSecond });
    expect(missing.code).toBe('TEMPLATE_INCOMPLETE');
    expect(missing.message).toContain('지금 어디까지 왔나요?');
  });

  it('refuses a section left with the template’s example text', async () => {
    const placeholder = await fails({
      introduction: filledIntroduction({
        what: '만들고 싶은 서비스와 해결하려는 문제를 두세 문장으로 소개해 주세요.',
        where: '기획서가 있어요. 디자인은 아직 없고 개발은 시작 전이에요.',
        who: '함께 꾸준히 할 수 있는 개발자를 찾아요. 경험은 상관없어요.',
      }),
    });
    expect(placeholder.code).toBe('TEMPLATE_INCOMPLETE');
    expect(placeholder.message).toContain('어떤 프로젝트인가요?');
  });

  it('refuses a section too short to say anything, naming the field', async () => {
    const short = await fails({
      introduction: filledIntroduction({
        what: '재고 관리 앱을 만들어요. 사장님들을 위한 서비스예요.',
        where: '기획서가 있어요. 디자인은 아직 없고 개발은 시작 전이에요.',
        who: '개발자요',
      }),
    });
    expect(short).toMatchObject({
      code: 'TEMPLATE_INCOMPLETE',
      fields: { introduction: expect.any(String) },
    });
    expect(short.message).toContain('어떤 팀원을 찾나요?');
  });

  it('refuses a free-form introduction without the template', async () => {
    expect(
      (
        await fails({
          introduction: '<p>그냥 자유롭게 쓴 소개예요. 템플릿은 지웠어요. 충분히 길게 썼어요.</p>',
        })
      ).code,
    ).toBe('TEMPLATE_INCOMPLETE');
  });
});

describe('applying outside the site', () => {
  it.each([
    '<p><a href="https://docs.google.com/forms/d/e/abc/viewform">지원서</a></p>',
    '<p>https://forms.gle/AbCdEf 에서 지원해 주세요</p>',
    '<p><a href="https://open.kakao.com/o/gAbCdE">오픈채팅</a></p>',
    '<p>카카오 오픈채팅으로 연락 주세요</p>',
    '<p><a href="https://discord.gg/xyz">디스코드</a></p>',
    '<p><a href="https://tally.so/r/abc">신청</a></p>',
    '<p><a href="https://myteam.notion.site/apply-form-123">노션 폼</a></p>',
  ])('refuses %s in the introduction and says why', async (channel) => {
    const json = await fails({ introduction: projectBody().introduction + channel });
    expect(json.code, channel).toBe('FORBIDDEN_APPLY_METHOD');
    expect(json.message).toContain('지원은 사이드퀘스트 안에서 받아야');
  });

  it('refuses an outside channel asked for in a question', async () => {
    const inQuestion = await fails({ questions: ['오픈카톡 주소를 남겨 주세요'] });
    expect(inQuestion.code).toBe('FORBIDDEN_APPLY_METHOD');
  });
});

describe('codes and shapes', () => {
  it('allows only KR00 for online-only gatherings', async () => {
    expect((await fails({ meeting_mode: '01', region: 'KR01' })).code).toBe('REGION_NOT_ALLOWED');
    const ok = await post('/api/upload/project', projectBody({ meeting_mode: '01', region: 'KR00' }), leader);
    expect(ok.json()).toMatchObject({ result: 'success' });
  });

  it.each([
    { type: '09' },
    { domain: '999' },
    { platform: '77' },
    { camp: '09' },
    { meeting_mode: '05' },
    { region: 'KR99' },
    { available_days: '05' },
    { available_time: '09' },
    { phase: '11' },
    { tech: ['not-a-skill'] },
    { tech: Array.from({ length: 16 }, () => 'react') },
    { job_target: '0000' },
    { job_target: '0401,9999' },
    { job_target: '' },
    { title: '짧음' },
    { title: '가'.repeat(61) },
    { slots: [] },
    { slots: Array.from({ length: 11 }, (_, i) => ({ recruiting: i < 5 ? '0401' : '0501', type: 1 })) },
    { slots: [{ recruiting: '0000', type: 1 }] },
    { slots: [{ recruiting: '0401', type: 0 }] },
    { slots: [{ recruiting: '0401', type: 21 }] },
    { slots: [{ recruiting: '9999', type: 1 }] },
    {
      slots: [
        { recruiting: '0401', type: 1 },
        { recruiting: '0401', type: 2 },
      ],
    },
    { docs: [{ url: '/uploads/project_docs/not-mine.pdf', name: '기획서.pdf' }] },
    { cover_url: 'https://evil.example.com/cover.png' },
  ])('refuses %j with VALIDATION', async (overrides: Record<string, unknown>) => {
    const json = await fails(overrides);
    expect(['VALIDATION'], JSON.stringify(overrides)).toContain(json.code);
  });
});

describe('sanitizing', () => {
  it('keeps no script, event handlers, javascript: links or outside pictures in the introduction', async () => {
    const dirty =
      projectBody().introduction +
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><img src="http://plain.example.com/a.png">' +
      '<img src="https://cdn.example.com/ok.png" onload="x()"><a href="javascript:alert(3)">눌러</a>' +
      '<a href="https://sidequest.kr/guide" onclick="x()">안내</a><iframe src="https://x.com"></iframe><h1>큰 제목</h1>';
    const res = await post('/api/upload/project', projectBody({ introduction: dirty }), leader);
    expect(res.json(), res.body).toMatchObject({ result: 'success' });
    const ov = (await overviewOf(ctx, res.json().project_no)).json().project_overview as ProjectOverview;
    const html = ov.PROJECT_INTRODUCTION;
    // An outside picture is dropped too: readers' browsers only load our own uploads.
    expect(html).not.toMatch(
      /script|onerror|onload|onclick|javascript:|iframe|plain\.example|cdn\.example|<img/i,
    );
    expect(html).toContain(
      '<a href="https://sidequest.kr/guide" rel="noopener noreferrer nofollow" target="_blank">안내</a>',
    );
    expect(html).toContain('<h2>큰 제목</h2>');
  });
});
