import { projectPostApi } from '@sidequest/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import type { DomainEvents } from '../../../lib/domain-events.js';
import { registerContract } from '../../../lib/route.js';
import type { Storage } from '../../../lib/storage/index.js';
import {
  checkDocument,
  IMAGE_MAX_DIMENSION,
  processImage,
  safeOriginalName,
  storeFile,
} from '../../upload/files.js';
import { initDraft, listDrafts, saveDraft } from './drafts.js';
import { overview } from './overview.js';
import { publish, update } from './publish.js';
import { UPLOAD_PURPOSE } from './validate.js';
import { acceptUploads, readUpload, UPLOAD_LIMITED } from '../../upload/multipart.js';

/**
 * Posting is a deliberate act: a thirtieth of the global per-address limit (10 a minute by
 * default) stops scripted floods without bothering a person; autosave runs every few seconds, so
 * drafts get a fifth (60). Scaled from the global limit so a raised limit (tests, load runs) applies.
 */
const postLimit = (config: Config) => Math.max(10, Math.floor(config.RATE_LIMIT_MAX / 30));
const draftLimit = (config: Config) => Math.max(60, Math.floor(config.RATE_LIMIT_MAX / 5));

/** Cover and document uploads: their own plugin so the multipart parser stays out of the JSON calls. */
async function projectUploadRoutes(app: FastifyInstance, opts: { db: Db; storage: Storage }) {
  const { db, storage } = opts;
  await acceptUploads(app);
  const limited = UPLOAD_LIMITED;

  registerContract(
    app,
    projectPostApi.coverUpload,
    async ({ req, user }) => {
      const file = (await readUpload(req)).file;
      const image = await processImage(file.data, file.filename, file.mimetype, {
        maxDimension: IMAGE_MAX_DIMENSION.cover,
      });
      const stored = await storeFile(db, storage, {
        userNo: user.userNo,
        purpose: UPLOAD_PURPOSE.cover,
        originalName: file.filename,
        data: image.data,
        contentType: image.contentType,
        ext: image.ext,
      });
      return { FILE_URL: stored.url, FILE_NAME: safeOriginalName(file.filename) };
    },
    limited,
  );

  registerContract(
    app,
    projectPostApi.docsUpload,
    async ({ req, user }) => {
      const file = (await readUpload(req)).file;
      const doc = await checkDocument(file.data, file.filename, file.mimetype);
      const stored = await storeFile(db, storage, {
        userNo: user.userNo,
        purpose: UPLOAD_PURPOSE.docs,
        originalName: file.filename,
        data: file.data,
        contentType: doc.contentType,
        ext: doc.ext,
      });
      return { FILE_URL: stored.url, FILE_NAME: safeOriginalName(file.filename) };
    },
    limited,
  );
}

/** Posting, drafts and the overview (issue 4, item 1). */
export async function projectPostRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: Storage; config: Config; events: DomainEvents },
) {
  const { db, config, events } = opts;
  const POST_RATE_LIMIT_PER_MINUTE = postLimit(config);
  const DRAFT_RATE_LIMIT_PER_MINUTE = draftLimit(config);

  registerContract(
    app,
    projectPostApi.projectInit,
    async ({ user }) => ({ project_no: await initDraft(db, user) }),
    {
      rateLimitPerMinute: POST_RATE_LIMIT_PER_MINUTE,
    },
  );

  registerContract(
    app,
    projectPostApi.project,
    async ({ body, user }) => {
      const { projectNo, flagged } = await publish(db, events, user, body);
      return { project_no: projectNo, flagged };
    },
    { rateLimitPerMinute: POST_RATE_LIMIT_PER_MINUTE },
  );

  registerContract(
    app,
    projectPostApi.projectUpdate,
    async ({ body, user }) => {
      const { projectNo, flagged } = await update(db, events, user, body);
      return { project_no: projectNo, flagged };
    },
    { rateLimitPerMinute: POST_RATE_LIMIT_PER_MINUTE },
  );

  registerContract(app, projectPostApi.loadTemp, async ({ user }) => ({
    drafts: await listDrafts(db, user),
  }));

  registerContract(
    app,
    projectPostApi.saveTemp,
    async ({ body, user }) => {
      const saved = await saveDraft(db, user, body);
      return { project_no: saved.projectNo, UPDATED_AT: saved.updatedAt.toISOString() };
    },
    { rateLimitPerMinute: DRAFT_RATE_LIMIT_PER_MINUTE },
  );

  registerContract(app, projectPostApi.overview, async ({ body, user }) => ({
    project_overview: await overview(db, body.project_no, user),
  }));

  await app.register(projectUploadRoutes, { db, storage: opts.storage });
}
