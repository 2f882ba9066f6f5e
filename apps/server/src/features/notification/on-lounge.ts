import type { DomainEvents } from '../../lib/domain-events.js';
import type { MentionPlace, ReplyWritten } from '../lounge/events.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/** The page of a post or article; an article page fixes a missing name segment itself (301). */
function threadLink(thread: ReplyWritten['thread']): string {
  return thread.kind === 'post' ? `/lounge/${thread.no}` : `/quest/${thread.no}`;
}

function mentionPlace(place: MentionPlace): { where: string; link: string } {
  return place.kind === 'post'
    ? { where: '라운지 글', link: `/lounge/${place.postNo}` }
    : { where: '매거진 아티클', link: `/quest/${place.articleNo}/${encodeURIComponent(place.slug)}` };
}

/** Tells each mentioned member where they were mentioned. */
async function tellMentioned(
  { db, realtime }: NotifyDeps,
  input: { actorNo: number; actorNickname: string | null; userNos: number[]; where: string; link: string },
): Promise<void> {
  for (const userNo of input.userNos) {
    await notify(db, realtime, {
      userNo,
      kind: 'mention',
      actorNo: input.actorNo,
      title: `${input.actorNickname ?? '누군가'}님이 ${input.where}에서 나를 언급했어요`,
      linkUrl: input.link,
    });
  }
}

/**
 * Notifications for lounge (and magazine) events: replies reach the answered reply's author and
 * the post's or article's author, mentions the mentioned — each person once per reply, never the writer.
 */
export function notifyOnLounge(events: DomainEvents, deps: NotifyDeps): void {
  const { db, realtime } = deps;

  events.on('member.mentioned', 'notification', async (e) => {
    await tellMentioned(deps, { ...e, ...mentionPlace(e.in) });
  });

  events.on('reply.written', 'notification', async (e) => {
    const link = threadLink(e.thread);
    const who = e.authorNickname ?? '누군가';
    const body = e.body.slice(0, 100);
    const told = new Set<number>([e.authorNo]);
    if (e.parentAuthorNo !== null && !told.has(e.parentAuthorNo)) {
      told.add(e.parentAuthorNo);
      await notify(db, realtime, {
        userNo: e.parentAuthorNo,
        kind: 'reply',
        actorNo: e.authorNo,
        title: `${who}님이 내 댓글에 답글을 남겼어요`,
        body,
        linkUrl: link,
      });
    }
    if (!told.has(e.threadOwnerNo)) {
      told.add(e.threadOwnerNo);
      await notify(db, realtime, {
        userNo: e.threadOwnerNo,
        kind: 'reply',
        actorNo: e.authorNo,
        title: `${who}님이 내 ${e.thread.kind === 'post' ? '라운지 글' : '아티클'}에 댓글을 남겼어요`,
        body,
        linkUrl: link,
      });
    }
    await tellMentioned(deps, {
      actorNo: e.authorNo,
      actorNickname: e.authorNickname,
      userNos: e.mentionedNos.filter((no) => !told.has(no)),
      where: '댓글',
      link,
    });
  });
}
