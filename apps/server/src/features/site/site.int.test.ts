import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { http } from '../../../test/http.js';

let ctx: TestContext | undefined;
const { get } = http(() => ctx!.app);
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('operator details for the footer', () => {
  it('answers clearly marked demo values when nothing is configured', async () => {
    ctx = await createTestApp();
    const res = await get('/api/main/site_info');
    expect(res.statusCode).toBe(200);
    // The same for everyone and fixed for the process: browsers may keep it.
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const { operator } = res.json();
    expect(operator.DEMO).toBe(true);
    expect(operator.NAME).toMatch(/예시/);
    expect(operator.BUSINESS_NO).toBe('000-00-00000');
  });

  it('answers the configured values and no demo mark when all are set', async () => {
    ctx = await createTestApp({
      OPERATOR_NAME: '주식회사 메이커스',
      OPERATOR_CEO: '김대표',
      OPERATOR_BUSINESS_NO: '220-81-12345',
      OPERATOR_MAIL_ORDER_NO: '제2026-서울마포-0123호',
      OPERATOR_ADDRESS: '서울특별시 마포구 월드컵북로 1',
      OPERATOR_CS_PHONE: '1588-0000',
      OPERATOR_CS_EMAIL: 'cs@makers.kr',
      OPERATOR_CS_HOURS: '평일 09:00~18:00',
      OPERATOR_HOSTING: '네이버클라우드(주)',
    });
    const { operator } = (await get('/api/main/site_info')).json();
    expect(operator).toEqual({
      NAME: '주식회사 메이커스',
      CEO: '김대표',
      BUSINESS_NO: '220-81-12345',
      MAIL_ORDER_NO: '제2026-서울마포-0123호',
      ADDRESS: '서울특별시 마포구 월드컵북로 1',
      CS_PHONE: '1588-0000',
      CS_EMAIL: 'cs@makers.kr',
      CS_HOURS: '평일 09:00~18:00',
      HOSTING: '네이버클라우드(주)',
      DEMO: false,
    });
  });

  it('still marks the answer as demo when only some values are set', async () => {
    ctx = await createTestApp({ OPERATOR_NAME: '주식회사 메이커스' });
    const { operator } = (await get('/api/main/site_info')).json();
    expect(operator).toMatchObject({ NAME: '주식회사 메이커스', DEMO: true, CEO: '홍길동(예시)' });
  });
});
