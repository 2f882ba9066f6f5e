/**
 * The team's message to everyone who supported its booth, delivered as a notification by the
 * notification feature (`booth.supportersMessaged`). A booth sends at most one a day: the gate is
 * one conditional UPDATE of `booths.messaged_at`, so two teammates pressing send together send once.
 */
import { BOOTH_LIMITS } from '@sidequest/shared';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { requireTeam } from './booths.js';
import { booths } from './schema.js';
import { boothSupports } from './social-schema.js';

const EVERY_MS = BOOTH_LIMITS.messageEveryHours * 3_600_000;

export async function messageSupporters(
  db: Db,
  events: DomainEvents,
  userNo: number,
  input: { booth_no: number; title: string; body: string },
) {
  const { booth } = await requireTeam(db, input.booth_no, userNo);
  if (booth.status !== 'approved') {
    throw fail('CONFLICT', '공개된 부스만 응원한 메이커에게 메시지를 보낼 수 있어요.');
  }
  const supporters = await db
    .select({ userNo: boothSupports.userNo })
    .from(boothSupports)
    .where(eq(boothSupports.boothNo, booth.boothNo));
  if (supporters.length === 0) {
    throw fail('CONFLICT', '아직 응원한 메이커가 없어요. 응원이 모이면 메시지를 보내 주세요.');
  }
  const [sent] = await db
    .update(booths)
    .set({ messagedAt: sql`now()` })
    .where(
      and(
        eq(booths.boothNo, booth.boothNo),
        or(
          isNull(booths.messagedAt),
          lte(booths.messagedAt, sql`now() - make_interval(hours => ${BOOTH_LIMITS.messageEveryHours})`),
        ),
      ),
    )
    .returning({ at: booths.messagedAt });
  if (!sent?.at) {
    const next = new Date(new Date(booth.messagedAt ?? Date.now()).getTime() + EVERY_MS);
    throw fail(
      'RATE_LIMITED',
      `응원한 메이커에게는 하루에 한 번 메시지를 보낼 수 있어요. ${next.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' })} 이후에 다시 보내 주세요.`,
    );
  }
  await events.emit('booth.supportersMessaged', {
    boothNo: booth.boothNo,
    name: booth.name,
    senderNo: userNo,
    title: input.title,
    body: input.body,
    supporterNos: supporters.map((s) => s.userNo),
  });
  return { sent: supporters.length, next_at: new Date(sent.at.getTime() + EVERY_MS).toISOString() };
}
