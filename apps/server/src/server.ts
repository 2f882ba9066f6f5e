import type { AddressInfo } from 'node:net';
import { loadDirectory } from '@sidequest/shared/directory';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/demo.js';
import { startChatJobs } from './features/chat/jobs.js';
import { startExpoSnapshots } from './features/expo/snapshot.js';
import { createMailer } from './features/identity/mailer.js';
import { startNotificationEmails } from './features/notification/email-job.js';
import { startProJobs } from './features/pro/reminders.js';
import { attachRealtime } from './features/realtime/gateway.js';
import { DomainEvents } from './lib/domain-events.js';
import { RealtimePublisher } from './lib/realtime-publisher.js';
import { createStorage } from './lib/storage/index.js';

async function main() {
  // A .env file is optional; the process environment wins over it.
  try {
    process.loadEnvFile();
  } catch {
    // no .env: defaults and the environment are enough
  }
  const demo = process.argv.includes('--demo');
  const config = loadConfig(process.env, { demo });
  // The school and department directories are operator-replaceable files: a broken file stops the
  // start with the bad rows listed, instead of failing later during a school verification.
  const directory = await loadDirectory(config.DIRECTORY_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.pgliteDir,
    poolMax: config.DATABASE_POOL_MAX,
  });
  await database.migrate();
  if (demo) await seedDemo(database.db);

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
  const storage = createStorage(config);
  const publisher = new RealtimePublisher();
  // One set of events for HTTP and sockets: a message sent over the socket notifies like any call.
  const events = new DomainEvents();
  const app = await buildApp({ config, database, storage, redis, realtime: publisher, events });
  // The gateway attaches itself to the publisher, so services reach sockets from here on.
  const realtime = await attachRealtime(app.server, {
    db: database.db,
    redisUrl: config.REDIS_URL,
    realtime: publisher,
    events,
    publicOrigin: config.PUBLIC_ORIGIN,
    // The same set as HTTP mutations: a page on another origin cannot open a socket as its visitor.
    allowedOrigins: config.allowedOrigins,
  });
  // Closes chat rooms whose end date passed (also those that ended while the server was down).
  const chatJobs = startChatJobs({ db: database.db, realtime: publisher, log: app.log });
  // Freezes each finished expo week at Monday 00:00 Seoul (and any week missed while down).
  const expoSnapshots = startExpoSnapshots({ db: database.db, log: app.log });
  // Sends queued notification e-mails (also those queued before a restart).
  const mailer = createMailer(config, app.log);
  const notificationEmails = startNotificationEmails({ db: database.db, mailer, config, log: app.log });
  // Pro sessions: lapsed requests refunded, reminders, rooms opened, sessions settled (once each).
  const proJobs = startProJobs({ db: database.db, events, log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '서버를 종료합니다');
    // Stop taking requests, let in-flight ones finish, then release the database (and its lock).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await chatJobs.stop();
      await expoSnapshots.stop();
      await proJobs.stop();
      notificationEmails.stop();
      mailer.close();
      await realtime.close();
      await app.close();
      redis?.disconnect();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The security plugin's onListen hook has already moved the loopback origins to the real port.
  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(
    `사이드퀘스트가 ${config.PUBLIC_ORIGIN} 에서 실행 중이에요 (listening on ${listeningOn(app.server.address())}; DB: ${database.kind}, 학교 ${directory.universities.length}곳, 학과 ${directory.departments.length}개)`,
  );
  if (!config.publicOriginSet) {
    app.log.info(
      `이 컴퓨터의 ${config.ownOrigins.join(', ')} 에서 가입·로그인할 수 있어요. 다른 주소(도메인, 사설 IP)로 접속하려면 PUBLIC_ORIGIN을 그 주소로 설정하세요.`,
    );
  }
}

/** host:port as the socket really bound it (IPv6 in brackets), not as configured. */
function listeningOn(address: string | AddressInfo | null): string {
  if (!address || typeof address === 'string') return String(address);
  return address.family === 'IPv6'
    ? `[${address.address}]:${address.port}`
    : `${address.address}:${address.port}`;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
