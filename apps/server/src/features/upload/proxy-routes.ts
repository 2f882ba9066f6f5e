import { uploadApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/app-error.js';
import { uploadPublicBase } from '../../lib/own-images.js';
import { registerContract } from '../../lib/route.js';
import { trustUploadBase } from '../../lib/sanitize.js';
import type { Storage } from '../../lib/storage/index.js';
import type { FetchPolicy } from './remote-fetch.js';
import { importRemoteImage } from './remote-image.js';

/**
 * A member pastes a few pictures at a time; a pasted article with a dozen is the most a person
 * does in a minute. Counted per member (on every instance, through the rate-limit store), so a
 * member cannot make our server call other sites at will from many addresses.
 */
export const PROXY_PER_MEMBER_PER_MINUTE = 30;

/** Also per address, like the uploads (higher: several members may share an office address). */
const PROXY_PER_ADDRESS_PER_MINUTE = 120;

export interface ProxyRoutesOptions {
  db: Db;
  storage: Storage;
  config: Config;
}

/** `GET /api/proxy?url=`: an outside picture, fetched once and stored as the member's upload. */
export async function proxyRoutes(app: FastifyInstance, opts: ProxyRoutesOptions) {
  const { db, storage, config } = opts;
  // The sanitizer keeps pictures only from our storage; it learns the object-storage address here,
  // where the upload area is set up, because it runs in services that are given no config.
  trustUploadBase(uploadPublicBase(config));

  const policy: FetchPolicy = { testOrigins: config.TEST_ONLY_FETCH_ALLOW_ORIGINS };
  const perMember = app.createRateLimit({
    max: PROXY_PER_MEMBER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (req) => `proxy-member:${(await req.sessionUser())?.userNo ?? 0}`,
  });

  registerContract(
    app,
    uploadApi.proxy,
    async ({ query, user, req }) => {
      const limit = await perMember(req);
      if (!limit.isAllowed && limit.isExceeded)
        throw fail(
          'RATE_LIMITED',
          `다른 사이트의 이미지를 너무 많이 가져왔어요. ${limit.ttlInSeconds}초 뒤에 다시 시도해 주세요.`,
        );
      return importRemoteImage(db, storage, user.userNo, query.url, policy);
    },
    { rateLimitPerMinute: PROXY_PER_ADDRESS_PER_MINUTE },
  );
}
