import { type ArticleCard as Card, postCategories } from '@sidequest/shared';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/skeleton';
import { AuthorLine } from './author-line';
import styles from './magazine.module.css';
import { articlePath, tagPath } from './urls';

/**
 * One article in the list: cover, category, title, subtitle, the opening text, tags and author.
 * The title link covers the card; the tags and the author stay separately clickable above it.
 */
export function ArticleCard({ article }: { article: Card }) {
  const href = articlePath(article.QUEST_NO, article.SLUG);
  return (
    <article className={styles.card}>
      <div className={styles.cover} aria-hidden="true">
        {article.COVER_URL ? (
          <img src={article.COVER_URL} alt="" loading="lazy" />
        ) : (
          <BookOpen size={32} className={styles.coverIcon} />
        )}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.category}>{postCategories.label(article.CATEGORY) ?? ''}</p>
        <h3 className={styles.cardTitle}>
          <Link to={href} className={styles.cardLink}>
            {article.QUEST_TITLE}
          </Link>
        </h3>
        {article.SUBTITLE ? <p className={styles.cardSubtitle}>{article.SUBTITLE}</p> : null}
        {article.FEED_TEXT ? <p className={styles.feedText}>{article.FEED_TEXT}</p> : null}
        <TagList tags={article.TAGS} />
        <div className={styles.cardFoot}>
          <AuthorLine author={article.AUTHOR} date={article.PUBLISHED_AT} size={24} />
        </div>
      </div>
    </article>
  );
}

/** The article's tags, each linking to the list filtered by it. */
export function TagList({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)} className={styles.tag}>
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton height={160} style={{ borderRadius: 0 }} />
      <div className={styles.cardBody}>
        <Skeleton width={60} height={14} />
        <Skeleton height={22} />
        <Skeleton height={14} />
        <Skeleton width="70%" height={14} />
      </div>
    </div>
  );
}
