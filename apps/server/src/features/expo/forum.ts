/**
 * A forum per booth: threads, replies under them, and the five reactions (reference 3.21) on
 * either. Anyone may write in an approved booth's forum, the team included (their posts carry
 * BY_TEAM so visitors see who answers for the product). A thread's reply_count moves with its
 * replies in the same transaction.
 */
import { expoSocialApi, reactionEmotes } from '@sidequest/shared';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { UserRow } from '../auth/sessions.js';
import { users } from '../auth/schema.js';
import { authorFields, toAuthor } from '../lounge/cards.js';
import { profiles } from '../profile/schema.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { canHideIn, postFlags, shownText } from './forum-moderation.js';
import { socialBooth } from './social-access.js';
import { boothForumReactions, boothForumReplies, boothForumThreads } from './social-schema.js';

type Target = 'thread' | 'reply';
type ReactionCount = expoSocialApi.ForumThread['REACTIONS'][number];
const LIMITS = expoSocialApi.EXPO_SOCIAL_LIMITS;
const THREAD_GONE = '찾는 포럼 글이 없어요. 지워졌을 수 있어요.';

/** Counts per emote (every emote, in catalogue order) and the viewer's own, for some targets at once. */
async function reactionsOf(db: Db, type: Target, nos: number[], viewerNo: number | null) {
  const out = new Map<number, ReactionCount[]>();
  if (nos.length === 0) return out;
  const rows = await db
    .select({
      no: boothForumReactions.targetNo,
      emote: boothForumReactions.emote,
      n: sql<number>`count(*)::int`.mapWith(Number),
      mine: sql<boolean>`bool_or(${boothForumReactions.userNo} = ${viewerNo ?? 0})`.mapWith(Boolean),
    })
    .from(boothForumReactions)
    .where(and(eq(boothForumReactions.targetType, type), inArray(boothForumReactions.targetNo, nos)))
    .groupBy(boothForumReactions.targetNo, boothForumReactions.emote);
  for (const no of nos) {
    out.set(
      no,
      reactionEmotes.codes.map((emote) => {
        const r = rows.find((x) => x.no === no && x.emote === emote);
        return { EMOTE: emote, COUNT: r?.n ?? 0, MINE: r?.mine ?? false };
      }),
    );
  }
  return out;
}

function threadSelect(db: Db, viewerNo: number | null) {
  return db
    .select({
      ...authorFields(viewerNo),
      threadNo: boothForumThreads.threadNo,
      title: boothForumThreads.title,
      body: boothForumThreads.body,
      replyCount: boothForumThreads.replyCount,
      createdAt: boothForumThreads.createdAt,
      deletedAt: boothForumThreads.deletedAt,
      hiddenAt: boothForumThreads.hiddenAt,
    })
    .from(boothForumThreads)
    .innerJoin(users, eq(users.userNo, boothForumThreads.authorNo))
    .leftJoin(profiles, eq(profiles.userNo, boothForumThreads.authorNo));
}

function replySelect(db: Db, viewerNo: number | null) {
  return db
    .select({
      ...authorFields(viewerNo),
      replyNo: boothForumReplies.replyNo,
      body: boothForumReplies.body,
      createdAt: boothForumReplies.createdAt,
      deletedAt: boothForumReplies.deletedAt,
      hiddenAt: boothForumReplies.hiddenAt,
    })
    .from(boothForumReplies)
    .innerJoin(users, eq(users.userNo, boothForumReplies.authorNo))
    .leftJoin(profiles, eq(profiles.userNo, boothForumReplies.authorNo));
}

async function toThreads(
  db: Db,
  rows: Awaited<ReturnType<typeof threadSelect>>,
  viewerNo: number | null,
  teamNos: number[],
  canHide = false,
): Promise<expoSocialApi.ForumThread[]> {
  const reactions = await reactionsOf(
    db,
    'thread',
    rows.map((r) => r.threadNo),
    viewerNo,
  );
  return rows.map((r) => {
    const flags = postFlags(r, viewerNo, canHide);
    const show = shownText(flags.STATE, canHide);
    return {
      THREAD_NO: r.threadNo,
      TITLE: show ? r.title : '',
      BODY: show ? r.body : '',
      AUTHOR: toAuthor(r, viewerNo),
      BY_TEAM: teamNos.includes(r.authorNo),
      REPLY_COUNT: r.replyCount,
      CREATED_AT: r.createdAt.toISOString(),
      REACTIONS: reactions.get(r.threadNo)!,
      ...flags,
    };
  });
}

async function toReplies(
  db: Db,
  rows: Awaited<ReturnType<typeof replySelect>>,
  viewerNo: number | null,
  teamNos: number[],
  canHide = false,
): Promise<expoSocialApi.ForumReply[]> {
  const reactions = await reactionsOf(
    db,
    'reply',
    rows.map((r) => r.replyNo),
    viewerNo,
  );
  return rows.map((r) => {
    const flags = postFlags(r, viewerNo, canHide);
    return {
      REPLY_NO: r.replyNo,
      BODY: shownText(flags.STATE, canHide) ? r.body : '',
      AUTHOR: toAuthor(r, viewerNo),
      BY_TEAM: teamNos.includes(r.authorNo),
      CREATED_AT: r.createdAt.toISOString(),
      REACTIONS: reactions.get(r.replyNo)!,
      ...flags,
    };
  });
}

/** A page of a booth's threads, newest first, paged by thread number. */
export async function listThreads(db: Db, viewerNo: number | null, q: { booth_no: number; before?: number }) {
  const booth = await socialBooth(db, q.booth_no, viewerNo, 'read');
  const size = LIMITS.threadsPageSize;
  const rows = await threadSelect(db, viewerNo)
    .where(
      and(
        eq(boothForumThreads.boothNo, q.booth_no),
        q.before ? lt(boothForumThreads.threadNo, q.before) : undefined,
      ),
    )
    .orderBy(desc(boothForumThreads.threadNo))
    .limit(size + 1);
  return {
    list: await toThreads(
      db,
      rows.slice(0, size),
      viewerNo,
      booth.teamNos,
      await canHideIn(db, booth, viewerNo),
    ),
    has_more: rows.length > size,
  };
}

export async function newThread(
  db: Db,
  events: DomainEvents,
  user: UserRow,
  input: { booth_no: number; title: string; body: string },
) {
  const booth = await socialBooth(db, input.booth_no, user.userNo, 'act');
  const [added] = await db
    .insert(boothForumThreads)
    .values({ boothNo: input.booth_no, authorNo: user.userNo, title: input.title, body: input.body })
    .returning({ threadNo: boothForumThreads.threadNo });
  await events.emit('booth.threadStarted', {
    threadNo: added!.threadNo,
    boothNo: booth.boothNo,
    boothName: booth.name,
    userNo: user.userNo,
    title: input.title,
    teamNos: booth.teamNos,
  });
  const rows = await threadSelect(db, user.userNo).where(eq(boothForumThreads.threadNo, added!.threadNo));
  const [thread] = await toThreads(db, rows, user.userNo, booth.teamNos);
  return { thread: thread! };
}

/** The thread's booth, refused as the booth would be (E005) or missing (NOT_FOUND). */
async function threadBooth(db: Db, threadNo: number, viewerNo: number | null, mode: 'read' | 'act') {
  const [row] = await db
    .select({
      boothNo: boothForumThreads.boothNo,
      gone: sql<boolean>`${boothForumThreads.deletedAt} is not null or ${boothForumThreads.hiddenAt} is not null`,
    })
    .from(boothForumThreads)
    .where(eq(boothForumThreads.threadNo, threadNo))
    .limit(1);
  // A deleted or hidden thread still reads (its replies keep their place) but takes no new ones.
  if (!row || (mode === 'act' && row.gone)) throw fail('NOT_FOUND', THREAD_GONE);
  return socialBooth(db, row.boothNo, viewerNo, mode);
}

/** A page of a thread's replies, oldest first (a conversation reads down), paged by reply number. */
export async function listReplies(db: Db, viewerNo: number | null, q: { thread_no: number; after?: number }) {
  const booth = await threadBooth(db, q.thread_no, viewerNo, 'read');
  const size = LIMITS.repliesPageSize;
  const rows = await replySelect(db, viewerNo)
    .where(
      and(
        eq(boothForumReplies.threadNo, q.thread_no),
        q.after ? gt(boothForumReplies.replyNo, q.after) : undefined,
      ),
    )
    .orderBy(asc(boothForumReplies.replyNo))
    .limit(size + 1);
  return {
    list: await toReplies(
      db,
      rows.slice(0, size),
      viewerNo,
      booth.teamNos,
      await canHideIn(db, booth, viewerNo),
    ),
    has_more: rows.length > size,
  };
}

export async function addReply(db: Db, user: UserRow, input: { thread_no: number; body: string }) {
  const booth = await threadBooth(db, input.thread_no, user.userNo, 'act');
  const replyNo = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(boothForumReplies)
      .values({ threadNo: input.thread_no, authorNo: user.userNo, body: input.body })
      .returning({ replyNo: boothForumReplies.replyNo });
    await tx
      .update(boothForumThreads)
      .set({ replyCount: sql`${boothForumThreads.replyCount} + 1` })
      .where(eq(boothForumThreads.threadNo, input.thread_no));
    return added!.replyNo;
  });
  const rows = await replySelect(db, user.userNo).where(eq(boothForumReplies.replyNo, replyNo));
  const [reply] = await toReplies(db, rows, user.userNo, booth.teamNos);
  return { reply: reply! };
}

/** Leaves or takes back one emote on a thread or reply; repeating either is harmless. */
export async function react(
  db: Db,
  user: UserRow,
  input: { target_type: Target; target_no: number; emote: string; on: boolean },
) {
  let threadNo = input.target_no;
  if (input.target_type === 'reply') {
    const [reply] = await db
      .select({ threadNo: boothForumReplies.threadNo })
      .from(boothForumReplies)
      .where(eq(boothForumReplies.replyNo, input.target_no))
      .limit(1);
    if (!reply) throw fail('NOT_FOUND', '찾는 댓글이 없어요. 지워졌을 수 있어요.');
    threadNo = reply.threadNo;
  }
  await threadBooth(db, threadNo, user.userNo, 'act');
  const key = {
    targetType: input.target_type,
    targetNo: input.target_no,
    userNo: user.userNo,
    emote: input.emote,
  };
  if (input.on) {
    await db.insert(boothForumReactions).values(key).onConflictDoNothing();
  } else {
    await db
      .delete(boothForumReactions)
      .where(
        and(
          eq(boothForumReactions.targetType, key.targetType),
          eq(boothForumReactions.targetNo, key.targetNo),
          eq(boothForumReactions.userNo, key.userNo),
          eq(boothForumReactions.emote, key.emote),
        ),
      );
  }
  const reactions = await reactionsOf(db, input.target_type, [input.target_no], user.userNo);
  return { reactions: reactions.get(input.target_no)! };
}
