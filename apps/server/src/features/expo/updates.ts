/** The 업데이트 tab: short news the team posts, newest first, paged by update number. */
import type { BoothUpdate } from '@sidequest/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { users } from '../auth/schema.js';
import { readBooth, requireTeam } from './booths.js';
import { boothUpdates } from './schema.js';

const PAGE = 20;

const columns = {
  updateNo: boothUpdates.updateNo,
  body: boothUpdates.body,
  createdAt: boothUpdates.createdAt,
  nickname: users.nickname,
};

const toUpdate = (r: {
  updateNo: number;
  body: string;
  createdAt: Date;
  nickname: string | null;
}): BoothUpdate => ({
  update_no: r.updateNo,
  body: r.body,
  author_nickname: r.nickname ?? '탈퇴한 메이커',
  created_at: r.createdAt.toISOString(),
});

/** Visible to whoever may see the booth (public, or the team and operators before that). */
export async function listUpdates(
  db: Db,
  viewerNo: number | null,
  isOperator: boolean,
  input: { booth_no: number; before?: number | undefined },
) {
  await readBooth(db, input.booth_no, viewerNo, isOperator);
  const rows = await db
    .select(columns)
    .from(boothUpdates)
    .leftJoin(users, eq(users.userNo, boothUpdates.authorNo))
    .where(
      and(
        eq(boothUpdates.boothNo, input.booth_no),
        input.before ? lt(boothUpdates.updateNo, input.before) : undefined,
      ),
    )
    .orderBy(desc(boothUpdates.updateNo))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    list: page.map(toUpdate),
    next_before: rows.length > PAGE ? page[page.length - 1]!.updateNo : null,
  };
}

export async function postUpdate(db: Db, userNo: number, input: { booth_no: number; body: string }) {
  await requireTeam(db, input.booth_no, userNo);
  const [row] = await db
    .insert(boothUpdates)
    .values({ boothNo: input.booth_no, authorNo: userNo, body: input.body })
    .returning({
      updateNo: boothUpdates.updateNo,
      body: boothUpdates.body,
      createdAt: boothUpdates.createdAt,
    });
  const [me] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.userNo, userNo));
  return { update: toUpdate({ ...row!, nickname: me?.nickname ?? null }) };
}

export async function deleteUpdate(db: Db, userNo: number, input: { booth_no: number; update_no: number }) {
  await requireTeam(db, input.booth_no, userNo);
  const gone = await db
    .delete(boothUpdates)
    .where(and(eq(boothUpdates.boothNo, input.booth_no), eq(boothUpdates.updateNo, input.update_no)))
    .returning({ no: boothUpdates.updateNo });
  if (gone.length === 0) throw fail('NOT_FOUND', '지울 소식이 없어요. 목록을 새로고침해 주세요.');
  return { ok: true as const };
}
