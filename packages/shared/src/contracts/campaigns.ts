/**
 * Events (campaigns) of issue 14 item 7: types 01–07 (reference 3.23), reward modes 01 all,
 * 02 lottery, 03 first-come. Members enter with a code (01, 02), a daily check-in (04) or a proof
 * an operator reviews (03, 05, 06, 07); operators create and close events, review proofs and draw
 * lotteries from a recorded seed.
 */
import { z } from 'zod';
import { eventRewardModes, eventTypes } from '../codes/quests.js';
import { isUrl } from '../validation/links.js';
import { defineContract } from './contract.js';
import { ZId, zLine, zText } from './primitives.js';

/** Which way a member enters an event of each type. */
export type EventEntryKind = 'code' | 'attendance' | 'proof';

export function eventEntryKind(type: string): EventEntryKind {
  if (type === '01' || type === '02') return 'code';
  if (type === '04') return 'attendance';
  return 'proof';
}

export const EVENT_LIMITS = {
  title: 60,
  body: 2000,
  code: 40,
  note: 300,
  reason: 200,
  /** Points an event may hand to one entry (1 point = 1,000 won). */
  points: 1000,
  exp: 100_000,
  capacity: 100_000,
  /** Entry numbers the draw panel lists for re-running the draw. */
  drawListed: 2000,
} as const;

/**
 * A credited reward as a sentence's object, with the particle its last word takes:
 * "3포인트를", "활동 점수 50점을", "3포인트와 활동 점수 50점을".
 */
export function rewardPhrase(reward: { points: number; exp: number }): string {
  const points = reward.points > 0 ? `${reward.points}포인트` : '';
  if (reward.exp <= 0) return `${points}를`;
  return `${points ? `${points}와 ` : ''}활동 점수 ${reward.exp}점을`;
}

/** The ordering rule of every draw, shown beside its seed so anyone can re-run it. */
export const DRAW_RULE =
  '회원마다 첫 참여 번호 하나가 추첨권이에요. 참여 번호마다 SHA-256(시드 + ":" + 참여 번호)를 16진수로 계산해 작은 값부터 줄 세우고, 앞에서부터 당첨 인원만큼 뽑아요.';

const ZEventNo = ZId;

export const ZEventCard = z.object({
  event_no: z.number().int(),
  type: z.string(),
  type_label: z.string(),
  mode: z.string(),
  mode_label: z.string(),
  title: z.string(),
  reward_points: z.number().int(),
  reward_exp: z.number().int(),
  capacity: z.number().int().nullable(),
  /** First-come: slots taken so far. */
  winners: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** 'upcoming' before the start, 'live' until the end, then 'ended'. */
  state: z.enum(['upcoming', 'live', 'ended']),
});
export type EventCard = z.infer<typeof ZEventCard>;

export const ZEventEntry = z.object({
  entry_no: z.number().int(),
  /** Seoul day of an attendance entry (yyyy-mm-dd); null for the other types. */
  day: z.string().nullable(),
  /** none: nothing to review; pending/approved/rejected: the proof's review. */
  review: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** waiting: not decided yet (lottery before the draw, proof under review); won; lost. */
  outcome: z.enum(['waiting', 'won', 'lost']),
  reject_reason: z.string().nullable(),
  proof_image: z.string().nullable(),
  proof_url: z.string().nullable(),
  rewarded: z.boolean(),
  created_at: z.string(),
});
export type EventEntry = z.infer<typeof ZEventEntry>;

export const ZDraw = z.object({
  seed: z.string(),
  rule: z.string(),
  drawn_at: z.string(),
  /** Eligible entry numbers at the draw, ascending (the first EVENT_LIMITS.drawListed). */
  entry_nos: z.array(z.number().int()),
  entry_count: z.number().int(),
  winners: z.array(z.object({ entry_no: z.number().int(), nickname: z.string() })),
});
export type Draw = z.infer<typeof ZDraw>;

export const ZEventDetail = ZEventCard.extend({
  body: z.string(),
  entry_kind: z.enum(['code', 'attendance', 'proof']),
  entry_count: z.number().int(),
});
export type EventDetail = z.infer<typeof ZEventDetail>;

export const list = defineContract({
  method: 'POST',
  path: '/api/event/list',
  summary: '이벤트 목록: 진행 중(시작 전 포함) 또는 종료된 이벤트를 최근 순으로 불러옵니다.',
  tags: ['campaigns'],
  auth: false,
  body: z.object({ status: z.enum(['live', 'ended']).default('live'), before: ZEventNo.optional() }),
  response: z.object({ list: z.array(ZEventCard), next_before: z.number().int().nullable() }),
});

export const detail = defineContract({
  method: 'POST',
  path: '/api/event/detail',
  summary: '이벤트 하나와 내 참여 기록(출석은 이번 주), 추첨 결과(시드와 당첨자)를 불러옵니다.',
  tags: ['campaigns'],
  auth: false,
  body: z.object({ event_no: ZEventNo }),
  response: z.object({
    event: ZEventDetail,
    /** The caller's entries, newest first (empty for a guest). */
    mine: z.array(ZEventEntry),
    /** Attendance: this Seoul week, Monday first, with the days the caller checked in. */
    week: z.array(z.object({ day: z.string(), attended: z.boolean(), today: z.boolean() })),
    draw: ZDraw.nullable(),
  }),
});

const ZProofUrl = zLine(500, { trim: true }).refine(
  (v) => v === '' || isUrl(v),
  '인증 링크는 https://로 시작하는 주소로 입력해 주세요.',
);

export const enter = defineContract({
  method: 'POST',
  path: '/api/event/enter',
  summary:
    '이벤트에 참여합니다. 코드형(01, 02)은 code, 인증형(03, 05–07)은 proof_image나 proof_url, 출석(04)은 본문 없이 하루 한 번이에요.',
  tags: ['campaigns'],
  auth: true,
  body: z.object({
    event_no: ZEventNo,
    code: zLine(EVENT_LIMITS.code, { trim: true }).optional(),
    /** An address answered by /api/upload/eventProof. */
    proof_image: zLine(500, { trim: true }).optional(),
    proof_url: ZProofUrl.optional(),
    note: zText(EVENT_LIMITS.note, {
      trim: true,
      tooLong: `남길 말은 ${EVENT_LIMITS.note}자까지 쓸 수 있어요.`,
    }).optional(),
  }),
  response: z.object({
    entry: ZEventEntry,
    /** What was credited by this call (nothing while a proof waits or a lottery is open). */
    reward: z.object({ points: z.number().int(), exp: z.number().int() }).nullable(),
  }),
});

/** multipart with one `file`: the proof picture; then send its address as `proof_image` to enter. */
export const proofUpload = defineContract({
  method: 'POST',
  path: '/api/upload/eventProof',
  summary: '이벤트 인증 사진을 올립니다. 받은 주소를 참여할 때 proof_image로 보내 주세요.',
  tags: ['upload', 'campaigns'],
  auth: true,
  response: z.object({ FILE_URL: z.string(), FILE_NAME: z.string() }),
});

// ── Operators ───────────────────────────────────────────────────────────────────────────────

const ZWhen = z.iso.datetime({ offset: true, error: '날짜와 시간을 다시 골라 주세요.' });

export const ZEventInput = z
  .object({
    type: z.enum(eventTypes.codes, { error: '이벤트 종류를 골라 주세요.' }),
    mode: z.enum(eventRewardModes.codes, { error: '보상 방식을 골라 주세요.' }),
    title: zLine(EVENT_LIMITS.title, {
      trim: true,
      tooLong: `제목은 ${EVENT_LIMITS.title}자까지 쓸 수 있어요.`,
    }).min(2, '제목을 두 글자 이상 써 주세요.'),
    body: zText(EVENT_LIMITS.body, {
      trim: true,
      tooLong: `안내는 ${EVENT_LIMITS.body}자까지 쓸 수 있어요.`,
    }).min(1, '참여 방법을 안내해 주세요.'),
    reward_points: z.coerce.number().int('포인트는 정수로 적어 주세요.').min(0).max(EVENT_LIMITS.points),
    reward_exp: z.coerce.number().int('활동 점수는 정수로 적어 주세요.').min(0).max(EVENT_LIMITS.exp),
    /** Winners of a lottery or first-come event; unused for mode 01. */
    capacity: z.coerce.number().int().min(1).max(EVENT_LIMITS.capacity).nullable().default(null),
    code: zLine(EVENT_LIMITS.code, { trim: true }).nullable().default(null),
    starts_at: ZWhen,
    ends_at: ZWhen,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.reward_points + v.reward_exp === 0)
      issue('reward_points', '포인트나 활동 점수 중 하나는 보상으로 정해 주세요.');
    if (v.mode !== '01' && v.capacity === null) issue('capacity', '당첨 인원을 적어 주세요.');
    if (eventEntryKind(v.type) === 'code' && !/^[0-9A-Za-z-]{4,}$/.test(v.code ?? '')) {
      issue('code', '참여 코드는 영문, 숫자, -로 4자 이상 정해 주세요.');
    }
    if (v.type === '04' && v.mode === '03') issue('mode', '출석 체크는 전원 보상이나 추첨으로 정해 주세요.');
    if (Date.parse(v.ends_at) <= Date.parse(v.starts_at))
      issue('ends_at', '끝나는 때는 시작보다 뒤여야 해요.');
  });
export type EventInput = z.input<typeof ZEventInput>;

export const ZAdminEvent = ZEventCard.extend({
  code: z.string().nullable(),
  entry_count: z.number().int(),
  pending_count: z.number().int(),
  drawn: z.boolean(),
});
export type AdminEvent = z.infer<typeof ZAdminEvent>;

export const adminList = defineContract({
  method: 'POST',
  path: '/api/admin/event/list',
  summary: '운영자: 모든 이벤트를 최근 순으로, 참여 수와 검토 대기 수와 함께 불러옵니다.',
  tags: ['campaigns'],
  auth: true,
  body: z.object({ before: ZEventNo.optional() }),
  response: z.object({ list: z.array(ZAdminEvent), next_before: z.number().int().nullable() }),
});

export const create = defineContract({
  method: 'POST',
  path: '/api/admin/event/create',
  summary: '운영자: 이벤트를 만듭니다.',
  tags: ['campaigns'],
  auth: true,
  body: ZEventInput,
  response: z.object({ event: ZAdminEvent }),
});

export const close = defineContract({
  method: 'POST',
  path: '/api/admin/event/close',
  summary: '운영자: 진행 중인 이벤트를 지금 마감합니다.',
  tags: ['campaigns'],
  auth: true,
  body: z.object({ event_no: ZEventNo }),
  response: z.object({ event: ZAdminEvent }),
});

export const ZReviewItem = ZEventEntry.extend({
  event_no: z.number().int(),
  event_title: z.string(),
  user_no: z.number().int(),
  nickname: z.string(),
  note: z.string(),
});
export type ReviewItem = z.infer<typeof ZReviewItem>;

export const entries = defineContract({
  method: 'POST',
  path: '/api/admin/event/entries',
  summary:
    '운영자: 인증 참여를 검토 상태별로(기본은 대기 중) 불러옵니다. event_no로 한 이벤트만 볼 수 있어요.',
  tags: ['campaigns'],
  auth: true,
  body: z.object({
    review: z.enum(['pending', 'approved', 'rejected']).default('pending'),
    event_no: ZEventNo.optional(),
    before: ZId.optional(),
  }),
  response: z.object({ list: z.array(ZReviewItem), next_before: z.number().int().nullable() }),
});

export const review = defineContract({
  method: 'POST',
  path: '/api/admin/event/review',
  summary: '운영자: 인증을 승인하거나 반려합니다. 반려에는 사유가 필요하고, 회원에게 결과가 알림으로 가요.',
  tags: ['campaigns'],
  auth: true,
  body: z
    .object({
      entry_no: ZId,
      approve: z.boolean(),
      reason: zText(EVENT_LIMITS.reason, { trim: true }).default(''),
    })
    .refine((v) => v.approve || v.reason.length >= 2, {
      path: ['reason'],
      message: '반려 사유를 적어 주세요. 회원에게 그대로 보여요.',
    }),
  response: z.object({ entry: ZReviewItem }),
});

export const draw = defineContract({
  method: 'POST',
  path: '/api/admin/event/draw',
  summary:
    '운영자: 끝난 추첨 이벤트의 당첨자를 뽑습니다. 시드를 먼저 기록하고, 같은 시드로 누구나 다시 계산할 수 있어요.',
  tags: ['campaigns'],
  auth: true,
  body: z.object({ event_no: ZEventNo }),
  response: z.object({ draw: ZDraw }),
});
