/** Drafts (`temp`): saving any part of an unfinished post and listing the writer's drafts. */
import { cutFeedText, type LoungeDraft, type LoungeDraftInput } from '@sidequest/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { UserRow } from '../auth/sessions.js';
import { assertCanPost } from '../moderation/sanctions.js';
import { prepareRichBody } from './body.js';
import { attachmentColumns } from '../upload/attachments.js';
import { feedAttachments } from './cards.js';
import { checkAttachments, ownPost } from './posts.js';
import { loungePosts } from './schema.js';

export async function saveDraft(
  db: Db,
  user: UserRow,
  input: LoungeDraftInput & { post_no?: number | undefined },
): Promise<{ postNo: number; updatedAt: Date }> {
  await assertCanPost(db, user.userNo);
  const existing = input.post_no ? await ownPost(db, user.userNo, input.post_no) : null;
  if (existing && existing.status !== 'draft') {
    throw fail('CONFLICT', '이미 게시된 글이에요. 고치려면 수정에서 해 주세요.');
  }
  await checkAttachments(db, user.userNo, input.attachments, existing);
  const body = input.body === undefined ? undefined : await prepareRichBody(db, input.body);
  const values: Partial<typeof loungePosts.$inferInsert> = {
    ...(input.post_type !== undefined && { postType: input.post_type }),
    ...(input.tag !== undefined && { tag: input.tag }),
    ...(body !== undefined && { bodyHtml: body.html, bodyText: body.text }),
    ...(input.poll !== undefined && { draftPoll: input.poll ? JSON.stringify(input.poll) : null }),
    ...(input.attachments ? attachmentColumns(input.attachments) : {}),
    updatedAt: new Date(),
  };
  if (existing) {
    const [row] = await db
      .update(loungePosts)
      .set(values)
      .where(eq(loungePosts.postNo, existing.postNo))
      .returning({ updatedAt: loungePosts.updatedAt });
    return { postNo: existing.postNo, updatedAt: row!.updatedAt };
  }
  const [row] = await db
    .insert(loungePosts)
    .values({ ...values, userNo: user.userNo, status: 'draft' })
    .returning({ postNo: loungePosts.postNo, updatedAt: loungePosts.updatedAt });
  return { postNo: row!.postNo, updatedAt: row!.updatedAt };
}

function draftPoll(raw: string | null): LoungeDraft['POLL'] {
  if (!raw) return null;
  try {
    const p = JSON.parse(raw) as { options?: string[]; multiple?: boolean; ends_at?: string | null };
    return { options: p.options ?? [], multiple: p.multiple ?? false, ends_at: p.ends_at ?? null };
  } catch {
    return null;
  }
}

export async function listDrafts(db: Db, user: UserRow): Promise<LoungeDraft[]> {
  const rows = await db
    .select()
    .from(loungePosts)
    .where(
      and(
        eq(loungePosts.userNo, user.userNo),
        eq(loungePosts.status, 'draft'),
        isNull(loungePosts.deletedAt),
      ),
    )
    .orderBy(desc(loungePosts.updatedAt), desc(loungePosts.postNo))
    .limit(50);
  return rows.map((r) => ({
    POST_NO: r.postNo,
    POST_TYPE: r.postType,
    POST_TAG: r.tag,
    BODY_HTML: r.bodyHtml,
    FEED_TEXT: cutFeedText(r.bodyText),
    POLL: draftPoll(r.draftPoll),
    ...feedAttachments(r),
    UPDATED_AT: r.updatedAt.toISOString(),
  }));
}
