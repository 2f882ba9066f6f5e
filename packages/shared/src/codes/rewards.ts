/**
 * What each row of the reward tables (product-spec 9: activity D28–D36, content 01–03) pays and
 * how often. The amounts come from `activityRewards` and `contentRewards` (commerce.ts); this file
 * adds our decisions (docs/decisions/rewards.md): every reward is exp (the tables' unit), the
 * repeatable ones have a daily cap, and `live` says whether the action that earns it exists yet
 * (the 포인트 안내 page lists only live rows).
 *
 * Content rows get a `C` in front of their table code (C01 …) so one code names one reward in the
 * ledger's `reason` and in the pending-rewards table.
 */
import { type CodeOf, defineCatalogue } from './catalogue.js';
import { activityRewards, contentRewards } from './commerce.js';

const activity = (code: CodeOf<typeof activityRewards>) => activityRewards.get(code).exp;
const content = (code: CodeOf<typeof contentRewards>) => contentRewards.get(code).exp;

export const rewardRules = defineCatalogue([
  // Once per member.
  { code: 'D28', label: '프로필 완성', exp: activity('D28'), dailyCap: null, live: true },
  { code: 'D29', label: '첫 프로젝트 등록', exp: activity('D29'), dailyCap: null, live: true },
  // Once per project, to its leader; a launch a day at most.
  { code: 'D30', label: '프로젝트 런칭', exp: activity('D30'), dailyCap: 1, live: true },
  // Once per booth, to its owner, when an operator approves it (expo/screening.ts).
  { code: 'D31', label: '부스 등록', exp: activity('D31'), dailyCap: 1, live: true },
  { code: 'D32', label: '매거진 아티클 발행', exp: activity('D32'), dailyCap: 1, live: true },
  { code: 'D33', label: '댓글 작성', exp: activity('D33'), dailyCap: 5, live: true },
  { code: 'D34', label: '라운지 글 작성', exp: activity('D34'), dailyCap: 3, live: true },
  { code: 'D35', label: '응원 받기', exp: activity('D35'), dailyCap: 3, live: true },
  // Friend invites are run as event type 05 (proof reviewed by an operator), not counted here.
  { code: 'D36', label: '친구 초대', exp: activity('D36'), dailyCap: null, live: false },
  { code: 'C01', label: '인사이트·로그 작성', exp: content('01'), dailyCap: 3, live: true },
  { code: 'C02', label: '프로젝트 회고 작성', exp: content('02'), dailyCap: 1, live: true },
  // Events are opened by operators; members do not register them yet.
  { code: 'C03', label: '이벤트 등록', exp: content('03'), dailyCap: 1, live: false },
]);
export type RewardRuleCode = CodeOf<typeof rewardRules>;

/** Lounge tags whose posts also earn C01 (인사이트, 로그); the magazine's 로그 category too. */
export const INSIGHT_LOUNGE_TAGS: readonly string[] = ['04', '21'];
export const LOG_ARTICLE_CATEGORY = '21';

/** A teammate review with at least this rating counts as 응원 (D35) for the member reviewed. */
export const CHEER_MIN_RATING = 4;

/**
 * 프로필 완성 (D28): a main job, at least one skill and one interest, and an introduction of at
 * least this many characters (spaces not counted).
 */
export const PROFILE_COMPLETE_INTRO_MIN = 20;

/** At most this many unclaimed rewards are listed (and claimed) at once. */
export const REWARD_CLAIM_BATCH = 100;
