/**
 * Polls: 2–10 options, single or multiple choice, an optional end. One vote per person (one or
 * more rows for a multiple-choice poll), changeable until the end. Results are hidden until the
 * viewer voted or the poll ended. Counts are `count(*)` of vote rows, exact under any concurrency.
 */
import type { Poll } from '@sidequest/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { UserRow } from '../auth/sessions.js';
import { livePost } from './access.js';
import { loungePollOptions, loungePolls, loungeVotes } from './schema.js';

export interface PollInput {
  options: string[];
  multiple: boolean;
  ends_at: string | null;
}

/**
 * Refuses an end time that has already passed (a new poll must be open when it appears). An edit
 * that keeps the stored end (`keptEnd`) passes even after it went by, so an ended poll's post can
 * still be edited; an ended poll is not reopened by moving or removing its end.
 */
export function checkPollInput(poll: PollInput, keptEnd: Date | null = null, now = Date.now()): void {
  const labels = poll.options.map((o) => o.trim().toLowerCase());
  if (new Set(labels).size !== labels.length) {
    throw fail('VALIDATION', '같은 투표 항목이 두 번 있어요. 하나로 합쳐 주세요.', {
      poll: '항목이 겹쳐요.',
    });
  }
  const sameEnd =
    keptEnd !== null &&
    poll.ends_at !== null &&
    Math.abs(new Date(poll.ends_at).getTime() - keptEnd.getTime()) < 1000;
  if (keptEnd !== null && keptEnd.getTime() <= now && !sameEnd) {
    throw fail('VOTING_CLOSED', '이미 마감된 투표라 마감 시간을 바꿀 수 없어요.', {
      poll: '마감된 투표예요.',
    });
  }
  if (poll.ends_at && !sameEnd && new Date(poll.ends_at).getTime() <= now + 60_000) {
    throw fail('VALIDATION', '투표 마감 시간은 지금보다 뒤로 골라 주세요.', {
      poll: '마감 시간을 다시 골라 주세요.',
    });
  }
}

export async function createPoll(tx: Tx, postNo: number, poll: PollInput): Promise<void> {
  await tx.insert(loungePolls).values({
    postNo,
    multiple: poll.multiple,
    endsAt: poll.ends_at ? new Date(poll.ends_at) : null,
  });
  await tx
    .insert(loungePollOptions)
    .values(poll.options.map((label, i) => ({ postNo, sortOrder: i, label })));
}

/**
 * An edit may move the end or reword nothing; once someone voted, the options and the choice
 * mode stay as they were (a changed option would change what people voted for).
 */
export async function replacePoll(tx: Tx, postNo: number, poll: PollInput): Promise<void> {
  const [current] = await tx.select().from(loungePolls).where(eq(loungePolls.postNo, postNo)).for('update');
  if (!current) return createPoll(tx, postNo, poll);
  const [votes] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(loungeVotes)
    .where(eq(loungeVotes.postNo, postNo));
  const options = await tx
    .select({ label: loungePollOptions.label })
    .from(loungePollOptions)
    .where(eq(loungePollOptions.postNo, postNo))
    .orderBy(asc(loungePollOptions.sortOrder));
  const same =
    current.multiple === poll.multiple &&
    options.length === poll.options.length &&
    options.every((o, i) => o.label === poll.options[i]);
  if (!same && (votes?.n ?? 0) > 0) {
    throw fail(
      'CONFLICT',
      '이미 투표한 사람이 있어 항목과 선택 방식은 바꿀 수 없어요. 마감 시간만 바꿀 수 있어요.',
      {
        poll: '투표가 시작된 뒤에는 항목을 바꿀 수 없어요.',
      },
    );
  }
  const endsAt = poll.ends_at ? new Date(poll.ends_at) : null;
  await tx.update(loungePolls).set({ multiple: poll.multiple, endsAt }).where(eq(loungePolls.postNo, postNo));
  if (!same) {
    await tx.delete(loungePollOptions).where(eq(loungePollOptions.postNo, postNo));
    await tx
      .insert(loungePollOptions)
      .values(poll.options.map((label, i) => ({ postNo, sortOrder: i, label })));
  }
}

/** A poll as `pollJson` reads it, before the viewer's visibility rules. */
export interface RawPoll {
  multiple: boolean;
  endsAt: string | null;
  voters: number;
  options: { no: number; label: string; votes: number; mine: boolean }[];
}

/**
 * One post's poll as JSON (null when the post has none): options in order with their vote counts,
 * the viewer's choices and the number of voters, in one correlated subquery, so a feed page reads
 * its polls in the same statement as its cards.
 */
export function pollJson(postNo: SQL | AnyPgColumn, viewerNo: number | null) {
  return sql<RawPoll | null>`(select json_build_object(
      'multiple', pl.multiple,
      'endsAt', pl.ends_at,
      'voters', (select count(distinct v.user_no) from lounge_votes v where v.post_no = pl.post_no),
      'options', (select json_agg(json_build_object(
          'no', o.option_no,
          'label', o.label,
          'votes', (select count(*) from lounge_votes v where v.option_no = o.option_no),
          'mine', exists(select 1 from lounge_votes v
            where v.post_no = o.post_no and v.user_no = ${viewerNo ?? 0} and v.option_no = o.option_no)
        ) order by o.sort_order, o.option_no)
        from lounge_poll_options o where o.post_no = pl.post_no))
    from lounge_polls pl where pl.post_no = ${postNo})`;
}

/** Results stay hidden until the viewer voted or the poll ended. */
export function toPoll(postNo: number, raw: RawPoll, now = Date.now()): Poll {
  const endsAt = raw.endsAt === null ? null : new Date(raw.endsAt);
  const options = raw.options ?? [];
  const voted = options.some((o) => o.mine);
  const closed = endsAt !== null && endsAt.getTime() <= now;
  const visible = voted || closed;
  const voterCount = Number(raw.voters);
  return {
    POST_NO: postNo,
    MULTIPLE: raw.multiple,
    ENDS_AT: endsAt?.toISOString() ?? null,
    CLOSED: closed,
    VOTER_COUNT: visible ? voterCount : null,
    HAS_VOTES: voterCount > 0,
    VOTED: voted,
    RESULTS_VISIBLE: visible,
    OPTIONS: options.map((o) => ({
      OPTION_NO: o.no,
      LABEL: o.label,
      VOTE_COUNT: visible ? Number(o.votes) : null,
      MY_VOTE: o.mine,
    })),
  };
}

/** The polls of some posts as the viewer may see them, in one query. */
export async function pollViews(
  db: DbOrTx,
  postNos: number[],
  viewerNo: number | null,
): Promise<Map<number, Poll>> {
  if (postNos.length === 0) return new Map();
  const rows = await db
    // Qualified: a bare "post_no" inside the subquery would name the poll's own column.
    .select({ postNo: loungePolls.postNo, poll: pollJson(sql`${loungePolls}.post_no`, viewerNo) })
    .from(loungePolls)
    .where(inArray(loungePolls.postNo, postNos));
  const now = Date.now();
  return new Map(rows.filter((r) => r.poll).map((r) => [r.postNo, toPoll(r.postNo, r.poll!, now)]));
}

export async function loadVoting(db: Db, postNo: number, viewerNo: number | null): Promise<Poll> {
  await livePost(db, postNo);
  const poll = (await pollViews(db, [postNo], viewerNo)).get(postNo);
  if (!poll) throw fail('NOT_A_POLL');
  return poll;
}

/**
 * Votes or changes the vote. The poll row is locked for the change, so one person's two quick
 * submissions cannot leave a mix of both; other people's votes are separate rows and never lost.
 */
export async function changeVoting(
  db: Db,
  user: UserRow,
  postNo: number,
  optionNos: number[],
): Promise<Poll> {
  const chosen = [...new Set(optionNos)];
  await db.transaction(async (tx) => {
    await livePost(tx, postNo);
    const [poll] = await tx.select().from(loungePolls).where(eq(loungePolls.postNo, postNo)).for('update');
    if (!poll) throw fail('NOT_A_POLL');
    if (poll.endsAt && poll.endsAt.getTime() <= Date.now()) throw fail('VOTING_CLOSED');
    if (!poll.multiple && chosen.length > 1) {
      throw fail('VALIDATION', '하나만 고를 수 있는 투표예요. 항목을 하나만 골라 주세요.');
    }
    const valid = await tx
      .select({ optionNo: loungePollOptions.optionNo })
      .from(loungePollOptions)
      .where(and(eq(loungePollOptions.postNo, postNo), inArray(loungePollOptions.optionNo, chosen)));
    if (valid.length !== chosen.length) {
      throw fail('VALIDATION', '이 투표에 없는 항목이에요. 새로고침한 뒤 다시 골라 주세요.');
    }
    const current = await tx
      .select({ optionNo: loungeVotes.optionNo })
      .from(loungeVotes)
      .where(and(eq(loungeVotes.postNo, postNo), eq(loungeVotes.userNo, user.userNo)));
    const currentSet = new Set(current.map((c) => c.optionNo));
    if (currentSet.size === chosen.length && chosen.every((n) => currentSet.has(n)))
      throw fail('ALREADY_VOTED');
    await tx
      .delete(loungeVotes)
      .where(and(eq(loungeVotes.postNo, postNo), eq(loungeVotes.userNo, user.userNo)));
    await tx
      .insert(loungeVotes)
      .values(chosen.map((optionNo) => ({ postNo, optionNo, userNo: user.userNo })));
  });
  return (await pollViews(db, [postNo], user.userNo)).get(postNo)!;
}

/** The stored end of a post's poll (null when it has none or no poll). */
export async function pollEnd(db: DbOrTx, postNo: number): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: loungePolls.endsAt })
    .from(loungePolls)
    .where(eq(loungePolls.postNo, postNo))
    .limit(1);
  return row?.endsAt ?? null;
}
