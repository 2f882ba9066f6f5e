import type { Ad, Banner } from '@sidequest/shared';
import { and, asc, desc, lte, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ads, banners } from './schema.js';

const iso = (d: Date) => d.toISOString();

/** Banners live right now, in their configured order. */
export async function liveBanners(db: Db): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(lte(banners.startsAt, sql`now()`), gt(banners.endsAt, sql`now()`)))
    .orderBy(asc(banners.sortOrder), desc(banners.bannerNo));
  return rows.map((b) => ({
    BANNER_NO: b.bannerNo,
    BANNER_TITLE: b.title,
    BANNER_SUBTITLE: b.subtitle,
    BANNER_IMG_URL: b.imgUrl,
    BANNER_LINK_URL: b.linkUrl,
    BANNER_BG_COLOR: b.bgColor,
    BANNER_PLACEMENT: b.placement,
    START_DATE: iso(b.startsAt),
    END_DATE: iso(b.endsAt),
  }));
}

/** Ads whose paid period covers now, newest booking first. */
export async function liveAds(db: Db): Promise<Ad[]> {
  const rows = await db
    .select()
    .from(ads)
    .where(and(lte(ads.startsAt, sql`now()`), gt(ads.endsAt, sql`now()`)))
    .orderBy(desc(ads.startsAt), desc(ads.adNo));
  return rows.map((a) => ({
    AD_NO: a.adNo,
    AD_PRODUCT: a.product,
    AD_TITLE: a.title,
    AD_DESCRIPTION: a.description,
    AD_IMG_URL: a.imgUrl,
    AD_LINK_URL: a.linkUrl,
    AD_PLACEMENT: a.placement,
    AD_SIZE: a.size,
    ADVERTISER_NAME: a.advertiserName,
    START_DATE: iso(a.startsAt),
    END_DATE: iso(a.endsAt),
  }));
}
