/**
 * Expo booths (issue 15 items 1–2): registration from scratch or from a project, drafts, operator
 * screening (`register_screening`), the booth page, the team (`invitations`, leave) and updates.
 * The same field schemas check the web form and the server; store and video links use the seed's
 * patterns of `validation/links.ts`.
 */
import { z } from 'zod';
import { domains } from '../codes/domains.js';
import { industries } from '../codes/people.js';
import { launchStatuses, platforms } from '../codes/project.js';
import { isAppStoreUrl, isPlayStoreUrl, isUrl, isVideoUrl } from '../validation/links.js';
import { defineContract } from './contract.js';
import { ZId, zLine, zText } from './primitives.js';

export const BOOTH_LIMITS = {
  nameMin: 2,
  nameMax: 40,
  pitchMin: 5,
  pitchMax: 80,
  /** Source HTML of the introduction; the sanitized result is shorter. */
  introductionMax: 30_000,
  /** Plain text an introduction needs before screening, so operators have something to read. */
  introductionTextMin: 20,
  /** Cards cut the introduction here (product-spec 9). */
  cardIntro: 100,
  screenshotsMax: 8,
  industryTagsMax: 3,
  updateMax: 1000,
  reasonMax: 300,
  teamMax: 20,
} as const;

export const BOOTH_STATUSES = ['draft', 'screening', 'approved', 'refused'] as const;
export type BoothStatus = (typeof BOOTH_STATUSES)[number];

const ZBoothNo = ZId;

/** A link that must match `check` when given; '' and null both mean "no link". */
const zLink = (check: (v: string) => boolean, error: string) =>
  zLine(500, { trim: true })
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || check(v), { error });

const fields = {
  name: zLine(BOOTH_LIMITS.nameMax, { trim: true, tooLong: '제품 이름은 40자까지 쓸 수 있어요.' }).min(
    BOOTH_LIMITS.nameMin,
    { error: '제품 이름을 2자 이상 적어 주세요.' },
  ),
  pitch: zLine(BOOTH_LIMITS.pitchMax, { trim: true, tooLong: '한 줄 소개는 80자까지 쓸 수 있어요.' }).min(
    BOOTH_LIMITS.pitchMin,
    { error: '한 줄 소개를 5자 이상 적어 주세요.' },
  ),
  introduction: zText(BOOTH_LIMITS.introductionMax, { tooLong: '소개글이 너무 길어요. 조금 줄여 주세요.' }),
  domain: z.enum(domains.codes, { error: '서비스 분야를 목록에서 골라 주세요.' }),
  platform: z.enum(platforms.codes, { error: '플랫폼을 목록에서 골라 주세요.' }),
  launch_status: z.enum(launchStatuses.codes, { error: '출시 상태를 목록에서 골라 주세요.' }),
  web_url: zLink(isUrl, '웹사이트 주소는 https://로 시작하는 주소로 적어 주세요.'),
  play_store_url: zLink(
    isPlayStoreUrl,
    '플레이 스토어 주소는 https://play.google.com/store/apps/details?id=… 형식으로 적어 주세요.',
  ),
  app_store_url: zLink(
    isAppStoreUrl,
    '앱 스토어 주소는 https://apps.apple.com/kr/app/…/id… 형식으로 적어 주세요.',
  ),
  video_url: zLink(isVideoUrl, '영상은 유튜브 주소(watch, shorts, youtu.be 등)로 적어 주세요.'),
  logo_url: zLine(500, { trim: true }).nullable(),
  screenshots: z
    .array(zLine(500, { trim: true }).min(1))
    .max(BOOTH_LIMITS.screenshotsMax, { error: '스크린샷은 8장까지 올릴 수 있어요.' }),
  industry_tags: z
    .array(z.enum(industries.codes, { error: '산업 태그는 목록에서 골라 주세요.' }))
    .max(BOOTH_LIMITS.industryTagsMax, { error: '산업 태그는 3개까지 고를 수 있어요.' }),
};

/** Everything a booth needs before screening (and on every later edit). */
export const ZBoothInput = z.object({
  ...fields,
  web_url: fields.web_url.default(null),
  play_store_url: fields.play_store_url.default(null),
  app_store_url: fields.app_store_url.default(null),
  video_url: fields.video_url.default(null),
  logo_url: fields.logo_url.default(null),
  screenshots: fields.screenshots.default([]),
  industry_tags: fields.industry_tags.default([]),
});
export type BoothInput = z.output<typeof ZBoothInput>;

/** A draft: any subset, each field still checked, nothing required (autosave sends what is typed). */
export const ZBoothDraftInput = z.object({
  name: zLine(BOOTH_LIMITS.nameMax, { trim: true }).optional(),
  pitch: zLine(BOOTH_LIMITS.pitchMax, { trim: true }).optional(),
  introduction: fields.introduction.optional(),
  domain: fields.domain.nullable().optional(),
  platform: fields.platform.optional(),
  launch_status: fields.launch_status.optional(),
  web_url: fields.web_url.optional(),
  play_store_url: fields.play_store_url.optional(),
  app_store_url: fields.app_store_url.optional(),
  video_url: fields.video_url.optional(),
  logo_url: fields.logo_url.optional(),
  screenshots: fields.screenshots.optional(),
  industry_tags: fields.industry_tags.optional(),
});
export type BoothDraftInput = z.output<typeof ZBoothDraftInput>;

export const ZTeamMember = z.object({
  user_no: z.number().int(),
  nickname: z.string(),
  profile_image: z.string().nullable(),
  role: z.enum(['owner', 'member']),
});
export type TeamMember = z.infer<typeof ZTeamMember>;

export const ZBooth = z.object({
  booth_no: z.number().int(),
  status: z.enum(BOOTH_STATUSES),
  slug: z.string(),
  name: z.string(),
  pitch: z.string(),
  introduction: z.string(),
  /** The introduction as plain text, cut at 100 characters for cards and link previews. */
  intro_short: z.string(),
  domain: z.string(),
  platform: z.string(),
  launch_status: z.string(),
  web_url: z.string().nullable(),
  play_store_url: z.string().nullable(),
  app_store_url: z.string().nullable(),
  video_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  screenshots: z.array(z.string()),
  industry_tags: z.array(z.string()),
  project_no: z.number().int().nullable(),
  /** Only the team sees why a booth was refused. */
  refusal_reason: z.string().nullable(),
  support_count: z.number().int(),
  like_count: z.number().int(),
  review_count: z.number().int(),
  update_count: z.number().int(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  team: z.array(ZTeamMember),
  /** Open invitations (nicknames), shown to the team only; empty for everyone else. */
  invited: z.array(z.string()),
  me: z.object({
    role: z.enum(['owner', 'member']).nullable(),
    /** An invitation to this booth waits for my answer. */
    invited: z.boolean(),
  }),
});
export type Booth = z.infer<typeof ZBooth>;

export const ZBoothUpdate = z.object({
  update_no: z.number().int(),
  body: z.string(),
  author_nickname: z.string(),
  created_at: z.string(),
});
export type BoothUpdate = z.infer<typeof ZBoothUpdate>;

export const ZScreeningItem = z.object({
  booth_no: z.number().int(),
  name: z.string(),
  pitch: z.string(),
  intro_short: z.string(),
  owner_nickname: z.string(),
  submitted_at: z.string(),
});
export type ScreeningItem = z.infer<typeof ZScreeningItem>;

const ok = z.object({ ok: z.literal(true) });
const boothOnly = z.object({ booth_no: ZBoothNo });

export const init = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/init',
  summary:
    '새 부스 초안을 만듭니다. project_no를 주면 그 프로젝트(리더만)의 이름·소개·링크를 옮기고 팀원에게 초대를 보내요.',
  tags: ['expo'],
  auth: true,
  body: z.object({ project_no: ZId.optional() }),
  response: z.object({ booth_no: z.number().int() }),
});

export const save = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/save',
  summary: '부스 초안을 저장합니다(자동 저장). 초안이나 반려된 부스만 저장할 수 있어요.',
  tags: ['expo'],
  auth: true,
  body: ZBoothDraftInput.extend({ booth_no: ZBoothNo }),
  response: z.object({ booth_no: z.number().int(), updated_at: z.string() }),
});

export const submit = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/upload',
  summary: '부스를 심사에 보냅니다. 필수 항목과 링크 형식을 확인하고, 운영자가 승인하면 공개돼요.',
  tags: ['expo'],
  auth: true,
  body: ZBoothInput.extend({ booth_no: ZBoothNo }),
  response: z.object({ booth: ZBooth }),
});

export const update = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/update',
  summary: '심사 중이거나 공개된 부스의 내용을 팀장이 고칩니다.',
  tags: ['expo'],
  auth: true,
  body: ZBoothInput.extend({ booth_no: ZBoothNo }),
  response: z.object({ booth: ZBooth }),
});

export const remove = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/remove',
  summary: '팀장이 부스를 내립니다. 내린 부스는 누구에게도 보이지 않아요.',
  tags: ['expo'],
  auth: true,
  body: boothOnly,
  response: ok,
});

export const detail = defineContract({
  method: 'POST',
  path: '/api/expo/booth',
  summary: '부스 하나(머리글, 숫자, 팀, 내 상태)를 불러옵니다. 공개 전 부스는 팀과 운영자만 볼 수 있어요.',
  tags: ['expo'],
  auth: false,
  body: boothOnly,
  response: z.object({ booth: ZBooth }),
});

export const mine = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/mine',
  summary: '내가 팀으로 있는 부스(초안 포함)와 나에게 온 부스 초대를 불러옵니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({}).loose().nullish(),
  response: z.object({
    booths: z.array(ZScreeningItem.omit({ submitted_at: true }).extend({ status: z.enum(BOOTH_STATUSES) })),
    invitations: z.array(z.object({ booth_no: z.number().int(), name: z.string(), invited_by: z.string() })),
  }),
});

export const updates = defineContract({
  method: 'POST',
  path: '/api/expo/updates',
  summary: '부스의 업데이트 소식을 최신 순으로 불러옵니다.',
  tags: ['expo'],
  auth: false,
  body: z.object({ booth_no: ZBoothNo, before: ZId.optional() }),
  response: z.object({ list: z.array(ZBoothUpdate), next_before: z.number().int().nullable() }),
});

export const postUpdate = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/post_update',
  summary: '팀원이 부스에 업데이트 소식을 올립니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({
    booth_no: ZBoothNo,
    body: zText(BOOTH_LIMITS.updateMax, { trim: true, tooLong: '소식은 1,000자까지 쓸 수 있어요.' }).min(1, {
      error: '소식 내용을 적어 주세요.',
    }),
  }),
  response: z.object({ update: ZBoothUpdate }),
});

export const deleteUpdate = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/delete_update',
  summary: '팀원이 부스 업데이트 소식을 지웁니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZBoothNo, update_no: ZId }),
  response: ok,
});

export const invite = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/invitations',
  summary: '팀장이 닉네임으로 메이커를 부스 팀에 초대합니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZBoothNo, nickname: zLine(30, { trim: true }).min(1) }),
  response: ok,
});

export const answerInvitation = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/answer_invitation',
  summary: '받은 부스 초대를 수락하거나 거절합니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ booth_no: ZBoothNo, accept: z.boolean() }),
  response: ok,
});

export const leave = defineContract({
  method: 'POST',
  path: '/api/mgmt_expo/leave',
  summary: '팀원이 부스 팀에서 나갑니다. 팀장은 나갈 수 없어요(부스를 내려 주세요).',
  tags: ['expo'],
  auth: true,
  body: boothOnly,
  response: ok,
});

export const screeningList = defineContract({
  method: 'POST',
  path: '/api/mgmt_promotion/register_screening',
  summary: '운영자: 심사를 기다리는 부스를 먼저 보낸 순으로 불러옵니다.',
  tags: ['expo'],
  auth: true,
  body: z.object({ after: ZId.optional() }),
  response: z.object({ list: z.array(ZScreeningItem), next_after: z.number().int().nullable() }),
});

export const screen = defineContract({
  method: 'POST',
  path: '/api/mgmt_promotion/screen_booth',
  summary: '운영자: 부스를 승인하거나, 사유를 적어 반려합니다.',
  tags: ['expo'],
  auth: true,
  body: z
    .object({
      booth_no: ZBoothNo,
      approve: z.boolean(),
      reason: zText(BOOTH_LIMITS.reasonMax, { trim: true }).default(''),
    })
    .refine((b) => b.approve || b.reason.length >= 5, {
      error: '반려 사유를 5자 이상 적어 주세요.',
      path: ['reason'],
    }),
  response: ok,
});

export const imageUpload = defineContract({
  method: 'POST',
  path: '/api/upload/boothImage',
  summary: '부스 로고나 스크린샷을 올립니다. 받은 주소를 logo_url이나 screenshots에 넣어 주세요.',
  tags: ['upload', 'expo'],
  auth: true,
  response: z.object({ FILE_URL: z.string(), FILE_NAME: z.string() }),
});
