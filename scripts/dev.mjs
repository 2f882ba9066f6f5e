#!/usr/bin/env node
// `npm run dev`: the API with reload on change (tsx watch) on :3000 and Vite with hot reload on :5173.
// Open http://localhost:5173 — Vite proxies /api, /socket.io and /uploads to the server.
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  NODE_ENV: 'development',
  // Vite may be opened as localhost or 127.0.0.1; both are this machine's loopback, never a Host header.
  EXTRA_ORIGINS: process.env.EXTRA_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173,http://[::1]:5173',
};
const procs = [
  spawn(
    'npx',
    ['tsx', 'watch', '--conditions=sidequest-source', 'apps/server/src/server.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env,
    },
  ),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs) p.on('exit', (code) => code && code !== 0 && stop());
