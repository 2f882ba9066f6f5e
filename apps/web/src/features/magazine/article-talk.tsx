import { useTranslation } from '../../lib/texts/react';
import { useLikers, usePatchLikers } from '../lounge/interactions-api';
import { LikeButton } from '../lounge/like-button';
import { ReplySection } from '../lounge/replies/reply-section';
import { Skeleton } from '../../ui/skeleton';
import styles from './article.module.css';

/**
 * An article's like: the first paint needs the count and whether I liked it, which like_profile
 * answers (`mine`); the lounge's LikeButton does the rest (optimistic toggle, who liked).
 */
export function ArticleLike({ questNo }: { questNo: number }) {
  const { t } = useTranslation('magazine');
  const q = useLikers('article', questNo);
  const patch = usePatchLikers('article', questNo);
  if (q.isError) return null;
  if (!q.data) {
    // The bar at its real size while the count loads: the author box and replies below stay put.
    return (
      <div className={styles.likeBar} aria-hidden="true">
        <Skeleton width={72} height={36} style={{ borderRadius: 999 }} />
        <span className={styles.likeHint}>{t('talk.like_hint')}</span>
      </div>
    );
  }
  return (
    <div className={styles.likeBar}>
      <LikeButton
        targetType="article"
        targetNo={questNo}
        liked={q.data.mine}
        count={q.data.count}
        onChange={patch}
      />
      <span className={styles.likeHint}>{q.data.mine ? t('talk.liked_hint') : t('talk.like_hint')}</span>
    </div>
  );
}

/** The article's replies: the lounge's reply thread, on the article. */
export function ArticleReplies({ questNo }: { questNo: number }) {
  return <ReplySection thread={{ kind: 'article', no: questNo }} initialCount={0} />;
}
