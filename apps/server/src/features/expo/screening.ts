/**
 * Operator screening (`register_screening`): booths waiting oldest first, then approve (public
 * from now on) or refuse with a reason the team reads. The decision only applies to a booth still
 * under screening, so two operators deciding at once cannot both win.
 */
import type { ScreeningItem } from '@sidequest/shared';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { users } from '../auth/schema.js';
import { cutIntro, loadBooth } from './booths.js';
import { boothMembers, booths } from './schema.js';

const PAGE = 20;

/** Booths under screening in the order they were sent, paged by booth number. */
export async function screeningQueue(db: Db, after?: number) {
  const rows = await db
    .select({
      boothNo: booths.boothNo,
      name: booths.name,
      pitch: booths.pitch,
      introText: booths.introText,
      owner: users.nickname,
      submittedAt: booths.submittedAt,
    })
    .from(booths)
    .innerJoin(users, eq(users.userNo, booths.ownerNo))
    .where(
      and(
        eq(booths.status, 'screening'),
        isNull(booths.removedAt),
        after ? gt(booths.boothNo, after) : undefined,
      ),
    )
    .orderBy(asc(booths.boothNo))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const list: ScreeningItem[] = page.map((r) => ({
    booth_no: r.boothNo,
    name: r.name,
    pitch: r.pitch,
    intro_short: cutIntro(r.introText),
    owner_nickname: r.owner ?? '',
    submitted_at: (r.submittedAt ?? new Date(0)).toISOString(),
  }));
  return { list, next_after: rows.length > PAGE ? page[page.length - 1]!.boothNo : null };
}

export async function screenBooth(
  db: Db,
  events: DomainEvents,
  input: { booth_no: number; approve: boolean; reason: string },
) {
  const booth = await loadBooth(db, input.booth_no);
  if (booth.status !== 'screening') {
    throw fail('CONFLICT', '심사 중인 부스가 아니에요. 목록을 새로고침해 주세요.');
  }
  const now = new Date();
  const [done] = await db
    .update(booths)
    .set(
      input.approve
        ? { status: 'approved', approvedAt: booth.approvedAt ?? now, refusalReason: null, updatedAt: now }
        : { status: 'refused', refusalReason: input.reason, updatedAt: now },
    )
    .where(and(eq(booths.boothNo, booth.boothNo), eq(booths.status, 'screening')))
    .returning({ boothNo: booths.boothNo });
  if (!done) throw fail('CONFLICT', '다른 운영자가 먼저 심사했어요. 목록을 새로고침해 주세요.');
  const ref = { boothNo: booth.boothNo, name: booth.name, ownerNo: booth.ownerNo };
  if (input.approve) {
    const members = await db
      .select({ userNo: boothMembers.userNo })
      .from(boothMembers)
      .where(eq(boothMembers.boothNo, booth.boothNo));
    await events.emit('booth.approved', { ...ref, memberNos: members.map((m) => m.userNo) });
  } else {
    await events.emit('booth.refused', { ...ref, reason: input.reason });
  }
  return { ok: true as const };
}
