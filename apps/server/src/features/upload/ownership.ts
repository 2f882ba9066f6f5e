import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { uploads } from './schema.js';

export interface OwnUpload {
  url: string;
  purpose: string;
  name: string;
  bytes: number;
}

/**
 * Which of `urls` the caller uploaded themselves (for one of `purposes`, when given), by URL.
 * The one place a feature asks "is this upload the caller's own?"; each decides what a miss means.
 */
export async function ownUploads(
  db: DbOrTx,
  userNo: number,
  urls: string[],
  purposes?: readonly string[],
): Promise<Map<string, OwnUpload>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ url: uploads.url, purpose: uploads.purpose, name: uploads.originalName, bytes: uploads.bytes })
    .from(uploads)
    .where(
      and(
        eq(uploads.userNo, userNo),
        inArray(uploads.url, wanted),
        purposes ? inArray(uploads.purpose, [...purposes]) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.url, r]));
}

const notYours = () => fail('FORBIDDEN', '직접 올린 파일만 쓸 수 있어요. 파일을 다시 올린 뒤 시도해 주세요.');

/**
 * URLs a member may put on something they write: ones they uploaded themselves for one of these
 * uses, or ones already on the item being edited (demo data and earlier saves keep working).
 * Anything else — another member's file, an outside address — is refused.
 */
export async function assertOwnUploads(
  db: DbOrTx,
  userNo: number,
  urls: string[],
  purposes: readonly string[],
  alreadyThere: (string | null)[] = [],
): Promise<void> {
  const wanted = [...new Set(urls.filter((u) => !alreadyThere.includes(u)))];
  if (wanted.length === 0) return;
  const found = await ownUploads(db, userNo, wanted, purposes);
  if (wanted.some((u) => !found.has(u))) throw notYours();
}
