import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { imeSafeEnter } from '../../ui/ime';
import { LoadMore } from '../../ui/load-more';
import { SkeletonText } from '../../ui/skeleton';
import { AuthorLine } from '../lounge/author-line';
import { type ForumReply, type ForumThread, flatPages, LIMITS, useForumReplies, useForumReply } from './api';
import styles from './expo-social.module.css';
import { ForumReactions } from './forum-reactions';
import { useExpoLogin } from './use-expo-login';

function TeamMark() {
  const { t } = useTranslation('expo_social');
  return <span className={styles.teamTag}>{t('forum.team')}</span>;
}

/** One thread: its text and reactions, and its replies opened on demand with a reply box. */
export function ThreadItem({ boothNo, thread }: { boothNo: number; thread: ForumThread }) {
  const { t } = useTranslation('expo_social');
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.item} data-testid={`thread-${thread.THREAD_NO}`}>
      <div className={styles.itemHead}>
        <AuthorLine author={thread.AUTHOR} time={thread.CREATED_AT} size="sm" />
        {thread.BY_TEAM ? <TeamMark /> : null}
      </div>
      <h3 className={styles.threadTitle}>{thread.TITLE}</h3>
      <p className={styles.body}>{thread.BODY}</p>
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
      {open ? <Replies boothNo={boothNo} threadNo={thread.THREAD_NO} /> : null}
    </li>
  );
}

function Replies({ boothNo, threadNo }: { boothNo: number; threadNo: number }) {
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
              <ReplyItem key={r.REPLY_NO} reply={r} />
            ))}
          </ul>
          {q.hasNextPage || q.isFetchNextPageError ? (
            <LoadMore query={q} label={t('forum.replies_more')} errorTitle={t('forum.replies_error')} />
          ) : null}
        </>
      )}
      <ReplyBox boothNo={boothNo} threadNo={threadNo} />
    </div>
  );
}

function ReplyItem({ reply }: { reply: ForumReply }) {
  return (
    <li className={styles.reply} data-testid={`reply-${reply.REPLY_NO}`}>
      <div className={styles.itemHead}>
        <AuthorLine author={reply.AUTHOR} time={reply.CREATED_AT} size="sm" />
        {reply.BY_TEAM ? <TeamMark /> : null}
      </div>
      <p className={styles.body}>{reply.BODY}</p>
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
    if (login.ask('forum') || !text.trim() || send.isPending) return;
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
