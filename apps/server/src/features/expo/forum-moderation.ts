/**
 * Taking forum posts down: the author deletes their own thread or reply, the booth's team or an
 * operator hides (and may show again) anyone's. Both are soft: the row keeps its place, so a
 * thread's replies still read under it and a reply's neighbours keep their order; the page shows
 * "삭제된 글이에요" or a hidden note where the text was. The team and operators still read a hidden
 * post's text, so they can judge whether to show it again.
 */
import type { expoSocialApi } from '@sidequest/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { UserRow } from '../auth/sessions.js';
import { operatorRole } from '../moderation/sanctions.js';
import type { ReportTargetSource, TargetInfo } from '../moderation/targets.js';
import { type SocialBooth, socialBooth } from './social-access.js';
import { boothForumReplies, boothForumThreads } from './social-schema.js';

type Target = { target_type: 'thread' | 'reply'; target_no: number };
type Flags = Pick<expoSocialApi.ForumThread, 'STATE' | 'CAN_DELETE' | 'CAN_HIDE'>;

/** The state a viewer sees and what they may do to it. */
export function postFlags(
  r: { authorNo: number; deletedAt: Date | null; hiddenAt: Date | null },
  viewerNo: number | null,
  canHide: boolean,
): Flags {
  const state = r.deletedAt ? 'deleted' : r.hiddenAt ? 'hidden' : 'live';
  return {
    STATE: state,
    CAN_DELETE: state !== 'deleted' && viewerNo !== null && viewerNo === r.authorNo,
    // A deleted post has nothing left to hide.
    CAN_HIDE: state !== 'deleted' && canHide,
  };
}

/** Whether the text goes out: a deleted post's never, a hidden one's only to those who may show it again. */
export function shownText(state: Flags['STATE'], canHide: boolean): boolean {
  return state === 'live' || (state === 'hidden' && canHide);
}

/** The team hides posts in its own booth's forum; operators in any. */
export async function canHideIn(db: Db, booth: SocialBooth, viewerNo: number | null): Promise<boolean> {
  if (viewerNo === null) return false;
  if (booth.teamNos.includes(viewerNo)) return true;
  return (await operatorRole(db, viewerNo)) !== null;
}

const GONE = {
  thread: '찾는 포럼 글이 없어요. 지워졌을 수 있어요.',
  reply: '찾는 댓글이 없어요. 지워졌을 수 있어요.',
};

/** The post's author, state and booth (as the viewer may read it). */
async function loadPost(db: Db, t: Target, viewerNo: number) {
  const [row] =
    t.target_type === 'thread'
      ? await db
          .select({
            authorNo: boothForumThreads.authorNo,
            boothNo: boothForumThreads.boothNo,
            deletedAt: boothForumThreads.deletedAt,
          })
          .from(boothForumThreads)
          .where(eq(boothForumThreads.threadNo, t.target_no))
          .limit(1)
      : await db
          .select({
            authorNo: boothForumReplies.authorNo,
            boothNo: boothForumThreads.boothNo,
            deletedAt: boothForumReplies.deletedAt,
          })
          .from(boothForumReplies)
          .innerJoin(boothForumThreads, eq(boothForumThreads.threadNo, boothForumReplies.threadNo))
          .where(eq(boothForumReplies.replyNo, t.target_no))
          .limit(1);
  if (!row || row.deletedAt) throw fail('NOT_FOUND', GONE[t.target_type]);
  const booth = await socialBooth(db, row.boothNo, viewerNo, 'read');
  return { ...row, booth };
}

async function setColumn(db: Db, t: Target, col: 'deletedAt' | 'hiddenAt', on: boolean) {
  const value = on ? sql`now()` : sql`null`;
  if (t.target_type === 'thread') {
    await db
      .update(boothForumThreads)
      .set({ [col]: value })
      .where(eq(boothForumThreads.threadNo, t.target_no));
  } else {
    await db
      .update(boothForumReplies)
      .set({ [col]: value })
      .where(eq(boothForumReplies.replyNo, t.target_no));
  }
}

export async function deleteForumPost(db: Db, user: UserRow, t: Target) {
  const post = await loadPost(db, t, user.userNo);
  if (post.authorNo !== user.userNo) throw fail('FORBIDDEN', '내가 쓴 글만 지울 수 있어요.');
  await setColumn(db, t, 'deletedAt', true);
  return { ok: true as const };
}

export async function hideForumPost(db: Db, user: UserRow, t: Target & { hidden: boolean }) {
  const post = await loadPost(db, t, user.userNo);
  if (!(await canHideIn(db, post.booth, user.userNo))) {
    throw fail('FORBIDDEN', '부스 팀이나 운영자만 글을 숨길 수 있어요.');
  }
  await setColumn(db, t, 'hiddenAt', t.hidden);
  return { ok: true as const };
}

type ReportedRow = { no: number; authorNo: number; boothNo: number; hiddenAt: Date | null };

/** What the queue shows of each post; a thread or reply lives on its booth's 포럼 tab. */
function targetsOf<R extends ReportedRow>(rows: R[], text: (r: R) => string): Map<number, TargetInfo> {
  return new Map(
    rows.map((r) => [
      r.no,
      {
        authorNo: r.authorNo,
        text: text(r),
        hidden: r.hiddenAt !== null,
        url: `/product/${r.boothNo}?tab=forum`,
      },
    ]),
  );
}

/**
 * What moderation needs to take reports of forum threads (`booth_thread`) and replies
 * (`booth_reply`): a deleted post cannot be reported, and hiding from the operators' queue is the
 * same soft hide the team's ⋯ menu does.
 */
export const forumReportTargets: Record<'booth_thread' | 'booth_reply', ReportTargetSource> = {
  booth_thread: {
    async load(db, nos) {
      const rows = await db
        .select({
          no: boothForumThreads.threadNo,
          authorNo: boothForumThreads.authorNo,
          boothNo: boothForumThreads.boothNo,
          title: boothForumThreads.title,
          body: boothForumThreads.body,
          hiddenAt: boothForumThreads.hiddenAt,
        })
        .from(boothForumThreads)
        .where(and(inArray(boothForumThreads.threadNo, nos), isNull(boothForumThreads.deletedAt)));
      return targetsOf(rows, (r) => `${r.title} — ${r.body}`);
    },
    hide: (db, no, hidden) => setReported(db, { target_type: 'thread', target_no: no }, hidden),
  },
  booth_reply: {
    async load(db, nos) {
      const rows = await db
        .select({
          no: boothForumReplies.replyNo,
          authorNo: boothForumReplies.authorNo,
          boothNo: boothForumThreads.boothNo,
          body: boothForumReplies.body,
          hiddenAt: boothForumReplies.hiddenAt,
        })
        .from(boothForumReplies)
        .innerJoin(boothForumThreads, eq(boothForumThreads.threadNo, boothForumReplies.threadNo))
        .where(and(inArray(boothForumReplies.replyNo, nos), isNull(boothForumReplies.deletedAt)));
      return targetsOf(rows, (r) => r.body);
    },
    hide: (db, no, hidden) => setReported(db, { target_type: 'reply', target_no: no }, hidden),
  },
};

/** The operator's hide from the report queue: false when the post is gone. */
async function setReported(db: Db, t: Target, hidden: boolean): Promise<boolean> {
  const table = t.target_type === 'thread' ? boothForumThreads : boothForumReplies;
  const key = t.target_type === 'thread' ? boothForumThreads.threadNo : boothForumReplies.replyNo;
  const [row] = await db
    .select({ deletedAt: table.deletedAt })
    .from(table)
    .where(eq(key, t.target_no))
    .limit(1);
  if (!row || row.deletedAt) return false;
  await setColumn(db, t, 'hiddenAt', hidden);
  return true;
}
