import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage/index.js';
import { users } from '../auth/schema.js';
import { storeImage } from '../upload/media.js';
import { assertOwnUploads } from '../upload/ownership.js';
import { IMAGE_MAX_DIMENSION, type UploadedFile } from '../upload/files.js';
import { profiles } from './schema.js';

/** `uploads.purpose` of the files this feature stores. */
export const PURPOSE = {
  userImage: 'user_image',
  background: 'user_background',
  evidence: 'career_evidence',
  work: 'work_attachment',
} as const;

/** A candidate profile picture: stored, not applied (update_user_image applies it). */
export function storeUserImage(db: Db, storage: Storage, userNo: number, file: UploadedFile) {
  return storeImage(db, storage, userNo, file, PURPOSE.userImage, IMAGE_MAX_DIMENSION.profile);
}

/** A background image, at cover size; update_background applies it. */
export function storeBackground(db: Db, storage: Storage, userNo: number, file: UploadedFile) {
  return storeImage(db, storage, userNo, file, PURPOSE.background, IMAGE_MAX_DIMENSION.cover);
}

/** Sets the picture from one of the member's uploads, or clears it with null. */
export async function setUserImage(db: Db, userNo: number, imgUrl: string | null): Promise<string | null> {
  const [current] = await db.select({ imgUrl: users.imgUrl }).from(users).where(eq(users.userNo, userNo));
  if (imgUrl) await assertOwnUploads(db, userNo, [imgUrl], [PURPOSE.userImage], [current?.imgUrl ?? null]);
  await db.update(users).set({ imgUrl, updatedAt: sql`now()` }).where(eq(users.userNo, userNo));
  return imgUrl;
}

/** Sets the background from one of the member's uploads, or clears it with null. */
export async function setBackground(db: Db, userNo: number, url: string | null): Promise<string | null> {
  const [current] = await db
    .select({ backgroundUrl: profiles.backgroundUrl })
    .from(profiles)
    .where(eq(profiles.userNo, userNo));
  if (url) await assertOwnUploads(db, userNo, [url], [PURPOSE.background], [current?.backgroundUrl ?? null]);
  await db
    .update(profiles)
    .set({ backgroundUrl: url, updatedAt: sql`now()` })
    .where(eq(profiles.userNo, userNo));
  return url;
}
