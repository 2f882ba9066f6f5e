/**
 * The profile page reads the member, their careers, educations and works, the counts and the
 * viewer's relation in one statement (lists aggregated to JSON): the answer must keep the orders,
 * the timestamps and the owner-only fields the page had when each list was its own query.
 */
import type { Resume } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';
import { careers, educations, favourites, follows, works } from './schema.js';

let ctx: TestContext;
const api = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function resume(nickname: string, cookie?: string) {
  const res = await api.get(`/api/profile/load_resume?nickname=${encodeURIComponent(nickname)}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().resume as Resume;
}

describe('the profile page in one statement', () => {
  it('keeps list orders, timestamps, counts and the viewer relation', async () => {
    const owner = await buildMember(ctx);
    const fan = await buildMember(ctx);
    const other = await buildMember(ctx);
    const db = ctx.database.db;
    const userNo = owner.user.no;
    await db.insert(careers).values([
      { userNo, company: '지난 회사', title: '개발자', startYm: '2019-03', endYm: '2021-02' },
      {
        userNo,
        company: '지금 회사',
        title: '리드',
        startYm: '2021-03',
        endYm: null,
        description: '팀을 이끌어요.',
      },
      { userNo, company: '최근 회사', title: '개발자', startYm: '2022-03', endYm: '2023-02' },
    ]);
    await db.insert(educations).values([
      { userNo, schoolName: '첫 학교', status: '졸업', startYm: '2010-03', endYm: '2014-02' },
      { userNo, schoolName: '대학원', status: '재학', startYm: '2015-03' },
    ]);
    const stamp = new Date('2026-01-02T03:04:05.678Z');
    await db.insert(works).values([
      { userNo, title: '둘째', sortOrder: 1, createdAt: stamp },
      { userNo, title: '첫째', sortOrder: 0, linkUrl: 'https://example.com/a', createdAt: stamp },
    ]);
    await db.insert(follows).values([
      { followerNo: fan.user.no, followeeNo: userNo },
      { followerNo: other.user.no, followeeNo: userNo },
      { followerNo: userNo, followeeNo: other.user.no },
    ]);
    await db.insert(favourites).values({ userNo: fan.user.no, targetType: 'user', targetNo: userNo });

    const visitor = await resume(owner.nickname);
    expect(visitor.USER_NO).toBe(userNo);
    expect(visitor.CAREERS.map((c) => c.COMPANY)).toEqual(['지금 회사', '최근 회사', '지난 회사']);
    expect(visitor.CAREERS[0]).toMatchObject({ TITLE: '리드', END_YM: null, DESCRIPTION: '팀을 이끌어요.' });
    expect(visitor.EDUCATIONS.map((e) => e.SCHOOL_NAME)).toEqual(['대학원', '첫 학교']);
    expect(visitor.WORKS.map((w) => [w.TITLE, w.LINK_URL, w.CREATED_AT])).toEqual([
      ['첫째', 'https://example.com/a', stamp.toISOString()],
      ['둘째', null, stamp.toISOString()],
    ]);
    expect(visitor.ACTIVITY).toMatchObject({
      FOLLOWER_COUNT: 2,
      FOLLOWING_COUNT: 1,
      FAVOURITED_COUNT: 1,
      WORK_COUNT: 2,
      CAREER_COUNT: 3,
    });
    expect(visitor).toMatchObject({
      IS_OWNER: false,
      IS_FOLLOWING: false,
      IS_FAVOURITE: false,
      PRIVATE: null,
    });
    expect(visitor.REVIEW_COUNT).toBe(0);
    expect(visitor.REVIEW_AVERAGE).toBeNull();

    const asFan = await resume(owner.nickname.toUpperCase(), fan.cookie);
    expect(asFan).toMatchObject({ IS_FOLLOWING: true, IS_FAVOURITE: true, IS_OWNER: false });
    const asOwner = await resume(owner.nickname, owner.cookie);
    expect(asOwner.IS_OWNER).toBe(true);
    expect(asOwner.PRIVATE?.EMAIL).toBeTruthy();
    expect(asOwner.CAREERS).toEqual(visitor.CAREERS);

    const empty = await resume(fan.nickname);
    expect(empty).toMatchObject({ CAREERS: [], EDUCATIONS: [], WORKS: [] });
    expect(empty.ACTIVITY.FOLLOWING_COUNT).toBe(1);
  });

  it('answers NOT_FOUND for an unknown nickname', async () => {
    const res = await api.get(`/api/profile/load_resume?nickname=${encodeURIComponent('없는메이커이름')}`);
    expect(res.json().code, res.body).toBe('NOT_FOUND');
  });
});
