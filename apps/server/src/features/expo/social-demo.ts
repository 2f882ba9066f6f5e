/**
 * The demo's supports, reviews and booth forums (after the booths demo, before the rankings demo):
 * every approved demo booth gets a few supports, reviews (some answered by the team) and a forum
 * thread or two with replies and reactions, all through the same rules the calls use, so the
 * counters, the team's D35 rewards and the reactions are what a real visit would leave.
 */
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offlineEvents } from '../../subscribers.js';
import { users } from '../auth/schema.js';
import { addReply, newThread, react } from './forum.js';
import { setBoothLike } from './likes.js';
import { answerReview, writeReview } from './reviews.js';
import { boothMembers, booths } from './schema.js';
import { boothReviews, boothSupports } from './social-schema.js';
import { supportBooth } from './supports.js';

const REVIEWS: { rating: number; body: string; answer?: string }[] = [
  {
    rating: 5,
    body: '처음 켰을 때 무엇을 하면 되는지 바로 보여서 좋았어요. 일주일째 매일 쓰고 있어요.',
    answer: '매일 써 주신다니 정말 힘이 나요! 불편한 점이 생기면 포럼에 편하게 남겨 주세요.',
  },
  {
    rating: 4,
    body: '핵심 기능은 깔끔한데 알림 시간을 제가 고를 수 있으면 더 좋겠어요.',
    answer: '좋은 제안 고마워요. 알림 시간 설정은 다음 업데이트에 넣으려고 준비하고 있어요.',
  },
  { rating: 5, body: '사이드 프로젝트라고 믿기지 않을 만큼 완성도가 높아요. 팀원분들 응원해요!' },
  { rating: 3, body: '아이디어는 좋은데 처음 가입할 때 입력할 게 조금 많았어요. 그래도 기대돼요.' },
  { rating: 4, body: '모바일에서도 화면이 잘 맞고 속도가 빨라요. 공유 기능이 생기면 친구들한테 알릴게요.' },
];

const THREADS: { title: string; body: string; answer: string; follow?: string }[] = [
  {
    title: '다크 모드도 지원할 계획이 있나요?',
    body: '밤에 자주 쓰는데 화면이 조금 밝아서요. 다크 모드가 생기면 좋겠어요.',
    answer: '네, 이번 달 안에 시스템 설정을 따라가는 다크 모드를 낼 예정이에요.',
    follow: '오 기대할게요! 나오면 업데이트 탭에 알려 주세요.',
  },
  {
    title: '데이터 내보내기가 되나요?',
    body: '기록한 내용을 엑셀이나 CSV로 받아 보고 싶어요.',
    answer: 'CSV 내보내기는 설정 > 내 데이터에서 할 수 있어요. 엑셀 형식도 검토해 볼게요.',
  },
  {
    title: '팀원 모집도 하시나요?',
    body: '프론트엔드로 함께해 보고 싶은데 지금도 팀원을 찾고 계신가요?',
    answer: '관심 가져 줘서 고마워요! 프로젝트 찾기에 모집 글을 올려 둘 테니 거기서 지원해 주세요.',
  },
];

/** Supports per booth, by its place among the demo booths; the rankings demo adds past weeks. */
const SUPPORTS = [5, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1];

export async function seedDemoExpoSocial(db: Db): Promise<void> {
  const [done] = await db.select({ n: boothReviews.reviewNo }).from(boothReviews).limit(1);
  if (done) return; // seeded before
  const shown = await db
    .select({ boothNo: booths.boothNo })
    .from(booths)
    .where(and(eq(booths.status, 'approved'), isNull(booths.removedAt)))
    .orderBy(asc(booths.boothNo))
    .limit(12);
  if (shown.length === 0) return;
  const events = offlineEvents(db);

  for (const [i, { boothNo }] of shown.entries()) {
    const team = (
      await db
        .select({ userNo: boothMembers.userNo })
        .from(boothMembers)
        .where(eq(boothMembers.boothNo, boothNo))
    ).map((m) => m.userNo);
    // Different visitors for each booth, never its own team.
    const visitors = await db
      .select()
      .from(users)
      .where(and(eq(users.status, 'active'), notInArray(users.userNo, team.length > 0 ? team : [0])))
      .orderBy(asc(users.userNo))
      .offset(i * 2)
      .limit(8);
    if (visitors.length === 0) continue;
    const [teamUser] = await db
      .select()
      .from(users)
      .where(eq(users.userNo, team[0] ?? 0));

    for (const v of visitors.slice(0, SUPPORTS[i] ?? 1)) await supportBooth(db, events, v, boothNo);
    for (const v of visitors.slice(0, 6).filter((_, k) => k % 2 === 1))
      await setBoothLike(db, v, boothNo, true);

    const reviewCount = 1 + (i % 3);
    for (const [k, v] of visitors.slice(0, reviewCount).entries()) {
      const demo = REVIEWS[(i + k) % REVIEWS.length]!;
      const review = await writeReview(db, events, v, {
        booth_no: boothNo,
        rating: demo.rating,
        body: demo.body,
      });
      if (demo.answer && teamUser) {
        await answerReview(db, teamUser, { review_no: review.REVIEW_NO, answer: demo.answer });
      }
    }

    if (i % 2 === 0 && teamUser) {
      const demo = THREADS[(i / 2) % THREADS.length]!;
      const asker = visitors[visitors.length - 1]!;
      const { thread } = await newThread(db, events, asker, {
        booth_no: boothNo,
        title: demo.title,
        body: demo.body,
      });
      await addReply(db, teamUser, { thread_no: thread.THREAD_NO, body: demo.answer });
      if (demo.follow) await addReply(db, asker, { thread_no: thread.THREAD_NO, body: demo.follow });
      for (const [k, v] of visitors.slice(0, 3).entries()) {
        await react(db, v, {
          target_type: 'thread',
          target_no: thread.THREAD_NO,
          emote: k === 0 ? '03' : '02',
          on: true,
        });
      }
    }
  }

  // Demo accounts are made at seed time; date their votes' account age as members who joined
  // well before the booths, so the live ranking weighs them as it would real supporters.
  await db
    .update(boothSupports)
    .set({ supporterJoinedAt: sql`${boothSupports.createdAt} - interval '90 days'` });
}
