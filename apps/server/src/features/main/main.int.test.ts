import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { seedDemoMain } from './demo.js';
import { http } from '../../../test/http.js';

let ctx: TestContext;
const { post } = http(() => ctx.app);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('start-up calls', () => {
  it('answer empty lists before any banner or ad exists', async () => {
    const banner = await post('/api/main/banner');
    expect(banner.json()).toEqual({ result: 'success', banner_info: [] });
    const ad = await post('/api/main/ad', {});
    expect(ad.json()).toEqual({ result: 'success', ad_info: [] });
  });

  it('show only banners and ads whose period covers now', async () => {
    await seedDemoMain(ctx.database.db);
    const banner = (await post('/api/main/banner')).json();
    expect(banner.banner_info.length).toBe(2);
    expect(banner.banner_info.map((b: { BANNER_TITLE: string }) => b.BANNER_TITLE)).not.toContain(
      '종료된 배너',
    );
    expect(banner.banner_info[0]).toMatchObject({ BANNER_PLACEMENT: 'index', BANNER_LINK_URL: '/project' });
    const ad = (await post('/api/main/ad')).json();
    expect(ad.ad_info.length).toBe(2);
    expect(ad.ad_info[0]).toHaveProperty('AD_PRODUCT');
    expect(ad.ad_info[0]).toHaveProperty('ADVERTISER_NAME');
  });
});
