import { projectFeedCodes } from '@sidequest/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { projectFeed, projects } from './schema.js';

/**
 * Records a history entry. Codes marked as news also move `projects.news_at`, which drives the
 * card's "updated" badge. Call inside the same transaction as the change it describes.
 */
export async function addFeed(
  db: DbOrTx,
  input: {
    projectNo: number;
    code: string;
    actorNo?: number | null;
    detail?: Record<string, unknown>;
    isPublic?: boolean;
  },
): Promise<void> {
  await db.insert(projectFeed).values({
    projectNo: input.projectNo,
    feedCode: input.code,
    actorNo: input.actorNo ?? null,
    detail: input.detail ?? {},
    isPublic: input.isPublic === false ? 0 : 1,
  });
  if (projectFeedCodes.get(input.code)?.isNews) {
    await db.update(projects).set({ newsAt: sql`now()` }).where(eq(projects.projectNo, input.projectNo));
  }
}
