import {
  CHANGEABLE_STATUSES,
  formatCount,
  gatheringTypes,
  type ProjectOverview,
  progressPhases,
  projectStatuses,
} from '@sidequest/shared';
import { Eye, Heart, MessageCircle, PenSquare, Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button, buttonClass } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { toast } from '../../ui/toast-store';
import { openTeamChat } from '../chat/open-room';
import { ApplyButton } from '../project-team/apply-button';
import { useLeaderChange } from './api';
import styles from './space.module.css';

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

/** 완료 (런칭) and 완료 (보관): the statuses of a project whose product is done. */
const FINISHED_STATUSES: readonly string[] = ['05', '06'];

/** The team's room, one tap from the project page (members and the leader only). */
function TeamChatButton({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  return (
    <Button
      variant="secondary"
      icon={<MessageCircle size={16} aria-hidden="true" />}
      onClick={() => void openTeamChat(projectNo).catch(() => undefined)}
    >
      {t('space.page.team_chat')}
    </Button>
  );
}

/**
 * 지원하기 on a phone: a bar that sticks to the foot of the screen above the tab bar while the
 * page scrolls, and rests in its own place at the end of the page, so it never hides content.
 */
export function PhoneApplyBar({ projectNo }: { projectNo: number }) {
  return (
    <div className={styles.applyBar} data-testid="apply-bar">
      <ApplyButton projectNo={projectNo} />
    </div>
  );
}

export function ProjectHeader({ project, phone }: { project: ProjectOverview; phone: boolean }) {
  const { t } = useTranslation('project');
  const phase = progressPhases.get(project.PHASE);
  const isLeader = project.MY_ROLE === 'leader';
  const isTeam = project.MY_ROLE !== 'outsider';
  return (
    <header className="project-head">
      {project.COVER_URL ? <img className="project-head-cover" src={project.COVER_URL} alt="" /> : null}
      {project.STATUS === '99' ? <p className="project-notice">{t('space.page.draft')}</p> : null}
      <div className="project-head-main">
        <div className="project-head-text">
          <div className="project-badges">
            <Chip tone="neutral">{gatheringTypes.label(project.PROJECT_TYPE) ?? ''}</Chip>
            {phase ? (
              <span
                className="project-phase-chip"
                style={{ background: phase.background, color: phase.color }}
                data-testid="phase-chip"
              >
                {phase.label}
              </span>
            ) : null}
            <span className="project-status" data-testid="project-status">
              {projectStatuses.label(project.STATUS)}
            </span>
          </div>
          <h1 className="project-title">{project.PROJECT_NAME}</h1>
          <div className="project-meta">
            <Link
              to={`/people/${encodeURIComponent(project.LEADER.USER_NICKNAME)}`}
              className="project-leader"
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
        <div className="project-actions">
          {project.MY_ROLE === 'outsider' && !phone ? <ApplyButton projectNo={project.PROJECT_NO} /> : null}
          {isTeam && project.STATUS !== '99' ? <TeamChatButton projectNo={project.PROJECT_NO} /> : null}
          {isLeader ? (
            <>
              <LeaderControls project={project} />
              <Link to={`/project/${project.PROJECT_NO}/edit`} className={buttonClass('secondary', 'md')}>
                <PenSquare size={16} aria-hidden="true" /> {t('space.page.edit')}
              </Link>
              {/* A finished project can go on show: the expo's draft carries its story and team. */}
              {FINISHED_STATUSES.includes(project.STATUS) ? (
                <Link
                  to={`/product/new?project=${project.PROJECT_NO}`}
                  className={buttonClass('primary', 'md')}
                >
                  <Store size={16} aria-hidden="true" /> {t('space.page.to_booth')}
                </Link>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
