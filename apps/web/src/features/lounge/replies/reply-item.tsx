import type { Reply } from '@sidequest/shared';
import { CornerDownRight } from 'lucide-react';
import { useTranslation } from '../../../lib/texts/react';
import { AuthorLine } from '../author-line';
import { DeferredItemMenu } from '../deferred-item-menu';
import { LikeButton } from '../like-button';
import { PostBody } from '../post-body';
import styles from './replies.module.css';

export interface ReplyItemProps {
  reply: Reply;
  /** 답글 (top-level replies only: answers go one level deep). */
  onAnswer?: () => void;
  onLike(replyNo: number, state: { liked: boolean; count: number }): void;
  onDelete(replyNo: number): Promise<unknown>;
}

/** One reply or answer: author, text, like, 답글, and the ⋯ menu (delete own, report others'). */
export function ReplyItem({ reply, onAnswer, onLike, onDelete }: ReplyItemProps) {
  const { t } = useTranslation('lounge');
  if (reply.DELETED) {
    return (
      <div className={styles.deleted} data-testid="reply-deleted">
        {t('replies.deleted')}
      </div>
    );
  }
  return (
    <div className={styles.reply} data-testid="reply" data-reply-no={reply.REPLY_NO}>
      <div className={styles.replyHead}>
        <div className={styles.replyAuthor}>
          <AuthorLine author={reply.AUTHOR} time={reply.CREATE_TIME} size="sm" />
        </div>
        <DeferredItemMenu
          targetType="reply"
          targetNo={reply.REPLY_NO}
          mine={reply.IS_MINE}
          label={t('menu.reply_label')}
          onDelete={() => onDelete(reply.REPLY_NO)}
          delete={{
            title: t('replies.delete_title'),
            message: t('replies.delete_message'),
            confirm: t('replies.delete_confirm'),
          }}
        />
      </div>
      <PostBody html={reply.BODY_HTML} className={styles.replyBody} />
      <div className={styles.replyActions}>
        <LikeButton
          targetType="reply"
          targetNo={reply.REPLY_NO}
          liked={reply.IS_LIKED}
          count={reply.LIKE_COUNT}
          onChange={(s) => onLike(reply.REPLY_NO, s)}
          size="sm"
        />
        {onAnswer ? (
          <button type="button" className={styles.answerButton} onClick={onAnswer} data-testid="reply-answer">
            <CornerDownRight size={14} aria-hidden="true" />
            {t('replies.answer')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
