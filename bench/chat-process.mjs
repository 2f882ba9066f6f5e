// The server side of `npm run bench:chat` as seen from the bench: starts bench/chat-server.mjs with
// a server entry in a child process on a free port, waits for /healthz, and reads the child's
// memory (over IPC, after a full GC when asked), CPU time and RSS. Stopping sends SIGTERM, so the
// real server shuts down as it would in production (sockets, then HTTP, then the database).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** Starts `entry` under bench/chat-server.mjs; `env` adds to (and wins over) the production defaults. */
export async function startServer(entry, { env, nodeArgs = [] }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--expose-gc', path.join(here, 'chat-server.mjs'), entry],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'error',
        ...env,
      },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const waiting = new Map();
  let nextId = 0;
  child.on('message', (m) => waiting.get(m.id)?.(m));
  /** Memory, CPU and event-loop delay; `gc` collects first, `resetDelay` starts a new delay window. */
  const sample = ({ gc = false, resetDelay = false } = {}) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, (m) => {
        waiting.delete(id);
        resolve(m);
      });
      child.send({ type: 'sample', id, gc, resetDelay });
    });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode} before listening`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 600) throw new Error(`${entry} did not answer /healthz within a minute`);
    await sleep(100);
  }
  // CPU time and RSS straight from /proc: read from outside, they stay right while the server's
  // event loop is busy (PGlite runs queries on it). Elsewhere the IPC answer has to do.
  const usage = async () => {
    try {
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      // utime + stime in clock ticks (USER_HZ, 100 on Linux).
      return {
        cpuMs: (Number(f[11]) + Number(f[12])) * 10,
        rss: Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024,
      };
    } catch {
      const m = await sample();
      return { cpuMs: (m.cpu.user + m.cpu.system) / 1000, rss: m.memory.rss };
    }
  };
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { url, sample, usage, stop };
}
