import { ERRORS, type ErrorCode, failBody, isErrorCode, escapeHtml } from '@sidequest/shared';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

interface ValidationItem {
  instancePath: string;
  message: string;
  params?: { params?: { code?: string } };
}

/** Fastify's own error codes for bad requests, mapped onto the catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA',
};

/** A browser opening a page (not the app's own calls, which read the JSON). */
function isPageNavigation(req: FastifyRequest): boolean {
  if (req.method !== 'GET' || req.url.startsWith('/api/') || req.url.startsWith('/socket.io')) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

/**
 * A rate-limited page load gets a page, not the JSON the app's calls read: someone who opened
 * many tabs at once would otherwise see `{"result":"fail",…}` as the whole page.
 */
function busyPage(message: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>잠시 후 다시 열어 주세요 | 사이드퀘스트</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#1f2937;background:#f8fafc;word-break:keep-all;line-height:1.6}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.25rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.75rem;background:#4f46e5;color:#fff;text-decoration:none}</style></head><body><main><h1>잠시 후 다시 열어 주세요</h1><p>${escapeHtml(message)}</p><a href="">다시 열기</a></main></body></html>`;
}

/**
 * Every failure leaves as `{ result: "fail", code, message }` with the catalogue's status.
 * Bad input never becomes a 500, and nothing internal (stack, SQL) reaches the client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status === 429 && isPageNavigation(req)) {
        return reply.status(429).type('text/html; charset=utf-8').send(busyPage(err.message));
      }
      return reply.status(err.status).send(failBody(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const items = err.validation as unknown as ValidationItem[];
      const fields: Record<string, string> = {};
      let code: ErrorCode = 'VALIDATION';
      for (const item of items) {
        const field = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[field] ??= item.message;
        const custom = item.params?.params?.code;
        if (code === 'VALIDATION' && isErrorCode(custom)) code = custom;
      }
      const message = code === 'VALIDATION' ? ERRORS.VALIDATION.message : ERRORS[code].message;
      return reply.status(ERRORS[code].status).send(failBody(code, message, fields));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its contract');
      return reply.status(500).send(failBody('E004'));
    }
    const mapped = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (mapped) return reply.status(ERRORS[mapped].status).send(failBody(mapped));
    if (err.statusCode === 429) return reply.status(429).send(failBody('RATE_LIMITED'));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Any other client error Fastify raises (bad URL encoding, unsupported method ...).
      return reply.status(400).send(failBody('VALIDATION'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failBody('E004'));
  });
});
