import type { SearchKind, SearchResult } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { Avatar } from '../../ui/avatar';
import { GeneratedCover } from '../../ui/generated-cover';
import { kindKey } from './kind-labels';
import styles from './search-page.module.css';

/** A kind's emoji on a generated cover when the thing has no picture of its own. */
const KIND_EMOJI: Record<SearchKind, string> = {
  people: '🙂',
  project: '🧩',
  booth: '🚀',
  pro: '🎓',
  lounge: '💬',
  article: '📰',
};

const PERSON_KINDS: ReadonlySet<SearchKind> = new Set(['people', 'pro']);

/** One result: its picture, kind, title, a line of text and tags, linking to the real page. */
export function ResultCard({ result }: { result: SearchResult }) {
  const { t } = useTranslation('search');
  const person = PERSON_KINDS.has(result.kind);
  return (
    <li className={styles.card} data-testid={`search-result-${result.kind}`}>
      <Link to={result.url} className={styles.cardLink}>
        <span className={person ? styles.avatarBox : styles.thumb}>
          {person ? (
            <Avatar nickname={result.title} src={result.image} size={48} />
          ) : result.image ? (
            <img src={result.image} alt="" loading="lazy" className={styles.thumbImg} />
          ) : (
            <GeneratedCover
              seed={`${result.kind}${result.ref_no}`}
              emoji={KIND_EMOJI[result.kind]}
              size="sm"
            />
          )}
        </span>
        <span className={styles.cardBody}>
          <span className={styles.cardKind}>{t(kindKey(result.kind))}</span>
          <strong className={styles.cardTitle}>{result.title}</strong>
          {result.snippet ? <span className={styles.cardSnippet}>{result.snippet}</span> : null}
          {result.tags.length > 0 ? (
            <span className={styles.cardTags}>
              {result.tags.map((tag) => (
                <span key={tag} className={styles.tag}>
                  {tag}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

/** A result card's outline while the page loads: the same height, so nothing moves after. */
export function ResultCardSkeleton() {
  return (
    <li className={`${styles.card} ${styles.skeletonCard}`} aria-hidden="true">
      <span className={styles.cardLink}>
        <span className={`${styles.thumb} ${styles.skeletonBlock}`} />
        <span className={styles.cardBody}>
          <span className={styles.skeletonLine} style={{ width: 48 }} />
          <span className={styles.skeletonLine} style={{ width: '60%', height: 18 }} />
          <span className={styles.skeletonLine} style={{ width: '90%' }} />
        </span>
      </span>
    </li>
  );
}
