import { FilePen, LogIn } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useMySuspension } from '../moderation/api';
import { SuspensionNotice } from '../moderation/suspension-notice';
import { useArticle } from './api';
import { ArticleEditor } from './article-editor';
import { emptyForm, formFromArticle } from './form-state';
import styles from './write.module.css';
import { MAGAZINE_PATH, parseArticleNo, WRITE_PATH } from './urls';

function FormSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton height={220} />
      <Skeleton height={160} />
      <Skeleton height={420} />
    </SkeletonGroup>
  );
}

/**
 * `/quest/write` (a new article) and `/quest/write/:questNo` (a draft to continue, or a published
 * article to edit). A new article's first autosave moves the URL to its number without rebuilding
 * the editor: the number it created is remembered and not loaded again.
 */
export function WritePage() {
  const { t } = useTranslation('magazine');
  const params = useParams();
  const paramNo = parseArticleNo(params.questNo);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const attempted = useUserStore((s) => s.loginAttempted);
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));

  const created = useRef<number | null>(null);
  const prevParam = useRef(paramNo);
  const generation = useRef(0);
  if (prevParam.current !== paramNo) {
    prevParam.current = paramNo;
    if (paramNo === null || paramNo !== created.current) {
      created.current = null;
      generation.current += 1;
    }
  }
  const onCreated = useCallback((no: number) => {
    created.current = no;
  }, []);

  const needsLoad = paramNo !== null && paramNo !== created.current;
  const article = useArticle(paramNo ?? 0, viewer, isLoggedIn && needsLoad);
  // The same query tells a suspended writer why publishing will fail and whether they are an operator.
  const operator = useMySuspension();
  const editing = needsLoad && article.data?.STATUS === 'published';

  useEffect(() => {
    document.title = editing ? t('write.document_title_edit') : t('write.document_title');
  }, [t, editing]);

  let body: React.ReactNode;
  if (!isLoggedIn) {
    body = attempted ? (
      <EmptyState
        icon={<LogIn size={26} />}
        title={t('write.login_title')}
        message={t('write.login_message')}
        action={
          <Link
            to="/login"
            state={{ from: params.questNo ? `${WRITE_PATH}/${params.questNo}` : WRITE_PATH }}
            className={buttonClass('primary')}
          >
            {t('write.login_action')}
          </Link>
        }
      />
    ) : (
      <FormSkeleton />
    );
  } else if (params.questNo !== undefined && paramNo === null) {
    body = <NotYours />;
  } else if (needsLoad && article.isPending) {
    body = <FormSkeleton />;
  } else if (needsLoad && article.isError) {
    body =
      article.error && 'status' in article.error && article.error.status === 404 ? (
        <NotYours />
      ) : (
        <ErrorState message={article.error.message} onRetry={() => void article.refetch()} />
      );
  } else if (needsLoad && article.data && !article.data.IS_MINE) {
    body = <NotYours />;
  } else if (operator.isPending && !operator.isError) {
    body = <FormSkeleton />;
  } else {
    const loaded = needsLoad ? article.data : undefined;
    body = (
      <ArticleEditor
        key={generation.current}
        initialNo={loaded ? loaded.QUEST_NO : null}
        published={loaded?.STATUS === 'published'}
        initial={loaded ? formFromArticle(loaded) : emptyForm()}
        isOperator={operator.data?.is_operator === true}
        onCreated={onCreated}
      />
    );
  }

  return (
    <Page className={styles.page}>
      <PageHeader
        title={editing ? t('write.edit_title') : t('write.new_title')}
        description={t('write.description')}
      />
      {isLoggedIn ? <SuspensionNotice /> : null}
      {body}
    </Page>
  );
}

function NotYours() {
  const { t } = useTranslation('magazine');
  return (
    <EmptyState
      icon={<FilePen size={26} />}
      title={t('write.not_found')}
      message={t('write.not_found_message')}
      action={
        <Link to={MAGAZINE_PATH} className={buttonClass('secondary')}>
          {t('article.back_to_list')}
        </Link>
      }
    />
  );
}
