import { and, eq, isNull, sql } from 'drizzle-orm';
import type {} from '../expo/events.js';
import type {} from '../expo/social-events.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { adminNos } from '../moderation/sanctions.js';
import { notify } from './inbox.js';
import { notifications } from './schema.js';
import type { NotifyDeps } from './subscribers.js';

/**
 * What the team hears about its booth, one unread notification per booth and kind of news: while
 * the last one is unread, the next support (or review, or thread) rewrites it with the new count
 * instead of adding a row, so a rush of supports is one line in the bell, not fifty. Once read, the
 * next one starts a new notification.
 */
async function tellTeam(
  { db, realtime }: NotifyDeps,
  e: { teamNos: number[]; userNo: number; boothNo: number },
  news: { key: string; title: (n: number) => string; body: string; link: string },
): Promise<void> {
  // The team's own threads are its own news (supports and reviews from it are refused anyway).
  if (e.teamNos.includes(e.userNo)) return;
  const collapse = `booth:${e.boothNo}:${news.key}`;
  for (const userNo of e.teamNos) {
    const [open] = await db
      .select({
        no: notifications.notificationNo,
        count: sql<number>`coalesce((${notifications.data}->>'count')::int, 1)`,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.userNo, userNo),
          isNull(notifications.readAt),
          eq(notifications.kind, 'booth'),
          sql`${notifications.data}->>'collapse' = ${collapse}`,
        ),
      )
      .limit(1);
    if (open) {
      const count = open.count + 1;
      await db
        .update(notifications)
        .set({ title: news.title(count), body: news.body, actorNo: e.userNo, data: { collapse, count } })
        .where(eq(notifications.notificationNo, open.no));
      continue;
    }
    await notify(db, realtime, {
      userNo,
      kind: 'booth',
      actorNo: e.userNo,
      title: news.title(1),
      body: news.body,
      linkUrl: news.link,
      data: { collapse, count: 1 },
    });
  }
}

/**
 * Notifications for expo booths: operators hear that a booth waits for screening, the team hears the operator's screening decision (with the
 * reason on refusal), an invited member hears the invitation, and the owner hears the answer.
 */
export function notifyOnExpo(events: DomainEvents, deps: NotifyDeps): void {
  const { db, realtime } = deps;
  events.on('booth.submitted', 'notification', async (e) => {
    for (const userNo of await adminNos(db)) {
      await notify(db, realtime, {
        userNo,
        kind: 'system',
        title: '심사를 기다리는 부스가 있어요',
        body: `'${e.name}' 부스가 심사를 보냈어요. 부스 심사에서 승인하거나 반려해 주세요.`,
        linkUrl: '/admin/booths',
      });
    }
  });

  events.on('booth.approved', 'notification', async (e) => {
    for (const userNo of e.memberNos) {
      await notify(db, realtime, {
        userNo,
        kind: 'system',
        title: '부스가 승인됐어요',
        body: `'${e.name}' 부스가 심사를 통과해 엑스포에 공개됐어요. 업데이트 소식을 올려 응원을 모아 보세요.`,
        linkUrl: `/product/${e.boothNo}`,
      });
    }
  });

  events.on('booth.refused', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.ownerNo,
      kind: 'system',
      title: '부스 심사에서 반려됐어요',
      body: `'${e.name}' 부스가 반려됐어요. 사유: ${e.reason}. 내용을 고친 뒤 다시 심사를 보내 주세요.`,
      linkUrl: `/product/${e.boothNo}/edit`,
    });
  });

  events.on('booth.invited', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.userNo,
      kind: 'system',
      title: '부스 팀 초대가 왔어요',
      body: `${e.inviterNickname}님이 '${e.name || '이름 없는 부스'}' 부스 팀에 초대했어요. 부스 페이지에서 수락하거나 거절해 주세요.`,
      linkUrl: `/product/${e.boothNo}`,
    });
  });

  events.on('booth.invitationAnswered', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.ownerNo,
      kind: 'system',
      title: e.accepted ? '부스 팀원이 합류했어요' : '부스 초대를 거절했어요',
      body: e.accepted
        ? `${e.nickname}님이 '${e.name}' 부스 팀에 합류했어요.`
        : `${e.nickname}님이 '${e.name}' 부스 팀 초대를 거절했어요.`,
      linkUrl: `/product/${e.boothNo}`,
    });
  });

  events.on('booth.supported', 'notification', async (e) => {
    await tellTeam(deps, e, {
      key: 'support',
      title: (n) => (n === 1 ? '내 부스에 새 응원이 왔어요' : `내 부스에 새 응원이 ${n}개 왔어요`),
      body: '응원해 준 메이커들에게 관리의 메시지로 고마움을 전해 보세요.',
      link: `/product/${e.boothNo}`,
    });
  });

  events.on('booth.reviewed', 'notification', async (e) => {
    await tellTeam(deps, e, {
      key: 'review',
      title: (n) =>
        n === 1 ? `'${e.boothName}'에 새 리뷰가 달렸어요` : `'${e.boothName}'에 새 리뷰가 ${n}개 달렸어요`,
      body: `최근 리뷰: 별 ${e.rating}개. 리뷰 탭에서 답변을 남겨 주세요.`,
      link: `/product/${e.boothNo}?tab=reviews`,
    });
  });

  events.on('booth.threadStarted', 'notification', async (e) => {
    await tellTeam(deps, e, {
      key: 'thread',
      title: (n) =>
        n === 1
          ? `'${e.boothName}' 포럼에 새 글이 올라왔어요`
          : `'${e.boothName}' 포럼에 새 글이 ${n}개 올라왔어요`,
      body: `최근 글: ${e.title}`,
      link: `/product/${e.boothNo}?tab=forum`,
    });
  });

  // The team's message reaches each supporter as it was written; the sender is its actor.
  events.on('booth.supportersMessaged', 'notification', async (e) => {
    for (const userNo of e.supporterNos) {
      await notify(db, realtime, {
        userNo,
        kind: 'booth',
        actorNo: e.senderNo,
        title: `[${e.name}] ${e.title}`,
        body: e.body,
        linkUrl: `/product/${e.boothNo}`,
      });
    }
  });
}
