import { type ArticleCard as Card, articleCoverEmoji, postCategories } from '@sidequest/shared';
import { Link } from '../../lib/router';
import { GeneratedCover } from '../../ui/generated-cover';
import { Skeleton } from '../../ui/skeleton';
import { AuthorLine } from './author-line';
import { articlePath, tagPath } from './urls';

/**
 * One article in the list: cover, category, title, subtitle, the opening text, tags and author.
 * The title link covers the card; the tags and the author stay separately clickable above it.
 */
export function ArticleCard({ article, headingLevel = 3 }: { article: Card; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = articlePath(article.QUEST_NO, article.SLUG);
  return (
    <article className="mag-card">
      <div className="mag-cover" aria-hidden="true">
        {article.COVER_URL ? (
          <img src={article.COVER_URL} alt="" loading="lazy" />
        ) : (
          <GeneratedCover seed={article.QUEST_NO} emoji={articleCoverEmoji(article.CATEGORY)} />
        )}
      </div>
      <div className="mag-card-body">
        <p className="article-category">{postCategories.label(article.CATEGORY) ?? ''}</p>
        <Heading className="mag-card-title">
          <Link to={href} className="mag-card-link">
            {article.QUEST_TITLE}
          </Link>
        </Heading>
        {article.SUBTITLE ? <p className="mag-card-subtitle">{article.SUBTITLE}</p> : null}
        {article.FEED_TEXT ? <p className="mag-feed-text">{article.FEED_TEXT}</p> : null}
        <TagList tags={article.TAGS} />
        <div className="mag-card-foot">
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
    <ul className="mag-tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)} className="mag-tag">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function ArticleCardSkeleton() {
  return (
    <div className="mag-card">
      <Skeleton height={160} style={{ borderRadius: 0 }} />
      <div className="mag-card-body">
        <Skeleton width={60} height={14} />
        <Skeleton height={22} />
        <Skeleton height={14} />
        <Skeleton width="70%" height={14} />
      </div>
    </div>
  );
}
