import { readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import * as schema from './schema.js';

// Immich-style drift guard: the committed migrations must describe the schema in the code. This
// computes what `drizzle-kit generate` would write (the latest committed snapshot against the
// schema modules) without touching the migrations folder.
const migrations = new URL('./migrations/', import.meta.url);

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(name, migrations), 'utf8')) as T;
}

describe('database migrations', () => {
  it('match the schema (nothing left for drizzle-kit generate)', async () => {
    const journal = readJson<{ entries: { idx: number; tag: string }[] }>('meta/_journal.json');
    const last = journal.entries.at(-1);
    if (!last) throw new Error('meta/_journal.json has no entries');
    const prev = readJson<Parameters<typeof generateMigration>[0]>(
      `meta/${String(last.idx).padStart(4, '0')}_snapshot.json`,
    );
    const cur = generateDrizzleJson(schema, prev.id);
    const pending = await generateMigration(prev, cur);
    expect(
      pending,
      `The schema differs from the last committed migration (${last.tag}). ` +
        'Run `npm run db:generate -w apps/server` and commit the new migration:\n' +
        pending.join('\n'),
    ).toEqual([]);
  });
});
