import { profileApi, ZId } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { appendWorkAttachment, uploadCareerEvidence } from './items.js';
import { PURPOSE, storeBackground, storeUserImage } from './media.js';
import { storeImageOrDocument } from '../upload/media.js';
import { acceptUploads, readUpload, UPLOAD_LIMITED } from '../upload/multipart.js';

/**
 * The `file` part of a multipart request (at most MAX_UPLOAD_BYTES) and the text fields sent
 * before it — the clients put `career_no` / `work_no` first, as browsers keep FormData order.
 */

function itemNo(fields: Record<string, string>, name: 'career_no' | 'work_no'): number {
  const parsed = ZId.safeParse(fields[name]);
  if (!parsed.success) {
    const what = name === 'career_no' ? '경력' : '작업물';
    throw fail('VALIDATION', `파일을 붙일 ${what}을 찾을 수 없어요. 새로고침한 뒤 다시 올려 주세요.`, {
      [name]: `${what} 번호가 필요해요.`,
    });
  }
  return parsed.data;
}

/**
 * The profile's upload calls under /api/upload. Multipart parsing and the 10 MB refusal before
 * reading are set up here exactly as in features/upload (each plugin keeps its own parser).
 */
export async function profileUploadRoutes(app: FastifyInstance, opts: { db: Db; storage: Storage }) {
  const { db, storage } = opts;

  await acceptUploads(app);

  const limited = UPLOAD_LIMITED;

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
