import { type LoungePost, loungePostTags, formatNumber } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { patchPoll, patchPost, useRemovePost } from './api';
import { Attachments } from './attachments';
import { AuthorLine } from './author-line';
import { DeferredItemMenu } from './deferred-item-menu';
import { LikeButton } from './like-button';
import { postUrl } from './lounge-helpers';
import styles from './lounge.module.css';
import { PollView } from './poll-view';
import { PostBody } from './post-body';
import { ReactionsBar } from './reactions';

export interface PostCardProps {
  post: LoungePost;
  /** `feed`: the cut text with 펼치기; `full`: the whole body (the post page). */
  mode?: 'feed' | 'full';
  onEdit(post: LoungePost): void;
  /** After the author deleted it (the post page leaves for the feed). */
  onDeleted?: (postNo: number) => void;
}

/** One lounge post: author, tag, body, attachments, poll, reactions, like and reply counts, ⋯ menu. */
export function PostCard({ post, mode = 'feed', onEdit, onDeleted }: PostCardProps) {
  const { t } = useTranslation('lounge');
  const client = useQueryClient();
  const removePost = useRemovePost();
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const tag = loungePostTags.items.find((x) => x.code === post.POST_TAG);
  const full = mode === 'full' || expanded || !post.IS_CUT;
  const href = `/lounge/${post.POST_NO}`;

  /** A rejection keeps the menu's confirm dialog open. */
  const remove = async () => {
    try {
      await removePost.mutateAsync(post.POST_NO);
    } catch (err) {
      toast(t('menu.delete_failed'), { description: errorMessage(err), tone: 'error' });
      throw err;
    }
    toast(t('menu.deleted'), { tone: 'success' });
    onDeleted?.(post.POST_NO);
  };

  return (
    <article
      className="lounge-card"
      aria-labelledby={`${bodyId}-by`}
      data-testid="post-card"
      data-post-no={post.POST_NO}
    >
      {/* Posts have no titles; a hidden h2 per post lets a screen reader step from post to post
          and keeps the poll's h3 one level under it (axe heading-order). */}
      <h2 className="visually-hidden">
        {post.AUTHOR.USER_NICKNAME
          ? t('card.heading', { name: post.AUTHOR.USER_NICKNAME })
          : t('card.heading_withdrawn')}
      </h2>
      <header className="lounge-card-head">
        <div id={`${bodyId}-by`} className="lounge-card-author">
          <AuthorLine
            author={post.AUTHOR}
            time={post.CREATE_TIME}
            edited={post.UPDATED}
            follow
            mine={post.IS_MINE}
          />
        </div>
        <DeferredItemMenu
          targetType="post"
          targetNo={post.POST_NO}
          mine={post.IS_MINE}
          label={t('menu.label')}
          onEdit={() => onEdit(post)}
          onDelete={remove}
          delete={{
            title: t('menu.delete_title'),
            message: t('menu.delete_message'),
            confirm: t('menu.delete_confirm'),
          }}
          link={postUrl(post.POST_NO)}
        />
      </header>

      {tag ? (
        <Link to={`/lounge?tag=${tag.code}`} className="lounge-tag" data-testid="post-tag">
          <span aria-hidden="true">{tag.emoji}</span>
          {tag.label}
        </Link>
      ) : null}

      <div className="lounge-body">
        {full ? (
          <PostBody html={post.BODY_HTML} id={`${bodyId}-body`} />
        ) : (
          <p className="lounge-feed-text" id={`${bodyId}-body`}>
            {post.FEED_TEXT}
          </p>
        )}
        {mode === 'feed' && post.IS_CUT ? (
          <button
            type="button"
            className={styles.linkButton}
            aria-expanded={expanded}
            aria-controls={`${bodyId}-body`}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('card.collapse') : t('card.expand')}
            {expanded ? (
              <ChevronUp size={15} aria-hidden="true" />
            ) : (
              <ChevronDown size={15} aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>

      <Attachments post={post} />
      {post.POLL ? <PollView poll={post.POLL} onChange={(poll) => patchPoll(client, poll)} /> : null}

      <ReactionsBar
        postNo={post.POST_NO}
        reactions={post.REACTIONS}
        onChange={(reactions) => patchPost(client, post.POST_NO, { REACTIONS: reactions })}
      />

      <footer className={styles.cardFoot}>
        <LikeButton
          targetType="post"
          targetNo={post.POST_NO}
          liked={post.IS_LIKED}
          count={post.LIKE_COUNT}
          onChange={(s) => patchPost(client, post.POST_NO, { IS_LIKED: s.liked, LIKE_COUNT: s.count })}
        />
        {mode === 'feed' ? (
          <Link
            to={`${href}#replies`}
            className={styles.action}
            aria-label={t('card.replies_label', { count: post.REPLY_COUNT })}
            data-testid="reply-count"
          >
            <MessageCircle size={18} aria-hidden="true" />
            <span>{formatNumber(post.REPLY_COUNT)}</span>
          </Link>
        ) : null}
        {mode === 'feed' ? (
          <Link to={href} className={styles.openLink}>
            {t('card.open_post')}
          </Link>
        ) : null}
      </footer>
    </article>
  );
}
