import { z } from 'zod';
import { defineContract, emptyBody } from './contract.js';
import { ZRankedBooth } from './expo-rank.js';
import { ZLoungePost } from './lounge-records.js';
import { ZArticleCard } from './magazine.js';
import { ZPersonCard } from './people.js';
import { ZProjectCard } from './project-find.js';
import { ZQuestInfo } from './quests.js';

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

/** How many cards each home section carries (the home shows a glimpse; each links to its list). */
export const HOME_CARDS = 4;

/** A lounge post as the home lists it: no body, only the cut text and the counts. */
export const ZHomePost = ZLoungePost.pick({
  POST_NO: true,
  POST_TAG: true,
  AUTHOR: true,
  CREATE_TIME: true,
  FEED_TEXT: true,
  LIKE_COUNT: true,
  REPLY_COUNT: true,
});
export type HomePost = z.infer<typeof ZHomePost>;

/**
 * The home page in one call. Every section is read on its own: one that fails is `null` (the page
 * shows that section's error state), never a failed call. `quests` and `points` are for members;
 * a visitor's are `null` and `member` says which it is.
 */
export const ZHome = z.object({
  member: z.boolean(),
  projects: z
    .object({
      /** For a member, ranked by their jobs and interests (each card has MATCH_REASON). */
      recommended: z.array(ZProjectCard),
      personalized: z.boolean(),
      /** The newest gatherings with an open slot. */
      newest: z.array(ZProjectCard),
    })
    .nullable(),
  people: z.object({ profiles: z.array(ZPersonCard), personalized: z.boolean() }).nullable(),
  expo: z.object({ best: z.array(ZRankedBooth), fresh: z.array(ZRankedBooth) }).nullable(),
  /** This week's most liked and discussed lounge posts. */
  lounge: z.array(ZHomePost).nullable(),
  magazine: z.array(ZArticleCard).nullable(),
  quests: ZQuestInfo.nullable(),
  points: z.object({ balance: z.number().int() }).nullable(),
});
export type Home = z.infer<typeof ZHome>;

export const home = defineContract({
  method: 'GET',
  path: '/api/main/home',
  summary: '홈 화면의 모임, 사람, 엑스포, 라운지, 매거진, 오늘의 퀘스트와 포인트를 한 번에 불러옵니다.',
  tags: ['main'],
  auth: false,
  response: ZHome,
});
