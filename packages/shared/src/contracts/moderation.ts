/**
 * Moderation of content (issue 6, item 6): members report posts, replies and articles; operators
 * list reports, resolve them, hide content and suspend posting for a period.
 */
import { z } from 'zod';
import { ZId, zText } from './primitives.js';
import { REPORT_TARGETS, reportReasons, SUSPENSION_DAYS } from '../codes/lounge.js';
import { defineContract } from './contract.js';

const ZNo = ZId;

export const report = defineContract({
  method: 'POST',
  path: '/api/mgmt_lounge/report',
  summary: '라운지 글, 댓글, 매거진 아티클을 신고합니다. 한 사람이 한 번씩 신고할 수 있어요.',
  tags: ['moderation'],
  auth: true,
  body: z.object({
    target_type: z.enum(REPORT_TARGETS, { error: '신고할 대상을 다시 확인해 주세요.' }),
    target_no: ZNo,
    reason: z.enum(reportReasons.codes, { error: '신고 사유를 골라 주세요.' }),
    detail: zText(500, { trim: true, tooLong: '신고 내용은 500자까지 쓸 수 있어요.' }).default(''),
  }),
  response: z.object({ report_no: z.number().int() }),
});

export const ZReportItem = z.object({
  REPORT_NO: z.number().int(),
  TARGET_TYPE: z.enum([...REPORT_TARGETS, 'project']),
  TARGET_NO: z.number().int(),
  /** Null for reports the system made (a repeated body). */
  REPORTER_NO: z.number().int().nullable(),
  REPORTER_NICKNAME: z.string().nullable(),
  REASON: z.string(),
  DETAIL: z.string(),
  STATUS: z.enum(['open', 'resolved', 'dismissed']),
  /** The reported person and a cut of what they wrote, so the operator can judge in the list. */
  AUTHOR_NO: z.number().int().nullable(),
  AUTHOR_NICKNAME: z.string().nullable(),
  EXCERPT: z.string(),
  HIDDEN: z.boolean(),
  /**
   * Where the content can be read (a reply: its post's or article's page); null once it was deleted.
   * Hidden content stays reachable for operators through the admin calls, not these pages.
   */
  CONTENT_URL: z.string().nullable(),
  /** The last day (yy.MM.dd, Seoul) of the author's current posting suspension; null when not suspended. */
  AUTHOR_SUSPENDED_UNTIL: z.string().nullable(),
  /** Confirmed (resolved) reports against the author so far: the basis for a suspension. */
  AUTHOR_CONFIRMED: z.number().int(),
  CREATE_TIME: z.string(),
});
export type ReportItem = z.infer<typeof ZReportItem>;

export const reports = defineContract({
  method: 'POST',
  path: '/api/admin/reports',
  summary: '운영자: 신고 목록을 최근 순으로 불러옵니다(기본은 처리 전 신고).',
  tags: ['moderation'],
  auth: true,
  body: z.object({
    status: z.enum(['open', 'resolved', 'dismissed']).default('open'),
    before: ZNo.optional(),
  }),
  response: z.object({ list: z.array(ZReportItem), next_before: z.number().int().nullable() }),
});

export const resolve = defineContract({
  method: 'POST',
  path: '/api/admin/resolve',
  summary: '운영자: 신고를 처리합니다. resolved는 위반 확인(hide면 내용도 숨김), dismissed는 문제없음이에요.',
  tags: ['moderation'],
  auth: true,
  body: z.object({
    report_no: ZNo,
    status: z.enum(['resolved', 'dismissed']),
    hide: z.boolean().default(false),
  }),
  response: z.object({ report: ZReportItem }),
});

export const hide = defineContract({
  method: 'POST',
  path: '/api/admin/hide',
  summary: '운영자: 글, 댓글, 아티클을 숨기거나(hidden: true) 다시 보이게 합니다.',
  tags: ['moderation'],
  auth: true,
  body: z.object({ target_type: z.enum(REPORT_TARGETS), target_no: ZNo, hidden: z.boolean() }),
  response: z.object({ hidden: z.boolean() }),
});

export const suspend = defineContract({
  method: 'POST',
  path: '/api/admin/suspend',
  summary: '운영자: 회원의 글쓰기를 정해진 기간 동안 막습니다. 사유와 끝나는 날은 본인에게 보여요.',
  tags: ['moderation'],
  auth: true,
  body: z.object({
    user_no: ZNo,
    days: z.coerce
      .number()
      .int()
      .refine((d) => (SUSPENSION_DAYS as readonly number[]).includes(d), {
        error: `정지 기간은 ${SUSPENSION_DAYS.join(', ')}일 중에서 골라 주세요.`,
      }),
    reason: zText(200, { trim: true }).min(2, { error: '정지 사유를 적어 주세요. 본인에게 그대로 보여요.' }),
  }),
  response: z.object({ user_no: z.number().int(), until: z.string() }),
});

export const unsuspend = defineContract({
  method: 'POST',
  path: '/api/admin/unsuspend',
  summary: '운영자: 진행 중인 글쓰기 제한을 풉니다.',
  tags: ['moderation'],
  auth: true,
  body: z.object({ user_no: ZNo }),
  response: z.object({ user_no: z.number().int(), lifted: z.boolean() }),
});

export const mySuspension = defineContract({
  method: 'GET',
  path: '/api/mgmt_lounge/my_suspension',
  summary: '내 글쓰기 제한 상태(사유와 끝나는 날)를 알려 줍니다. 제한이 없으면 null이에요.',
  tags: ['moderation'],
  auth: true,
  response: z.object({
    suspension: z.object({ reason: z.string(), until: z.string(), until_label: z.string() }).nullable(),
    is_operator: z.boolean(),
  }),
});
