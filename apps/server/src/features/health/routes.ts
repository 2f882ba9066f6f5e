import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';

/** Liveness says the process answers; readiness says it can reach its database. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get('/healthz', async () => ({ result: 'success', status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    try {
      await opts.database.ping();
      return { result: 'success', status: 'ready', database: opts.database.kind };
    } catch (err) {
      req.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({
        result: 'fail',
        code: 'UNAVAILABLE',
        message: '데이터베이스에 연결할 수 없어요.',
      });
    }
  });
}
