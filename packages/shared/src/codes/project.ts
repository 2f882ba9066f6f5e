/** Gatherings (projects, studies, training), their phases and statuses, products and investment. */
import { type CodeOf, defineCatalogue } from './catalogue.js';

/** Gathering type (product-spec 3). */
export const gatheringTypes = defineCatalogue([
  { code: '01', label: '프로젝트' },
  { code: '02', label: '스터디·네트워킹' },
  { code: '03', label: '교육' },
]);
export type GatheringTypeCode = CodeOf<typeof gatheringTypes>;

/** Project type filter on listings (reference 3.20); '00' shows both. */
export const projectTypeFilters = defineCatalogue([
  { code: '00', label: '전체' },
  { code: '01', label: '프로젝트' },
  { code: '02', label: '스터디·네트워킹' },
]);
export type ProjectTypeFilterCode = CodeOf<typeof projectTypeFilters>;

/**
 * Progress phases (reference 3.11) with chip colours. Each pair is a light tint with a dark text
 * of the same hue; every pair passes WCAG AA (4.5:1), which codes.test.ts checks.
 */
export const progressPhases = defineCatalogue([
  { code: '01', label: '모집중', background: '#EDE9FE', color: '#5B21B6' },
  { code: '02', label: '기능 기획', background: '#E0F2FE', color: '#075985' },
  { code: '03', label: 'MVP·검증', background: '#FEF3C7', color: '#92400E' },
  { code: '04', label: '디자인', background: '#FCE7F3', color: '#9D174D' },
  { code: '05', label: '개발', background: '#DBEAFE', color: '#1E40AF' },
  { code: '06', label: '이벤트', background: '#FFEDD5', color: '#9A3412' },
  { code: '07', label: '업데이트', background: '#CCFBF1', color: '#115E59' },
  { code: '08', label: 'QA', background: '#F1F5F9', color: '#334155' },
  { code: '09', label: '피드백', background: '#ECFCCB', color: '#3F6212' },
  { code: '10', label: '런칭 준비', background: '#DCFCE7', color: '#166534' },
]);
export type ProgressPhaseCode = CodeOf<typeof progressPhases>;

/** A member's status in a group (reference 3.12). */
export const memberStatuses = defineCatalogue([
  { code: '01', label: '리더' },
  { code: '02', label: '멤버' },
  { code: '99', label: '승인 대기' },
]);
export type MemberStatusCode = CodeOf<typeof memberStatuses>;

/** Project status (reference 3.13), in the seed's order: drafting comes first although it is 99. */
export const projectStatuses = defineCatalogue([
  { code: '99', label: '작성 중' },
  { code: '01', label: '준비 중' },
  { code: '02', label: '진행 중' },
  { code: '03', label: '개발 중' },
  { code: '04', label: '일시 중지' },
  { code: '05', label: '완료 (런칭)' },
  { code: '06', label: '완료 (보관)' },
]);
export type ProjectStatusCode = CodeOf<typeof projectStatuses>;

/**
 * The status filter on listings (reference 3.13). Drafts are never listed, and the two
 * "complete" statuses are one choice for a visitor, so '05' here covers both 05 and 06.
 */
export const projectStatusFilters = defineCatalogue([
  { code: '01', label: '준비 중', statuses: ['01'] },
  { code: '02', label: '진행 중', statuses: ['02'] },
  { code: '03', label: '개발 중', statuses: ['03'] },
  { code: '04', label: '일시 중지', statuses: ['04'] },
  { code: '05', label: '완료', statuses: ['05', '06'] },
]);
export type ProjectStatusFilterCode = CodeOf<typeof projectStatusFilters>;

/** Launch status of a product (reference 3.14), in the seed's order. */
export const launchStatuses = defineCatalogue([
  { code: '03', label: '개발 중' },
  { code: '01', label: '정식 출시' },
  { code: '02', label: '이벤트 진행 중' },
  { code: '06', label: '기능 업데이트' },
]);
export type LaunchStatusCode = CodeOf<typeof launchStatuses>;

/** Meeting mode (reference 3.15). Online-only allows only region KR00 (see validation/region.ts). */
export const meetingModes = defineCatalogue([
  { code: '00', label: '온·오프라인' },
  { code: '01', label: '온라인' },
  { code: '02', label: '오프라인' },
]);
export type MeetingModeCode = CodeOf<typeof meetingModes>;

/**
 * Work (to-do) category (reference 3.10). '00' is shared by the whole team; 01–06 follow the
 * job groups 01–06 so a task can be routed to the member whose job matches.
 */
export const workCategories = defineCatalogue([
  { code: '00', label: '공통' },
  { code: '01', label: '비즈니스' },
  { code: '02', label: '기획' },
  { code: '03', label: '디자인' },
  { code: '04', label: '프론트엔드' },
  { code: '05', label: '백엔드' },
  { code: '06', label: '기타' },
]);
export type WorkCategoryCode = CodeOf<typeof workCategories>;

/** Product platform (product-spec 3). */
export const platforms = defineCatalogue([
  { code: '00', label: '미정' },
  { code: '01', label: '반응형 웹' },
  { code: '02', label: '안드로이드 앱' },
  { code: '03', label: 'iOS 앱' },
  { code: '04', label: 'PC 프로그램' },
  { code: '05', label: '설치형·SaaS 솔루션' },
]);
export type PlatformCode = CodeOf<typeof platforms>;

/** Camp (product-spec 3): the three stages of a maker's journey, printed in English as a brand. */
export const camps = defineCatalogue([
  { code: '01', label: '커넥트', englishLabel: 'Connect' },
  { code: '02', label: '메이크', englishLabel: 'Make' },
  { code: '03', label: '런치', englishLabel: 'Launch' },
]);
export type CampCode = CodeOf<typeof camps>;

/** Investment status (product-spec 3). */
export const investmentStatuses = defineCatalogue([
  { code: '00', label: '투자 계획 없음' },
  { code: '01', label: '투자 유치 희망' },
  { code: '02', label: '투자 유치 완료' },
]);
export type InvestmentStatusCode = CodeOf<typeof investmentStatuses>;

/** Investment stage (product-spec 3) with the ceiling of each stage in won (integers). */
export const investmentStages = defineCatalogue([
  {
    code: '01',
    label: '프리시드',
    englishLabel: 'Pre-Seed',
    ceilingWon: 100_000_000,
    ceilingLabel: '1억 원',
  },
  { code: '02', label: '시드', englishLabel: 'Seed', ceilingWon: 200_000_000, ceilingLabel: '2억 원' },
  { code: '03', label: '프리A', englishLabel: 'Pre-A', ceilingWon: 500_000_000, ceilingLabel: '5억 원' },
  {
    code: '04',
    label: '시리즈A',
    englishLabel: 'Series A',
    ceilingWon: 2_000_000_000,
    ceilingLabel: '20억 원',
  },
]);
export type InvestmentStageCode = CodeOf<typeof investmentStages>;
