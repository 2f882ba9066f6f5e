// The server side of `npm run bench:chat`, run as a child process so that 2,000 client sockets in
// the bench process do not blur the server's memory and CPU figures. It answers the bench's IPC
// questions with its own process.memoryUsage() and cpuUsage() (after a full GC when asked, so idle
// figures are comparable) and its event-loop delay since the last reset (a server that answers
// late while queries run on its own thread shows here), then imports the real entry point given on the command line: the built
// server (apps/server/dist/server.js, exactly what `npm start` runs, wiring included) or the bare
// Socket.IO relay (bench/chat-echo-server.mjs). Both read PORT, HOST and the rest from the env.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('message', (msg) => {
  if (msg?.type !== 'sample') return;
  if (msg.gc && typeof globalThis.gc === 'function') globalThis.gc();
  const loop = { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  if (msg.resetDelay) delay.reset();
  process.send?.({
    type: 'sample',
    id: msg.id,
    memory: process.memoryUsage(),
    cpu: process.cpuUsage(),
    loop,
  });
});
// The IPC channel must not keep a server alive after the bench has gone.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));

const entry = process.argv[2];
if (!entry) throw new Error('usage: node bench/chat-server.mjs <server entry file>');
await import(pathToFileURL(path.resolve(entry)).href);
