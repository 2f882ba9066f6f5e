import { SITE_NAME } from '@sidequest/shared';
import { FolderX } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from '../../lib/router';
import { FirstViewRecord, firstViewRecordHere } from '../../app/first-view';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { useDrawnData } from '../../lib/use-drawn-data';
import { errorMessage, isApiError } from '../../lib/api';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page } from '../../ui/page-header';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../ui/skeleton';
import { QnaBoard } from '../project-team/qna-board';
import { useCountView } from '../project-find/api';
import { useOverview } from '../project-post/api';
import { OverviewTab } from '../project-post/overview-tab';
import { PhoneApplyBar, ProjectHeader } from './project-header';
import { HistoryTab, MembersTab, MilestonesTab, PromotionTab, prefetchTab, TodosTab } from './team-tabs';
import { useIsPhone } from './use-phone';

const TABS = ['overview', 'members', 'milestones', 'todos', 'promotion', 'history'] as const;
type Tab = (typeof TABS)[number];
/** Tabs only the team sees; outsiders never get them (the server refuses them anyway). */
const MEMBER_TABS: readonly Tab[] = ['milestones', 'todos'];

function Tabs({
  tabs,
  current,
  onChange,
  panelId,
}: {
  tabs: Tab[];
  current: Tab;
  onChange: (tab: Tab) => void;
  panelId: string;
}) {
  const { t } = useTranslation('project');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Tab goes on into the panel.
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const jump = e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : null;
    if (!step && jump === null) return;
    e.preventDefault();
    const next = jump ?? (i + step + tabs.length) % tabs.length;
    onChange(tabs[next]!);
    refs.current[next]?.focus();
  };
  return (
    <div className="project-tabs" role="tablist" aria-label={t('space.tabs.label')}>
      {tabs.map((tab, i) => (
        <button
          key={tab}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-${tab}`}
          aria-selected={tab === current}
          aria-controls={panelId}
          tabIndex={tab === current ? 0 : -1}
          className="project-tab"
          onClick={() => onChange(tab)}
          onKeyDown={(e) => onKey(e, i)}
          onPointerEnter={() => prefetchTab(tab)}
          onFocus={() => prefetchTab(tab)}
        >
          {t(`space.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

/** A team tab while its code loads (team-tabs.ts). */
function TabSkeleton() {
  const { t } = useTranslation('project');
  return (
    <SkeletonGroup label={t('space.page.loading')}>
      <Skeleton height={48} />
      <SkeletonText lines={3} />
    </SkeletonGroup>
  );
}

function PageSkeleton() {
  const { t } = useTranslation('project');
  // A first visit's page as the server drew it (projectFirstViewHtml) stays put until the data comes.
  const drawn = firstViewRecordHere();
  if (drawn) return <FirstViewRecord html={drawn} />;
  return (
    <Page>
      <SkeletonGroup label={t('space.page.loading')}>
        <Skeleton height={160} />
        <Skeleton height={32} width="60%" style={{ marginTop: 16 }} />
        <SkeletonText lines={4} />
      </SkeletonGroup>
    </Page>
  );
}

/**
 * /project/:id/:slug — the project page. A wrong or missing slug is replaced by the project's own
 * (the id decides). The tab lives in `?tab=`; outsiders never see the team's tabs.
 */
export function ProjectPage() {
  const { t } = useTranslation('project');
  const { id = '', slug } = useParams();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const projectNo = Number(id);
  // The same viewer key as OverviewTab, so the header and the tab share one overview request.
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const query = useOverview(projectNo, viewer);
  const panelId = useId();
  const drawn = useDrawnData(query);
  const project = drawn.data;
  const phone = useIsPhone();

  usePageMeta('project_detail', project ? { name: project.PROJECT_NAME } : undefined);
  useEffect(() => {
    if (project) document.title = `${project.PROJECT_NAME} | ${SITE_NAME}`;
  }, [project]);
  useCountView(project?.PROJECT_NO);

  const validId = Number.isInteger(projectNo) && projectNo > 0;
  const notFound = !validId || (query.isError && isApiError(query.error) && query.error.code === 'NOT_FOUND');
  if (notFound) {
    return (
      <Page>
        <EmptyState
          icon={<FolderX size={32} aria-hidden="true" />}
          title={t('space.page.not_found_title')}
          message={t('space.page.not_found')}
          action={
            <Link to="/project" className={buttonClass('primary', 'md')}>
              {t('space.page.to_list')}
            </Link>
          }
        />
      </Page>
    );
  }
  if (drawn.pending) return <PageSkeleton />;
  if (query.isError || !project) {
    return (
      <Page>
        <ErrorState
          title={t('space.page.error_title')}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Page>
    );
  }
  if (slug !== project.SLUG) {
    return (
      <Navigate
        replace
        to={`/project/${project.PROJECT_NO}/${encodeURIComponent(project.SLUG)}${location.search}`}
      />
    );
  }

  const isTeam = project.MY_ROLE !== 'outsider';
  const tabs = TABS.filter((tab) => isTeam || !MEMBER_TABS.includes(tab));
  const asked = params.get('tab') as Tab | null;
  const current: Tab = asked && tabs.includes(asked) ? asked : 'overview';
  const choose = (tab: Tab) => {
    const next = new URLSearchParams(params);
    if (tab === 'overview') next.delete('tab');
    else next.set('tab', tab);
    setParams(next, { replace: true });
  };

  let panel: ReactNode;
  switch (current) {
    case 'members':
      panel = <MembersTab projectNo={project.PROJECT_NO} />;
      break;
    case 'milestones':
      panel = <MilestonesTab projectNo={project.PROJECT_NO} isLeader={project.MY_ROLE === 'leader'} />;
      break;
    case 'todos':
      panel = <TodosTab projectNo={project.PROJECT_NO} />;
      break;
    case 'promotion':
      panel = <PromotionTab />;
      break;
    case 'history':
      panel = <HistoryTab projectNo={project.PROJECT_NO} viewer={viewer} />;
      break;
    default:
      panel = (
        <div className="project-panel">
          <OverviewTab projectNo={project.PROJECT_NO} />
          <QnaBoard projectNo={project.PROJECT_NO} />
        </div>
      );
  }

  return (
    <Page>
      <ProjectHeader project={project} phone={phone} />
      <Tabs tabs={tabs} current={current} onChange={choose} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-${current}`}
        data-testid={`tab-${current}`}
      >
        <Suspense fallback={<TabSkeleton />}>{panel}</Suspense>
      </div>
      {phone && project.MY_ROLE === 'outsider' ? <PhoneApplyBar projectNo={project.PROJECT_NO} /> : null}
    </Page>
  );
}
