import { loungePostTags } from '@sidequest/shared';
import { LogIn, MessagesSquare, PenLine, SearchX, Users } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation, useSearchParams } from '../../lib/router';
import { FirstViewRecord, firstViewRecordHere } from '../../app/first-view';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { useDrawnData } from '../../lib/use-drawn-data';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { SkeletonGroup } from '../../ui/skeleton';
import { type FeedTab, flattenFeed, useFeed } from './api';
import { FeedControls } from './feed-controls';
import { tagFromParam } from './lounge-helpers';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';
import { useComposerHost } from './use-composer-host';
import { LoadMore } from '../../ui/load-more';

/**
 * /lounge: 전체 / 팔로잉, the tag filter (kept in the URL as ?tag= and ?tab=, so a filtered feed
 * can be shared and restored with Back), the cards and 더보기.
 */
export function FeedPage() {
  const { t } = useTranslation('lounge');
  const meta = usePageMeta('lounge');
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tag = tagFromParam(params.get('tag'));
  const tab: FeedTab = params.get('tab') === 'following' ? 'following' : 'all';
  const viewer = useUserStore((s) => (s.isLoggedIn ? (s.profile?.no ?? null) : null));
  const feed = useFeed(viewer, tab, tag);
  const drawn = useDrawnData(feed);
  const posts = flattenFeed(drawn.data);
  const composer = useComposerHost();
  const tagLabel = loungePostTags.label(tag);
  const firstPost = tab === 'all' && !tag ? firstViewRecordHere('.lounge-card') : null;

  const go = (next: { tab?: FeedTab; tag?: string | undefined }) => {
    const sp = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    const nextTag = 'tag' in next ? next.tag : tag;
    if (nextTab === 'following') sp.set('tab', 'following');
    if (nextTag) sp.set('tag', nextTag);
    setParams(sp, { replace: true });
  };

  const writeButton = (
    <Button
      onClick={composer.openNew}
      icon={<PenLine size={16} aria-hidden="true" />}
      data-testid="lounge-write"
    >
      {t('feed.write')}
    </Button>
  );

  const list = () => {
    if (tab === 'following' && viewer === null) {
      return (
        <EmptyState
          icon={<LogIn size={26} />}
          title={t('feed.following_login_title')}
          message={t('feed.following_login_message')}
          action={
            <Link
              to="/login"
              state={{ from: `${location.pathname}${location.search}` }}
              className={buttonClass('primary')}
            >
              {t('feed.following_login_action')}
            </Link>
          }
        />
      );
    }
    if (drawn.pending) {
      return (
        <SkeletonGroup label={t('feed.loading')}>
          <div className="lounge-list">
            {/* A first visit's newest post, as the server drew it (loungeFirstViewHtml), stays put. */}
            {firstPost ? <FirstViewRecord html={firstPost} /> : null}
            {Array.from({ length: firstPost ? 2 : 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <PostCardSkeleton key={i} />
            ))}
          </div>
        </SkeletonGroup>
      );
    }
    if (feed.isError && posts.length === 0) {
      return (
        <ErrorState
          title={t('feed.error_title')}
          message={feed.error.message}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      );
    }
    if (posts.length === 0) {
      if (tab === 'following') {
        return (
          <EmptyState
            icon={<Users size={26} />}
            title={t('feed.empty_following_title')}
            message={t('feed.empty_following_message')}
            action={
              <Link to="/people" className={buttonClass('primary')}>
                {t('feed.empty_following_action')}
              </Link>
            }
          />
        );
      }
      return (
        <EmptyState
          icon={tag ? <SearchX size={26} /> : <MessagesSquare size={26} />}
          title={tag ? t('feed.empty_tag_title', { tag: tagLabel }) : t('feed.empty_all_title')}
          message={tag ? t('feed.empty_tag_message') : t('feed.empty_all_message')}
          action={
            <>
              <Button onClick={composer.openNew} icon={<PenLine size={16} aria-hidden="true" />}>
                {t('feed.empty_write')}
              </Button>
              {tag ? (
                <Button variant="secondary" onClick={() => go({ tag: undefined })}>
                  {t('feed.empty_tag_reset')}
                </Button>
              ) : null}
            </>
          }
        />
      );
    }
    return (
      <>
        <ul className="lounge-list lazy-items" aria-label={t('feed.list_label')} data-testid="lounge-feed">
          {posts.map((post) => (
            <li key={post.POST_NO}>
              <PostCard post={post} onEdit={composer.openEdit} />
            </li>
          ))}
        </ul>
        <LoadMore
          query={feed}
          label={t('feed.more')}
          errorTitle={t('feed.error_more')}
          endLabel={t('feed.end')}
          showEnd={(drawn.data?.pages.length ?? 0) > 1}
          testId="lounge-more"
        />
      </>
    );
  };

  return (
    <Page narrow>
      <PageHeader title={meta.heading} description={meta.description} actions={writeButton} />

      <FeedControls
        tab={tab}
        tag={tag}
        onTab={(key) => go({ tab: key })}
        onTag={(code) => go({ tag: code })}
      />

      <div role="tabpanel" aria-label={tab === 'all' ? t('feed.tab_all') : t('feed.tab_following')}>
        {list()}
      </div>
      {composer.element}
    </Page>
  );
}
