import { formatNumber } from '@sidequest/shared';
import type { loungeApi, Reply, ResponseOf } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { Link, useLocation } from '../../../lib/router';
import { useUserStore } from '../../../app/store';
import { errorMessage, isApiError } from '../../../lib/api';
import { buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { SkeletonGroup, SkeletonText } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast-store';
import { loungeKeys, type ReplyThread, useRemoveReply, useReplies, useSendReply } from '../api';
import { useLoungeLogin } from '../use-lounge-login';
import { ReplyComposer } from './reply-composer';
import { ReplyItem } from './reply-item';
import styles from './replies.module.css';

type RepliesData = ResponseOf<typeof loungeApi.replies>;

/** Applies a change to one reply (top-level or answer) in a replies answer. */
function mapReplies(data: RepliesData, replyNo: number, fix: (r: Reply) => Reply): RepliesData {
  const walk = (r: Reply): Reply => {
    const self = r.REPLY_NO === replyNo ? fix(r) : r;
    return self.ANSWERS ? { ...self, ANSWERS: (self.ANSWERS as Reply[]).map(walk) } : self;
  };
  return { ...data, list: (data.list as Reply[]).map(walk) };
}

export interface ReplySectionProps {
  thread: ReplyThread;
  /** The count to show before the list arrives (the post's REPLY_COUNT; 0 for an article). */
  initialCount: number;
}

/**
 * The replies of a lounge post or a magazine article: the box, then replies oldest first, each
 * with its answers. A post's feed cards carry a reply count, which follows every change here.
 */
export function ReplySection({ thread, initialCount }: ReplySectionProps) {
  const { t } = useTranslation('lounge');
  const client = useQueryClient();
  const location = useLocation();
  const login = useLoungeLogin();
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
  const q = useReplies(viewer, thread);
  const key = loungeKeys.replies(viewer, thread);
  const [answering, setAnswering] = useState<number | null>(null);
  const sendReply = useSendReply(viewer, thread);
  const removeReply = useRemoveReply(viewer, thread);
  const count = q.data?.count ?? initialCount;

  /** Resolves once the list shows the new reply, so the box empties only then. */
  const send = async (body: string, parentNo?: number): Promise<boolean> => {
    try {
      await sendReply.mutateAsync({ body, parentNo });
    } catch (err) {
      if (isApiError(err) && err.isUnauthorized) login.force('reply');
      else toast(t('replies.failed'), { description: errorMessage(err), tone: 'error' });
      return false;
    }
    setAnswering(null);
    return true;
  };

  const like = (replyNo: number, s: { liked: boolean; count: number }) =>
    client.setQueryData<RepliesData>(key, (old) =>
      old ? mapReplies(old, replyNo, (r) => ({ ...r, IS_LIKED: s.liked, LIKE_COUNT: s.count })) : old,
    );

  /** A rejection keeps the menu's confirm dialog open. */
  const remove = async (replyNo: number) => {
    try {
      await removeReply.mutateAsync(replyNo);
    } catch (err) {
      toast(t('replies.delete_failed'), { description: errorMessage(err), tone: 'error' });
      throw err;
    }
    toast(t('replies.deleted_toast'), { tone: 'success' });
  };

  const list = q.data?.list as Reply[] | undefined;

  return (
    <section className={styles.section} id="replies" aria-labelledby="replies-title">
      <h2 id="replies-title" className={styles.title}>
        {t('replies.title')} <span className={styles.titleCount}>{formatNumber(count)}</span>
      </h2>

      {viewer !== null ? (
        <ReplyComposer
          label={t('replies.field_label')}
          placeholder={t('replies.placeholder')}
          onSubmit={(b) => send(b)}
        />
      ) : (
        <div className={styles.loginCall}>
          <p>{t('replies.login_title')}</p>
          <Link
            to="/login"
            state={{ from: `${location.pathname}${location.search}` }}
            className={buttonClass('primary', 'sm')}
          >
            {t('replies.login_action')}
          </Link>
        </div>
      )}

      {q.isPending ? (
        <SkeletonGroup label={t('replies.loading')}>
          <SkeletonText lines={4} />
        </SkeletonGroup>
      ) : q.isError ? (
        <ErrorState
          compact
          title={t('replies.error')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : !list || list.length === 0 ? (
        <EmptyState compact icon={<MessageCircle size={22} />} title={t('replies.empty')} />
      ) : (
        <ol className={styles.list} data-testid="reply-list">
          {list.map((reply) => (
            <li key={reply.REPLY_NO}>
              <ReplyItem
                reply={reply}
                onAnswer={
                  reply.DELETED
                    ? undefined
                    : () => {
                        const open = () => setAnswering(answering === reply.REPLY_NO ? null : reply.REPLY_NO);
                        if (!login.ask('reply', open)) open();
                      }
                }
                onLike={like}
                onDelete={remove}
              />
              {(reply.ANSWERS?.length ?? 0) > 0 || answering === reply.REPLY_NO ? (
                <ol className={styles.answers}>
                  {(reply.ANSWERS as Reply[] | undefined)?.map((answer) => (
                    <li key={answer.REPLY_NO}>
                      <ReplyItem reply={answer} onLike={like} onDelete={remove} />
                    </li>
                  ))}
                  {answering === reply.REPLY_NO ? (
                    <li>
                      <ReplyComposer
                        label={t('replies.answer_label')}
                        placeholder={t('replies.answer_placeholder', {
                          nickname: reply.AUTHOR.USER_NICKNAME ?? t('card.withdrawn'),
                        })}
                        onSubmit={(b) => send(b, reply.REPLY_NO)}
                        onCancel={() => setAnswering(null)}
                        autoFocus
                      />
                    </li>
                  ) : null}
                </ol>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {login.dialog}
    </section>
  );
}
