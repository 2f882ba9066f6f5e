/**
 * Test fixtures for the expo's social part: a booth written straight into the database in the
 * state a test needs (approved, in screening, removed) with its team, so these tests do not
 * depend on the registration and screening calls.
 */
import type { TestContext } from './helpers.js';
import { boothMembers, booths } from '../src/features/expo/schema.js';

let made = 0;

export async function buildBooth(
  ctx: Pick<TestContext, 'database'>,
  ownerNo: number,
  o: { status?: string; members?: number[]; removed?: boolean; approvedAt?: Date } = {},
): Promise<number> {
  made += 1;
  const status = o.status ?? 'approved';
  const [row] = await ctx.database.db
    .insert(booths)
    .values({
      ownerNo,
      status,
      name: `테스트 부스 ${made}`,
      pitch: '사이드 프로젝트를 위한 작은 도구',
      domain: '01',
      approvedAt: status === 'approved' ? (o.approvedAt ?? new Date()) : null,
      removedAt: o.removed ? new Date() : null,
    })
    .returning({ boothNo: booths.boothNo });
  const boothNo = row!.boothNo;
  await ctx.database.db
    .insert(boothMembers)
    .values([
      { boothNo, userNo: ownerNo, role: 'owner' },
      ...(o.members ?? []).map((userNo) => ({ boothNo, userNo, role: 'member' })),
    ]);
  return boothNo;
}

/** An approval long enough ago that the booth's live counts show to everyone (RANK_RULES.hiddenHours). */
export const SETTLED = () => new Date(Date.now() - 24 * 3_600_000);
