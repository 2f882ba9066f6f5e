import { withJosa } from '@sidequest/shared';
import type { DomainEvents } from '../../lib/domain-events.js';
import { adminNos, CONTENT_WORD, suspensionUntilLabel } from '../moderation/sanctions.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/**
 * Notifications for moderation events: a suspended member is told why and until when, and every
 * admin hears of a repeated post waiting in the reports queue.
 */
export function notifyOnModeration(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  events.on('member.suspended', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.userNo,
      kind: 'system',
      title: '글쓰기가 제한되었어요',
      body: `운영 정책 위반(${e.reason})으로 ${suspensionUntilLabel(e.endsAt)}까지 라운지 글, 댓글, 매거진 글을 쓸 수 없어요.`,
      linkUrl: null,
    });
  });

  events.on('content.flaggedRepeated', 'notification', async (e) => {
    for (const userNo of await adminNos(db)) {
      await notify(db, realtime, {
        userNo,
        kind: 'system',
        actorNo: null,
        title: '같은 글이 반복해서 올라왔어요',
        body: `회원 ${e.authorNo}번이 이전과 같은 내용의 ${withJosa(CONTENT_WORD[e.targetType], '을/를')} 올렸어요. 신고 목록에서 확인해 주세요.`,
        linkUrl: '/admin/reports',
      });
    }
  });
}
