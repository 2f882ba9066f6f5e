import { CHAT_MESSAGE_TYPES } from '@sidequest/shared';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import { seedDemoOperator } from '../moderation/demo.js';
import { offlineEvents } from '../../subscribers.js';
import { applications, projects } from '../project/schema.js';
import { approval } from '../project/team/approval.js';
import { insertRoom } from './core.js';
import { postServerMessage } from './post.js';
import { createProRoom } from './pro.js';
import { findProjectRoom, syncProjectRoom } from './project-room.js';
import { openDirectRoom } from './rooms.js';
import { chatMembers, chatMessages, chatRooms } from './schema.js';
import { todoAdd } from './todos.js';

/**
 * Demo chat around the conversations themselves: every demo project's team room (also for
 * databases seeded before chat existed), a lively team room for the demo account's project with a
 * to-do made from the chat, a one-to-one room with a to-do list, a pro consultation room and the
 * news channel (hosted by the demo operator) with one ad worth 10 points. Everything goes through
 * the real functions; every part is idempotent. Nobody is online while seeding, so nothing is pushed.
 */

const quiet = new RealtimePublisher();
const DEMO = 'demo@sidequest.kr';
export const CHANNEL_TITLE = '사이드퀘스트 소식';
export const CHANNEL_AD_POINTS = 10;

async function people(db: Db, emails: string[]) {
  const rows = await db.select().from(users).where(inArray(users.email, emails));
  return new Map(rows.map((u) => [u.email!, u]));
}

/** True when the room already has something besides system lines (then the demo leaves it alone). */
async function hasTalk(db: Db, roomId: string) {
  const [m] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), ne(chatMessages.type, CHAT_MESSAGE_TYPES.system)))
    .limit(1);
  return Boolean(m);
}

const say = (db: Db, roomId: string, senderNo: number, body: string) =>
  postServerMessage(db, quiet, { roomId, senderNo, type: CHAT_MESSAGE_TYPES.text, body });

async function teamRooms(db: Db) {
  const live = await db
    .select({ projectNo: projects.projectNo })
    .from(projects)
    .where(and(isNull(projects.deletedAt), ne(projects.status, '99')));
  for (const p of live) await syncProjectRoom(db, quiet, p.projectNo);
}

/** The demo account's project gets its designer confirmed (the backend seat stays to be decided). */
async function demoTeamRoom(db: Db, byEmail: Map<string, typeof users.$inferSelect>) {
  const leader = byEmail.get(DEMO);
  const mate = byEmail.get('junho.kang@sidequest.kr');
  if (!leader || !mate) return;
  const [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.leaderNo, leader.userNo), isNull(projects.deletedAt), ne(projects.status, '99')))
    .orderBy(projects.projectNo)
    .limit(1);
  if (!project) return;
  const [pending] = await db
    .select({ no: applications.applicationNo })
    .from(applications)
    .where(
      and(
        eq(applications.projectNo, project.projectNo),
        eq(applications.userNo, mate.userNo),
        eq(applications.status, '99'),
      ),
    )
    .limit(1);
  if (pending) {
    await approval(db, offlineEvents(db), leader, {
      project_no: project.projectNo,
      user_no: mate.userNo,
      approve: true,
    });
  }
  const room = await findProjectRoom(db, project.projectNo);
  if (!room || (await hasTalk(db, room.roomId))) return;
  const active = await db
    .select({ userNo: chatMembers.userNo })
    .from(chatMembers)
    .where(and(eq(chatMembers.roomId, room.roomId), eq(chatMembers.status, 'active')));
  if (!active.some((m) => m.userNo === mate.userNo)) return;
  await say(db, room.roomId, leader.userNo, '합류 환영해요! 이번 주에는 회고 화면 흐름부터 같이 잡아 봐요.');
  await say(db, room.roomId, mate.userNo, '반가워요. 목요일 저녁까지 와이어프레임 초안을 올려 둘게요.');
  await todoAdd(db, quiet, mate, {
    chatId: room.roomId,
    title: '회고 화면 와이어프레임 초안',
    assignee_no: mate.userNo,
  });
  await say(db, room.roomId, leader.userNo, '좋아요. 금요일 밤 9시에 화상으로 20분만 맞춰 봐요.');
}

async function directRoom(db: Db, byEmail: Map<string, typeof users.$inferSelect>) {
  const me = byEmail.get(DEMO);
  const other = byEmail.get('minjun.lee@sidequest.kr');
  if (!me || !other) return;
  const { roomId } = await openDirectRoom(db, quiet, me.userNo, other.userNo);
  if (await hasTalk(db, roomId)) return;
  await say(db, roomId, other.userNo, '안녕하세요! 올려 주신 회고 도구 모집글 보고 연락드려요.');
  await say(db, roomId, me.userNo, '반가워요. 커피챗 전에 서로 포트폴리오 한 번씩 보면 좋겠어요.');
  await todoAdd(db, quiet, me, { chatId: roomId, title: '포트폴리오 링크 보내기', assignee_no: me.userNo });
  await todoAdd(db, quiet, other, {
    chatId: roomId,
    title: '가능한 커피챗 시간 알려 주기',
    assignee_no: other.userNo,
  });
}

async function proRoom(db: Db, byEmail: Map<string, typeof users.$inferSelect>) {
  const me = byEmail.get(DEMO);
  const pro = byEmail.get('seoyeon.park@sidequest.kr');
  if (!me || !pro) return;
  const [existing] = await db
    .select({ roomId: chatRooms.roomId })
    .from(chatRooms)
    .where(and(eq(chatRooms.kind, 'pro'), eq(chatRooms.hostNo, me.userNo)))
    .limit(1);
  if (existing) return;
  const room = await createProRoom(db, {
    userNo: me.userNo,
    proNo: pro.userNo,
    title: '포트폴리오 리뷰 상담',
  });
  await say(db, room.roomId, me.userNo, '안녕하세요, 내일 오후 8시 상담 예약한 데모메이커예요.');
  await say(db, room.roomId, pro.userNo, '반가워요! 시작 시간에 상담 시작 확인을 누르고 바로 이야기 나눠요.');
}

async function newsChannel(db: Db) {
  // The moderation demo's operator speaks for the service (its seeding is idempotent).
  const operatorNo = await seedDemoOperator(db);
  const [existing] = await db
    .select({ roomId: chatRooms.roomId })
    .from(chatRooms)
    .where(
      and(eq(chatRooms.kind, 'group'), eq(chatRooms.hostNo, operatorNo), eq(chatRooms.title, CHANNEL_TITLE)),
    )
    .limit(1);
  if (existing) return;
  const readers = await db
    .select({ userNo: users.userNo })
    .from(users)
    .where(and(eq(users.status, 'active'), ne(users.userNo, operatorNo)))
    .orderBy(users.userNo)
    .limit(49);
  const room = await insertRoom(db, { type: '02', kind: 'group', title: CHANNEL_TITLE, hostNo: operatorNo }, [
    { userNo: operatorNo, role: 'host' },
    ...readers.map((r) => ({ userNo: r.userNo, role: 'guest' as const })),
  ]);
  await say(
    db,
    room.roomId,
    operatorNo,
    '사이드퀘스트 소식 채널이에요. 새 기능과 이벤트 소식을 가장 먼저 알려 드릴게요.',
  );
  await postServerMessage(db, quiet, {
    roomId: room.roomId,
    senderNo: operatorNo,
    type: CHAT_MESSAGE_TYPES.text,
    body: `이번 주 추천 프로젝트를 둘러보고 ${CHANNEL_AD_POINTS}포인트를 받아 가세요! 메시지의 포인트 받기를 누르면 바로 쌓여요.`,
    meta: { ad: { points: CHANNEL_AD_POINTS } },
  });
}

export async function seedDemoChatExtras(db: Db): Promise<void> {
  const byEmail = await people(db, [
    DEMO,
    'junho.kang@sidequest.kr',
    'minjun.lee@sidequest.kr',
    'seoyeon.park@sidequest.kr',
  ]);
  await teamRooms(db);
  await demoTeamRoom(db, byEmail);
  await directRoom(db, byEmail);
  await proRoom(db, byEmail);
  await newsChannel(db);
}
