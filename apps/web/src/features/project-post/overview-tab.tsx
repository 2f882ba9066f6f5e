import {
  availableDays,
  availableTimes,
  camps,
  domains,
  formatDate,
  gatheringTypes,
  jobGroups,
  jobs,
  meetingModes,
  platforms,
  type ProjectOverview,
  progressPhases,
  regions,
  skillName,
  slotStatus,
} from '@sidequest/shared';
import { CalendarDays, Clock, Download, FileText, MapPin, Monitor } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { Avatar } from '../../ui/avatar';
import { Chip } from '../../ui/chip';
import { ErrorState } from '../../ui/error-state';
import { LevelIcon } from '../../ui/level-icon';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../ui/skeleton';
import { useOverview } from './api';
import styles from './project-post.module.css';
import { Prose } from '../editor/prose';

function docsOf(o: ProjectOverview) {
  const out: { url: string; name: string }[] = [];
  for (const i of [1, 2, 3, 4, 5] as const) {
    const url = o[`PROJECT_DOCS_URL${i}`];
    if (url) out.push({ url, name: o[`PROJECT_DOCS_NAME${i}`] ?? url });
  }
  return out;
}

function jobTargetText(target: string, all: string): string {
  if (target === '00') return all;
  return target
    .split(',')
    .map((c) => jobs.label(c) ?? jobGroups.label(c) ?? c)
    .join(', ');
}

/**
 * The 개요 tab of a project: cover, what kind of gathering it is, the open slots, the leader's
 * introduction (sanitized on the server, so it is rendered as HTML), documents and tech.
 */
export function OverviewTab({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const q = useOverview(projectNo, viewer);

  if (q.isPending)
    return (
      <SkeletonGroup>
        <Skeleton height={200} />
        <SkeletonText lines={6} />
      </SkeletonGroup>
    );
  if (q.isError)
    return <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const o = q.data;
  const phase = progressPhases.get(o.PHASE);
  const docs = docsOf(o);

  return (
    <div className="project-overview">
      {o.COVER_URL ? (
        <img
          className="project-overview-cover"
          src={o.COVER_URL}
          alt={t('post.overview.cover_alt', { name: o.PROJECT_NAME })}
        />
      ) : null}

      <div className="project-overview-chips">
        <Chip tone="outline">{gatheringTypes.label(o.PROJECT_TYPE)}</Chip>
        {o.DOMAIN ? <Chip>{domains.label(o.DOMAIN)}</Chip> : null}
        <Chip>{regions.label(o.REGION)}</Chip>
        {phase ? (
          <span
            className="project-overview-phase"
            style={{ background: phase.background, color: phase.color }}
          >
            {phase.label}
          </span>
        ) : null}
        {o.CAMP ? <Chip>{camps.get(o.CAMP)?.englishLabel ?? camps.label(o.CAMP)}</Chip> : null}
      </div>

      <section aria-labelledby="ov-slots" className="project-block">
        <h2 id="ov-slots" className="project-block-title">
          {t('post.overview.slots')}
        </h2>
        <ul className="project-slots">
          {o.SLOTS.map((s) => {
            const open = s.FILLED < s.TYPE;
            return (
              <li key={s.SLOT_NO} className={open ? 'project-slot-open' : 'project-slot-closed'}>
                {slotStatus({
                  jobLabel: jobs.label(s.RECRUITING) ?? s.RECRUITING,
                  filled: s.FILLED,
                  total: s.TYPE,
                })}
              </li>
            );
          })}
        </ul>
        <p className="project-block-meta">
          {t('post.overview.job_target')}:{' '}
          {jobTargetText(o.CPG_JOB_TARGET, t('post.overview.job_target_all'))}
        </p>
      </section>

      <dl className="project-facts">
        <div>
          <dt>
            <MapPin size={16} aria-hidden="true" />
            {t('post.overview.meeting')}
          </dt>
          <dd>
            {meetingModes.label(o.MEETING_MODE)} · {regions.label(o.REGION)}
          </dd>
        </div>
        <div>
          <dt>
            <CalendarDays size={16} aria-hidden="true" />
            {t('post.overview.when')}
          </dt>
          <dd>
            {availableDays.label(o.AVAILABLE_DAYS)} · {availableTimes.label(o.AVAILABLE_TIME)}
          </dd>
        </div>
        <div>
          <dt>
            <Monitor size={16} aria-hidden="true" />
            {t('post.overview.platform')}
          </dt>
          <dd>{platforms.label(o.PLATFORM)}</dd>
        </div>
        <div>
          <dt>
            <Clock size={16} aria-hidden="true" />
            {t('post.overview.posted')}
          </dt>
          <dd>{formatDate(o.PROJECT_CREATE_TIME)}</dd>
        </div>
      </dl>

      <section aria-labelledby="ov-intro" className="project-block">
        <h2 id="ov-intro" className="visually-hidden">
          {t('post.overview.introduction')}
        </h2>
        <Prose html={o.PROJECT_INTRODUCTION} />
      </section>

      {o.PROJECT_TECH.length > 0 ? (
        <section aria-labelledby="ov-tech" className="project-block">
          <h2 id="ov-tech" className="project-block-title">
            {t('post.overview.tech')}
          </h2>
          <div className={styles.chips}>
            {o.PROJECT_TECH.map((code) => (
              <Chip key={code}>{skillName(code)}</Chip>
            ))}
          </div>
        </section>
      ) : null}

      {docs.length > 0 ? (
        <section aria-labelledby="ov-docs" className="project-block">
          <h2 id="ov-docs" className="project-block-title">
            {t('post.overview.docs')}
          </h2>
          <ul className={styles.docList}>
            {docs.map((d) => (
              <li key={d.url}>
                <FileText size={16} aria-hidden="true" />
                <a href={d.url} download={d.name}>
                  {d.name}
                </a>
                <Download size={14} aria-hidden="true" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="ov-leader" className="project-block">
        <h2 id="ov-leader" className="project-block-title">
          {t('post.overview.leader')}
        </h2>
        <Link to={`/people/${encodeURIComponent(o.LEADER.USER_NICKNAME)}`} className={styles.leader}>
          <Avatar nickname={o.LEADER.USER_NICKNAME} src={o.LEADER.USER_IMG_URL} size={44} />
          <span>
            <strong>
              {o.LEADER.USER_NICKNAME} <LevelIcon level={o.LEADER.USER_LEVEL} size={18} />
            </strong>
            <span className="project-block-meta">
              {o.LEADER.MAIN_JOB_D ? jobs.label(o.LEADER.MAIN_JOB_D) : ''}
              {o.LEADER.INTRODUCTION ? ` · ${o.LEADER.INTRODUCTION}` : ''}
            </span>
          </span>
        </Link>
      </section>
    </div>
  );
}
