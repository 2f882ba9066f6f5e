/**
 * Registering a booth: a draft from scratch or from a project (only its leader; its name, story,
 * platform, cover and team carried over, teammates invited rather than added, since joining a
 * booth is their choice), autosaved drafts, submission for screening, edits and take-down.
 */
import {
  BOOTH_LIMITS,
  type BoothDraftInput,
  type BoothInput,
  type BoothStatus,
  htmlToText,
  isAppStoreUrl,
  isPlayStoreUrl,
  isVideoUrl,
} from '@sidequest/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { sanitizeRichHtml } from '../../lib/sanitize.js';
import { users } from '../auth/schema.js';
import { projectMembers, projects } from '../project/schema.js';
import { assertOwnUploads } from '../upload/ownership.js';
import { type BoothRow, cutIntro, readBooth, requireTeam } from './booths.js';
import { boothInvitations, boothMembers, booths } from './schema.js';

export const BOOTH_IMAGE_PURPOSE = 'booth_image';

/** How many booths one member may hold as drafts at once (autosave makes a new one per form). */
const DRAFTS_MAX = 10;

/** The first line of a project's story as a pitch, cut to fit. */
function pitchFrom(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return [...line.trim()].slice(0, BOOTH_LIMITS.pitchMax).join('');
}

async function fromProject(db: Db, userNo: number, projectNo: number) {
  const [project] = await db.select().from(projects).where(eq(projects.projectNo, projectNo)).limit(1);
  if (!project || project.status === '99')
    throw fail('NOT_FOUND', '찾는 프로젝트가 없어요. 목록을 새로고침해 주세요.');
  if (project.leaderNo !== userNo) throw fail('FORBIDDEN', '프로젝트 리더만 부스로 옮길 수 있어요.');
  const docs = [
    project.docsUrl1,
    project.docsUrl2,
    project.docsUrl3,
    project.docsUrl4,
    project.docsUrl5,
  ].filter((u): u is string => !!u);
  const team = await db
    .select({ userNo: projectMembers.userNo })
    .from(projectMembers)
    .innerJoin(users, eq(users.userNo, projectMembers.userNo))
    .where(
      and(
        eq(projectMembers.projectNo, projectNo),
        ne(projectMembers.userNo, userNo),
        eq(users.status, 'active'),
      ),
    );
  return {
    values: {
      projectNo,
      name: [...project.title].slice(0, BOOTH_LIMITS.nameMax).join(''),
      pitch: pitchFrom(project.introductionText),
      introduction: project.introductionHtml,
      introText: project.introductionText,
      domain: project.domain ?? '',
      platform: project.platform,
      playStoreUrl: docs.find(isPlayStoreUrl) ?? null,
      appStoreUrl: docs.find(isAppStoreUrl) ?? null,
      videoUrl: docs.find(isVideoUrl) ?? null,
      screenshots: project.coverUrl ? [project.coverUrl] : [],
    },
    teammates: team.map((t) => t.userNo).slice(0, BOOTH_LIMITS.teamMax),
  };
}

/** A new draft owned by the caller; from a project, its teammates get invitations. */
export async function initBooth(db: Db, userNo: number, projectNo?: number): Promise<{ booth_no: number }> {
  const drafts = await db
    .select({ boothNo: booths.boothNo })
    .from(booths)
    .where(and(eq(booths.ownerNo, userNo), eq(booths.status, 'draft')))
    .limit(DRAFTS_MAX);
  if (drafts.length >= DRAFTS_MAX) {
    throw fail('CONFLICT', '작성 중인 부스 초안이 너무 많아요. 쓰지 않는 초안을 지운 뒤 다시 만들어 주세요.');
  }
  const carried = projectNo ? await fromProject(db, userNo, projectNo) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(booths)
      .values({ ownerNo: userNo, ...carried?.values })
      .returning({ boothNo: booths.boothNo });
    const boothNo = row!.boothNo;
    await tx.insert(boothMembers).values({ boothNo, userNo, role: 'owner' });
    if (carried && carried.teammates.length > 0) {
      await tx
        .insert(boothInvitations)
        .values(carried.teammates.map((u) => ({ boothNo, userNo: u, invitedBy: userNo })));
    }
    return { booth_no: boothNo };
  });
}

/** Pictures on a booth: the caller's own uploads for booths, or ones already on it. */
async function checkImages(db: Db, userNo: number, booth: BoothRow, input: BoothDraftInput) {
  const urls = [...(input.screenshots ?? []), ...(input.logo_url ? [input.logo_url] : [])];
  await assertOwnUploads(db, userNo, urls, [BOOTH_IMAGE_PURPOSE], [...booth.screenshots, booth.logoUrl]);
}

/** Columns for the fields present in the input (a draft sends only what changed). */
function columns(input: BoothDraftInput): Partial<typeof booths.$inferInsert> {
  const html = input.introduction === undefined ? undefined : sanitizeRichHtml(input.introduction);
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.pitch !== undefined && { pitch: input.pitch }),
    ...(html !== undefined && { introduction: html, introText: htmlToText(html) }),
    ...(input.domain !== undefined && { domain: input.domain ?? '' }),
    ...(input.platform !== undefined && { platform: input.platform }),
    ...(input.launch_status !== undefined && { launchStatus: input.launch_status }),
    ...(input.web_url !== undefined && { webUrl: input.web_url }),
    ...(input.play_store_url !== undefined && { playStoreUrl: input.play_store_url }),
    ...(input.app_store_url !== undefined && { appStoreUrl: input.app_store_url }),
    ...(input.video_url !== undefined && { videoUrl: input.video_url }),
    ...(input.logo_url !== undefined && { logoUrl: input.logo_url }),
    ...(input.screenshots !== undefined && { screenshots: [...new Set(input.screenshots)] }),
    ...(input.industry_tags !== undefined && { industryTags: [...new Set(input.industry_tags)] }),
  };
}

const EDITABLE_DRAFT = ['draft', 'refused'];

export async function saveDraft(db: Db, userNo: number, input: BoothDraftInput & { booth_no: number }) {
  const { booth } = await requireTeam(db, input.booth_no, userNo, 'owner');
  if (!EDITABLE_DRAFT.includes(booth.status)) {
    throw fail('CONFLICT', '심사 중이거나 공개된 부스는 초안으로 저장할 수 없어요. 수정하기로 고쳐 주세요.');
  }
  await checkImages(db, userNo, booth, input);
  const [row] = await db
    .update(booths)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(booths.boothNo, booth.boothNo))
    .returning({ updatedAt: booths.updatedAt });
  return { booth_no: booth.boothNo, updated_at: row!.updatedAt.toISOString() };
}

/** A store or web link somewhere: operators and visitors need a way to try the product. */
function assertComplete(input: BoothInput, introText: string) {
  if ([...introText.trim()].length < BOOTH_LIMITS.introductionTextMin) {
    throw fail('VALIDATION', '소개글을 20자 이상 적어 주세요. 어떤 문제를 어떻게 푸는지 알려 주면 좋아요.', {
      introduction: '소개글을 20자 이상 적어 주세요.',
    });
  }
  if (!input.web_url && !input.play_store_url && !input.app_store_url) {
    throw fail('VALIDATION', '웹사이트, 플레이 스토어, 앱 스토어 주소 중 하나 이상을 적어 주세요.', {
      web_url: '제품을 써 볼 수 있는 주소를 하나 이상 적어 주세요.',
    });
  }
}

async function writeFull(db: Db, userNo: number, booth: BoothRow, input: BoothInput, status?: string) {
  await checkImages(db, userNo, booth, input);
  const values = columns(input);
  assertComplete(input, values.introText ?? '');
  const now = new Date();
  await db
    .update(booths)
    .set({
      ...values,
      updatedAt: now,
      ...(status && { status, submittedAt: now, refusalReason: null }),
    })
    .where(and(eq(booths.boothNo, booth.boothNo), eq(booths.status, booth.status)));
  return { booth: await readBooth(db, booth.boothNo, userNo) };
}

/** Draft or refused → screening, with every required field checked. */
export async function submitBooth(
  db: Db,
  events: DomainEvents,
  userNo: number,
  input: BoothInput & { booth_no: number },
) {
  const { booth } = await requireTeam(db, input.booth_no, userNo, 'owner');
  if (!EDITABLE_DRAFT.includes(booth.status)) throw fail('CONFLICT', '이미 심사 중이거나 공개된 부스예요.');
  const sent = await writeFull(db, userNo, booth, input, 'screening');
  await events.emit('booth.submitted', { boothNo: sent.booth.booth_no, name: sent.booth.name });
  return sent;
}

/**
 * Edits of a booth under screening or public. The status stays: an operator who approved it can
 * still refuse it later through a report, and re-screening every typo fix would hide the booth.
 */
export async function updateBooth(
  db: Db,
  events: DomainEvents,
  userNo: number,
  input: BoothInput & { booth_no: number },
) {
  const { booth } = await requireTeam(db, input.booth_no, userNo, 'owner');
  if (EDITABLE_DRAFT.includes(booth.status)) {
    throw fail('CONFLICT', '초안이나 반려된 부스는 고친 뒤 심사 보내기로 보내 주세요.');
  }
  const saved = await writeFull(db, userNo, booth, input);
  await events.emit('booth.edited', { boothNo: saved.booth.booth_no, name: saved.booth.name });
  return saved;
}

/** Taken down by the owner: hidden from everyone, rows kept for supports and rankings history. */
export async function removeBooth(db: Db, events: DomainEvents, userNo: number, boothNo: number) {
  const { booth } = await requireTeam(db, boothNo, userNo, 'owner');
  await db.update(booths).set({ removedAt: new Date() }).where(eq(booths.boothNo, boothNo));
  await events.emit('booth.removed', { boothNo, name: booth.name, ownerNo: userNo });
  return { ok: true as const };
}

/** The caller's booths (any status but removed) and the invitations waiting for them. */
export async function myBooths(db: Db, userNo: number) {
  const rows = await db
    .select({
      boothNo: booths.boothNo,
      name: booths.name,
      pitch: booths.pitch,
      introText: booths.introText,
      status: booths.status,
      owner: users.nickname,
    })
    .from(boothMembers)
    .innerJoin(booths, eq(booths.boothNo, boothMembers.boothNo))
    .innerJoin(users, eq(users.userNo, booths.ownerNo))
    .where(and(eq(boothMembers.userNo, userNo), isNull(booths.removedAt)))
    .orderBy(booths.boothNo)
    .limit(50);
  const invites = await db
    .select({ boothNo: booths.boothNo, name: booths.name, invitedBy: users.nickname })
    .from(boothInvitations)
    .innerJoin(booths, eq(booths.boothNo, boothInvitations.boothNo))
    .innerJoin(users, eq(users.userNo, booths.ownerNo))
    .where(
      and(
        eq(boothInvitations.userNo, userNo),
        eq(boothInvitations.status, 'pending'),
        isNull(booths.removedAt),
      ),
    )
    .limit(50);
  return {
    booths: rows.map((r) => ({
      booth_no: r.boothNo,
      name: r.name,
      pitch: r.pitch,
      intro_short: cutIntro(r.introText),
      owner_nickname: r.owner ?? '',
      status: r.status as BoothStatus,
    })),
    invitations: invites.map((i) => ({
      booth_no: i.boothNo,
      name: i.name || '이름 없는 부스',
      invited_by: i.invitedBy ?? '',
    })),
  };
}
