import { defineCatalogue } from './catalogue.js';
import { resolveJosa } from '../format/josa.js';

/**
 * Project history feed codes. The seed shows only P008 (status change); the rest are ours
 * (docs/decisions.md). `template` builds the Korean feed text from the entry's detail:
 * {actor} is the member's nickname, other {keys} come from the detail object.
 */
export const projectFeedCodes = defineCatalogue([
  { code: 'P001', label: '모집 시작', template: '{actor}님이 팀원 모집을 시작했어요.', isNews: false },
  { code: 'P002', label: '팀원 합류', template: '{member}님이 {job}(으)로 팀에 합류했어요.', isNews: true },
  { code: 'P003', label: '팀원 떠남', template: '{member}님이 팀을 떠났어요.', isNews: false },
  {
    code: 'P004',
    label: '마일스톤 추가',
    template: "{actor}님이 마일스톤 '{title}'을(를) 추가했어요.",
    isNews: true,
  },
  { code: 'P005', label: '마일스톤 완료', template: "마일스톤 '{title}'을(를) 완료했어요.", isNews: true },
  {
    code: 'P006',
    label: '할 일 추가',
    template: "{actor}님이 할 일 '{title}'을(를) 추가했어요.",
    isNews: false,
  },
  {
    code: 'P007',
    label: '할 일 완료',
    template: "{actor}님이 할 일 '{title}'을(를) 끝냈어요.",
    isNews: false,
  },
  {
    code: 'P008',
    label: '상태 변경',
    template: "프로젝트 상태가 '{from}'에서 '{to}'(으)로 바뀌었어요.",
    isNews: true,
  },
  { code: 'P009', label: '진행 단계 변경', template: "진행 단계가 '{to}'(으)로 바뀌었어요.", isNews: true },
  { code: 'P010', label: '리더 변경', template: '{member}님이 새 리더가 되었어요.', isNews: true },
  { code: 'P011', label: '모집글 수정', template: '{actor}님이 모집글을 고쳤어요.', isNews: false },
  { code: 'P012', label: '모집 완료', template: '모든 자리가 채워져 모집을 마감했어요.', isNews: true },
] as const);

/** Fills a feed template; unknown keys stay visible as-is so a missing value is noticed, not hidden. */
export function projectFeedText(code: string, detail: Record<string, unknown>): string {
  const item = projectFeedCodes.get(code);
  if (!item) return '';
  // Particles in the templates are written "(으)로"; the filled-in word decides which one is read.
  return resolveJosa(
    item.template.replace(/\{(\w+)\}/g, (whole, key: string) => {
      const v = detail[key];
      return v === undefined || v === null ? whole : String(v);
    }),
  );
}
