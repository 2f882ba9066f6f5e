import { normalizeSearchText, type SearchKind, searchGrams } from '@sidequest/shared';
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchDocuments, searchIndexState } from './schema.js';
import { SOURCES, type SourceDoc, sourceOf } from './sources.js';

/** The gram every document of a kind carries (a tab's search is one GIN read with it). */
export const kindGram = (kind: SearchKind) => `k:${kind}`;

/** Refs loaded per statement when a whole kind is rebuilt. */
const BATCH = 500;

function row(kind: SearchKind, d: SourceDoc, at: Date) {
  return {
    kind,
    refNo: d.refNo,
    title: d.title,
    snippet: d.snippet,
    url: d.url,
    meta: d.meta,
    titleText: normalizeSearchText(d.title),
    titleGrams: searchGrams(d.title),
    searchText: normalizeSearchText(`${d.title} ${d.body}`),
    searchGrams: [kindGram(kind), ...searchGrams(d.title, d.body)],
    visible: d.visible,
    sortAt: d.sortAt,
    updatedAt: at,
  };
}

async function upsert(db: Db, kind: SearchKind, docs: SourceDoc[], at: Date): Promise<void> {
  if (docs.length === 0) return;
  await db
    .insert(searchDocuments)
    .values(docs.map((d) => row(kind, d, at)))
    .onConflictDoUpdate({
      target: [searchDocuments.kind, searchDocuments.refNo],
      set: {
        title: sql`excluded.title`,
        snippet: sql`excluded.snippet`,
        url: sql`excluded.url`,
        meta: sql`excluded.meta`,
        titleText: sql`excluded.title_text`,
        titleGrams: sql`excluded.title_grams`,
        searchText: sql`excluded.search_text`,
        searchGrams: sql`excluded.search_grams`,
        visible: sql`excluded.visible`,
        sortAt: sql`excluded.sort_at`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/**
 * Brings the documents of some refs in line with their source: written when public, removed when
 * the source no longer returns them (deleted, taken down, withdrawn). What domain events call.
 */
export async function indexRefs(db: Db, kind: SearchKind, refNos: readonly number[]): Promise<void> {
  const refs = [...new Set(refNos)].filter((n) => Number.isInteger(n) && n > 0);
  if (refs.length === 0) return;
  const docs = await sourceOf(kind).load(db, refs, 0, refs.length);
  await upsert(db, kind, docs, new Date());
  const kept = docs.map((d) => d.refNo);
  await db
    .delete(searchDocuments)
    .where(
      and(
        eq(searchDocuments.kind, kind),
        inArray(searchDocuments.refNo, refs),
        ...(kept.length > 0 ? [notInArray(searchDocuments.refNo, kept)] : []),
      ),
    );
}

/** Rebuilds one kind from its source, page by page; documents the source no longer has go. */
export async function reindexKind(db: Db, kind: SearchKind): Promise<number> {
  const source = sourceOf(kind);
  const started = new Date();
  let after = 0;
  let total = 0;
  for (;;) {
    const docs = await source.load(db, null, after, BATCH);
    if (docs.length === 0) break;
    await upsert(db, kind, docs, new Date());
    total += docs.length;
    after = Math.max(...docs.map((d) => d.refNo));
  }
  await db
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), lt(searchDocuments.updatedAt, started)));
  await db
    .insert(searchIndexState)
    .values({ kind, version: source.version })
    .onConflictDoUpdate({
      target: searchIndexState.kind,
      set: { version: source.version, builtAt: sql`now()` },
    });
  return total;
}

/** The whole index again (the demo seed; a rebuild by hand). */
export async function reindexAll(db: Db): Promise<void> {
  for (const s of SOURCES) await reindexKind(db, s.kind);
}

/**
 * At start-up: rebuilds each kind the index has not built at its source's current version (a new
 * kind, a changed document shape, a database migrated before search existed).
 */
export async function ensureIndex(db: Db): Promise<SearchKind[]> {
  const built = await db.select().from(searchIndexState);
  const stale = SOURCES.filter((s) => built.find((b) => b.kind === s.kind)?.version !== s.version);
  for (const s of stale) await reindexKind(db, s.kind);
  return stale.map((s) => s.kind);
}
