import { type Article, formatDate, formatDateTime, postCategories } from '@sidequest/shared';
import { FileQuestion } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation, useNavigate, useParams } from '../../lib/router';
import { FirstViewRecord, firstViewRecordHere } from '../../app/first-view';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { useDrawnData } from '../../lib/use-drawn-data';
import { isApiError } from '../../lib/api';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page } from '../../ui/page-header';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { Prose } from '../editor/prose';
import { useArticle } from './api';
import { ArticleActions } from './article-actions';
import { ArticleLike, ArticleReplies } from './article-talk';
import { TagList } from './article-card';
import { AuthorLine } from './author-line';
import { AuthorArticles, AuthorBox } from './author-box';
import styles from './article.module.css';
import { ReadQuestNotice } from './read-quest-notice';
import { SeriesBox } from './series-box';
import { canonicalRedirect, MAGAZINE_PATH, parseArticleNo } from './urls';
import { useReadQuest } from './use-read-quest';

/** `/quest/:id/:name?`: one article. A wrong or missing name is replaced by the article's slug. */
export function ArticlePage() {
  const { t } = useTranslation('magazine');
  const params = useParams();
  const no = parseArticleNo(params.id) ?? 0;
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
  const article = useArticle(no, viewer);
  const navigate = useNavigate();
  const location = useLocation();
  const data = useDrawnData(article).data;
  usePageMeta('quest_detail', data ? { title: data.QUEST_TITLE } : undefined);

  useEffect(() => {
    if (data?.STATUS !== 'published') return;
    const to = canonicalRedirect(data.QUEST_NO, params.name, data.SLUG, location.search);
    if (to) navigate(to, { replace: true });
  }, [data, params.name, location.search, navigate]);

  if (no === 0 || (article.isError && isApiError(article.error) && article.error.status === 404)) {
    return (
      <Page>
        <EmptyState
          icon={<FileQuestion size={26} />}
          title={t('article.not_found')}
          message={t('article.not_found_message')}
          action={
            <Link to={MAGAZINE_PATH} className={buttonClass('primary')}>
              {t('article.back_to_list')}
            </Link>
          }
        />
      </Page>
    );
  }
  if (article.isError) {
    return (
      <Page>
        <ErrorState
          message={article.error.message}
          onRetry={() => void article.refetch()}
          retrying={article.isFetching}
        />
      </Page>
    );
  }
  if (!data) {
    // The head the server drew (a published article's first visit) stays put; the rest waits below it.
    const drawn = firstViewRecordHere();
    if (drawn) {
      return (
        <>
          <FirstViewRecord html={drawn} />
          <div className="container article-page">
            <SkeletonGroup label={t('article.loading')}>
              <SkeletonText lines={8} />
            </SkeletonGroup>
          </div>
        </>
      );
    }
    return (
      <Page className="article-page">
        <SkeletonGroup label={t('article.loading')}>
          <Skeleton height={280} />
          <Skeleton width={80} height={16} />
          <Skeleton height={36} />
          <SkeletonText lines={8} />
        </SkeletonGroup>
      </Page>
    );
  }
  return <ArticleView key={data.QUEST_NO} article={data} viewer={viewer} />;
}

function ArticleView({ article, viewer }: { article: Article; viewer: number | null }) {
  const { t } = useTranslation('magazine');
  const bodyRef = useRef<HTMLDivElement>(null);
  const published = article.STATUS === 'published';
  const quest = useReadQuest(article.QUEST_NO, bodyRef, {
    enabled: viewer !== null && published,
    alreadyDone: article.READ_DONE,
    onCompleted: (exp) => toast(t('read.toast', { exp }), { tone: 'success' }),
  });
  const retro = article.RETRO_PRODUCT || article.RETRO_START || article.RETRO_END;

  return (
    <Page className="article-page">
      {/* Cover, category, title and subtitle: global classes, the markup of articleFirstViewHtml
          (@sidequest/shared), which the server draws into a first visit's HTML. */}
      <article>
        {article.COVER_URL ? <img className="article-cover" src={article.COVER_URL} alt="" /> : null}
        <header className="article-head">
          <Link to={`${MAGAZINE_PATH}?category=${article.CATEGORY}`} className="article-category">
            {postCategories.label(article.CATEGORY) ?? ''}
          </Link>
          <h1 className="article-title">{article.QUEST_TITLE}</h1>
          {article.SUBTITLE ? <p className="article-subtitle">{article.SUBTITLE}</p> : null}
          <div className={styles.articleMeta}>
            <AuthorLine
              author={article.AUTHOR}
              date={article.PUBLISHED_AT}
              dateLabel={article.PUBLISHED_AT ? formatDateTime(article.PUBLISHED_AT) : undefined}
              size={32}
            />
            {published ? <ArticleActions questNo={article.QUEST_NO} mine={article.IS_MINE} /> : null}
          </div>
          {!published ? <p className={styles.draftNote}>{t('article.draft_note')}</p> : null}
          {published ? <ReadQuestNotice quest={quest} loggedIn={viewer !== null} /> : null}
        </header>

        {retro ? (
          <dl className={styles.retro}>
            {article.RETRO_PRODUCT ? (
              <div>
                <dt>{t('article.retro_product')}</dt>
                <dd>{article.RETRO_PRODUCT}</dd>
              </div>
            ) : null}
            {article.RETRO_START || article.RETRO_END ? (
              <div>
                <dt>{t('article.retro_period')}</dt>
                <dd>
                  {article.RETRO_START ? formatDate(article.RETRO_START) : ''} ~{' '}
                  {article.RETRO_END ? formatDate(article.RETRO_END) : t('article.retro_ongoing')}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}

        <div ref={bodyRef} data-testid="article-body">
          <Prose html={article.BODY_HTML} className={styles.body} />
        </div>
        <TagList tags={article.TAGS} />
        {published ? <ArticleLike questNo={article.QUEST_NO} /> : null}
      </article>

      {article.SERIES ? <SeriesBox series={article.SERIES} current={article.QUEST_NO} /> : null}
      {published ? (
        <>
          <AuthorBox questNo={article.QUEST_NO} viewer={viewer} />
          <ArticleReplies questNo={article.QUEST_NO} />
          <AuthorArticles questNo={article.QUEST_NO} />
        </>
      ) : null}
    </Page>
  );
}
