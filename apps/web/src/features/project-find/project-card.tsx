import {
  domains,
  formatCount,
  gatheringTypes,
  jobs,
  type ProjectCard as ProjectCardData,
  recruitingLabel,
  regions,
  skillName,
  slotStatus,
} from '@sidequest/shared';
import { Eye, Heart, MapPin, Sparkles } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { domainEmoji, GeneratedCover } from '../../ui/generated-cover';
import { Skeleton } from '../../ui/skeleton';
import styles from './find.module.css';
import { MarkButton } from './mark-button';

export interface ProjectCardProps {
  project: ProjectCardData;
  headingLevel?: 2 | 3;
}

/** How many tech chips a card shows before "+n". */
const TECH_SHOWN = 4;

export function projectHref(project: Pick<ProjectCardData, 'PROJECT_NO' | 'SLUG'>): string {
  return `/project/${project.PROJECT_NO}/${encodeURIComponent(project.SLUG)}`;
}

/**
 * A gathering in the list or the recommendations: type badge, domain, region, title, short
 * description, tech chips, one status line per slot (`[모집중] 프론트엔드 0/1`) or `[모집완료]`
 * when nothing is open, the 업데이트 badge, views, likes and the scrap toggle. The title link
 * covers the card, so a tap anywhere else opens the project.
 */
export function ProjectCard({ project, headingLevel = 3 }: ProjectCardProps) {
  const { t } = useTranslation('project');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const typeLabel = gatheringTypes.label(project.PROJECT_TYPE) ?? '';
  const domain = domains.label(project.DOMAIN);
  const region = regions.label(project.REGION) ?? '';
  const tech = project.PROJECT_TECH.slice(0, TECH_SHOWN);
  const extra = project.PROJECT_TECH.length - tech.length;

  return (
    <article className={styles.card} data-testid="project-card" data-project-no={project.PROJECT_NO}>
      <div className={styles.cardTop}>
        <span className={`${styles.typeBadge} ${styles[`type${project.PROJECT_TYPE}`] ?? ''}`}>
          {typeLabel}
        </span>
        {domain ? <span className={styles.domain}>{domain}</span> : null}
        {project.UPDATED ? <span className={styles.updated}>{t('find.card.updated')}</span> : null}
        <span className={styles.spacer} />
        <MarkButton projectNo={project.PROJECT_NO} title={project.PROJECT_NAME} marked={project.IS_MARKED} />
      </div>
      <div className={styles.titleRow}>
        <span className={styles.thumb} aria-hidden="true">
          {project.COVER_URL ? (
            <img src={project.COVER_URL} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <GeneratedCover seed={project.PROJECT_NO} emoji={domainEmoji(project.DOMAIN)} size="sm" />
          )}
        </span>
        <Heading className={styles.title}>
          <Link to={projectHref(project)} className={styles.cardLink}>
            {project.PROJECT_NAME}
          </Link>
        </Heading>
      </div>
      <p className={styles.desc}>{project.SHORT_DESCRIPTION || t('find.card.no_description')}</p>
      {tech.length > 0 ? (
        <ul className={styles.tags} aria-label={t('find.card.tech')}>
          {tech.map((code) => (
            <li key={code} className={styles.tag}>
              {skillName(code)}
            </li>
          ))}
          {extra > 0 ? <li className={styles.tag}>+{extra}</li> : null}
        </ul>
      ) : null}
      <ul className={styles.slots} aria-label={t('find.card.slots')}>
        {project.IS_RECRUITING ? (
          project.SLOTS.map((slot, i) => {
            const open = slot.FILLED < slot.TYPE;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: slots have no number on the card; order is fixed
              <li key={i} className={open ? styles.slotOpen : styles.slotClosed}>
                {slotStatus({
                  jobLabel: jobs.label(slot.RECRUITING) ?? slot.RECRUITING,
                  filled: slot.FILLED,
                  total: slot.TYPE,
                })}
              </li>
            );
          })
        ) : (
          <li className={styles.slotClosed}>{recruitingLabel(false)}</li>
        )}
      </ul>
      {project.MATCH_REASON ? (
        <p className={styles.reason}>
          <Sparkles size={14} aria-hidden="true" />
          <span>
            <span className="visually-hidden">{t('find.recommend.reason_label')}: </span>
            {project.MATCH_REASON}
          </span>
        </p>
      ) : null}
      <div className={styles.cardFoot}>
        <span className={styles.place}>
          <MapPin size={14} aria-hidden="true" />
          {region}
        </span>
        <span className={styles.stat} title={t('find.card.views')}>
          <Eye size={14} aria-hidden="true" />
          <span className="visually-hidden">{t('find.card.views')}</span>
          {formatCount(project.VIEWS)}
        </span>
        <span className={styles.stat} title={t('find.card.likes')}>
          <Heart size={14} aria-hidden="true" />
          <span className="visually-hidden">{t('find.card.likes')}</span>
          {formatCount(project.LIKES)}
        </span>
      </div>
    </article>
  );
}

/**
 * The card's rows in the card's own boxes (badge row, thumb and title, two lines of description,
 * tech chips, two slot lines, footer), so the card that replaces it has the same height and
 * nothing below moves.
 */
export function ProjectCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.cardTop}>
        <Skeleton width={96} height={24} />
      </div>
      <div className={styles.titleRow}>
        <Skeleton width={48} height={48} style={{ borderRadius: 12, flex: 'none' }} />
        <Skeleton width="70%" height={22} />
      </div>
      <div className={styles.skeletonLines}>
        <Skeleton height={14} />
        <Skeleton width="60%" height={14} />
      </div>
      <div className={styles.tags}>
        <Skeleton width={56} height={23} />
        <Skeleton width={64} height={23} />
      </div>
      <div className={styles.skeletonLines}>
        <Skeleton width="50%" height={14} />
        <Skeleton width="40%" height={14} />
      </div>
      <div className={styles.cardFoot}>
        <Skeleton width={120} height={19} />
      </div>
    </div>
  );
}
