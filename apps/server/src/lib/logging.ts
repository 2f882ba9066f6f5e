import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';

/** Bytes gathered before a write, and the longest a quiet server keeps a line back. */
const LOG_BATCH_BYTES = 4096;
const LOG_FLUSH_MS = 500;

/**
 * pino at the configured level, writing asynchronously in batches of about 4 KB (at least every
 * half second) instead of one blocking write(2) per line on the event loop: synchronous log writes
 * were about an eighth of the session check's CPU at info level (bench/run.mjs, `--cpu-prof`), and
 * one write per line still 7 %. pino flushes what is gathered when the process exits.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => stream.flush(), LOG_FLUSH_MS).unref();
  return { level, stream };
}

/**
 * One line per request, when it is answered (method, URL, status, milliseconds), in place of
 * Fastify's two ("incoming request" with the request serialised, then "request completed"): half
 * the writes, and the line carries what an operator reads from the pair. Errors keep Fastify's
 * own line with the error.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}

export const requestLogController = () => new OneLinePerRequest();
