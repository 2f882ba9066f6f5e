#!/usr/bin/env node
// The web's JavaScript budget (issue 17), measured gzip-compressed from the build's manifest
// (apps/web/dist/.vite/manifest.json), in two parts:
// - the shell: the entry and everything it imports statically, i.e. the modulepreloads of
//   index.html that every first visit downloads whatever the page: at most BUDGET_KIB;
// - each route's first load: the shell plus the page's lazily loaded module and its static
//   imports (the page's data hooks bring the API client and its contracts' routes): at most
//   ROUTE_BUDGET_KIB, the 150.
// The web build runs it (vite.config.ts) and fails above either; apps/web/src/app/js-budget.test.ts
// asserts it on the built files too.
// `node scripts/js-budget.mjs` prints the table for the current build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** At most this many KiB (gzip) for the shell (entry + its modulepreloads). */
export const BUDGET_KIB = 150;
/**
 * At most this many KiB (gzip) before a budgeted page renders: the 150. The framework
 * (react-dom 19, TanStack Query) is ~77 KiB of it; a page that reads loads no zod
 * (scripts/browser-contracts.mjs), no dialog code until one opens (ui/dialog.tsx) and no editor.
 */
export const ROUTE_BUDGET_KIB = 150;

/** Budgeted routes and the module (manifest key) of each one's page. */
export const BUDGET_ROUTES = {
  '/': 'src/features/home/home-page.tsx',
  '/people': 'src/features/people/people-page.tsx',
  '/project': 'src/features/project-find/project-list-page.tsx',
  '/lounge': 'src/features/lounge/feed-page.tsx',
};

/** Routes measured and printed without a budget, to watch where the weight went. */
export const REPORTED_ROUTES = {
  '/quest': 'src/features/magazine/magazine-list-page.tsx',
  '/quest/:id': 'src/features/magazine/article-page.tsx',
  '/project/:id': 'src/features/project-space/project-page.tsx',
  '/people/:nickname': 'src/features/profile/profile-route.tsx',
};

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
export const DEFAULT_DIST = path.join(webDir, 'dist');

function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the web app first (npm run build -w apps/web)`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Every JS file a manifest key needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest, key, into) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (renamed page module?)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/**
 * The initial JavaScript of each route: files and gzip size in bytes. gzip at level 9, the level
 * the build precompresses with (brotli, which browsers prefer, is smaller still).
 */
export function measureRoutes(distDir = DEFAULT_DIST, routes = { ...BUDGET_ROUTES, ...REPORTED_ROUTES }) {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) {
      const bytes = fs.readFileSync(path.join(distDir, file));
      sizes.set(file, zlib.gzipSync(bytes, { level: 9 }).length);
    }
    return sizes.get(file);
  };
  const sum = (files) => [...files].reduce((total, f) => total + gzipSize(f), 0);
  const entryFiles = staticClosure(manifest, entryKey, new Set());
  const shell = {
    route: 'shell',
    module: entryKey,
    files: [...entryFiles],
    bytes: sum(entryFiles),
    budgeted: true,
  };
  const pages = Object.entries(routes).map(([route, key]) => {
    const files = staticClosure(manifest, key, new Set(entryFiles));
    return { route, module: key, files: [...files], bytes: sum(files), budgeted: route in BUDGET_ROUTES };
  });
  return [shell, ...pages];
}

const limitOf = (row) => (row.route === 'shell' ? BUDGET_KIB : ROUTE_BUDGET_KIB) * 1024;

/** The table the build prints, one line per route. */
export function formatReport(rows) {
  const kib = (b) => (b / 1024).toFixed(1).padStart(6);
  const lines = rows.map((r) => {
    const mark = !r.budgeted ? ' ' : r.bytes > limitOf(r) ? '✗' : '✓';
    const limit = r.budgeted ? ` ≤ ${limitOf(r) / 1024}` : '';
    return `${mark} ${r.route.padEnd(18)} ${kib(r.bytes)} KiB gzip${limit.padEnd(6)}  (${r.files.length} files)`;
  });
  return [
    'initial JavaScript (gzip): the shell (entry + modulepreloads), then each route (shell + page)',
    ...lines,
  ].join('\n');
}

/** The budgeted routes above the budget (empty when all fit). */
export function overBudget(rows) {
  return rows.filter((r) => r.budgeted && r.bytes > limitOf(r));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const rows = measureRoutes(process.argv[2] ? path.resolve(process.argv[2]) : DEFAULT_DIST);
  console.log(formatReport(rows));
  if (overBudget(rows).length > 0) process.exit(1);
}
