/** Demo replies and likes under the magazine's first articles (after the magazine demo ran). */
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spreadReplies } from '../../db/seed/spread-in-time.js';
import { users } from '../auth/schema.js';
import { magazineArticles } from '../magazine/schema.js';
import { setLike } from './reactions.js';
import { addReply } from './replies.js';
import { loungeReplies } from './schema.js';
import { offlineEvents } from '../../subscribers.js';

const THREADS: { by: string; body: string; answer?: { by: string; body: string } }[][] = [
  [
    {
      by: 'minjun.lee@sidequest.kr',
      body: '회사 일과 병행하면서 어디까지 욕심낼지 늘 고민이었는데, 범위를 먼저 줄이라는 말이 와닿네요.',
      answer: { by: 'jiwoo.kim@sidequest.kr', body: '저도요! 다음 편에서 일정 세우는 법도 궁금해요.' },
    },
    { by: 'yuna.jung@sidequest.kr', body: '팀원들에게 공유했어요. 좋은 글 감사합니다 🙏' },
  ],
  [
    {
      by: 'seoyeon.park@sidequest.kr',
      body: '주말 2시간으로 출시까지 가신 게 정말 대단해요. 회고 질문 중 "다음에는 무엇을 바꿀까요?" 답이 특히 좋았어요.',
    },
  ],
];

const LIKERS = ['minjun.lee@sidequest.kr', 'seoyeon.park@sidequest.kr', 'yuna.jung@sidequest.kr'];

export async function seedDemoArticleReplies(db: Db): Promise<void> {
  const done = await db
    .select({ n: loungeReplies.replyNo })
    .from(loungeReplies)
    .where(isNotNull(loungeReplies.articleNo))
    .limit(1);
  if (done.length > 0) return;
  const articles = await db
    .select({ no: magazineArticles.articleNo })
    .from(magazineArticles)
    .where(and(eq(magazineArticles.status, 'published'), isNull(magazineArticles.deletedAt)))
    .orderBy(asc(magazineArticles.articleNo));
  const emails = [
    ...new Set(
      THREADS.flat()
        .flatMap((r) => [r.by, r.answer?.by ?? r.by])
        .concat(LIKERS),
    ),
  ];
  const people = await db.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(people.map((u) => [u.email, u]));
  const events = offlineEvents(db);
  // The first article of the series and the retrospective (the magazine demo publishes in that order).
  const targets = [articles[0], articles.at(-2)];
  for (const [i, article] of targets.entries()) {
    if (!article) continue;
    const thread = { kind: 'article', no: article.no } as const;
    for (const r of THREADS[i] ?? []) {
      const by = byEmail.get(r.by);
      if (!by) continue;
      const reply = await addReply(db, events, by, { thread, body: r.body });
      const answerBy = r.answer ? byEmail.get(r.answer.by) : undefined;
      if (r.answer && answerBy) {
        await addReply(db, events, answerBy, { thread, parent_no: reply.REPLY_NO, body: r.answer.body });
      }
    }
    await spreadReplies(db, 'magazine_articles', article.no);
    for (const email of LIKERS) {
      const who = byEmail.get(email);
      if (who) await setLike(db, who, { target_type: 'article', target_no: article.no, like: true });
    }
  }
}
