import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { notifications } from './schema.js';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const HOUR = 60;
const DAY = 24 * HOUR;

/**
 * A believable inbox for the demo member (demo@sidequest.kr): today, yesterday and last week,
 * some already read, so the bell, the day groups and the 소셜 tab all have something to show.
 * Skipped once the demo member has any notification.
 */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const rows = await db
    .select({ userNo: users.userNo, email: users.email, nickname: users.nickname })
    .from(users)
    .where(
      inArray(users.email, [
        'demo@sidequest.kr',
        'jiwoo.kim@sidequest.kr',
        'minjun.lee@sidequest.kr',
        'seoyeon.park@sidequest.kr',
        'yuna.jung@sidequest.kr',
      ]),
    );
  const by = (email: string) => rows.find((r) => r.email === email);
  const demo = by('demo@sidequest.kr');
  const jiwoo = by('jiwoo.kim@sidequest.kr');
  const minjun = by('minjun.lee@sidequest.kr');
  const seoyeon = by('seoyeon.park@sidequest.kr');
  const yuna = by('yuna.jung@sidequest.kr');
  if (!demo || !jiwoo || !minjun || !seoyeon || !yuna) return;

  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.userNo, demo.userNo));
  if ((existing?.n ?? 0) > 0) return;

  const person = (p: { nickname: string | null }) => `/people/${encodeURIComponent(p.nickname ?? '')}`;
  await db.insert(notifications).values([
    {
      userNo: demo.userNo,
      kind: 'follow',
      actorNo: jiwoo.userNo,
      title: `${jiwoo.nickname}님이 회원님을 팔로우했어요`,
      body: '프로필을 둘러보고 맞팔로우해 보세요.',
      linkUrl: person(jiwoo),
      createdAt: ago(4),
    },
    {
      userNo: demo.userNo,
      kind: 'invite',
      actorNo: minjun.userNo,
      title: `${minjun.nickname}님이 ‘동네 플리마켓 지도’ 프로젝트에 초대했어요`,
      body: '프론트엔드 개발자 자리로 초대받았어요. 초대는 7일 동안 유효해요.',
      linkUrl: '/project',
      createdAt: ago(2 * HOUR + 10),
    },
    {
      userNo: demo.userNo,
      kind: 'favourite',
      actorNo: seoyeon.userNo,
      title: `${seoyeon.nickname}님이 회원님을 즐겨찾기에 추가했어요`,
      body: '',
      linkUrl: person(seoyeon),
      createdAt: ago(5 * HOUR),
    },
    {
      userNo: demo.userNo,
      kind: 'verification',
      title: '본인인증이 완료됐어요',
      body: '이제 프로필에 인증 배지가 보여요.',
      linkUrl: person(demo),
      readAt: ago(DAY),
      createdAt: ago(DAY + 3 * HOUR),
    },
    {
      userNo: demo.userNo,
      kind: 'review',
      actorNo: yuna.userNo,
      title: `${yuna.nickname}님이 팀원 후기를 남겼어요`,
      body: '“일정 관리를 꼼꼼하게 챙겨 줘서 마감까지 든든했어요.”',
      linkUrl: person(demo),
      createdAt: ago(DAY + 6 * HOUR),
    },
    {
      userNo: demo.userNo,
      kind: 'system',
      title: '사이드퀘스트 알림 센터가 열렸어요',
      body: '팔로우, 초대, 인증 결과를 이곳에서 한 번에 확인할 수 있어요. 받고 싶은 알림은 내 정보에서 고를 수 있어요.',
      linkUrl: '/notice',
      readAt: ago(3 * DAY),
      createdAt: ago(4 * DAY),
    },
  ]);
}
