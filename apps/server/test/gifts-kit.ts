import { randomUUID } from 'node:crypto';
import { movePoints } from '../src/features/points/ledger.js';
import { postingSuspensions } from '../src/features/moderation/schema.js';
import type { Member } from './factories.js';
import type { TestContext } from './helpers.js';

type Ctx = Pick<TestContext, 'database'>;

/** Credits a member through the ledger, as a top-up would. */
export async function fund(ctx: Ctx, m: Member, points: number): Promise<void> {
  await movePoints(ctx.database.db, {
    userNo: m.user.no,
    delta: points,
    kind: 'topup',
    reason: 'test',
    ref: `test-fund:${randomUUID()}`,
  });
}

/** A posting suspension for a week, as an operator's sanction writes it. */
export async function suspend(ctx: Ctx, m: Member): Promise<void> {
  await ctx.database.db.insert(postingSuspensions).values({
    userNo: m.user.no,
    reason: '스팸',
    endsAt: new Date(Date.now() + 7 * 86_400_000),
  });
}

/** A phone that identity verification confirmed, written as it writes it. */
export const verifiedPhoneProfile = (phone = '01012345678') => ({ phone, phoneVerifiedAt: new Date() });
