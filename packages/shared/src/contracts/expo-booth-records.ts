/**
 * Expo booth records and field rules (issue 15 items 1–2): limits, statuses, the booth form's
 * fields, the booth, its team, updates and screening items. The same field schemas check the web
 * form and the server; store and video links use the seed's patterns of `validation/links.ts`.
 * The calls that carry them are in expo-booths.ts.
 */
import { z } from 'zod';
import { domains } from '../codes/domains.js';
import { industries } from '../codes/people.js';
import { launchStatuses, platforms } from '../codes/project.js';
import { isAppStoreUrl, isPlayStoreUrl, isUrl, isVideoUrl } from '../validation/links.js';
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
  messageTitleMax: 60,
  messageBodyMax: 1000,
  /** Hours between two messages from one booth to its supporters. */
  messageEveryHours: 24,
} as const;

export const BOOTH_STATUSES = ['draft', 'screening', 'approved', 'refused'] as const;
export type BoothStatus = (typeof BOOTH_STATUSES)[number];

export const ZBoothNo = ZId;

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
  /** Null for viewers off the team while `counts_hidden_until` is ahead (RANK_RULES.hiddenHours). */
  support_count: z.number().int().nullable(),
  like_count: z.number().int().nullable(),
  review_count: z.number().int(),
  /** Until when a fresh booth's support and like counts stay hidden from everyone but its team. */
  counts_hidden_until: z.string().nullable(),
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
