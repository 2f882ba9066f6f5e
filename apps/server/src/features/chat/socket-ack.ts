import { type FailBody, failBody, type SocketAck } from '@sidequest/shared';
import type { z } from 'zod';
import { AppError, fail } from '../../lib/app-error.js';

/** A socket payload checked with its shared schema; a bad one is a VALIDATION failure, never a throw out. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw fail('VALIDATION', parsed.error.issues[0]?.message);
  return parsed.data;
}

/** The fail body for anything a handler threw: our codes as they are, the rest as E004. */
export function failureOf(err: unknown): FailBody {
  return err instanceof AppError ? failBody(err.code, err.message, err.fields) : failBody('E004');
}

/**
 * Runs a handler and acknowledges `{result:'success', ...data}` or the fail body. A client that
 * sent no callback gets nothing back; nothing escapes as an unhandled rejection either way.
 */
export async function respond<T extends object>(ack: unknown, run: () => Promise<T>): Promise<void> {
  const reply = typeof ack === 'function' ? (ack as SocketAck<T>) : undefined;
  try {
    const data = await run();
    reply?.({ ...data, result: 'success' });
  } catch (err) {
    if (!(err instanceof AppError)) console.error('chat socket handler failed', err);
    reply?.(failureOf(err));
  }
}
