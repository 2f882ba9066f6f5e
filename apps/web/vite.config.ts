import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server (apps/server) listens on 3000 and serves `dist` in production.
// In development Vite serves the SPA and forwards API, socket and upload traffic to it.
const API_TARGET = process.env.SIDEQUEST_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks: app deploys do not invalidate the cached framework code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 20,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 15 },
            // PortOne's SDK is imported only when someone pays or verifies; in the shared vendor
            // chunk it would load on every first visit.
            { name: 'vendor', test: /node_modules[\\/](?!@portone[\\/])/, priority: 10 },
          ],
        },
      },
    },
  },
});
