import { expoRankApi } from '@sidequest/shared';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { Page, PageHeader } from '../../ui/page-header';
import styles from './expo-rank.module.css';

const R = expoRankApi.RANK_RULES;

/** /product/ranking-rules: the score in words, from the same numbers the server computes with. */
export function RankingRulesPage() {
  const { t } = useTranslation('expo_rank');
  return (
    <Page className={styles.page}>
      <Link to="/product" className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" /> {t('rules.back')}
      </Link>
      <PageHeader title={t('rules.title')} description={t('rules.description')} />
      <article className={styles.rules} data-testid="ranking-rules">
        <h2>{t('rules.score_title')}</h2>
        <ul>
          <li>{t('rules.support', { points: R.support })}</li>
          <li>{t('rules.reviewer', { points: R.reviewer })}</li>
          <li>{t('rules.forum', { points: R.forumMember })}</li>
          <li>{t('rules.like', { points: R.like })}</li>
          <li>{t('rules.team')}</li>
        </ul>
        <h2>{t('rules.weight_title')}</h2>
        <ul>
          {R.ageWeights.map((a, i) => {
            const next = R.ageWeights[i + 1];
            const text =
              i === 0 && next
                ? t('rules.age_under', { days: next.days, weight: a.weight })
                : next
                  ? t('rules.age_range', { from: a.days, to: next.days - 1, weight: a.weight })
                  : t('rules.age_over', { days: a.days, weight: a.weight });
            return <li key={a.days}>{text}</li>;
          })}
          <li>{t('rules.level', { step: R.levelStep, cap: R.levelCap + 1 })}</li>
          <li>{t('rules.fresh')}</li>
        </ul>
        <h2>{t('rules.hidden_title')}</h2>
        <p>{t('rules.hidden', { hours: R.hiddenHours })}</p>
        <h2>{t('rules.week_title')}</h2>
        <p>{t('rules.week')}</p>
        <p>
          {t('rules.podium', {
            first: R.podiumPoints[0],
            second: R.podiumPoints[1],
            third: R.podiumPoints[2],
          })}
        </p>
        <p>{t('rules.daily')}</p>
      </article>
    </Page>
  );
}
