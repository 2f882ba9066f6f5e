import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { imeSafeEnter } from '../../ui/ime';
import { LoadMore } from '../../ui/load-more';
import { SkeletonText } from '../../ui/skeleton';
import { AuthorLine } from '../lounge/author-line';
import { type ForumReply, type ForumThread, flatPages, LIMITS, useForumReplies, useForumReply } from './api';
import styles from './expo-social.module.css';
import { ForumMenu } from './forum-menu';
import { ForumReactions } from './forum-reactions';
import { useExpoLogin } from './use-expo-login';

/**
 * The line shown for a deleted or hidden post. The team still reads a hidden post's text (to judge
 * whether to show it again), so its note says visitors do not.
 */
export function stateNote(post: Pick<ForumThread, 'STATE' | 'CAN_HIDE'>): string | null {
  if (post.STATE === 'deleted') return 'forum.state_deleted';
  if (post.STATE === 'hidden') return post.CAN_HIDE ? 'forum.state_hidden_team' : 'forum.state_hidden';
  return null;
}

function TeamMark() {
  const { t } = useTranslation('expo_social');
  return <span className={styles.teamTag}>{t('forum.team')}</span>;
}

/** One thread: its text and reactions, and its replies opened on demand with a reply box. */
export function ThreadItem({ boothNo, thread }: { boothNo: number; thread: ForumThread }) {
  const { t } = useTranslation('expo_social');
  const [open, setOpen] = useState(false);
  const note = stateNote(thread);
  return (
    <li className={styles.item} data-testid={`thread-${thread.THREAD_NO}`}>
      <div className={styles.itemHead}>
        <AuthorLine author={thread.AUTHOR} time={thread.CREATED_AT} size="sm" />
        {thread.BY_TEAM ? <TeamMark /> : null}
        <ForumMenu boothNo={boothNo} target="thread" targetNo={thread.THREAD_NO} post={thread} />
      </div>
      {note ? <p className={styles.note}>{t(note)}</p> : null}
      {thread.TITLE ? <h3 className={styles.threadTitle}>{thread.TITLE}</h3> : null}
      {thread.BODY ? <p className={styles.body}>{thread.BODY}</p> : null}
      <div className={styles.threadFoot}>
        <ForumReactions target="thread" targetNo={thread.THREAD_NO} initial={thread.REACTIONS} />
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          data-testid="thread-toggle"
        >
          {open ? t('forum.hide_replies') : t('forum.replies', { count: thread.REPLY_COUNT })}
        </Button>
      </div>
      {open ? <Replies boothNo={boothNo} threadNo={thread.THREAD_NO} open={thread.STATE === 'live'} /> : null}
    </li>
  );
}

/** A deleted or hidden thread's replies still read, but it takes no new ones (`open` false). */
function Replies({ boothNo, threadNo, open }: { boothNo: number; threadNo: number; open: boolean }) {
  const { t } = useTranslation('expo_social');
  const q = useForumReplies(boothNo, threadNo, true);
  const replies = flatPages(q.data);
  return (
    <div className={styles.replies}>
      {q.isPending ? (
        <SkeletonText lines={2} />
      ) : q.isError ? (
        <ErrorState
          compact
          title={t('forum.replies_error')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : replies.length === 0 ? (
        <p className={styles.note}>{t('forum.replies_empty')}</p>
      ) : (
        <>
          <ul className={styles.replyList}>
            {replies.map((r) => (
              <ReplyItem key={r.REPLY_NO} boothNo={boothNo} reply={r} />
            ))}
          </ul>
          {q.hasNextPage || q.isFetchNextPageError ? (
            <LoadMore query={q} label={t('forum.replies_more')} errorTitle={t('forum.replies_error')} />
          ) : null}
        </>
      )}
      {open ? <ReplyBox boothNo={boothNo} threadNo={threadNo} /> : null}
    </div>
  );
}

function ReplyItem({ boothNo, reply }: { boothNo: number; reply: ForumReply }) {
  const { t } = useTranslation('expo_social');
  const note = stateNote(reply);
  return (
    <li className={styles.reply} data-testid={`reply-${reply.REPLY_NO}`}>
      <div className={styles.itemHead}>
        <AuthorLine author={reply.AUTHOR} time={reply.CREATED_AT} size="sm" />
        {reply.BY_TEAM ? <TeamMark /> : null}
        <ForumMenu boothNo={boothNo} target="reply" targetNo={reply.REPLY_NO} post={reply} />
      </div>
      {note ? <p className={styles.note}>{t(note)}</p> : null}
      {reply.BODY ? <p className={styles.body}>{reply.BODY}</p> : null}
      <ForumReactions target="reply" targetNo={reply.REPLY_NO} initial={reply.REACTIONS} />
    </li>
  );
}

/** Enter sends (never mid-syllable), Shift+Enter breaks the line. */
function ReplyBox({ boothNo, threadNo }: { boothNo: number; threadNo: number }) {
  const { t } = useTranslation('expo_social');
  const send = useForumReply(boothNo, threadNo);
  const login = useExpoLogin();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (login.ask('forum', submit) || !text.trim() || send.isPending) return;
    setError(null);
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (err) => {
        if (isApiError(err) && err.isUnauthorized) login.force('forum');
        else setError(isApiError(err) ? (err.fields.body ?? err.message) : String(err));
      },
    });
  };
  return (
    <form
      className={styles.replyBox}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label className="visually-hidden" htmlFor={`reply-${threadNo}`}>
        {t('forum.reply_label')}
      </label>
      <textarea
        id={`reply-${threadNo}`}
        className={styles.replyInput}
        value={text}
        rows={1}
        maxLength={LIMITS.replyMax}
        placeholder={t('forum.reply_placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={imeSafeEnter(submit)}
        aria-invalid={error ? true : undefined}
        data-testid="reply-input"
      />
      <Button
        type="submit"
        size="sm"
        loading={send.isPending}
        disabled={!text.trim()}
        data-testid="reply-send"
      >
        {t('forum.reply_send')}
      </Button>
      {error ? (
        <p className={styles.inlineError} role="alert">
          {error}
        </p>
      ) : null}
      {login.dialog}
    </form>
  );
}
