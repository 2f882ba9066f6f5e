#!/usr/bin/env node
// `npm test`: everything that must pass, on a fresh machine with only Node 20.
// 1. installs what it needs (npm packages; Debian's chromium and fonts-nanum for the journeys),
// 2. lints and type-checks, builds the web app and the server,
// 3. runs every vitest project (unit, API on PGlite, API on PostgreSQL when TEST_DATABASE_URL is
//    set, the two-instance Redis test when TEST_REDIS_URL is set, browser journeys),
// 4. ends with one line `N passed, N failed` for all suites together.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
let passed = 0;
let failed = 0;

function run(cmd, args, opts = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return res.status === 0;
}

function step(name, ok) {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}`);
  return ok;
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

// 1. Dependencies.
if (!fs.existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  // `npm install`, not `npm ci`: npm 11.19 here writes lock files that its own `npm ci` then calls out of sync
  // (optional platform packages such as @biomejs/cli-*), so ci cannot install from a clean clone.
  if (!run('npm', ['install', '--no-audit', '--no-fund'])) {
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}
const chromiumOk = fs.existsSync('/usr/bin/chromium');
const fontsOk = (() => {
  try {
    const fonts = execSync('fc-list', { encoding: 'utf8' }).toLowerCase();
    return fonts.includes('nanum') && fonts.includes('noto color emoji');
  } catch {
    return false;
  }
})();
if (!chromiumOk || !fontsOk) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', sudo.length ? [...sudo.slice(1), 'apt-get', ...args] : args, {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  if (has('apt-get')) {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', 'chromium', 'fonts-nanum', 'fonts-noto-color-emoji']);
  }
}

// 2. Lint, types, build.
step('lint (biome)', run('npx', ['biome', 'check', '.']));
step('build (shared, web, server; type-checked)', run('npm', ['run', 'build']));
step(
  'typecheck (tests, e2e, bench, web)',
  run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.check.json']) &&
    run('npx', ['tsc', '--noEmit', '-p', 'apps/web']),
);

// 3. Every vitest project in one run.
const projects = ['shared', 'server', 'web', 'api-pglite'];
if (process.env.TEST_DATABASE_URL) projects.push('api-postgres');
else console.log('\nTEST_DATABASE_URL is not set: the API suite runs on embedded PGlite only.');
if (fs.existsSync('/usr/bin/chromium')) projects.push('e2e');
else {
  console.log('\nChromium is not installed and could not be installed: browser journeys cannot run.');
  failed += 1;
}
const report = path.join(os.tmpdir(), `sidequest-vitest-${process.pid}.json`);
run('npx', [
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
try {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
  // A file that failed to load (syntax error, failing hook) has no failed test but is a failure.
  for (const file of result.testResults) {
    if (file.status === 'failed' && file.assertionResults.every((a) => a.status !== 'failed')) {
      failed += 1;
      console.log(`✗ ${path.relative(root, file.name)}: ${file.message?.split('\n')[0] ?? 'failed'}`);
    }
  }
  fs.rmSync(report, { force: true });
} catch (err) {
  console.log(`vitest produced no report: ${err.message}`);
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
