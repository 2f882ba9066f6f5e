import { LOUNGE_LIMITS, loungeApi, ZId } from '@sidequest/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { storeImageOrDocument } from '../upload/media.js';
import { IMAGE_MAX_DIMENSION, processImage, safeOriginalName, storeFile } from '../upload/files.js';
import { loadPost } from './feed.js';
import { attachmentColumns, slotAttachments } from '../upload/attachments.js';
import { LOUNGE_PURPOSE, ownPost } from './posts.js';
import { loungePosts } from './schema.js';
import { acceptUploads, readUpload, UPLOAD_LIMITED } from '../upload/multipart.js';

/**
 * The lounge's files under /api/upload: attachments (feedUpload, and feedUpdate to add one to a
 * published post) and pictures inside a body (noteUpload, also used by the magazine editor).
 * Multipart parsing and the early 10 MB refusal are set up per plugin, as the other upload routes do.
 */
export async function loungeUploadRoutes(app: FastifyInstance, opts: { db: Db; storage: Storage }) {
  const { db, storage } = opts;
  await acceptUploads(app);
  const limited = UPLOAD_LIMITED;
  const attachmentPurpose = LOUNGE_PURPOSE.attachment;

  registerContract(
    app,
    loungeApi.feedUpload,
    async ({ req, user }) => {
      const { file } = await readUpload(req);
      const stored = await storeImageOrDocument(db, storage, user.userNo, file, attachmentPurpose);
      return { FILE_URL: stored.url, FILE_NAME: stored.name, FILE_KIND: stored.kind };
    },
    limited,
  );

  registerContract(
    app,
    loungeApi.feedUpdate,
    async ({ req, user }) => {
      const { file, fields } = await readUpload(req);
      const parsedNo = ZId.safeParse(fields.post_no);
      const postNo = parsedNo.success ? parsedNo.data : 0;
      if (!parsedNo.success) {
        throw fail('VALIDATION', '파일을 붙일 글을 찾을 수 없어요. 새로고침한 뒤 다시 올려 주세요.', {
          post_no: '글 번호가 필요해요.',
        });
      }
      const post = await ownPost(db, user.userNo, postNo);
      if (post.status !== 'published') throw fail('CONFLICT', '게시한 글에만 파일을 더 붙일 수 있어요.');
      if (slotAttachments(post, '첨부파일').length >= LOUNGE_LIMITS.attachmentsMax) {
        throw fail(
          'TOO_MANY_ATTACHMENTS',
          '첨부파일은 글 하나에 5개까지 붙일 수 있어요. 다른 파일을 뺀 뒤 다시 올려 주세요.',
        );
      }
      // Stored and attached in one transaction; the slot is re-read there, so two uploads at
      // once cannot both take the fifth place.
      await storeImageOrDocument(db, storage, user.userNo, file, attachmentPurpose, async (tx, stored) => {
        const [row] = await tx.select().from(loungePosts).where(eq(loungePosts.postNo, postNo)).for('update');
        const list = slotAttachments(row!, '첨부파일');
        if (list.length >= LOUNGE_LIMITS.attachmentsMax) throw fail('TOO_MANY_ATTACHMENTS');
        await tx
          .update(loungePosts)
          .set({
            ...attachmentColumns([...list, { url: stored.url, name: stored.name }]),
            updatedAt: new Date(),
          })
          .where(eq(loungePosts.postNo, postNo));
      });
      return { post: await loadPost(db, user.userNo, postNo) };
    },
    limited,
  );

  registerContract(
    app,
    loungeApi.noteUpload,
    async ({ req, user }) => {
      const { file } = await readUpload(req);
      const image = await processImage(file.data, file.filename, file.mimetype, {
        maxDimension: IMAGE_MAX_DIMENSION.cover,
      });
      const stored = await storeFile(db, storage, {
        userNo: user.userNo,
        purpose: LOUNGE_PURPOSE.note,
        originalName: file.filename,
        data: image.data,
        contentType: image.contentType,
        ext: image.ext,
      });
      return {
        FILE_URL: stored.url,
        FILE_NAME: safeOriginalName(file.filename),
        FILE_KIND: 'image' as const,
      };
    },
    limited,
  );
}
