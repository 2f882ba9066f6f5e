import type { ChatMessageMeta } from '@sidequest/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { directKey, newObjectId } from './core.js';
import { chatMembers, chatMessages, chatRooms } from './schema.js';

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

/** One line of a demo conversation: who (an email, or null for a system line), when, what. */
type Line = [from: string | null, minutesAgo: number, body: string, meta?: ChatMessageMeta];

interface DemoRoom {
  type: '01' | '02';
  kind: 'direct' | 'group' | 'open';
  title: string;
  host: string | null;
  /** Email → open-room nickname (open rooms only). */
  members: Record<string, string | null>;
  /** How many of the last lines the demo member has not read yet. */
  unreadForDemo: number;
  lines: Line[];
}

const DEMO = 'demo@sidequest.kr';
const JIWOO = 'jiwoo.kim@sidequest.kr';
const MINJUN = 'minjun.lee@sidequest.kr';
const SEOYEON = 'seoyeon.park@sidequest.kr';
const HYUNWOO = 'hyunwoo.choi@sidequest.kr';
const YUNA = 'yuna.jung@sidequest.kr';

const ROOMS: DemoRoom[] = [
  {
    type: '01',
    kind: 'direct',
    title: '',
    host: null,
    members: { [DEMO]: null, [JIWOO]: null },
    unreadForDemo: 2,
    lines: [
      [JIWOO, 190, '안녕하세요! 가계부 앱 프로젝트 모집글 보고 연락드려요 :)'],
      [DEMO, 184, '반가워요 지우님! 디자인 맡아 주실 분을 찾고 있었어요.'],
      [JIWOO, 180, '피그마로 와이어프레임 몇 장 먼저 그려 봐도 될까요? 지출 입력 화면부터요.'],
      [DEMO, 176, '좋아요. 한 손으로 빠르게 입력하는 게 제일 중요해서, 숫자 키패드가 바로 뜨면 좋겠어요.'],
      [JIWOO, 42, '오늘 저녁에 초안 올렸어요. 카테고리 아이콘은 두 가지 버전으로 만들어 봤어요.'],
      [JIWOO, 40, '주말에 30분 정도 화면 공유하면서 같이 보실래요?'],
    ],
  },
  {
    type: '01',
    kind: 'direct',
    title: '',
    host: null,
    members: { [DEMO]: null, [MINJUN]: null },
    unreadForDemo: 0,
    lines: [
      [MINJUN, 2 * 24 * 60, '플리마켓 지도 프로젝트 초대 보냈어요. 프론트엔드 자리예요!'],
      [DEMO, 2 * 24 * 60 - 30, '감사해요! 지도는 카카오맵으로 하실 계획인가요?'],
      [MINJUN, 2 * 24 * 60 - 25, '네, 카카오맵 SDK로 하고 마켓 정보는 저희가 직접 모아요.'],
      [DEMO, 2 * 24 * 60 - 20, '좋네요. 수요일 저녁 회의부터 참여할게요.'],
    ],
  },
  {
    type: '01',
    kind: 'direct',
    title: '',
    host: null,
    members: { [DEMO]: null, [SEOYEON]: null },
    unreadForDemo: 1,
    lines: [
      [DEMO, 6 * 60, '서연님, 포트폴리오 사이트 리뷰 부탁드려도 될까요?'],
      [SEOYEON, 5 * 60, '그럼요! 링크 보내 주시면 퇴근하고 볼게요.'],
      [DEMO, 5 * 60 - 10, '감사해요. 프로젝트 소개 문단이 너무 긴 것 같아서 그 부분이 제일 궁금해요.'],
      [SEOYEON, 15, '다 봤어요. 첫 화면에 결과물 스크린샷을 먼저 두면 훨씬 잘 읽힐 것 같아요.'],
    ],
  },
  {
    type: '02',
    kind: 'group',
    title: '주말 해커톤 준비방',
    host: HYUNWOO,
    members: { [HYUNWOO]: null, [DEMO]: null, [YUNA]: null, [JIWOO]: null },
    unreadForDemo: 1,
    lines: [
      [
        null,
        3 * 24 * 60,
        "최현우님이 그룹 채팅방 '주말 해커톤 준비방'을 만들었어요.",
        { system: { event: 'created', userNo: null, nickname: '최현우' } },
      ],
      [HYUNWOO, 3 * 24 * 60 - 5, '이번 주말 해커톤 주제는 "동네 생활"이에요. 아이디어 하나씩 가져와 주세요!'],
      [YUNA, 3 * 24 * 60 - 3, '동네 헬스장 혼잡도 알려 주는 서비스 어때요?'],
      [JIWOO, 2 * 24 * 60, '저는 분리수거 요일 알림이요. 디자인은 제가 맡을게요.'],
      [DEMO, 2 * 24 * 60 - 10, '둘 다 좋아요. 토요일 오전에 투표로 정해요.'],
      [HYUNWOO, 90, '@[데모메이커] 님, 서버 쪽 세팅 토요일 아침까지 가능할까요?'],
    ],
  },
  {
    type: '02',
    kind: 'open',
    title: '사이드프로젝트 수다방',
    host: YUNA,
    members: { [YUNA]: '수다방지기', [DEMO]: '퇴근후코딩', [MINJUN]: '지도덕후', [SEOYEON]: '픽셀장인' },
    unreadForDemo: 3,
    lines: [
      [YUNA, 5 * 24 * 60, '사이드프로젝트 얘기라면 뭐든 환영이에요. 서로 응원해요!'],
      [MINJUN, 26 * 60, '다들 사이드프로젝트 하루에 몇 시간 쓰세요?'],
      [DEMO, 25 * 60, '평일엔 퇴근 후 한 시간, 주말에 몰아서 해요.'],
      [SEOYEON, 60, '저는 출근 전 30분이 제일 집중 잘 돼요.'],
      [MINJUN, 35, '오늘 처음으로 배포까지 해 봤어요. 작아도 내보내니까 뿌듯하네요.'],
      [YUNA, 20, '축하해요! 링크 공유해 주시면 다들 써 볼게요.'],
    ],
  },
];

/**
 * Chat for the demo member (demo@sidequest.kr): three one-to-one conversations about side
 * projects, a group room and the open room "사이드프로젝트 수다방", a few of them unread.
 * Skipped once the demo member has a one-to-one room.
 */
export async function seedDemoChat(db: Db): Promise<void> {
  const emails = [DEMO, JIWOO, MINJUN, SEOYEON, HYUNWOO, YUNA];
  const found = await db
    .select({ no: users.userNo, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const no = new Map(found.map((u) => [u.email!, u.no]));
  if (emails.some((e) => !no.has(e))) return;
  const demoNo = no.get(DEMO)!;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMembers)
    .innerJoin(chatRooms, eq(chatRooms.roomId, chatMembers.roomId))
    .where(and(eq(chatMembers.userNo, demoNo), eq(chatRooms.kind, 'direct')));
  if ((existing?.n ?? 0) > 0) return;

  await db.transaction(async (tx) => {
    for (const spec of ROOMS) {
      const memberEmails = Object.keys(spec.members);
      const memberNos = memberEmails.map((e) => no.get(e)!);
      const roomId = newObjectId(Date.now() - spec.lines[0]![1] * MINUTE);
      const last = spec.lines.at(-1)!;
      await tx.insert(chatRooms).values({
        roomId,
        type: spec.type,
        kind: spec.kind,
        title: spec.title,
        hostNo: spec.host ? no.get(spec.host)! : null,
        directKey: spec.kind === 'direct' ? directKey(memberNos[0]!, memberNos[1]!) : null,
        participantsSize: memberNos.length,
        createdAt: ago(spec.lines[0]![1]),
      });
      const seqs: number[] = [];
      let lastId = '';
      for (const [from, minutes, body, meta] of spec.lines) {
        const senderNo = from ? no.get(from)! : null;
        const mentions = body.includes('@[데모메이커]')
          ? { mentions: [{ no: demoNo, nickname: '데모메이커' }] }
          : {};
        lastId = newObjectId(Date.now() - minutes * MINUTE);
        const [row] = await tx
          .insert(chatMessages)
          .values({
            messageId: lastId,
            roomId,
            senderNo,
            type: from ? '01' : '10',
            body,
            meta: meta ?? (Object.keys(mentions).length > 0 ? mentions : null),
            createdAt: ago(minutes),
          })
          .returning({ seq: chatMessages.seq });
        seqs.push(row!.seq);
      }
      // Everyone has read everything, except the demo member's last few lines.
      const demoRead = seqs[seqs.length - 1 - spec.unreadForDemo] ?? 0;
      await tx.insert(chatMembers).values(
        memberEmails.map((email) => ({
          roomId,
          userNo: no.get(email)!,
          role: spec.kind === 'direct' ? 'guest' : email === spec.host ? 'host' : 'guest',
          roomNickname: spec.members[email] ?? null,
          lastReadSeq: email === DEMO ? demoRead : seqs.at(-1)!,
          joinedAt: ago(spec.lines[0]![1]),
        })),
      );
      await tx
        .update(chatRooms)
        .set({
          lastMessageId: lastId,
          lastMessageAt: ago(last[1]),
          lastMessageBody: last[2],
          lastMessageType: last[0] ? '01' : '10',
        })
        .where(eq(chatRooms.roomId, roomId));
    }
  });
}
