/** Operators, posting suspensions and the checks every posting call makes. */
import { formatDate, type ReportTarget } from '@sidequest/shared';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { users } from '../auth/schema.js';
import { operators, postingSuspensions } from './schema.js';

export type OperatorRole = 'admin' | 'editor';

/** What a report or a flag can be about: a reportable item, or a project post (flagged only). */
export type ContentType = ReportTarget | 'project';

/** The word for each kind of content, as messages about it name it. */
export const CONTENT_WORD: Record<ContentType, string> = {
  post: '글',
  reply: '댓글',
  article: '아티클',
  project: '모집글',
  booth_thread: '포럼 글',
  booth_reply: '포럼 댓글',
};

export async function operatorRole(db: Db, userNo: number | null | undefined): Promise<OperatorRole | null> {
  if (!userNo) return null;
  const [row] = await db
    .select({ role: operators.role })
    .from(operators)
    .where(eq(operators.userNo, userNo))
    .limit(1);
  return row?.role ?? null;
}

/** The members who hold moderation powers (and hear about what needs them). */
export async function adminNos(db: Db): Promise<number[]> {
  const rows = await db
    .select({ userNo: operators.userNo })
    .from(operators)
    .where(eq(operators.role, 'admin'));
  return rows.map((r) => r.userNo);
}

/** Moderation powers (reports, hiding, suspensions) are the admins'. */
export async function assertAdmin(db: Db, userNo: number): Promise<void> {
  if ((await operatorRole(db, userNo)) !== 'admin') {
    throw fail('FORBIDDEN', '운영자만 할 수 있는 작업이에요.');
  }
}

export async function activeSuspension(db: Db, userNo: number) {
  const [row] = await db
    .select({ reason: postingSuspensions.reason, endsAt: postingSuspensions.endsAt })
    .from(postingSuspensions)
    .where(
      and(
        eq(postingSuspensions.userNo, userNo),
        isNull(postingSuspensions.liftedAt),
        gt(postingSuspensions.endsAt, new Date()),
      ),
    )
    .orderBy(desc(postingSuspensions.endsAt))
    .limit(1);
  return row ?? null;
}

/** The day a suspension ends as people read it: the Seoul date of its last moment (yy.MM.dd). */
export function suspensionUntilLabel(endsAt: Date): string {
  return formatDate(new Date(endsAt.getTime() - 1));
}

/**
 * Every posting call (lounge posts and drafts, replies, articles) starts here: a suspended member
 * is told why and until when, in the message itself so every client shows it as is.
 */
export async function assertCanPost(db: Db, userNo: number): Promise<void> {
  const s = await activeSuspension(db, userNo);
  if (!s) return;
  throw fail(
    'POSTING_SUSPENDED',
    `운영 정책 위반(${s.reason})으로 ${suspensionUntilLabel(s.endsAt)}까지 글을 쓸 수 없어요. 제한이 풀린 뒤 다시 써 주세요.`,
  );
}

export async function suspend(
  db: Db,
  realtime: RealtimePublisher,
  events: DomainEvents,
  operatorNo: number,
  input: { user_no: number; days: number; reason: string },
): Promise<Date> {
  const [target] = await db
    .select({ userNo: users.userNo, status: users.status })
    .from(users)
    .where(eq(users.userNo, input.user_no))
    .limit(1);
  if (target?.status !== 'active') throw fail('NOT_FOUND', '정지할 회원을 찾을 수 없어요.');
  if (target.userNo === operatorNo) throw fail('VALIDATION', '자기 자신은 정지할 수 없어요.');
  // A new suspension runs from now; an earlier, longer one still in force keeps applying.
  const endsAt = new Date(Date.now() + input.days * 24 * 60 * 60 * 1000);
  await db.insert(postingSuspensions).values({
    userNo: input.user_no,
    reason: input.reason,
    endsAt,
    createdBy: operatorNo,
  });
  // The member's chat sockets end on every instance: they reconnect and read as before, but
  // sending in chat is refused while the suspension lasts (see docs/decisions/hardening-sockets.md).
  realtime.disconnectUser(input.user_no);
  await events.emit('member.suspended', {
    userNo: input.user_no,
    byNo: operatorNo,
    reason: input.reason,
    endsAt,
  });
  return endsAt;
}

export async function unsuspend(db: Db, userNo: number): Promise<boolean> {
  const lifted = await db
    .update(postingSuspensions)
    .set({ liftedAt: new Date() })
    .where(
      and(
        eq(postingSuspensions.userNo, userNo),
        isNull(postingSuspensions.liftedAt),
        gt(postingSuspensions.endsAt, new Date()),
      ),
    )
    .returning({ no: postingSuspensions.suspensionNo });
  return lifted.length > 0;
}
