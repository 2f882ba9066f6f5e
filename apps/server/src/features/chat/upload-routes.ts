import { uploadApi, ZChatId } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import {
  checkDocument,
  IMAGE_MAX_DIMENSION,
  processImage,
  safeOriginalName,
  storeFile,
} from '../upload/files.js';
import { requireWritableMember } from './core.js';
import { acceptUploads, readUpload, UPLOAD_LIMITED } from '../upload/multipart.js';

export const CHAT_UPLOAD_PURPOSE = { image: 'chat_image', file: 'chat_file' } as const;

/** The room a file is for: a `chatId` field sent before the file, where I may still write. */
async function writableRoom(db: Db, userNo: number, fields: Record<string, string>): Promise<void> {
  const chatId = ZChatId.safeParse(fields.chatId);
  if (!chatId.success) {
    throw fail('VALIDATION', '파일을 보낼 채팅방을 찾을 수 없어요. 대화방을 다시 연 뒤 올려 주세요.', {
      chatId: '채팅방 번호가 필요해요.',
    });
  }
  await requireWritableMember(db, chatId.data, userNo);
}

/**
 * Chat uploads under /api/upload: a picture (checked and re-encoded like every picture) or a PDF /
 * Word document (checked by its bytes, served as a download). The answer's URL is then sent as a
 * message; sendMessage accepts only URLs the sender uploaded here. Multipart is parsed only inside
 * this plugin, with the same limits as the other upload plugins.
 */
export async function chatUploadRoutes(app: FastifyInstance, opts: { db: Db; storage: Storage }) {
  const { db, storage } = opts;

  await acceptUploads(app);

  const limited = UPLOAD_LIMITED;

  registerContract(
    app,
    uploadApi.chatImages,
    async ({ req, user }) => {
      const { file, fields } = await readUpload(req);
      await writableRoom(db, user.userNo, fields);
      const image = await processImage(file.data, file.filename, file.mimetype, {
        maxDimension: IMAGE_MAX_DIMENSION.cover,
      });
      const { url } = await storeFile(db, storage, {
        userNo: user.userNo,
        purpose: CHAT_UPLOAD_PURPOSE.image,
        originalName: file.filename,
        data: image.data,
        contentType: image.contentType,
        ext: image.ext,
      });
      return { url, name: safeOriginalName(file.filename) };
    },
    limited,
  );

  registerContract(
    app,
    uploadApi.chatFiles,
    async ({ req, user }) => {
      const { file, fields } = await readUpload(req);
      await writableRoom(db, user.userNo, fields);
      const doc = await checkDocument(file.data, file.filename, file.mimetype);
      const { url } = await storeFile(db, storage, {
        userNo: user.userNo,
        purpose: CHAT_UPLOAD_PURPOSE.file,
        originalName: file.filename,
        data: file.data,
        contentType: doc.contentType,
        ext: doc.ext,
      });
      return { url, name: safeOriginalName(file.filename), bytes: file.data.length };
    },
    limited,
  );
}
