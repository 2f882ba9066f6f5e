import type { Article } from '@sidequest/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import styles from './article.module.css';
import { articlePath } from './urls';

type Series = NonNullable<Article['SERIES']>;

/** The series the article belongs to: its articles in order, this one marked, and 이전 글 / 다음 글. */
export function SeriesBox({ series, current }: { series: Series; current: number }) {
  const { t } = useTranslation('magazine');
  const items = series.ARTICLES;
  const index = items.findIndex((a) => a.QUEST_NO === current);
  const prev = index > 0 ? items[index - 1] : undefined;
  const next = index >= 0 ? items[index + 1] : undefined;
  return (
    <section className={styles.series} aria-labelledby="series-title" data-testid="series-box">
      <p className={styles.seriesEyebrow}>{t('series.eyebrow')}</p>
      <h2 id="series-title" className={styles.seriesTitle}>
        {series.TITLE}
      </h2>
      {series.DESCRIPTION ? <p className={styles.seriesText}>{series.DESCRIPTION}</p> : null}
      <ol className={styles.seriesList}>
        {items.map((a, i) => (
          <li key={a.QUEST_NO}>
            {a.QUEST_NO === current ? (
              <span className={styles.seriesCurrent} aria-current="page">
                {i + 1}. {a.QUEST_TITLE}
              </span>
            ) : (
              <Link to={articlePath(a.QUEST_NO, a.SLUG)}>
                {i + 1}. {a.QUEST_TITLE}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <div className={styles.seriesNav}>
        {prev ? (
          <Link to={articlePath(prev.QUEST_NO, prev.SLUG)} className={styles.seriesPrev} rel="prev">
            <ChevronLeft size={16} aria-hidden="true" />
            <span>
              <small>{t('series.prev')}</small>
              {prev.QUEST_TITLE}
            </span>
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={articlePath(next.QUEST_NO, next.SLUG)} className={styles.seriesNext} rel="next">
            <span>
              <small>{t('series.next')}</small>
              {next.QUEST_TITLE}
            </span>
            <ChevronRight size={16} aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}
