import { z } from 'zod';
import { defineContract, emptyBody } from './contract.js';

/** Banner fields are not shown in the seed; they follow the UPPER_SNAKE style of their neighbours. */
export const ZBanner = z.object({
  BANNER_NO: z.number().int(),
  BANNER_TITLE: z.string(),
  BANNER_SUBTITLE: z.string().nullable(),
  BANNER_IMG_URL: z.string().nullable(),
  BANNER_LINK_URL: z.string().nullable(),
  BANNER_BG_COLOR: z.string().nullable(),
  /** Page kind the banner is placed on: index, people, project, ... */
  BANNER_PLACEMENT: z.string(),
  START_DATE: z.string(),
  END_DATE: z.string(),
});
export type Banner = z.infer<typeof ZBanner>;

export const ZAd = z.object({
  AD_NO: z.number().int(),
  /** Ad product code 01–05 (reference: product-spec section 3). */
  AD_PRODUCT: z.string(),
  AD_TITLE: z.string(),
  AD_DESCRIPTION: z.string().nullable(),
  AD_IMG_URL: z.string().nullable(),
  AD_LINK_URL: z.string().nullable(),
  AD_PLACEMENT: z.string(),
  /** One of the seed's image sizes, e.g. 670X220. */
  AD_SIZE: z.string(),
  ADVERTISER_NAME: z.string(),
  START_DATE: z.string(),
  END_DATE: z.string(),
});
export type Ad = z.infer<typeof ZAd>;

export const banner = defineContract({
  method: 'POST',
  path: '/api/main/banner',
  summary: '지금 노출 중인 배너 목록을 불러옵니다.',
  tags: ['main'],
  auth: false,
  body: emptyBody,
  response: z.object({ banner_info: z.array(ZBanner) }),
});

export const ad = defineContract({
  method: 'POST',
  path: '/api/main/ad',
  summary: '지금 노출 중인 광고 목록을 불러옵니다.',
  tags: ['main'],
  auth: false,
  body: emptyBody,
  response: z.object({ ad_info: z.array(ZAd) }),
});
