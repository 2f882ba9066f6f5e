import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, profileApi } from '@sidequest/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, fail } from '../../lib/app-error.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { MAX_UPLOAD_REQUEST_BYTES, UPLOAD_RATE_LIMIT_PER_MINUTE } from '../upload/routes.js';
import type { UploadedFile } from '../upload/service.js';
import { appendWorkAttachment, uploadCareerEvidence } from './items-service.js';
import { PURPOSE, storeBackground, storeImageOrDocument, storeUserImage } from './media-service.js';

function multipartFailure(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return fail('PAYLOAD_TOO_LARGE');
  }
  return fail('VALIDATION', '파일을 제대로 받지 못했어요. 다시 올려 주세요.');
}

/**
 * The `file` part of a multipart request (at most MAX_UPLOAD_BYTES) and the text fields sent
 * before it — the clients put `career_no` / `work_no` first, as browsers keep FormData order.
 */
async function readUpload(
  req: FastifyRequest,
): Promise<{ file: UploadedFile; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw fail('FILE_REQUIRED');
  try {
    const part = await req.file();
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw fail('FILE_REQUIRED');
    }
    const data = await part.toBuffer();
    if (data.length === 0) throw fail('FILE_REQUIRED');
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(part.fields)) {
      const field = Array.isArray(value) ? value[0] : value;
      if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
    }
    return { file: { data, filename: part.filename, mimetype: part.mimetype }, fields };
  } catch (err) {
    throw multipartFailure(err);
  }
}

function itemNo(fields: Record<string, string>, name: 'career_no' | 'work_no'): number {
  const value = Number(fields[name]);
  if (!Number.isInteger(value) || value <= 0) {
    const what = name === 'career_no' ? '경력' : '작업물';
    throw fail('VALIDATION', `파일을 붙일 ${what}을 찾을 수 없어요. 새로고침한 뒤 다시 올려 주세요.`, {
      [name]: `${what} 번호가 필요해요.`,
    });
  }
  return value;
}

/**
 * The profile's upload calls under /api/upload. Multipart parsing and the 10 MB refusal before
 * reading are set up here exactly as in features/upload (each plugin keeps its own parser).
 */
export async function profileUploadRoutes(app: FastifyInstance, opts: { db: Db; storage: Storage }) {
  const { db, storage } = opts;

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });

  app.addHook('onRequest', async (req, reply) => {
    const length = Number(req.headers['content-length']);
    if (Number.isFinite(length) && length > MAX_UPLOAD_REQUEST_BYTES) {
      reply.header('connection', 'close');
      throw fail('PAYLOAD_TOO_LARGE');
    }
  });

  const limited = { rateLimitPerMinute: UPLOAD_RATE_LIMIT_PER_MINUTE };

  registerContract(
    app,
    profileApi.newUserImage,
    async ({ req, user }) => {
      const { file } = await readUpload(req);
      return { USER_IMG_URL: (await storeUserImage(db, storage, user.userNo, file)).url };
    },
    limited,
  );

  registerContract(
    app,
    profileApi.userBackground,
    async ({ req, user }) => {
      const { file } = await readUpload(req);
      return { BACKGROUND_URL: (await storeBackground(db, storage, user.userNo, file)).url };
    },
    limited,
  );

  registerContract(
    app,
    profileApi.evidenceUpload,
    async ({ req, user }) => {
      const { file } = await readUpload(req);
      const stored = await storeImageOrDocument(db, storage, user.userNo, file, PURPOSE.evidence);
      return { FILE_URL: stored.url, FILE_NAME: stored.name, FILE_KIND: stored.kind };
    },
    limited,
  );

  registerContract(
    app,
    profileApi.careerUpload,
    async ({ req, user }) => {
      const { file, fields } = await readUpload(req);
      const careerNo = itemNo(fields, 'career_no');
      return { career: await uploadCareerEvidence(db, storage, user.userNo, careerNo, file) };
    },
    limited,
  );

  registerContract(
    app,
    profileApi.workUpload,
    async ({ req, user }) => {
      const { file } = await readUpload(req);
      const stored = await storeImageOrDocument(db, storage, user.userNo, file, PURPOSE.work);
      return { FILE_URL: stored.url, FILE_NAME: stored.name, FILE_KIND: stored.kind };
    },
    limited,
  );

  registerContract(
    app,
    profileApi.workUpdate,
    async ({ req, user }) => {
      const { file, fields } = await readUpload(req);
      const workNo = itemNo(fields, 'work_no');
      return { work: await appendWorkAttachment(db, storage, user.userNo, workNo, file) };
    },
    limited,
  );
}
