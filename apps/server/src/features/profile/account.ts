import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import type { RealtimePublisher } from '../../lib/realtime-publisher.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { sessions, users } from '../auth/schema.js';
import type { UserRow } from '../auth/sessions.js';

/**
 * change_password: the current password is checked again (a left-open laptop must not be enough),
 * the new one follows the sign-up rule (the contract checks it), and every other session of the
 * member ends — whoever knew the old password is logged out. This session stays.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  currentTokenHash: string,
  input: { current_password: string; new_password: string },
  realtime?: RealtimePublisher,
): Promise<{ revoked_sessions: number }> {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw fail('WRONG_PASSWORD', '지금 쓰는 비밀번호가 맞지 않아요. 다시 확인해 주세요.', {
      current_password: '지금 쓰는 비밀번호가 맞지 않아요.',
    });
  }
  if (input.current_password === input.new_password) {
    throw fail('VALIDATION', '새 비밀번호는 지금 쓰는 비밀번호와 달라야 해요.', {
      new_password: '지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.',
    });
  }
  const passwordHash = await hashPassword(input.new_password);
  const revoked = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.userNo, user.userNo));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userNo, user.userNo),
          ne(sessions.tokenHash, currentTokenHash),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ tokenHash: sessions.tokenHash });
    return ended.map((r) => r.tokenHash);
  });
  // After the commit, so a reconnect from an ended login is already refused at the handshake;
  // this session's own sockets stay.
  realtime?.disconnectSessions(revoked);
  return { revoked_sessions: revoked.length };
}
