import { campaignsApi } from '@sidequest/shared';
import type { DomainEvents } from '../../lib/domain-events.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/**
 * Notifications for events (campaigns): the member hears how an operator decided their proof,
 * and lottery winners hear they won and what they were credited.
 */
export function notifyOnCampaigns(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  events.on('campaign.reviewed', 'notification', async (e) => {
    const linkUrl = `/events/${e.eventNo}`;
    if (!e.approved) {
      await notify(db, realtime, {
        userNo: e.userNo,
        kind: 'system',
        title: '이벤트 인증이 반려됐어요',
        body: `'${e.title}' 인증이 반려됐어요. 사유: ${e.reason}. 내용을 고쳐 이벤트 페이지에서 다시 인증해 주세요.`,
        linkUrl,
      });
      return;
    }
    await notify(db, realtime, {
      userNo: e.userNo,
      kind: 'system',
      title: '이벤트 인증이 승인됐어요',
      body: e.reward
        ? `'${e.title}' 인증이 승인돼 ${campaignsApi.rewardPhrase(e.reward)} 받았어요.`
        : `'${e.title}' 인증이 승인돼 추첨 대상이 됐어요. 추첨 결과를 기다려 주세요.`,
      linkUrl,
    });
  });

  events.on('campaign.drawn', 'notification', async (e) => {
    for (const userNo of e.winnerNos) {
      await notify(db, realtime, {
        userNo,
        kind: 'system',
        title: '이벤트에 당첨됐어요',
        body: `'${e.title}' 추첨에 당첨돼 ${campaignsApi.rewardPhrase(e.reward)} 받았어요. 추첨 결과는 이벤트 페이지에서 볼 수 있어요.`,
        linkUrl: `/events/${e.eventNo}`,
      });
    }
  });
}
