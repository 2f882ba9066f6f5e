import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// One vitest run covers every tier; scripts/test.mjs picks projects and sums the results.
// Tests import the shared package from its TypeScript sources (no build needed), in the browser-like
// and the Node (SSR) environments alike, hence aliases rather than only an export condition.
const shared = (p: string) => fileURLToPath(new URL(`./packages/shared/src/${p}`, import.meta.url));
const resolve = {
  conditions: ['sidequest-source'],
  alias: [
    { find: /^@sidequest\/shared$/, replacement: shared('index.ts') },
    { find: /^@sidequest\/shared\/directory$/, replacement: shared('directory/index.ts') },
  ],
};
const serverInt = {
  extends: true as const,
  resolve,
};

export default defineConfig({
  resolve,
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI machine, which
    // left the second core idle while a file waited on PGlite, PostgreSQL or the server it started.
    // Every API test file has its own database clone, so two run side by side safely. The browser
    // journeys keep one file at a time (fileParallelism below), in a group of their own that starts
    // when every other project has finished (sequence.groupOrder): projects otherwise run side by side,
    // and a journey's server and Chromium beside two API workers on two cores made the whole run take
    // twice the time of its parts run one after the other (50 minutes against 22).
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'shared',
          sequence: { groupOrder: 0 },
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'server',
          sequence: { groupOrder: 0 },
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        ...serverInt,
        test: {
          name: 'api-pglite',
          sequence: { groupOrder: 0 },
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...serverInt,
        test: {
          name: 'api-postgres',
          sequence: { groupOrder: 0 },
          include: ['apps/server/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'web',
          sequence: { groupOrder: 0 },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
