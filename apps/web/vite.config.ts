import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { formatReport, measureRoutes, overBudget } from '../../scripts/js-budget.mjs';
import { precompressDir } from '../../scripts/precompress.mjs';
import { browserContractsPlugin } from '../../scripts/browser-contracts.mjs';

// The API server (apps/server) listens on 3000 and serves `dist` in production.
// In development Vite serves the SPA and forwards API, socket and upload traffic to it.
const API_TARGET = process.env.SIDEQUEST_API_URL ?? 'http://localhost:3000';

/**
 * After the files are written: print each budgeted route's initial JavaScript and fail the build
 * above the budget (scripts/js-budget.mjs), then precompress everything for the server.
 */
function budgetAndPrecompress(): Plugin {
  let outDir = '';
  return {
    name: 'sidequest-budget-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const rows = measureRoutes(outDir);
      this.info(`\n${formatReport(rows)}`);
      const over = overBudget(rows);
      if (over.length > 0) {
        this.error(
          `JS budget exceeded on ${over.map((r) => r.route).join(', ')} (see scripts/js-budget.mjs)`,
        );
      }
      const { files, raw, br } = await precompressDir(outDir);
      this.info(
        `precompressed ${files} files: ${Math.round(raw / 1024)} KiB → ${Math.round(br / 1024)} KiB brotli`,
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), browserContractsPlugin(), budgetAndPrecompress()],
  resolve: {
    // Workspace packages export their TypeScript sources under this condition.
    conditions: ['sidequest-source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
      '/uploads': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the JS budget (scripts/js-budget.mjs); kept under .vite/, which the server never serves.
    manifest: true,
    // Every browser the app supports knows modulepreload; the polyfill would only weigh on the shell.
    // A lazily loaded page preloads its stylesheets, not its 50-80 JavaScript files: inserting a
    // link per file cost 0.6-1 s of main thread on a 4x slowed CPU, more than the round trip the
    // browser now takes to find the imports itself (docs/decisions/web.md, A/B of 2026-11-26).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      treeshake: {
        // The shared package builds zod schemas at module level (contracts, form rules): plain
        // calls a bundler must keep unless told they are pure. Marked pure, a page keeps only the
        // contracts and codes it uses instead of the whole package (the contract modules' other
        // declarations are marked by scripts/browser-contracts.mjs). The one real side effect,
        // zod's Korean messages (contracts/contract.ts), stays.
        manualPureFunctions: ['z', 'defineContract'],
        moduleSideEffects: [
          { test: /packages[\\/]shared[\\/]src[\\/]contracts[\\/]contract\.ts$/, sideEffects: true },
          { test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // The framework every page runs on, in one long-lived chunk: app deploys do not
            // invalidate it. Nothing else is grouped: a package goes with the pages that import
            // it (Tiptap with the editors, socket.io with chat, PortOne with payment), so no route
            // preloads code it does not use.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-query|query-core)|zustand|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
});
