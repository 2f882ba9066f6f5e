/**
 * Finding a pro (`search_pro`, `load_pro_info`): approved pros by profession and topic, paged by
 * the pro's member number (newest members first; the key is stable while approvals come and go),
 * each card with its rating, review count, answer rate and next free slot.
 */
import type { ProCard, ProProfile, proApi } from '@sidequest/shared';
import type { QueryOut } from '@sidequest/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import { memberByNickname } from '../profile/members.js';
import { nextFreeSlots } from './hours.js';
import { listReviews } from './reviews.js';
import { pros } from './schema.js';

const PAGE = 20;
type ProRow = typeof pros.$inferSelect;
type Who = { userNo: number; nickname: string | null; imgUrl: string | null };

function toCard(row: ProRow, who: Who, nextFree: string | null): ProCard {
  return {
    PRO_NO: row.proNo,
    PERSON: { USER_NO: who.userNo, USER_NICKNAME: who.nickname ?? '', USER_IMG_URL: who.imgUrl },
    PROFESSION: row.profession,
    PITCH: row.pitch,
    TOPICS: row.topics,
    PRICE: row.price,
    MINUTES: row.minutes,
    RATING: row.reviewCount > 0 ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : null,
    REVIEW_COUNT: row.reviewCount,
    ANSWER_RATE: row.requestCount > 0 ? Math.round((row.answeredCount / row.requestCount) * 100) : null,
    NEXT_FREE: nextFree,
  };
}

const who = { userNo: users.userNo, nickname: users.nickname, imgUrl: users.imgUrl };

export async function searchPros(db: Db, q: QueryOut<typeof proApi.searchPro>) {
  const rows = await db
    .select({ pro: pros, who })
    .from(pros)
    .innerJoin(users, eq(users.userNo, pros.proNo))
    .where(
      and(
        eq(users.status, 'active'),
        q.profession === '00' ? undefined : eq(pros.profession, q.profession),
        q.topic === '00' ? undefined : sql`${pros.topics} @> array[${q.topic}]::text[]`,
        q.before ? lt(pros.proNo, q.before) : undefined,
      ),
    )
    .orderBy(desc(pros.proNo))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const next = await nextFreeSlots(
    db,
    page.map((r) => r.pro),
  );
  return {
    list: page.map((r) => toCard(r.pro, r.who, next.get(r.pro.proNo) ?? null)),
    has_more: rows.length > PAGE,
  };
}

export async function loadProProfile(db: Db, proNo: number): Promise<ProProfile> {
  const [row] = await db
    .select({ pro: pros, who })
    .from(pros)
    .innerJoin(users, eq(users.userNo, pros.proNo))
    .where(and(eq(pros.proNo, proNo), eq(users.status, 'active')));
  if (!row) throw fail('NOT_FOUND', '찾는 프로가 없어요. 검색에서 다시 골라 주세요.');
  const next = await nextFreeSlots(db, [row.pro]);
  return {
    ...toCard(row.pro, row.who, next.get(proNo) ?? null),
    INTRO: row.pro.intro,
    GOOD_FOR: row.pro.goodFor,
    NOT_GOOD_FOR: row.pro.notGoodFor,
    EXAMPLE_TOPICS: row.pro.exampleTopics,
  };
}

/** `load_pro_info` by number or by nickname (the web page's address is /pro/{nickname}). */
export async function proPage(db: Db, q: QueryOut<typeof proApi.loadProInfo>, viewerNo: number | null) {
  const proNo = q.pro_no ?? (await memberByNickname(db, q.nickname!).catch(() => null))?.user.userNo;
  if (!proNo) throw fail('NOT_FOUND', '찾는 프로가 없어요. 검색에서 다시 골라 주세요.');
  const pro = await loadProProfile(db, proNo);
  const reviews = await listReviews(db, proNo);
  return { pro, reviews: reviews.list, reviews_more: reviews.has_more, IS_ME: viewerNo === proNo };
}
