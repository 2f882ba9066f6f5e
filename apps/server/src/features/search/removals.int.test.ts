import { beforeAll, describe, expect, it } from 'vitest';
import { buildBooth } from '../../../test/expo-social-kit.js';
import { articleBody, buildArticle, buildMember, buildPost, type Member } from '../../../test/factories.js';
import type { TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { finishJoin, useJoinApp } from '../../../test/join-kit.js';
import { insertPro } from '../../../test/pro-kit.js';
import { indexRefs } from './indexer.js';

/**
 * The one search follows content as it goes away: every change below goes through the owning
 * feature's call (so its event reaches the search subscribers), never straight to the tables.
 */

// The join kit's app (finishJoin walks its own); one app for the whole file.
const bed = useJoinApp();
let ctx: TestContext;
let op: Member;
let author: Member;
let other: Member;
beforeAll(async () => {
  ctx = bed.ctx;
  op = await buildMember(ctx, { operator: 'admin', profile: { joinStep: null } });
  author = await buildMember(ctx, { profile: { joinStep: null } });
  other = await buildMember(ctx, { profile: { joinStep: null } });
});

const { get, post } = http(() => ctx.app);

async function found(q: string): Promise<{ kind: string; ref_no: number; url: string }[]> {
  const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}
const refs = async (q: string) => (await found(q)).map((r) => `${r.kind}:${r.ref_no}`);
const ok = (res: { statusCode: number; body: string; json(): { result: string } }) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().result).toBe('success');
};
const hide = (target_type: 'post' | 'article', target_no: number, hidden: boolean, who: Member = op) =>
  post('/api/admin/hide', { target_type, target_no, hidden }, who);

describe('lounge posts leave the search', () => {
  it('when the author deletes one (only the author may)', async () => {
    const { post_no } = await buildPost(ctx, author, { body: '<p>수국 정원 가꾸기 일지예요</p>' });
    expect(await refs('수국')).toEqual([`lounge:${post_no}`]);
    expect((await post('/api/mgmt_lounge/remove', { post_no }, other)).json().result).toBe('fail');
    expect((await post('/api/mgmt_lounge/remove', { post_no }, null)).json().result).toBe('fail');
    expect(await refs('수국')).toEqual([`lounge:${post_no}`]);
    ok(await post('/api/mgmt_lounge/remove', { post_no }, author));
    expect(await refs('수국')).toEqual([]);
  });

  it('while an operator hides one, and come back when shown again', async () => {
    const { post_no } = await buildPost(ctx, author, { body: '<p>연꽃 사진 모음</p>' });
    expect(await refs('연꽃')).toEqual([`lounge:${post_no}`]);
    expect((await hide('post', post_no, true, author)).json().result).toBe('fail');
    expect(await refs('연꽃')).toEqual([`lounge:${post_no}`]);
    ok(await hide('post', post_no, true));
    expect(await refs('연꽃')).toEqual([]);
    ok(await hide('post', post_no, false));
    expect(await refs('연꽃')).toEqual([`lounge:${post_no}`]);
  });

  it('when a report is resolved with hiding', async () => {
    const { post_no } = await buildPost(ctx, author, { body: '<p>해바라기 씨앗 나눔해요</p>' });
    const sent = await post(
      '/api/mgmt_lounge/report',
      { target_type: 'post', target_no: post_no, reason: '01' },
      other,
    );
    ok(sent);
    const report_no = sent.json().report_no as number;
    ok(await post('/api/admin/resolve', { report_no, status: 'resolved', hide: true }, op));
    expect(await refs('해바라기')).toEqual([]);
  });
});

describe('magazine articles follow edits and leave the search', () => {
  it('on edit, hide and delete', async () => {
    const editor = await buildMember(ctx, { operator: 'editor', profile: { joinStep: null } });
    const base = { title: '달항아리 빚는 법', subtitle: '도예 공방 첫 달', tags: ['도예'] };
    const { quest_no } = await buildArticle(ctx, editor, base);
    expect(await refs('달항아리')).toEqual([`article:${quest_no}`]);

    const edited = articleBody({ ...base, title: '백자 굽는 법' });
    expect((await post('/api/mgmt_quest/update', { ...edited, quest_no }, other)).json().result).toBe('fail');
    expect(await refs('달항아리')).toEqual([`article:${quest_no}`]);
    ok(await post('/api/mgmt_quest/update', { ...edited, quest_no }, editor));
    expect(await refs('달항아리')).toEqual([]);
    expect(await refs('백자')).toEqual([`article:${quest_no}`]);

    ok(await hide('article', quest_no, true));
    expect(await refs('백자')).toEqual([]);
    ok(await hide('article', quest_no, false));
    expect(await refs('백자')).toEqual([`article:${quest_no}`]);

    expect((await post('/api/mgmt_quest/remove', { quest_no }, other)).json().result).toBe('fail');
    ok(await post('/api/mgmt_quest/remove', { quest_no }, editor));
    expect(await refs('백자')).toEqual([]);
  });
});

describe('booths follow edits after approval and leave when taken down', () => {
  it('on edit and take-down by the owner', async () => {
    const boothNo = await buildBooth(ctx, author.user.no);
    // Written straight to the table (approved without the screening call): index it by hand.
    await indexRefs(ctx.database.db, 'booth', [boothNo]);
    const full = {
      booth_no: boothNo,
      name: '골목 서점 지도',
      pitch: '가까운 독립서점을 지도에서 찾아요',
      introduction: '<p>전국 독립서점의 위치와 영업시간, 이번 주 행사를 한 화면에서 볼 수 있어요.</p>',
      domain: '01',
      platform: '01',
      launch_status: '01',
      web_url: 'https://bookmap.example.kr',
      industry_tags: ['05'],
    };
    expect((await post('/api/mgmt_expo/update', full, other)).json().result).toBe('fail');
    expect(await refs('골목')).toEqual([]);
    ok(await post('/api/mgmt_expo/update', full, author));
    expect(await refs('골목')).toEqual([`booth:${boothNo}`]);

    expect((await post('/api/mgmt_expo/remove', { booth_no: boothNo }, other)).json().result).toBe('fail');
    expect((await post('/api/mgmt_expo/remove', { booth_no: boothNo }, null)).json().result).toBe('fail');
    expect(await refs('골목')).toEqual([`booth:${boothNo}`]);
    ok(await post('/api/mgmt_expo/remove', { booth_no: boothNo }, author));
    expect(await refs('골목')).toEqual([]);
  });
});

describe('members', () => {
  it('are found once they finish sign-up, and not after they withdraw', async () => {
    const m = await buildMember(ctx);
    expect(await refs(m.nickname)).toEqual([]);
    await finishJoin(m);
    expect(await refs(m.nickname)).toEqual([`people:${m.user.no}`]);

    ok(await post('/api/auth/user_withdrawl', { password: m.password }, m.cookie));
    expect(await refs(m.nickname)).toEqual([]);
  });

  it('a pro is found at /pro/@nickname, and not after withdrawing', async () => {
    const pro = await insertPro(ctx);
    await indexRefs(ctx.database.db, 'pro', [pro.user.no]);
    const hit = (await found(pro.nickname)).find((r) => r.kind === 'pro')!;
    expect(hit.url).toBe(`/pro/@${encodeURIComponent(pro.nickname)}`);
    ok(await post('/api/auth/user_withdrawl', { password: pro.password }, pro.cookie));
    expect((await found(pro.nickname)).filter((r) => r.kind === 'pro')).toEqual([]);
  });
});
