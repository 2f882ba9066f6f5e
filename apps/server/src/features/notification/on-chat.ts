import type { DomainEvents } from '../../lib/domain-events.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/**
 * Notifications for chat events. The chat lives in a panel, not a page: they carry no link, and
 * the web opens the room from the notification's data.
 */
export function notifyOnChat(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  events.on('coffeeChat.requested', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.opponentNo,
      kind: 'chat',
      actorNo: e.requesterNo,
      title: `${e.requesterNickname ?? ''}님이 '${e.projectTitle}' 프로젝트로 커피챗을 요청했어요.`,
      body: '채팅 목록에서 대화를 이어가 보세요.',
      linkUrl: null,
      data: { roomId: e.roomId, projectNo: e.projectNo },
    });
  });

  events.on('chat.mentioned', 'notification', async (e) => {
    for (const userNo of e.userNos) {
      await notify(db, realtime, {
        userNo,
        kind: 'mention',
        // Open chat is anonymous: no actor, so the bell shows the room nickname and no profile.
        actorNo: e.senderNo,
        title: `${e.senderName}님이 채팅에서 나를 언급했어요.`,
        body: e.body.slice(0, 100),
        linkUrl: null,
        data: { roomId: e.roomId, messageId: e.messageId },
      });
    }
  });

  events.on('groupChat.invited', 'notification', async (e) => {
    for (const userNo of e.guestNos) {
      await notify(db, realtime, {
        userNo,
        kind: 'chat',
        actorNo: e.hostNo,
        title: `${e.hostNickname ?? ''}님이 그룹 채팅 '${e.title}'에 초대했어요.`,
        body: '채팅 목록에서 대화에 참여해 보세요.',
        linkUrl: null,
        data: { roomId: e.roomId },
      });
    }
  });
}
