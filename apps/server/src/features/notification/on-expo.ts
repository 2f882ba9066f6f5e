import type {} from '../expo/events.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { adminNos } from '../moderation/sanctions.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/**
 * Notifications for expo booths: operators hear that a booth waits for screening, the team hears the operator's screening decision (with the
 * reason on refusal), an invited member hears the invitation, and the owner hears the answer.
 */
export function notifyOnExpo(events: DomainEvents, { db, realtime }: NotifyDeps): void {
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
}
