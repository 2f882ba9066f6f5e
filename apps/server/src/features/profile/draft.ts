import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from './schema.js';

/** The editor's unsaved state (load_temp_resume / save_temp_resume). */
export async function loadDraft(db: Db, userNo: number) {
  const [row] = await db
    .select({ draft: profiles.resumeDraft })
    .from(profiles)
    .where(eq(profiles.userNo, userNo));
  const draft = row?.draft ?? null;
  const savedAt = draft && typeof draft.savedAt === 'string' ? draft.savedAt : null;
  return { draft, saved_at: savedAt };
}

export async function saveDraft(db: Db, userNo: number, draft: Record<string, unknown> | null) {
  const savedAt = draft ? new Date().toISOString() : null;
  await db
    .update(profiles)
    .set({ resumeDraft: draft ? { ...draft, savedAt } : null })
    .where(eq(profiles.userNo, userNo));
  return { saved_at: savedAt };
}
