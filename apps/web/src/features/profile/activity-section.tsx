import { formatCount, levelProgress, type Resume, formatNumber } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { LevelIcon } from '../../ui/level-icon';
import shared from './profile.module.css';
import styles from './activity-section.module.css';
import { SectionCard } from './section-card';

/** What the member has done here: every count comes from the profile's one read (load_resume). */
export function ActivitySection({ resume }: { resume: Resume }) {
  const { t } = useTranslation('people');
  const a = resume.ACTIVITY;
  const progress = levelProgress(resume.EXP);
  const items: { key: string; label: string; value: number }[] = [
    { key: 'favourited', label: t('profile.activity.favourited'), value: a.FAVOURITED_COUNT },
    { key: 'works', label: t('profile.activity.works'), value: a.WORK_COUNT },
    { key: 'careers', label: t('profile.activity.careers'), value: a.CAREER_COUNT },
    { key: 'joined', label: t('profile.activity.projects_joined'), value: a.PROJECT_JOINED_COUNT },
    { key: 'led', label: t('profile.activity.projects_led'), value: a.PROJECT_LED_COUNT },
    { key: 'posts', label: t('profile.activity.posts'), value: a.POST_COUNT },
  ];
  return (
    <SectionCard id="activity" title={t('profile.activity.title')}>
      <div className={styles.levelBox}>
        <LevelIcon level={resume.USER_LEVEL} size={36} />
        <div className={styles.levelText}>
          <p className={styles.levelTitle}>
            {t('profile.activity.level', { level: resume.USER_LEVEL, name: resume.LEVEL_NAME })}
          </p>
          <p className={styles.levelSub}>
            {progress.next
              ? t('profile.activity.to_next', {
                  exp: formatCount(resume.EXP),
                  remaining: formatNumber(progress.remaining),
                })
              : t('profile.activity.top_level', { exp: formatCount(resume.EXP) })}
          </p>
          <div
            className={shared.progress}
            role="progressbar"
            aria-valuenow={progress.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={t('profile.activity.progress_label')}
          >
            <span className={shared.progressFill} style={{ width: `${progress.percent}%` }} />
          </div>
        </div>
      </div>
      <dl className={styles.statGrid}>
        {items.map((item) => (
          <div key={item.key} className={styles.stat}>
            <dt>{item.label}</dt>
            <dd>{formatCount(item.value)}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
