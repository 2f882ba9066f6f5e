import * as Tabs from '@radix-ui/react-tabs';
import {
  type Booth,
  domains,
  expoRankApi,
  formatDateTime,
  launchStatuses,
  platforms,
  formatNumber,
} from '@sidequest/shared';
import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router';
import { usePageMeta } from '../../app/use-page-meta';
import { errorMessage, isApiError } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Page } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { BoothBadges, EventCodeBubble } from '../expo-rank';
import { ForumPanel, LikeButton, ReviewsPanel, SupportButton } from '../expo-social';
import { useAnswerBoothInvitation, useBooth } from './api';
import { BoothMissing } from './booth-missing';
import styles from './booth-page.module.css';
import { IntroPanel, UpdatesPanel } from './booth-tabs';
import { ManageSection } from './manage-section';
import { TeamPanel } from './team-panel';

const TABS = ['intro', 'reviews', 'forum', 'updates', 'team'] as const;
type Tab = (typeof TABS)[number];

function Links({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const links = [
    { url: booth.web_url, label: t('booth.visit_web') },
    { url: booth.play_store_url, label: t('booth.visit_play') },
    { url: booth.app_store_url, label: t('booth.visit_app') },
  ].filter((l): l is { url: string; label: string } => !!l.url);
  if (links.length === 0) return null;
  return (
    <p className={styles.links}>
      {links.map((l) => (
        <a
          key={l.url}
          href={l.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className={styles.link}
        >
          {l.label} <ExternalLink size={14} aria-hidden />
        </a>
      ))}
    </p>
  );
}

function InvitationBanner({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const answer = useAnswerBoothInvitation(booth.booth_no);
  const run = (accept: boolean) =>
    answer.mutate(accept, {
      onSuccess: () => toast(t(accept ? 'booth.accepted' : 'booth.declined'), { tone: 'success' }),
      onError: (err) => toast(errorMessage(err), { tone: 'error' }),
    });
  return (
    <div className={styles.banner} role="status">
      <span>{t('booth.invited')}</span>
      <span className={styles.bannerActions}>
        <Button size="sm" onClick={() => run(true)} loading={answer.isPending && answer.variables}>
          {t('booth.accept')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => run(false)} disabled={answer.isPending}>
          {t('booth.decline')}
        </Button>
      </span>
    </div>
  );
}

/**
 * The header's counts. For a booth approved in the last hours the server withholds supports and
 * likes from everyone but the team (RANK_RULES.hiddenHours), and the line says so instead.
 */
function BoothCounts({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const reviews = formatNumber(booth.review_count);
  if (booth.support_count === null || booth.like_count === null) {
    return (
      <p
        className={styles.muted}
        title={
          booth.counts_hidden_until
            ? t('booth.counts_hidden_title', { until: formatDateTime(booth.counts_hidden_until) })
            : undefined
        }
        data-testid="booth-counts-hidden"
      >
        {t('booth.counts_hidden', { reviews, hours: expoRankApi.RANK_RULES.hiddenHours })}{' '}
        <Link to="/product/ranking-rules" className={styles.inlineLink}>
          {t('booth.counts_rules')}
        </Link>
      </p>
    );
  }
  return (
    <p className={styles.muted}>
      {t('booth.counts', {
        supports: formatNumber(booth.support_count),
        likes: formatNumber(booth.like_count),
        reviews,
      })}
    </p>
  );
}

function Header({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const domain = domains.get(booth.domain);
  const isPublic = booth.status === 'approved';
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        {booth.logo_url ? (
          <img src={booth.logo_url} alt="" className={styles.logo} />
        ) : (
          <Avatar nickname={booth.name} size={72} className={styles.logo} />
        )}
        <div className={styles.titles}>
          <p className={styles.chips}>
            {domain ? (
              <span className={styles.chip}>
                {domain.emoji} {domain.label}
              </span>
            ) : null}
            <span className={styles.chip}>{platforms.label(booth.platform) ?? ''}</span>
            <span className={styles.chip}>{launchStatuses.label(booth.launch_status) ?? ''}</span>
            {!isPublic ? <span className={styles.statusChip}>{t(`status.${booth.status}`)}</span> : null}
          </p>
          <h1 className={styles.name}>{booth.name}</h1>
          <p className={styles.pitch}>{booth.pitch}</p>
          <BoothCounts booth={booth} />
        </div>
      </div>
      <Links booth={booth} />
      {isPublic ? (
        <>
          <div className={styles.actions}>
            <SupportButton boothNo={booth.booth_no} />
            <LikeButton boothNo={booth.booth_no} />
          </div>
          <BoothBadges boothNo={booth.booth_no} />
          <EventCodeBubble boothNo={booth.booth_no} />
        </>
      ) : (
        <p className={styles.banner}>{t('booth.not_public')}</p>
      )}
    </header>
  );
}

/** `/product/:id/:slug?`: the booth page, with the team's manage section below the tabs. */
export function BoothPage() {
  const { t } = useTranslation('product');
  const { id, slug } = useParams();
  const boothNo = Number(id);
  const q = useBooth(boothNo);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'intro';
  usePageMeta('booth_detail', q.data ? { name: q.data.name } : undefined);

  // The slug follows the name: an old or missing one is replaced, keeping the tab.
  useEffect(() => {
    if (q.data && slug !== q.data.slug) {
      navigate(`/product/${q.data.booth_no}/${encodeURIComponent(q.data.slug)}${window.location.search}`, {
        replace: true,
      });
    }
  }, [q.data, slug, navigate]);

  if (q.isPending) {
    return (
      <Page>
        <SkeletonGroup label={t('booth.title')}>
          <Skeleton height={120} />
          <Skeleton height={40} />
          <Skeleton height={240} />
        </SkeletonGroup>
      </Page>
    );
  }
  if (q.isError) {
    if (isApiError(q.error) && q.error.code === 'E005') return <BoothMissing />;
    return (
      <Page>
        <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      </Page>
    );
  }
  const booth = q.data;
  const isPublic = booth.status === 'approved';
  return (
    <Page className={styles.page}>
      {booth.me.invited ? <InvitationBanner booth={booth} /> : null}
      <Header booth={booth} />
      <Tabs.Root
        value={tab}
        onValueChange={(v) =>
          setParams(
            (p) => {
              p.set('tab', v);
              return p;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List className={styles.tabs} aria-label={booth.name}>
          {TABS.map((k) => (
            <Tabs.Trigger key={k} value={k} className={styles.tab}>
              {t(`booth.tabs.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="intro">
          <IntroPanel booth={booth} />
        </Tabs.Content>
        <Tabs.Content value="reviews">
          {isPublic ? (
            <ReviewsPanel boothNo={booth.booth_no} />
          ) : (
            <p className={styles.muted}>{t('booth.not_public')}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="forum">
          {isPublic ? (
            <ForumPanel boothNo={booth.booth_no} />
          ) : (
            <p className={styles.muted}>{t('booth.not_public')}</p>
          )}
        </Tabs.Content>
        <Tabs.Content value="updates">
          <UpdatesPanel booth={booth} />
        </Tabs.Content>
        <Tabs.Content value="team">
          <TeamPanel booth={booth} />
        </Tabs.Content>
      </Tabs.Root>
      {booth.me.role ? <ManageSection booth={booth} /> : null}
    </Page>
  );
}
