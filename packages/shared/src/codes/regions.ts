/**
 * Regions (reference 3.16), KR00–KR19 in the seed's order. Gyeonggi appears three times on
 * purpose: KR02 is the whole province and KR18/KR19 let members narrow it to its south or north,
 * so a search for KR02 should also accept KR18 and KR19. The online-only rule (only KR00) lives
 * in validation/region.ts.
 */
import { type CodeOf, defineCatalogue } from './catalogue.js';

export const regions = defineCatalogue([
  { code: 'KR00', label: '상관없음', englishLabel: 'Anywhere' },
  { code: 'KR01', label: '서울', englishLabel: 'Seoul' },
  { code: 'KR02', label: '경기', englishLabel: 'Gyeonggi' },
  { code: 'KR03', label: '부산', englishLabel: 'Busan' },
  { code: 'KR04', label: '인천', englishLabel: 'Incheon' },
  { code: 'KR05', label: '대구', englishLabel: 'Daegu' },
  { code: 'KR06', label: '경남', englishLabel: 'Gyeongnam' },
  { code: 'KR07', label: '경북', englishLabel: 'Gyeongbuk' },
  { code: 'KR08', label: '대전', englishLabel: 'Daejeon' },
  { code: 'KR09', label: '충남', englishLabel: 'Chungnam' },
  { code: 'KR10', label: '충북', englishLabel: 'Chungbuk' },
  { code: 'KR11', label: '전남', englishLabel: 'Jeonnam' },
  { code: 'KR12', label: '전북', englishLabel: 'Jeonbuk' },
  { code: 'KR13', label: '광주', englishLabel: 'Gwangju' },
  { code: 'KR14', label: '강원', englishLabel: 'Gangwon' },
  { code: 'KR15', label: '울산', englishLabel: 'Ulsan' },
  { code: 'KR16', label: '제주', englishLabel: 'Jeju' },
  { code: 'KR17', label: '세종', englishLabel: 'Sejong' },
  { code: 'KR18', label: '경기 남부', englishLabel: 'Southern Gyeonggi' },
  { code: 'KR19', label: '경기 북부', englishLabel: 'Northern Gyeonggi' },
]);
export type RegionCode = CodeOf<typeof regions>;

/** The "no preference" region, the only one an online-only gathering may carry. */
export const ANY_REGION: RegionCode = 'KR00';
