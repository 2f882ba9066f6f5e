/**
 * Rewards a member has earned by their activity (the reward tables of product-spec 9, meanings in
 * `codes/rewards.ts`): the claim card lists them (`load_user_reward`) and `get_user_reward` claims
 * every one of them once through the ledger. The 포인트 안내 page reads the shared catalogues and
 * needs no call.
 */
import { z } from 'zod';
import { defineContract, emptyBody } from './contract.js';

export const ZPendingReward = z.object({
  REWARD_NO: z.number().int(),
  /** `rewardRules` code: D28 … D36, C01 … C03. */
  CODE: z.string(),
  /** Korean words for it (프로필 완성 …). */
  LABEL: z.string(),
  EXP: z.number().int(),
  POINTS: z.number().int(),
  EARNED_AT: z.string(),
});
export type PendingReward = z.infer<typeof ZPendingReward>;

export const loadUserReward = defineContract({
  method: 'GET',
  path: '/api/profile/load_user_reward',
  summary: '활동으로 얻고 아직 받지 않은 보상(활동 점수·포인트)을 최근 것부터 불러옵니다.',
  tags: ['profile'],
  auth: true,
  response: z.object({
    /** Every unclaimed reward (the list below shows at most 100 of them, newest first). */
    COUNT: z.number().int(),
    EXP: z.number().int(),
    POINTS: z.number().int(),
    rewards: z.array(ZPendingReward),
  }),
});

export const ZLevelUp = z.object({ FROM: z.number().int(), TO: z.number().int(), NAME: z.string() });

export const getUserReward = defineContract({
  method: 'POST',
  path: '/api/profile/get_user_reward',
  summary:
    '받지 않은 보상을 한 번에 받습니다. 보상마다 한 번만 적립되고, 동시에 두 번 눌러도 한 번만 받아요.',
  tags: ['profile'],
  auth: true,
  body: emptyBody,
  response: z.object({
    /** How many rewards this call credited (0 when there was nothing, or another tab took them). */
    CLAIMED: z.number().int(),
    EXP: z.number().int(),
    POINTS: z.number().int(),
    /** The member's exp and point balance after the claim. */
    EXP_TOTAL: z.number().int(),
    POINT_BALANCE: z.number().int(),
    /** Set when the claim carried the member to a new level. */
    LEVEL_UP: ZLevelUp.nullable(),
    /** Unclaimed rewards left beyond one claim's batch (claim again). */
    REMAINING: z.number().int(),
  }),
});
