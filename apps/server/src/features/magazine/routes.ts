import {
  articleFirstViewHtml,
  cutText,
  magazineApi,
  pageTitle,
  postCategories,
  questFirstViewHtml,
  SITE_NAME,
} from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { registerPageResolver } from '../seo/resolve.js';
import { IMAGE_MAX_DIMENSION, processImage, safeOriginalName, storeFile } from '../upload/files.js';
import {
  createSeries,
  publishArticle,
  QUEST_PURPOSE,
  removeArticle,
  saveArticleDraft,
  updateArticle,
} from './articles.js';
import { readProgress, readStart } from './read-quest.js';
import {
  articleOwner,
  authorArticles,
  listArticles,
  listSeries,
  loadArticle,
  visibleArticle,
} from './reading.js';
import { magazineArticles } from './schema.js';
import { acceptUploads, readUpload, UPLOAD_LIMITED } from '../upload/multipart.js';

async function publicArticle(db: Db, id: string) {
  const no = Number(id);
  if (!/^\d+$/.test(id) || no <= 0 || no > 2_147_483_647) return null;
  const [a] = await db
    .select({
      no: magazineArticles.articleNo,
      title: magazineArticles.title,
      slug: magazineArticles.slug,
      text: magazineArticles.bodyText,
      subtitle: magazineArticles.subtitle,
      cover: magazineArticles.coverUrl,
      category: magazineArticles.category,
    })
    .from(magazineArticles)
    .where(and(eq(magazineArticles.articleNo, no), visibleArticle()))
    .limit(1);
  return a ?? null;
}

/**
 * `/quest/{id}/{name}`: a missing, old or wrong name segment answers 301 to the right one (query
 * kept), so shared links survive a title change. A root hook (fp), because the page itself is
 * served by the SEO plugin's catch-all route; app.ts registers it at the root.
 */
export const questRedirect = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.addHook('onRequest', async (req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return;
      const m = /^\/quest\/(\d{1,10})(?:\/([^/?#]*))?\/?(\?.*)?$/.exec(req.url);
      if (!m) return;
      const article = await publicArticle(opts.db, m[1]!);
      if (!article) return;
      let name: string | null = null;
      try {
        name = m[2] === undefined ? null : decodeURIComponent(m[2]);
      } catch {
        name = null;
      }
      if (name === article.slug) return;
      return reply.redirect(`/quest/${article.no}/${encodeURIComponent(article.slug)}${m[3] ?? ''}`, 301);
    });
  },
  { name: 'sidequest-quest-redirect', fastify: '5.x' },
);

async function questUploadRoutes(app: FastifyInstance, opts: { db: Db; storage: Storage }) {
  await acceptUploads(app);
  registerContract(
    app,
    magazineApi.questUpload,
    async ({ req, user }) => {
      const { file } = await readUpload(req);
      const image = await processImage(file.data, file.filename, file.mimetype, {
        maxDimension: IMAGE_MAX_DIMENSION.cover,
      });
      const stored = await storeFile(opts.db, opts.storage, {
        userNo: user.userNo,
        purpose: QUEST_PURPOSE,
        originalName: file.filename,
        data: image.data,
        contentType: image.contentType,
        ext: image.ext,
      });
      return { FILE_URL: stored.url, FILE_NAME: safeOriginalName(file.filename) };
    },
    UPLOAD_LIMITED,
  );
}

/** The magazine (issue 6, items 4–5) and the article page's meta. */
export async function magazineRoutes(
  app: FastifyInstance,
  opts: { db: Db; events: DomainEvents; storage: Storage },
) {
  const { db, events } = opts;
  const viewer = (user: { userNo: number } | null) => user?.userNo ?? null;

  registerContract(app, magazineApi.post, async ({ body, user }) => {
    const { articleNo, slug } = await publishArticle(db, events, user, body);
    return { quest_no: articleNo, slug };
  });
  registerContract(app, magazineApi.update, async ({ body, user }) => {
    const { articleNo, slug } = await updateArticle(db, events, user, body);
    return { quest_no: articleNo, slug };
  });
  registerContract(app, magazineApi.save, async ({ body, user }) => {
    const saved = await saveArticleDraft(db, user, body);
    return { quest_no: saved.articleNo, UPDATED_AT: saved.updatedAt.toISOString() };
  });
  registerContract(app, magazineApi.remove, async ({ body, user }) => {
    await removeArticle(db, events, user, body.quest_no);
    return { quest_no: body.quest_no };
  });
  registerContract(app, magazineApi.load, async ({ body, user }) => ({
    article: await loadArticle(db, viewer(user), body.quest_no),
  }));
  registerContract(app, magazineApi.list, async ({ body, user }) => listArticles(db, viewer(user), body));
  registerContract(app, magazineApi.blog, async ({ body, user }) => ({
    list: await authorArticles(db, viewer(user), body.quest_no, body.size),
  }));
  registerContract(app, magazineApi.owner, async ({ body, user }) =>
    articleOwner(db, viewer(user), body.quest_no),
  );
  registerContract(app, magazineApi.series, async ({ body, user }) => ({
    series: await listSeries(db, viewer(user), body.series_no),
  }));
  registerContract(app, magazineApi.seriesNew, async ({ body, user }) => ({
    series_no: await createSeries(db, user, body),
  }));
  registerContract(app, magazineApi.readStart, async ({ body, user }) => readStart(db, user, body.quest_no));
  registerContract(app, magazineApi.readProgress, async ({ body, user }) =>
    readProgress(db, events, user, body),
  );

  await app.register(questUploadRoutes, { db, storage: opts.storage });

  // The unfiltered list's first HTML carries its newest card (questFirstViewHtml): on a phone that
  // card's opening text is the page's largest paint. A filtered list keeps the list head only.
  registerPageResolver('/quest', async (_params, query, pageDb) => {
    if ([...query.keys()].length > 0) return { kind: 'quest' };
    const first = (await listArticles(pageDb, null, { size: 1 })).list[0];
    return first
      ? { kind: 'quest', firstView: (path: string) => questFirstViewHtml(path, first) }
      : { kind: 'quest' };
  });
  registerPageResolver('/quest/:id/:name', async ({ id }, _query, pageDb) => {
    // Only `/quest/{number}/…` is an article; other magazine screens keep the generic meta.
    if (!/^\d{1,10}$/.test(id ?? '')) return { kind: 'quest' };
    const a = await publicArticle(pageDb, id!);
    if (!a) {
      return {
        kind: 'quest_detail',
        title: `아티클을 찾을 수 없어요 | ${SITE_NAME}`,
        description: '삭제되었거나 아직 발행되지 않은 아티클이에요. 매거진에서 다른 글을 찾아보세요.',
        status: 404,
        noindex: true,
      };
    }
    return {
      kind: 'quest_detail',
      title: pageTitle('quest_detail', { title: a.title }),
      description: cutText(a.subtitle || a.text, 150) || a.title,
      image: a.cover,
      path: `/quest/${a.no}/${encodeURIComponent(a.slug)}`,
      type: 'article',
      firstView: (path) =>
        articleFirstViewHtml({
          path,
          category: a.category ?? '',
          categoryLabel: postCategories.label(a.category) ?? '',
          title: a.title,
          subtitle: a.subtitle,
          cover: a.cover,
        }),
    };
  });
}
