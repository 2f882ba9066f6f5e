import { randomInt, randomUUID } from 'node:crypto';
import { isReservedNickname, NICKNAME_PATTERN } from '@sidequest/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../auth/schema.js';
import { profiles } from '../profile/schema.js';
import { profileSearchFields } from '../profile/search-fields.js';

const NICKNAME_MAX = 12;
/** Used when a provider nickname has fewer than two usable characters (emoji only, 'ㅋㅋ' ...). */
export const FALLBACK_NICKNAME = '메이커';

/**
 * A provider nickname cut down to our nickname rule: only Hangul syllables, Latin letters, digits
 * and `_` survive (spaces, emoji and bare jamo go), at most 12 characters.
 */
export function nicknameBase(raw: string | null | undefined): string {
  const kept = [...(raw ?? '').normalize('NFC')].filter((ch) => /[가-힣a-zA-Z0-9_]/.test(ch)).join('');
  const cut = kept.slice(0, NICKNAME_MAX);
  // A provider nickname may not impersonate the operator any more than a typed one may.
  return cut.length >= 2 && !isReservedNickname(cut) ? cut : FALLBACK_NICKNAME;
}

function digits(n: number): string {
  return String(randomInt(0, 10 ** n)).padStart(n, '0');
}

/**
 * Candidates in the order tried: the base itself, then the base with 2, 3 and 4 random digits
 * (cut so the whole stays within 12 characters), then 메이커 with six digits.
 */
export function nicknameCandidates(base: string): string[] {
  const list = [base];
  for (const n of [2, 2, 3, 3, 4, 4, 4, 4]) list.push(base.slice(0, NICKNAME_MAX - n) + digits(n));
  list.push(FALLBACK_NICKNAME + digits(6));
  return list.filter((c) => NICKNAME_PATTERN.test(c));
}

async function nicknameTaken(db: Db, nickname: string): Promise<boolean> {
  const rows = await db
    .select({ n: users.userNo })
    .from(users)
    .where(sql`lower(${users.nickname}) = lower(${nickname})`)
    .limit(1);
  return rows.length > 0;
}

/** The first free nickname made from a provider nickname. */
export async function uniqueNickname(db: Db, raw: string | null | undefined): Promise<string> {
  const candidates = nicknameCandidates(nicknameBase(raw));
  for (const candidate of candidates) {
    if (!(await nicknameTaken(db, candidate))) return candidate;
  }
  return FALLBACK_NICKNAME + digits(6);
}

/**
 * Creates a member without a password (social sign-up) the way e-mail registration does: a users
 * row and its profiles row, the stepped sign-up resuming at step 2. Runs inside the caller's
 * transaction so the social link is written together with the account.
 */
export async function insertMember(tx: DbOrTx, input: { email: string | null; nickname: string }) {
  const [user] = await tx
    .insert(users)
    .values({ email: input.email, nickname: input.nickname, passwordHash: null, chatUid: randomUUID() })
    .returning();
  await tx.insert(profiles).values({ userNo: user!.userNo, ...profileSearchFields(input.nickname, '') });
  return user!;
}
