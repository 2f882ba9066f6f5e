import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { Avatar } from '../../ui/avatar';
import { LevelIcon } from '../../ui/level-icon';
import { Skeleton } from '../../ui/skeleton';
import { FollowButton } from '../people/follow-button';
import { useAuthorArticles, useOwner } from './api';
import { ArticleCard } from './article-card';
import styles from './article.module.css';

/** Who wrote the article, how many they published, and 팔로우 (not on one's own article). */
export function AuthorBox({ questNo, viewer }: { questNo: number; viewer: number | null }) {
  const { t } = useTranslation('magazine');
  const owner = useOwner(questNo, viewer);
  if (owner.isPending) {
    // The box itself with placeholders: the same border, padding and 56 px avatar, so the
    // replies below do not move when the author arrives.
    return (
      <div className={styles.authorBox} aria-hidden="true">
        <Skeleton width={56} height={56} circle />
        <div className={styles.authorBoxText}>
          <Skeleton width={120} height={20} />
          <Skeleton width={80} height={14} style={{ marginTop: 8 }} />
        </div>
      </div>
    );
  }
  if (owner.isError) return null;
  const { owner: author, article_count, is_mine } = owner.data;
  const name = author.USER_NICKNAME ?? t('withdrawn');
  return (
    <section className={styles.authorBox} aria-label={t('author.label')} data-testid="author-box">
      <Avatar nickname={name} src={author.USER_IMG_URL} size={56} />
      <div className={styles.authorBoxText}>
        <p className={styles.authorBoxName}>
          <LevelIcon level={author.USER_LEVEL} size={20} />
          {author.USER_NICKNAME ? <Link to={profileHref(author.USER_NICKNAME)}>{name}</Link> : name}
        </p>
        <p className={styles.authorBoxCount}>{t('author.count', { count: article_count })}</p>
      </div>
      {!is_mine && author.USER_NICKNAME ? (
        <FollowButton
          userNo={author.USER_NO}
          initialFollowing={author.IS_FOLLOWING}
          followerCount={0}
          nickname={name}
        />
      ) : null}
    </section>
  );
}

/** 작가의 다른 글: the author's other published articles, newest first. */
export function AuthorArticles({ questNo }: { questNo: number }) {
  const { t } = useTranslation('magazine');
  const blog = useAuthorArticles(questNo);
  if (!blog.data || blog.data.length === 0) return null;
  return (
    <section className={styles.others} aria-labelledby="author-articles">
      <h2 id="author-articles" className={styles.sectionTitle}>
        {t('author.others')}
      </h2>
      <ul className={`$"mag-grid" ${styles.othersGrid}`}>
        {blog.data.slice(0, 3).map((a) => (
          <li key={a.QUEST_NO}>
            <ArticleCard article={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}
