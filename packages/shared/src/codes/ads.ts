/** Banner and news-notification advertising: products, channels, placements and image sizes. */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/**
 * Ad channels (product-spec 3). The seed shows no codes; ours are two digits in the listed order.
 */
export const adChannels = defineCatalogue([
  { code: '01', label: 'PC 웹' },
  { code: '02', label: '모바일 웹' },
  { code: '03', label: '모바일 앱' },
  { code: '04', label: '소식 알림' },
  { code: '05', label: '이메일' },
  { code: '06', label: '앱 푸시' },
  { code: '07', label: '채널 메시지' },
]);
export type AdChannelCode = CodeOf<typeof adChannels>;

/**
 * Ad products 01–05 (product-spec 3) with the channels each one buys. A banner runs on the three
 * screens (PC web, mobile web, app); "news" is the in-app notice; "chat channel" is a message in
 * the messenger channel. 05 is read as "03 plus the chat channel", the full package.
 */
export const adProducts = defineCatalogue([
  { code: '01', label: '배너', channels: ['01', '02', '03'] },
  { code: '02', label: '배너 + 소식 알림', channels: ['01', '02', '03', '04'] },
  { code: '03', label: '배너 + 소식 알림 + 이메일·푸시', channels: ['01', '02', '03', '04', '05', '06'] },
  { code: '04', label: '배너 + 소식 알림 + 채널 메시지', channels: ['01', '02', '03', '04', '07'] },
  {
    code: '05',
    label: '배너 + 소식 알림 + 이메일·푸시 + 채널 메시지',
    channels: ['01', '02', '03', '04', '05', '06', '07'],
  },
]);
export type AdProductCode = CodeOf<typeof adProducts>;

/** Ad image sizes (product-spec 3), width × height in CSS pixels; the code is the seed's string. */
export const adImageSizes = defineCatalogue([
  { code: '1080X160', label: '와이드 띠 배너', width: 1080, height: 160 },
  { code: '670X220', label: '본문 배너', width: 670, height: 220 },
  { code: '348X120', label: '모바일 배너', width: 348, height: 120 },
  { code: '300X160', label: '사이드 배너', width: 300, height: 160 },
  { code: '283X120', label: '사이드 작은 배너', width: 283, height: 120 },
  { code: '240X160', label: '카드형 배너', width: 240, height: 160 },
  { code: '104X64', label: '목록 썸네일', width: 104, height: 64 },
]);
export type AdImageSizeCode = CodeOf<typeof adImageSizes>;

/**
 * Ad placements, one per page kind (product-spec 3). The code matches BANNER_PLACEMENT /
 * AD_PLACEMENT on the wire; `sizes` are the image sizes that page can show (our mapping).
 */
export const adPlacements = defineCatalogue([
  { code: 'index', label: '메인', sizes: ['1080X160', '348X120'] },
  { code: 'people', label: '메이커 찾기', sizes: ['670X220', '348X120'] },
  { code: 'project', label: '프로젝트 찾기', sizes: ['670X220', '348X120'] },
  { code: 'product', label: '프로덕트', sizes: ['240X160'] },
  { code: 'release', label: '출시 소식', sizes: ['240X160', '104X64'] },
  { code: 'quest', label: '매거진', sizes: ['300X160', '348X120'] },
  { code: 'lounge', label: '라운지', sizes: ['283X120', '104X64'] },
  { code: 'detail', label: '상세 페이지', sizes: ['300X160', '283X120'] },
]);
export type AdPlacementCode = CodeOf<typeof adPlacements>;
