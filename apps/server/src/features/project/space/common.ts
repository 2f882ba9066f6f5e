import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { fail } from '../../../lib/app-error.js';
import { users } from '../../auth/schema.js';

export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();

export const milestoneMissing = () =>
  fail('NOT_FOUND', '찾는 마일스톤이 없어요. 이미 지워졌을 수 있어요. 새로고침한 뒤 다시 확인해 주세요.');
export const todoMissing = () =>
  fail('NOT_FOUND', '찾는 할 일이 없어요. 이미 지워졌을 수 있어요. 새로고침한 뒤 다시 확인해 주세요.');

export { seoulDay } from '../../../lib/seoul-day.js';

export async function actorsByNo(db: Db, nos: (number | null)[]) {
  const wanted = [...new Set(nos.filter((n): n is number => n !== null))];
  const map = new Map<number, { USER_NO: number; USER_NICKNAME: string; USER_IMG_URL: string | null }>();
  if (wanted.length === 0) return map;
  const rows = await db
    .select({ userNo: users.userNo, nickname: users.nickname, imgUrl: users.imgUrl })
    .from(users)
    .where(inArray(users.userNo, wanted));
  for (const r of rows)
    map.set(r.userNo, { USER_NO: r.userNo, USER_NICKNAME: r.nickname ?? '', USER_IMG_URL: r.imgUrl });
  return map;
}
