import type { DomainEvents } from '../../lib/domain-events.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';

/** Where verification notifications lead: the member's own profile page. */
function myPage(nickname: string | null): string | null {
  return nickname ? `/people/${encodeURIComponent(nickname)}` : null;
}

const VERIFICATION_FAILED = {
  failed: { title: '본인인증에 실패했어요', body: '인증 정보를 확인하고 다시 시도해 주세요.' },
  duplicate: {
    title: '본인인증을 완료하지 못했어요',
    body: '이미 다른 계정에서 인증한 명의예요. 한 사람은 인증된 계정을 하나만 가질 수 있어요.',
  },
} as const;

/** Notifications for identity events: the member hears how their own verification went. */
export function notifyOnIdentity(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  events.on('member.verified', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.userNo,
      kind: 'verification',
      title: '본인인증을 마쳤어요',
      body: `실명 인증 배지가 프로필에 표시되고, 인증 보상으로 ${e.pointsGranted}포인트를 드렸어요.`,
      linkUrl: myPage(e.nickname),
    });
  });

  events.on('member.verificationFailed', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.userNo,
      kind: 'verification',
      ...VERIFICATION_FAILED[e.reason],
      linkUrl: myPage(e.nickname),
    });
  });

  events.on('school.verified', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.userNo,
      kind: 'school',
      title: '학교 인증을 마쳤어요',
      body: `${e.schoolName} 인증 배지가 프로필에 표시돼요.`,
      linkUrl: myPage(e.nickname),
    });
  });
}
