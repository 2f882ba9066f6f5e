import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogController } from './logging.js';

function appWithLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: requestLogController() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  return { app, lines };
}

describe('request logging', () => {
  it('writes one line per answered request with method, URL, status and time', async () => {
    const { app, lines } = appWithLines();
    await app.inject({ method: 'GET', url: '/ok?x=1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/ok?x=1',
      statusCode: 200,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    await app.close();
  });

  it('keeps the error in the line of a failed request', async () => {
    const { app, lines } = appWithLines();
    await app.inject({ method: 'GET', url: '/boom' });
    expect(lines.some((l) => l.level === 50 && (l.err as { message?: string })?.message === 'boom')).toBe(
      true,
    );
    await app.close();
  });
});
