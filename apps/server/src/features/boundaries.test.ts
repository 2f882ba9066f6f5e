import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import boundary between features. A feature may read another feature's tables (`schema.ts`;
 * there is one database), name its event payloads (`events.ts`), and call the few files listed
 * below — reads, and commands a person's action really is (the chat to-do panel edits a project
 * to-do). Anything a feature does *because* another feature changed goes through a domain event
 * (`lib/domain-events.ts`), subscribed in `app.ts`. Demo builders compose features on purpose,
 * like a seed, and are left out.
 */
const PUBLIC: Record<string, readonly string[]> = {
  auth: ['sessions.ts', 'password.ts', 'consent.ts', 'accounts.ts'],
  chat: ['socket.ts', 'voice.ts'],
  // The expo's parts each declare their events in their own file (social-events.ts …).
  expo: ['social-events.ts', 'leaderboard.ts'],
  identity: ['mailer.ts', 'phone.ts'],
  lounge: ['body.ts', 'cards.ts', 'counts.ts'],
  // magazine, quests, expo/leaderboard.ts, project/find/recommend*.ts: reads the home assembles.
  magazine: ['reading.ts'],
  // targets.ts: other features register what can be reported (a booth's forum posts).
  moderation: ['sanctions.ts', 'targets.ts'],
  notification: [],
  people: ['search.ts', 'cards.ts', 'match.ts', 'follows.ts'],
  // The bank: a spend that pays for a person's action commits with it (a boost, a reservation).
  points: ['ledger.ts'],
  profile: ['members.ts', 'search-fields.ts'],
  project: [
    'policy.ts',
    // A member's project counts, read inside the profile's one statement.
    'counts.ts',
    'team/common.ts',
    'space/common.ts',
    'space/todos.ts',
    'find/recommend.ts',
    'find/recommend-cache.ts',
  ],
  quests: ['progress.ts'],
  realtime: ['types.ts'],
  seo: ['resolve.ts'],
  // image-route.ts: the one multipart image upload every feature's form posts to.
  upload: ['files.ts', 'ownership.ts', 'multipart.ts', 'attachments.ts', 'media.ts', 'image-route.ts'],
};

const ALWAYS_PUBLIC = new Set(['schema.ts', 'events.ts']);

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') ? [p] : [];
  });
}

const isDemo = (file: string) => /(^|[-/])demo[^/]*\.ts$|-demo\.ts$/.test(file);

/** Relative import specifiers of a source text (static, dynamic and `export … from`). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
}

/** `features/project/team/x.ts` → { feature: 'project', file: 'team/x.ts' }; null outside features. */
function place(rel: string): { feature: string; file: string } | null {
  const parts = rel.split('/');
  if (parts[0] !== 'features' || parts.length < 3) return null;
  return { feature: parts[1]!, file: parts.slice(2).join('/') };
}

/** Every import that crosses into another feature's non-public file, as "from → to". */
export function violations(files: ReadonlyArray<{ rel: string; text: string }>): string[] {
  const out: string[] = [];
  for (const { rel, text } of files) {
    const from = place(rel);
    if (!from || isDemo(rel)) continue;
    for (const spec of importsOf(text)) {
      const target = path.posix
        .normalize(path.posix.join(path.posix.dirname(rel), spec))
        .replace(/\.js$/, '.ts');
      const to = place(target);
      if (!to || to.feature === from.feature) continue;
      const base = path.posix.basename(to.file);
      if (ALWAYS_PUBLIC.has(base) || PUBLIC[to.feature]?.includes(to.file)) continue;
      out.push(`${rel} → ${target}`);
    }
  }
  return out;
}

/**
 * Ground-floor code (lib, db) that imports a feature. `db/schema.ts` gathers every feature's tables
 * for drizzle-kit and the seeds build demo data from the features; both are exempt.
 */
export function groundFloorLeaks(files: ReadonlyArray<{ rel: string; text: string }>): string[] {
  return files
    .filter(({ rel }) => /^(lib|db)\//.test(rel) && rel !== 'db/schema.ts' && !rel.startsWith('db/seed/'))
    .flatMap(({ rel, text }) =>
      importsOf(text)
        .map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec)))
        .filter((target) => target.startsWith('features/'))
        .map((target) => `${rel} → ${target}`),
    );
}

const project = sourceFiles(src).map((f) => ({
  rel: path.relative(src, f).split(path.sep).join('/'),
  text: fs.readFileSync(f, 'utf8'),
}));

describe('feature boundaries', () => {
  it('no feature imports another feature’s internals', () => {
    expect(violations(project)).toEqual([]);
  });

  it('the ground floor imports no feature', () => {
    expect(groundFloorLeaks(project)).toEqual([]);
  });

  it('every public entry in the list exists', () => {
    const missing = Object.entries(PUBLIC).flatMap(([feature, files]) =>
      files
        .filter((f) => !fs.existsSync(path.join(src, 'features', feature, f)))
        .map((f) => `${feature}/${f}`),
    );
    expect(missing).toEqual([]);
  });

  it('catches a planted import of another feature’s internals', () => {
    const planted = [
      {
        rel: 'features/project/team/x.ts',
        text: "import { syncProjectRoom } from '../../chat/project-room.js';",
      },
      { rel: 'features/lounge/y.ts', text: "export { notify } from '../notification/service.js';" },
      { rel: 'features/lounge/z.ts', text: "const m = await import('../profile/media-service.js');" },
      { rel: 'features/chat/ok.ts', text: "import { loadProject } from '../project/policy.js';" },
      { rel: 'features/chat/demo.ts', text: "import { approval } from '../project/team/approval.js';" },
      { rel: 'lib/leak.ts', text: "import type { Todo } from '../features/project/space/todos.js';" },
    ];
    expect(violations(planted)).toEqual([
      'features/project/team/x.ts → features/chat/project-room.ts',
      'features/lounge/y.ts → features/notification/service.ts',
      'features/lounge/z.ts → features/profile/media-service.ts',
    ]);
    expect(groundFloorLeaks(planted)).toEqual(['lib/leak.ts → features/project/space/todos.js']);
  });
});
