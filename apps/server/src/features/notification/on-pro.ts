import { formatDateTime } from '@sidequest/shared';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { ProReservationChanged } from '../pro/events.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/**
 * Notifications for pro consultations. Every time is written in Seoul with its zone, since the
 * member may read the e-mail anywhere. Kind 'pro' is e-mailed by default, so the reminder reaches
 * a member who is not on the site.
 */
const when = (iso: string) => `${formatDateTime(iso)} (한국 시간)`;

function forChange(
  e: ProReservationChanged,
): { to: number; actor: number; title: string; body: string; link: string } | null {
  const at = when(e.startAt);
  const history = '/pro/reservations';
  const inbox = '/pro/manage';
  switch (e.change) {
    case 'requested':
      return {
        to: e.proNo,
        actor: e.memberNo,
        title: '새 상담 예약 요청이 왔어요',
        body: `${at} 상담 요청이에요. 답변 기한 안에 수락하거나 거절해 주세요.`,
        link: inbox,
      };
    case 'accepted':
      return {
        to: e.memberNo,
        actor: e.proNo,
        title: '상담 예약이 확정됐어요',
        body: `${at} 상담이 확정됐어요. 시작 10분 전에 상담방이 열려요.`,
        link: history,
      };
    case 'rejected':
      return {
        to: e.memberNo,
        actor: e.proNo,
        title: '상담 예약이 거절됐어요',
        body: `${at} 상담이 거절돼 ${e.refunded}포인트를 모두 돌려드렸어요.`,
        link: history,
      };
    case 'expired':
      return {
        to: e.memberNo,
        actor: 0,
        title: '프로가 답하지 않아 예약이 취소됐어요',
        body: `${at} 상담에 기한 안에 답이 없어 ${e.refunded}포인트를 모두 돌려드렸어요. 다른 시간이나 다른 프로를 찾아보세요.`,
        link: history,
      };
    case 'cancelled':
      return {
        to: e.proNo,
        actor: e.memberNo,
        title: '상담 예약이 취소됐어요',
        body: `회원이 ${at} 상담을 취소했어요.`,
        link: inbox,
      };
    case 'refunded':
      return {
        to: e.memberNo,
        actor: e.proNo,
        title: '프로가 상담료를 환불했어요',
        body: `${at} 상담의 ${e.refunded}포인트를 모두 돌려드렸어요.`,
        link: history,
      };
    case 'pro_no_show':
      return {
        to: e.memberNo,
        actor: 0,
        title: '프로가 상담에 오지 않아 전액 환불했어요',
        body: `${at} 상담에 프로가 들어오지 않아 ${e.refunded}포인트를 모두 돌려드렸어요.`,
        link: history,
      };
    case 'pro_left':
      return {
        to: e.memberNo,
        actor: e.proNo,
        title: '프로가 상담 중에 나가 남은 시간만큼 환불했어요',
        body: `${at} 상담에서 프로가 먼저 나가, 진행하지 못한 시간만큼 ${e.refunded}포인트를 돌려드렸어요.`,
        link: history,
      };
    case 'member_no_show':
      return {
        to: e.proNo,
        actor: 0,
        title: '회원이 오지 않은 상담이 정산됐어요',
        body: `${at} 상담에 회원이 들어오지 않아 상담료 ${e.price}포인트가 정산됐어요.`,
        link: inbox,
      };
    case 'completed':
      return {
        to: e.memberNo,
        actor: 0,
        title: '상담은 어떠셨나요?',
        body: `${at} 상담이 끝났어요. 후기를 남겨 주시면 다른 메이커에게 도움이 돼요.`,
        link: history,
      };
  }
}

export function notifyOnPro(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  events.on('pro.applicationDecided', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.userNo,
      kind: 'pro',
      title: e.approved ? '프로 신청이 승인됐어요' : '프로 신청이 반려됐어요',
      body: e.approved
        ? '이제 프로로 상담을 받을 수 있어요. 상담 가능 시간을 정해 주세요.'
        : `사유: ${e.reason}. 내용을 고쳐 다시 신청해 주세요.`,
      linkUrl: '/pro/apply',
    });
  });

  events.on('pro.reservationChanged', 'notification', async (e) => {
    const n = forChange(e);
    if (!n) return;
    await notify(db, realtime, {
      userNo: n.to,
      kind: 'pro',
      actorNo: n.actor || null,
      title: n.title,
      body: n.body,
      linkUrl: n.link,
      data: { reservationNo: e.reservationNo },
    });
  });

  events.on('pro.reminder', 'notification', async (e) => {
    for (const userNo of [e.memberNo, e.proNo]) {
      await notify(db, realtime, {
        userNo,
        kind: 'pro',
        title: '곧 프로 상담이 시작돼요',
        body: `${when(e.startAt)}에 상담이 시작돼요. 시작 10분 전에 채팅 목록에 상담방이 열려요.`,
        linkUrl: '/pro/reservations',
        data: { reservationNo: e.reservationNo },
      });
    }
  });
}
