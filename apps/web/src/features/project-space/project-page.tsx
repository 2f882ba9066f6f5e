import {
  CHANGEABLE_STATUSES,
  formatCount,
  gatheringTypes,
  type ProjectOverview,
  progressPhases,
  projectStatuses,
  SITE_NAME,
} from '@sidequest/shared';
import { Eye, FolderX, Heart, PenSquare } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { errorMessage, isApiError } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { buttonClass } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page } from '../../ui/page-header';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { ApplyButton } from '../project-team/apply-button';
import { MembersTab } from '../project-team/members-tab';
import { QnaBoard } from '../project-team/qna-board';
import { useCountView } from '../project-find/api';
import { useOverview } from '../project-post/api';
import { OverviewTab } from '../project-post/overview-tab';
import { useLeaderChange } from './api';
import { HistoryTab, PromotionTab } from './history-tab';
import { MilestonesTab } from './milestones-tab';
import styles from './space.module.css';
import { TodosTab } from './todos-tab';

const TABS = ['overview', 'members', 'milestones', 'todos', 'promotion', 'history'] as const;
type Tab = (typeof TABS)[number];
/** Tabs only the team sees; outsiders never get them (the server refuses them anyway). */
const MEMBER_TABS: readonly Tab[] = ['milestones', 'todos'];

function LeaderControls({ project }: { project: ProjectOverview }) {
  const { t } = useTranslation('project');
  const id = useId();
  const change = useLeaderChange(project.PROJECT_NO);
  const onError = (err: unknown) => toast(errorMessage(err), { tone: 'error' });
  if (project.STATUS === '99') return null;
  return (
    <>
      <label className={styles.selectField} htmlFor={`${id}-phase`}>
        {t('space.page.phase')}
        <select
          id={`${id}-phase`}
          className={styles.select}
          value={project.PHASE}
          disabled={change.isPending}
          onChange={(e) => {
            const phase = e.target.value;
            change.mutate(
              { phase },
              {
                onSuccess: () =>
                  toast(t('space.page.phase_changed', { label: progressPhases.label(phase) }), {
                    tone: 'success',
                  }),
                onError,
              },
            );
          }}
        >
          {progressPhases.items.map((p) => (
            <option key={p.code} value={p.code}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.selectField} htmlFor={`${id}-status`}>
        {t('space.page.status')}
        <select
          id={`${id}-status`}
          className={styles.select}
          value={project.STATUS}
          disabled={change.isPending}
          onChange={(e) => {
            const status = e.target.value;
            change.mutate(
              { status },
              {
                onSuccess: () =>
                  toast(t('space.page.status_changed', { label: projectStatuses.label(status) }), {
                    tone: 'success',
                  }),
                onError,
              },
            );
          }}
        >
          {CHANGEABLE_STATUSES.map((code) => (
            <option key={code} value={code}>
              {projectStatuses.label(code)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

function ProjectHeader({ project }: { project: ProjectOverview }) {
  const { t } = useTranslation('project');
  const phase = progressPhases.get(project.PHASE);
  const isLeader = project.MY_ROLE === 'leader';
  return (
    <header className={styles.header}>
      {project.COVER_URL ? <img className={styles.cover} src={project.COVER_URL} alt="" /> : null}
      {project.STATUS === '99' ? <p className={styles.notice}>{t('space.page.draft')}</p> : null}
      <div className={styles.headMain}>
        <div className={styles.headText}>
          <div className={styles.badges}>
            <Chip tone="neutral">{gatheringTypes.label(project.PROJECT_TYPE) ?? ''}</Chip>
            {phase ? (
              <span
                className={styles.phaseChip}
                style={{ background: phase.background, color: phase.color }}
                data-testid="phase-chip"
              >
                {phase.label}
              </span>
            ) : null}
            <span className={styles.hint} data-testid="project-status">
              {projectStatuses.label(project.STATUS)}
            </span>
          </div>
          <h1 className={styles.title}>{project.PROJECT_NAME}</h1>
          <div className={styles.meta}>
            <Link
              to={`/people/${encodeURIComponent(project.LEADER.USER_NICKNAME)}`}
              className={styles.leader}
            >
              <Avatar nickname={project.LEADER.USER_NICKNAME} src={project.LEADER.USER_IMG_URL} size={24} />
              <span>
                {t('space.page.leader')} {project.LEADER.USER_NICKNAME}
              </span>
            </Link>
            <span>
              <Heart size={14} aria-hidden="true" />{' '}
              {t('space.page.likes', { value: formatCount(project.LIKES) })}
            </span>
            <span>
              <Eye size={14} aria-hidden="true" />{' '}
              {t('space.page.views', { value: formatCount(project.VIEWS) })}
            </span>
          </div>
        </div>
        <div className={styles.actions}>
          {project.MY_ROLE === 'outsider' ? <ApplyButton projectNo={project.PROJECT_NO} /> : null}
          {isLeader ? (
            <>
              <LeaderControls project={project} />
              <Link to={`/project/${project.PROJECT_NO}/edit`} className={buttonClass('secondary', 'md')}>
                <PenSquare size={16} aria-hidden="true" /> {t('space.page.edit')}
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}

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
    <div className={styles.tabs} role="tablist" aria-label={t('space.tabs.label')}>
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
          className={styles.tab}
          onClick={() => onChange(tab)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {t(`space.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

function PageSkeleton() {
  const { t } = useTranslation('project');
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
  const project = query.data;

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
  if (query.isPending) return <PageSkeleton />;
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
        <div className={styles.panel}>
          <OverviewTab projectNo={project.PROJECT_NO} />
          <QnaBoard projectNo={project.PROJECT_NO} />
        </div>
      );
  }

  return (
    <Page>
      <ProjectHeader project={project} />
      <Tabs tabs={tabs} current={current} onChange={choose} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${panelId}-${current}`}
        data-testid={`tab-${current}`}
      >
        {panel}
      </div>
    </Page>
  );
}
