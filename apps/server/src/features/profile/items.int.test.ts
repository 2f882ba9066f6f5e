import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const { post, get } = http(() => ctx.app);
const resumeOf = async (nickname: string) =>
  (await get(`/api/profile/load_resume?nickname=${encodeURIComponent(nickname)}`)).json().resume;

function form(
  data: Buffer | string,
  name: string,
  type: string,
  fields: Record<string, string> = {},
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return fd;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#12845a' } })
    .png()
    .toBuffer();

const career = {
  company: '오늘의집',
  title: '프론트엔드 개발자',
  job_code: '0401',
  start_ym: '2021-03',
  end_ym: null,
  description: '커머스 웹 프론트엔드를 맡았어요.',
};

describe('careers', () => {
  it('adds, edits and removes a career with an uploaded evidence file', async () => {
    const u = await buildMember(ctx);
    const ev = await post(
      '/api/upload/evidence_upload',
      form(PDF, '경력증명서.pdf', 'application/pdf'),
      u.cookie,
    );
    expect(ev.statusCode, ev.body).toBe(200);
    expect(ev.json()).toMatchObject({ FILE_NAME: '경력증명서.pdf', FILE_KIND: 'document' });
    expect(ev.json().FILE_URL).toMatch(/^\/uploads\/career_evidence\/.+\.pdf$/);
    const served = await get(ev.json().FILE_URL);
    expect(served.headers['content-disposition']).toBe('attachment');

    const added = await post(
      '/api/profile/add_career',
      { ...career, evidence_url: ev.json().FILE_URL, evidence_name: ev.json().FILE_NAME },
      u.cookie,
    );
    expect(added.statusCode, added.body).toBe(200);
    const no = added.json().career.CAREER_NO;
    expect(added.json().career).toMatchObject({
      COMPANY: '오늘의집',
      END_YM: null,
      EVIDENCE_NAME: '경력증명서.pdf',
    });

    const edited = await post(
      '/api/profile/update_career',
      { ...career, career_no: no, end_ym: '2024-02', evidence_url: ev.json().FILE_URL },
      u.cookie,
    );
    expect(edited.json().career).toMatchObject({ END_YM: '2024-02' });
    expect((await resumeOf(u.nickname)).CAREERS).toHaveLength(1);

    const removed = await post('/api/profile/remove_career', { career_no: no }, u.cookie);
    expect(removed.json().result).toBe('success');
    expect((await resumeOf(u.nickname)).CAREERS).toHaveLength(0);
  });

  it('accepts a picture as evidence and attaches it through career_upload', async () => {
    const u = await buildMember(ctx);
    const no = (await post('/api/profile/add_career', career, u.cookie)).json().career.CAREER_NO;
    const res = await post(
      '/api/upload/career_upload',
      form(await png(), '재직증명.png', 'image/png', { career_no: String(no) }),
      u.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().career).toMatchObject({ CAREER_NO: no, EVIDENCE_NAME: '재직증명.png' });
    expect(res.json().career.EVIDENCE_URL).toMatch(/\.webp$/);

    const other = await buildMember(ctx);
    const foreign = await post(
      '/api/upload/career_upload',
      form(PDF, 'a.pdf', 'application/pdf', { career_no: String(no) }),
      other.cookie,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FORBIDDEN');
    const noNumber = await post('/api/upload/career_upload', form(PDF, 'a.pdf', 'application/pdf'), u.cookie);
    expect(noNumber.statusCode).toBe(400);
  });

  it('refuses bad dates, someone else’s evidence file and a plain text file', async () => {
    const u = await buildMember(ctx);
    const backwards = await post('/api/profile/add_career', { ...career, end_ym: '2020-01' }, u.cookie);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.end_ym).toMatch(/[가-힣]/);
    const badMonth = await post('/api/profile/add_career', { ...career, start_ym: '2021-13' }, u.cookie);
    expect(badMonth.statusCode).toBe(400);

    const other = await buildMember(ctx);
    const theirs = (
      await post('/api/upload/evidence_upload', form(PDF, 'x.pdf', 'application/pdf'), other.cookie)
    ).json();
    const borrowed = await post(
      '/api/profile/add_career',
      { ...career, evidence_url: theirs.FILE_URL },
      u.cookie,
    );
    expect(borrowed.statusCode).toBe(403);

    const text = await post('/api/upload/evidence_upload', form('hello', 'memo.txt', 'text/plain'), u.cookie);
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_DOCUMENT');
  });
});

describe('educations', () => {
  it('takes a directory school and department, or free text', async () => {
    const u = await buildMember(ctx);
    const coded = await post(
      '/api/profile/add_education',
      {
        school_code: '0000010',
        department_code: 'C02001',
        status: '졸업',
        start_ym: '2015-03',
        end_ym: '2019-02',
      },
      u.cookie,
    );
    expect(coded.statusCode, coded.body).toBe(200);
    expect(coded.json().education).toMatchObject({ SCHOOL_NAME: '가천대학교', DEPARTMENT_NAME: '경영과' });

    const typed = await post(
      '/api/profile/add_education',
      { school_name: '제로베이스 부트캠프', department_name: '프론트엔드 과정', status: '수료' },
      u.cookie,
    );
    expect(typed.json().education).toMatchObject({ SCHOOL_CODE: null, SCHOOL_NAME: '제로베이스 부트캠프' });

    for (const body of [
      { school_code: '9999999', status: '재학' },
      { school_code: '0000010', department_code: 'U99999', status: '재학' },
      { status: '재학' },
      { school_name: '서울대학교', status: '졸업예정' },
    ]) {
      const res = await post('/api/profile/add_education', body, u.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
    }

    const no = typed.json().education.EDUCATION_NO;
    const edited = await post(
      '/api/profile/update_education',
      { education_no: no, school_name: '제로베이스', status: '수료' },
      u.cookie,
    );
    expect(edited.json().education.SCHOOL_NAME).toBe('제로베이스');
    expect((await resumeOf(u.nickname)).EDUCATIONS).toHaveLength(2);
  });

  it('finds departments by name', async () => {
    const res = await get(`/api/profile/load_departments?q=${encodeURIComponent('경영')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().list[0].DEPARTMENT_NAME).toContain('경영');
  });
});

describe('works', () => {
  async function attach(cookie: string, i: number) {
    const res = await post(
      '/api/upload/work_upload',
      i % 2 === 0
        ? form(await png(), `화면${i}.png`, 'image/png')
        : form(PDF, `기획서${i}.pdf`, 'application/pdf'),
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return { url: res.json().FILE_URL as string, name: res.json().FILE_NAME as string };
  }

  it('holds five attachments and refuses a sixth, by list and by upload', async () => {
    const u = await buildMember(ctx);
    const files = [];
    for (let i = 0; i < 6; i++) files.push(await attach(u.cookie, i));

    const six = await post('/api/profile/add_work', { title: '여행 기록 앱', attachments: files }, u.cookie);
    expect(six.statusCode).toBe(400);
    expect(six.json().code).toBe('TOO_MANY_ATTACHMENTS');

    const five = await post(
      '/api/profile/add_work',
      {
        title: '여행 기록 앱',
        category: '04',
        description: '사진과 동선을 함께 남기는 여행 기록 앱이에요.',
        link_url: 'https://github.com/sidequest/travel-log',
        attachments: files.slice(0, 5),
      },
      u.cookie,
    );
    expect(five.statusCode, five.body).toBe(200);
    const work = five.json().work;
    expect(work.WORK_ATTACH_URL5).toBe(files[4]!.url);
    expect(work.WORK_ATTACH_NAME1).toBe('화면0.png');

    const sixth = await post(
      '/api/upload/work_update',
      form(PDF, '추가.pdf', 'application/pdf', { work_no: String(work.WORK_NO) }),
      u.cookie,
    );
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe('TOO_MANY_ATTACHMENTS');

    // Dropping one makes room again; the kept ones need no new upload.
    const four = await post(
      '/api/profile/update_work',
      { work_no: work.WORK_NO, title: '여행 기록 앱', attachments: files.slice(1, 5) },
      u.cookie,
    );
    expect(four.json().work.WORK_ATTACH_URL5).toBeNull();
    const appended = await post(
      '/api/upload/work_update',
      form(PDF, '추가.pdf', 'application/pdf', { work_no: String(work.WORK_NO) }),
      u.cookie,
    );
    expect(appended.statusCode, appended.body).toBe(200);
    expect(appended.json().work.WORK_ATTACH_NAME5).toBe('추가.pdf');
  });

  it('refuses a bad link and another member’s attachment', async () => {
    const u = await buildMember(ctx);
    const other = await buildMember(ctx);
    const link = await post(
      '/api/profile/add_work',
      { title: '포트폴리오', link_url: 'javascript:alert(1)' },
      u.cookie,
    );
    expect(link.statusCode).toBe(400);
    const theirs = await attach(other.cookie, 1);
    const borrowed = await post(
      '/api/profile/add_work',
      { title: '포트폴리오', attachments: [theirs] },
      u.cookie,
    );
    expect(borrowed.statusCode).toBe(403);
  });
});

describe('ownership of every item change', () => {
  it('answers FORBIDDEN to another member, E001 to a visitor and NOT_FOUND for a missing item', async () => {
    const owner = await buildMember(ctx);
    const other = await buildMember(ctx);
    const careerNo = (await post('/api/profile/add_career', career, owner.cookie)).json().career.CAREER_NO;
    const educationNo = (
      await post('/api/profile/add_education', { school_name: '한양대학교', status: '재학' }, owner.cookie)
    ).json().education.EDUCATION_NO;
    const workNo = (await post('/api/profile/add_work', { title: '사이드 프로젝트' }, owner.cookie)).json()
      .work.WORK_NO;

    const calls: [string, Record<string, unknown>][] = [
      ['/api/profile/update_career', { ...career, career_no: careerNo }],
      ['/api/profile/remove_career', { career_no: careerNo }],
      [
        '/api/profile/update_education',
        { education_no: educationNo, school_name: '남의 학교', status: '졸업' },
      ],
      ['/api/profile/remove_education', { education_no: educationNo }],
      ['/api/profile/update_work', { work_no: workNo, title: '가로챈 작업물' }],
      ['/api/profile/remove_work', { work_no: workNo }],
    ];
    for (const [url, body] of calls) {
      const forbidden = await post(url, body, other.cookie);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');
      const anon = await post(url, body);
      expect(anon.statusCode, url).toBe(401);
      expect(anon.json().code).toBe('E001');
    }
    for (const [url, body] of [
      ['/api/profile/add_career', career],
      ['/api/profile/add_education', { school_name: '한양대학교', status: '재학' }],
      ['/api/profile/add_work', { title: '사이드 프로젝트' }],
    ] as const) {
      expect((await post(url, body)).json().code, url).toBe('E001');
    }
    const workUpdate = await post(
      '/api/upload/work_update',
      form(PDF, 'a.pdf', 'application/pdf', { work_no: String(workNo) }),
      other.cookie,
    );
    expect(workUpdate.statusCode).toBe(403);
    for (const url of [
      '/api/upload/work_upload',
      '/api/upload/evidence_upload',
      '/api/upload/new_user_image',
    ]) {
      expect((await post(url, form(PDF, 'a.pdf', 'application/pdf'))).json().code, url).toBe('E001');
    }

    const missing = await post('/api/profile/remove_work', { work_no: 99_999_999 }, owner.cookie);
    expect(missing.statusCode).toBe(404);

    const r = await resumeOf(owner.nickname);
    expect([r.CAREERS.length, r.EDUCATIONS.length, r.WORKS.length]).toEqual([1, 1, 1]);
    expect(r.WORKS[0].TITLE).toBe('사이드 프로젝트');
    expect(r.ACTIVITY).toMatchObject({ WORK_COUNT: 1, CAREER_COUNT: 1 });
  });
});
