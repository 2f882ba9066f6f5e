import type { PersonCard } from '@sidequest/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPerson } from '../../../test/factories.js';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const { get } = http(() => ctx.app);

async function found(keyword: string): Promise<number[]> {
  const res = await get(`/api/profile/load_profiles?limit=48&keyword=${encodeURIComponent(keyword)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().profiles as PersonCard[]).map((c) => c.USER_NO).sort((a, b) => a - b);
}

describe('one-syllable keywords', () => {
  let bookish: number;
  let homebody: number;
  beforeAll(async () => {
    bookish = (await buildPerson(ctx, { nickname: 'reader', introduction: '동네 책방 앱을 만들어요' }))
      .userNo;
    homebody = (await buildPerson(ctx, { nickname: 'cook', introduction: '맛집 지도를 그려요' })).userNo;
    await buildPerson(ctx, { nickname: 'runner', introduction: 'running log for weekends' });
  });

  it('finds a syllable inside longer words (책 in 책방, 앱 in 앱을, 집 in 맛집)', async () => {
    expect(await found('책')).toEqual([bookish]);
    expect(await found('앱')).toEqual([bookish]);
    expect(await found(' 집 ')).toEqual([homebody]);
    expect(await found('꿈')).toEqual([]);
  });

  it('combines one-syllable words like any others', async () => {
    expect(await found('책 앱')).toEqual([bookish]);
    expect(await found('책 집')).toEqual([]);
  });

  it('serves the quick people picker too', async () => {
    const res = await get(`/api/profile/search?keyword=${encodeURIComponent('집')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profiles.map((c: PersonCard) => c.USER_NO)).toEqual([homebody]);
  });

  it('still refuses one 초성, letter or digit', async () => {
    for (const kw of ['ㅊ', 'a', '7']) {
      const res = await get(`/api/profile/load_profiles?keyword=${encodeURIComponent(kw)}`);
      expect(res.json()).toMatchObject({ result: 'fail', code: 'SEARCH_TOO_SHORT' });
    }
  });
});
