import { domains, type ProjectCard } from '@sidequest/shared';
import { Rocket } from 'lucide-react';
import { useTranslation } from '../../../lib/texts/react';
import { useTutorialProjects } from '../api';
import { PickBlock, PickCard } from './pick-block';
import styles from './tutorial-step.module.css';

function ProjectPick({
  project,
  picked,
  onToggle,
}: {
  project: ProjectCard;
  picked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('tutorial');
  const domain = domains.label(project.DOMAIN ?? '');
  return (
    <PickCard
      label={t('projects.pick_label', {
        title: project.PROJECT_NAME,
        leader: project.LEADER_NICKNAME,
      })}
      picked={picked}
      onToggle={onToggle}
      testId="tutorial-project"
    >
      <span className={styles.personTop}>
        <span className={styles.personName}>{project.PROJECT_NAME}</span>
      </span>
      {domain ? <span className={styles.personJob}>{domain}</span> : null}
      {project.SHORT_DESCRIPTION ? (
        <span className={styles.projectLine}>{project.SHORT_DESCRIPTION}</span>
      ) : null}
      {project.MATCH_REASON ? <span className={styles.personReason}>{project.MATCH_REASON}</span> : null}
    </PickCard>
  );
}

/**
 * Step 5's projects: the project list's recommendations for this member, picked into scraps
 * (favourites) that also steer later recommendations. Empty only while nothing recruits.
 */
export function ProjectsBlock({ picked, toggle }: { picked: number[]; toggle: (no: number) => void }) {
  const query = useTutorialProjects();
  return (
    <PickBlock
      kind="projects"
      icon={<Rocket size={26} />}
      query={query}
      items={query.data?.project_list}
      pickedCount={picked.length}
      countTestId="project-pick-count"
      skeletons={{ count: 2, height: 112 }}
      renderItem={(p) => (
        <ProjectPick
          key={p.PROJECT_NO}
          project={p}
          picked={picked.includes(p.PROJECT_NO)}
          onToggle={() => toggle(p.PROJECT_NO)}
        />
      )}
    />
  );
}
