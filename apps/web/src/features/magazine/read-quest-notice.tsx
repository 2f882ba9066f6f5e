import { MAGAZINE_READ_EXP } from '@sidequest/shared';
import { CheckCircle2, LogIn, Sparkles } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation } from '../../lib/router';
import styles from './article.module.css';
import type { ReadQuest } from './use-read-quest';

/**
 * The read quest's line near the top of an article: what to do, that it is done (this view or
 * before), or, for visitors, how to take part.
 */
export function ReadQuestNotice({ quest, loggedIn }: { quest: ReadQuest; loggedIn: boolean }) {
  const { t } = useTranslation('magazine');
  const location = useLocation();
  if (!loggedIn) {
    return (
      <p className={styles.quest} data-testid="read-quest">
        <LogIn size={16} aria-hidden="true" />
        <span>{t('read.anonymous')}</span>
        <Link to="/login" state={{ from: location.pathname + location.search }} className={styles.questLink}>
          {t('read.login')}
        </Link>
      </p>
    );
  }
  if (quest.status === 'off' || quest.status === 'starting' || quest.status === 'unavailable') {
    // Nothing to promise while the token is on its way, or when this view cannot count.
    return quest.status === 'unavailable' ? (
      <p className={styles.quest} data-testid="read-quest">
        <Sparkles size={16} aria-hidden="true" />
        <span>{t('read.unavailable')}</span>
      </p>
    ) : null;
  }
  const done = quest.status === 'done' || quest.status === 'completed';
  return (
    <p
      className={`${styles.quest} ${done ? styles.questDone : ''}`}
      data-testid="read-quest"
      data-status={quest.status}
      aria-live="polite"
    >
      {done ? <CheckCircle2 size={16} aria-hidden="true" /> : <Sparkles size={16} aria-hidden="true" />}
      <span>
        {quest.status === 'completed'
          ? t('read.completed', { exp: quest.exp })
          : quest.status === 'done'
            ? t('read.done')
            : t('read.open', { exp: MAGAZINE_READ_EXP })}
      </span>
    </p>
  );
}
