import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';

/**
 * pino at the configured level, writing asynchronously: lines queue while a write is in flight and
 * go out together, instead of one blocking write(2) per line on the event loop (the session check
 * spent about an eighth of its CPU in synchronous log writes at info level, bench/run.mjs). An idle
 * server still writes each line at once; pino flushes what is queued when the process exits.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, stream: pino.destination({ dest: 1, sync: false }) };
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
