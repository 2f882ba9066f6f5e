import {
  cutText,
  loungeApi,
  loungeFirstViewHtml,
  loungePostTags,
  magazineApi,
  SITE_NAME,
} from '@sidequest/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { registerContract } from '../../lib/route.js';
import type { Storage } from '../../lib/storage/index.js';
import { registerPageResolver } from '../seo/resolve.js';
import { visiblePost } from './cards.js';
import { listDrafts, saveDraft } from './drafts.js';
import { feed, followingFeed, loadPost } from './feed.js';
import { changeVoting, loadVoting } from './polls.js';
import { publish, remove, update } from './posts.js';
import { likers, react, reactors, setLike, unreact } from './reactions.js';
import { addReply, listReplies, removeReply } from './replies.js';
import { loungePosts } from './schema.js';
import { loungeUploadRoutes } from './upload-routes.js';

interface LoungeRoutesOptions {
  db: Db;
  events: DomainEvents;
  storage: Storage;
  config: Config;
}

/** The lounge (issue 6, items 1–3). Writing calls get the project posts' stricter limits. */
export async function loungeRoutes(app: FastifyInstance, opts: LoungeRoutesOptions) {
  const { db, events, config } = opts;
  const postLimit = { rateLimitPerMinute: Math.max(10, Math.floor(config.RATE_LIMIT_MAX / 30)) };
  const draftLimit = { rateLimitPerMinute: Math.max(60, Math.floor(config.RATE_LIMIT_MAX / 5)) };

  registerContract(app, loungeApi.postings, async ({ body, user }) => feed(db, user?.userNo ?? null, body));
  registerContract(app, loungeApi.loadFollowingPost, async ({ body, user }) =>
    followingFeed(db, user.userNo, body),
  );
  registerContract(app, loungeApi.loadPost, async ({ body, user }) => ({
    post: await loadPost(db, user?.userNo ?? null, body.post_no),
  }));

  registerContract(
    app,
    loungeApi.newUpload,
    async ({ body, user }) => {
      const { postNo, flagged } = await publish(db, events, user, body);
      return { post_no: postNo, flagged };
    },
    postLimit,
  );
  registerContract(
    app,
    loungeApi.update,
    async ({ body, user }) => {
      const { postNo, flagged } = await update(db, events, user, body);
      return { post_no: postNo, flagged };
    },
    postLimit,
  );
  registerContract(app, loungeApi.remove, async ({ body, user }) => {
    await remove(db, events, user, body.post_no);
    return { post_no: body.post_no };
  });

  registerContract(app, loungeApi.loadTemp, async ({ user }) => ({ drafts: await listDrafts(db, user) }));
  registerContract(
    app,
    loungeApi.saveTemp,
    async ({ body, user }) => {
      const saved = await saveDraft(db, user, body);
      return { post_no: saved.postNo, UPDATED_AT: saved.updatedAt.toISOString() };
    },
    draftLimit,
  );

  registerContract(app, loungeApi.loadVoting, async ({ body, user }) => ({
    poll: await loadVoting(db, body.post_no, user?.userNo ?? null),
  }));
  registerContract(app, loungeApi.changeVoting, async ({ body, user }) => ({
    poll: await changeVoting(db, user, body.post_no, body.option_nos),
  }));

  registerContract(app, loungeApi.replies, async ({ body, user }) =>
    listReplies(db, user?.userNo ?? null, { kind: 'post', no: body.post_no }),
  );
  registerContract(
    app,
    loungeApi.replyNew,
    async ({ body, user }) => ({
      reply: await addReply(db, events, user, { ...body, thread: { kind: 'post', no: body.post_no } }),
    }),
    postLimit,
  );
  // Article replies are the same machinery on another thread (their removal and likes use the calls above).
  registerContract(app, magazineApi.replies, async ({ body, user }) =>
    listReplies(db, user?.userNo ?? null, { kind: 'article', no: body.quest_no }),
  );
  registerContract(
    app,
    magazineApi.replyNew,
    async ({ body, user }) => ({
      reply: await addReply(db, events, user, { ...body, thread: { kind: 'article', no: body.quest_no } }),
    }),
    postLimit,
  );
  registerContract(app, loungeApi.replyRemove, async ({ body, user }) => {
    await removeReply(db, user, body.reply_no);
    return { reply_no: body.reply_no };
  });

  registerContract(app, loungeApi.likes, async ({ body, user }) => setLike(db, user, body));
  registerContract(app, loungeApi.likeProfile, async ({ body, user }) =>
    likers(db, body, user?.userNo ?? null),
  );
  registerContract(app, loungeApi.react, async ({ body, user }) => ({
    reactions: await react(db, events, user, body.post_no, body.emote),
  }));
  registerContract(app, loungeApi.unreact, async ({ body, user }) => ({
    reactions: await unreact(db, user, body.post_no, body.emote),
  }));
  registerContract(app, loungeApi.reactionProfile, async ({ body }) => ({
    list: await reactors(db, body.post_no),
  }));

  await app.register(loungeUploadRoutes, { db, storage: opts.storage });

  // The unfiltered feed's first HTML carries its newest post's opening (loungeFirstViewHtml): on a
  // phone that post's text is the page's largest paint. The feed is the same for every reader (the
  // viewer only changes the buttons the copy leaves out); a filtered feed keeps the list head only.
  registerPageResolver('/lounge', async (_params, query, pageDb) => {
    if ([...query.keys()].length > 0) return { kind: 'lounge' };
    const first = (await feed(pageDb, null, { size: 1 })).list[0];
    return first
      ? { kind: 'lounge', firstView: (path: string) => loungeFirstViewHtml(path, first) }
      : { kind: 'lounge' };
  });

  // A shared post link (and the notifications' /lounge/{post_no}) previews the post's first words.
  registerPageResolver('/lounge/:id', async ({ id }, _query, pageDb) => {
    // Other lounge screens the web may add (/lounge/write ...) keep the lounge's generic meta.
    if (!/^\d{1,10}$/.test(id ?? '')) return { kind: 'lounge' };
    const no = Number(id);
    const [post] =
      no <= 2_147_483_647
        ? await pageDb
            .select({ text: loungePosts.bodyText, tag: loungePosts.tag })
            .from(loungePosts)
            .where(and(eq(loungePosts.postNo, no), visiblePost()))
            .limit(1)
        : [];
    if (!post) {
      return {
        kind: 'lounge',
        title: `글을 찾을 수 없어요 | ${SITE_NAME}`,
        description: '삭제되었거나 숨겨진 글이에요. 라운지에서 다른 이야기를 둘러보세요.',
        status: 404,
        noindex: true,
      };
    }
    const tag = loungePostTags.label(post.tag) ?? '라운지';
    return {
      kind: 'lounge',
      title: `[${tag}] ${cutText(post.text, 40)} | ${SITE_NAME} 라운지`,
      description: cutText(post.text, 150),
      type: 'article',
    };
  });
}
