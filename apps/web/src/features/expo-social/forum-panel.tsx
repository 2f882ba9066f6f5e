import { MessagesSquare, PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { TextAreaField } from '../../ui/fields';
import { LoadMore } from '../../ui/load-more';
import { SkeletonText } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { flatPages, LIMITS, useForumThreads, useNewThread } from './api';
import styles from './expo-social.module.css';
import { ThreadItem } from './forum-thread';
import { useExpoLogin } from './use-expo-login';

/** The 포럼 tab of a booth: a new-thread form and the threads, newest first. */
export function ForumPanel({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('expo_social');
  const q = useForumThreads(boothNo);
  const login = useExpoLogin();
  const [writing, setWriting] = useState(false);
  const threads = flatPages(q.data);

  return (
    <section className={styles.panel} aria-label={t('forum.title')} data-testid="forum-panel">
      {writing ? (
        <ThreadForm boothNo={boothNo} onDone={() => setWriting(false)} />
      ) : (
        <div className={styles.actions}>
          <Button
            variant="soft"
            icon={<PenLine size={16} aria-hidden="true" />}
            onClick={() => {
              if (!login.ask('forum', () => setWriting(true))) setWriting(true);
            }}
            data-testid="thread-new"
          >
            {t('forum.new')}
          </Button>
        </div>
      )}
      {q.isPending ? (
        <SkeletonText lines={4} />
      ) : q.isError ? (
        <ErrorState
          compact
          title={t('forum.error')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isRefetching}
        />
      ) : threads.length === 0 ? (
        <EmptyState
          compact
          icon={<MessagesSquare size={26} />}
          title={t('forum.empty_title')}
          message={t('forum.empty_body')}
        />
      ) : (
        <>
          <ul className={styles.list}>
            {threads.map((th) => (
              <ThreadItem key={th.THREAD_NO} boothNo={boothNo} thread={th} />
            ))}
          </ul>
          {q.hasNextPage || q.isFetchNextPageError ? (
            <LoadMore query={q} label={t('forum.more')} errorTitle={t('forum.more_error')} />
          ) : null}
        </>
      )}
      {login.dialog}
    </section>
  );
}

function ThreadForm({ boothNo, onDone }: { boothNo: number; onDone: () => void }) {
  const { t } = useTranslation('expo_social');
  const post = useNewThread(boothNo);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ready = [...title.trim()].length >= LIMITS.threadTitleMin && body.trim().length > 0;

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        post.mutate(
          { title, body },
          {
            onSuccess: () => {
              toast(t('forum.posted'), { tone: 'success' });
              onDone();
            },
            onError: (err) =>
              isApiError(err) && Object.keys(err.fields).length > 0
                ? setErrors(err.fields)
                : toast(t('forum.failed'), { description: (err as Error).message, tone: 'error' }),
          },
        );
      }}
      data-testid="thread-form"
    >
      <TextField
        label={t('forum.new_title')}
        value={title}
        maxLength={LIMITS.threadTitleMax}
        placeholder={t('forum.new_title_placeholder')}
        onChange={(e) => setTitle(e.target.value)}
        error={errors.title}
        required
        data-testid="thread-title"
      />
      <TextAreaField
        label={t('forum.new_body')}
        value={body}
        onChange={setBody}
        maxChars={LIMITS.threadBodyMax}
        placeholder={t('forum.new_body_placeholder')}
        rows={4}
        error={errors.body}
        required
        data-testid="thread-body"
      />
      <div className={styles.formFooter}>
        <Button variant="secondary" onClick={onDone} disabled={post.isPending}>
          {t('forum.cancel')}
        </Button>
        <Button type="submit" loading={post.isPending} disabled={!ready} data-testid="thread-post">
          {t('forum.post')}
        </Button>
      </div>
    </form>
  );
}
