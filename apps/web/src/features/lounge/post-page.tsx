import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { isApiError } from '../../lib/api';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page } from '../../ui/page-header';
import { SkeletonGroup } from '../../ui/skeleton';
import { usePost } from './api';
import styles from './feed.module.css';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';
import { ReplySection } from './replies/reply-section';
import { useComposerHost } from './use-composer-host';

/** /lounge/:postNo — the whole post with its poll, reactions and likes, then the replies. */
export function PostPage() {
  const { t } = useTranslation('lounge');
  // The server names direct loads; in-app navigation keeps the lounge's title and description.
  usePageMeta('lounge');
  const navigate = useNavigate();
  const { postNo: raw } = useParams();
  const postNo = Number(raw);
  const valid = Number.isInteger(postNo) && postNo > 0 && postNo <= 2_147_483_647;
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
  const q = usePost(viewer, postNo, valid);
  const composer = useComposerHost();
  const { hash } = useLocation();
  const loaded = q.isSuccess;

  // A card's reply count links to #replies; the section exists only once the post has loaded.
  useEffect(() => {
    if (loaded && hash === '#replies') document.getElementById('replies')?.scrollIntoView();
  }, [loaded, hash]);

  const back = (
    <Link to="/lounge" className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('post.back')}
    </Link>
  );

  const missing =
    !valid || (q.isError && isApiError(q.error) && ['NOT_FOUND', 'POST_DELETED'].includes(q.error.code));

  return (
    <Page narrow>
      {/* The page's h1 over the post card's h2 and the replies' h2 (the feed has the lounge's). */}
      <h1 className="visually-hidden">{t('post.heading')}</h1>
      {back}
      {missing ? (
        <EmptyState
          icon={<FileQuestion size={26} />}
          title={t('post.not_found_title')}
          message={t('post.not_found_message')}
          action={
            <Link to="/lounge" className={buttonClass('primary')}>
              {t('post.back')}
            </Link>
          }
        />
      ) : q.isPending ? (
        <SkeletonGroup label={t('post.loading')}>
          <PostCardSkeleton />
        </SkeletonGroup>
      ) : q.isError ? (
        <ErrorState
          title={t('post.error_title')}
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <>
          <PostCard
            post={q.data.post}
            mode="full"
            onEdit={composer.openEdit}
            onDeleted={() => navigate('/lounge', { replace: true })}
          />
          <ReplySection
            thread={{ kind: 'post', no: q.data.post.POST_NO }}
            initialCount={q.data.post.REPLY_COUNT}
          />
        </>
      )}
      {composer.element}
    </Page>
  );
}
