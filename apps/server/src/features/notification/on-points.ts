import type {} from '../points/events.js';
import { notify } from './inbox.js';
import type { NotifyDeps } from './subscribers.js';
import type { DomainEvents } from '../../lib/domain-events.js';

/**
 * "이" or "가" after a number as Korean reads it (삼이, 사가, 십이): the particle follows "레벨 N",
 * the word before the parenthesised name. Only the last digit matters; a round number ends in
 * 십, 백 or 천, all closed syllables.
 */
export function subjectParticleAfterNumber(n: number): '이' | '가' {
  return [0, 1, 3, 6, 7, 8].includes(Math.abs(n) % 10) ? '이' : '가';
}

/** Notifications for the points feature: a member hears when their exp lifts them a level. */
export function notifyOnPoints(events: DomainEvents, { db, realtime }: NotifyDeps): void {
  events.on('member.levelUp', 'notification', async (e) => {
    await notify(db, realtime, {
      userNo: e.userNo,
      kind: 'level',
      title: `레벨 ${e.to}(${e.name})${subjectParticleAfterNumber(e.to)} 되었어요`,
      body: '활동 점수가 쌓여 레벨이 올랐어요. 프로필과 글 옆의 레벨 아이콘도 바뀌어요.',
      // The exp history and the progress to the next level are on the My page's points tab.
      linkUrl: '/my?tab=points',
      data: { from: e.from, to: e.to },
    });
  });
}
