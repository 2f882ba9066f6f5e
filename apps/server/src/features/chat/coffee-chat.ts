import { CHAT_MESSAGE_TYPES } from '@sidequest/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { loadProject, roleIn } from '../project/policy.js';
import { applications } from '../project/schema.js';
import { insertMessage } from './core.js';
import { projectCard } from './link-preview.js';
import { deliver } from './messages.js';
import { openDirectRoom } from './rooms.js';
import { chatMessages } from './schema.js';

/** Applications that still tie a person to a project: pending or confirmed. */
const LIVE_APPLICATION = ['99', '02'];

async function isApplicantOrMember(db: Db, projectNo: number, userNo: number): Promise<boolean> {
  if ((await roleIn(db, projectNo, userNo)) !== 'outsider') return true;
  const [row] = await db
    .select({ no: applications.applicationNo })
    .from(applications)
    .where(
      and(
        eq(applications.projectNo, projectNo),
        eq(applications.userNo, userNo),
        inArray(applications.status, LIVE_APPLICATION),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A coffee chat from a recruiting post: the leader talks with an applicant or member, or an
 * applicant or member with the leader. Opens (or reuses) their one-to-one room and leaves the
 * project's card in it, unless the room's last card already is this project.
 */
export async function projectChat(
  db: Db,
  realtime: RealtimePublisher,
  events: DomainEvents,
  user: { userNo: number; nickname: string | null },
  projectNo: number,
  opponentNo: number,
): Promise<{ roomId: string; new_chat: boolean }> {
  const project = await loadProject(db, projectNo);
  const leader = project.leaderNo;
  const allowed =
    (user.userNo === leader && (await isApplicantOrMember(db, projectNo, opponentNo))) ||
    (opponentNo === leader && (await isApplicantOrMember(db, projectNo, user.userNo)));
  if (!allowed) {
    throw fail(
      'FORBIDDEN',
      '프로젝트 리더와 지원자(또는 팀원) 사이에서만 커피챗을 시작할 수 있어요. 모집글에서 지원한 뒤 다시 시도해 주세요.',
    );
  }
  const card = await projectCard(db, projectNo);
  const opened = await openDirectRoom(db, realtime, user.userNo, opponentNo);
  if (!card) return opened;

  const [lastCard] = await db
    .select({ meta: chatMessages.meta })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, opened.roomId), eq(chatMessages.type, CHAT_MESSAGE_TYPES.link)))
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  if (lastCard?.meta?.link?.url === card.url) return opened;

  const { row, duplicate } = await insertMessage(db, {
    roomId: opened.roomId,
    senderNo: user.userNo,
    type: CHAT_MESSAGE_TYPES.link,
    body: `'${card.title}' 프로젝트로 커피챗을 요청했어요.`,
    meta: { link: card },
  });
  if (!duplicate) await deliver(db, realtime, row);
  await events.emit('coffeeChat.requested', {
    roomId: opened.roomId,
    projectNo,
    projectTitle: card.title,
    requesterNo: user.userNo,
    requesterNickname: user.nickname,
    opponentNo,
  });
  return opened;
}
