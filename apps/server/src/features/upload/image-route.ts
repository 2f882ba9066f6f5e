import type { AnyContract, ResponseIn } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { Storage } from '../../lib/storage/index.js';
import { registerContract } from '../../lib/route.js';
import { storeImage } from './media.js';
import { acceptUploads, readUpload, UPLOAD_LIMITED } from './multipart.js';

/**
 * A plugin with one image upload call: the caller's picture is stored under `purpose` (which a
 * later save checks the caller owns) and scaled to `maxDimension`. Multipart is parsed only
 * inside the plugin, so no other route of the feature accepts file bodies.
 */
export function imageUploadRoute<C extends AnyContract & { auth: true }>(
  contract: C,
  purpose: string,
  maxDimension: number,
) {
  return async (app: FastifyInstance, opts: { db: Db; storage: Storage }) => {
    await acceptUploads(app);
    registerContract(
      app,
      contract,
      async ({ req, user }) => {
        // `auth: true` has already refused anonymous callers; the generic type cannot show it.
        const { userNo } = user as UserRow;
        const { file } = await readUpload(req);
        const stored = await storeImage(opts.db, opts.storage, userNo, file, purpose, maxDimension);
        return { FILE_URL: stored.url, FILE_NAME: stored.name } as ResponseIn<C>;
      },
      UPLOAD_LIMITED,
    );
  };
}
