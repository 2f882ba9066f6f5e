import { formatDateTime, type ReportItem, relativeTime, reportReasons } from '@sidequest/shared';
import { EyeOff } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { contentHref, type ReportStatus } from './admin-api';
import styles from './admin-reports.module.css';
import { ReportActions } from './report-actions';

/** One report as the operator judges it: what was written, by whom, why it was reported. */
export function ReportCard({ item, tab }: { item: ReportItem; tab: ReportStatus }) {
  const { t } = useTranslation('moderation');
  const href = contentHref(item);
  const reason = reportReasons.label(item.REASON) ?? item.REASON;
  return (
    <article className={styles.card} data-testid="report-card" data-report-no={item.REPORT_NO}>
      <header className={styles.cardHead}>
        <span className={styles.type}>{t(`report.target.${item.TARGET_TYPE}`)}</span>
        <span className={styles.reasonChip}>{reason}</span>
        {item.HIDDEN ? (
          <span className={styles.hiddenBadge} data-testid="report-hidden">
            <EyeOff size={13} aria-hidden="true" />
            {t('admin.hidden_badge')}
          </span>
        ) : null}
        {item.AUTHOR_SUSPENDED_UNTIL ? (
          <span className={styles.hiddenBadge} data-testid="report-suspended">
            {t('admin.suspended_badge', { until: item.AUTHOR_SUSPENDED_UNTIL })}
          </span>
        ) : null}
        <time className={styles.time} dateTime={item.CREATE_TIME} title={formatDateTime(item.CREATE_TIME)}>
          {relativeTime(item.CREATE_TIME)}
        </time>
      </header>

      <blockquote className={styles.excerpt}>
        {item.EXCERPT ? item.EXCERPT : <em className={styles.muted}>{t('admin.no_excerpt')}</em>}
      </blockquote>
      {href ? (
        <Link to={href} className={styles.contentLink} target="_blank" rel="noopener">
          {t('admin.open_content')}
        </Link>
      ) : null}

      {item.DETAIL ? (
        <p className={styles.detail}>
          <span className={styles.label}>{t('admin.detail')}</span> {item.DETAIL}
        </p>
      ) : null}

      <dl className={styles.meta}>
        <div>
          <dt>{t('admin.author')}</dt>
          <dd>
            {item.AUTHOR_NICKNAME ? (
              <Link to={profileHref(item.AUTHOR_NICKNAME)}>{item.AUTHOR_NICKNAME}</Link>
            ) : (
              t('admin.unknown_member')
            )}
            {item.AUTHOR_CONFIRMED > 0 ? (
              <span className={styles.confirmed}>
                {t('admin.author_confirmed', { count: item.AUTHOR_CONFIRMED })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t('admin.reporter')}</dt>
          <dd>
            {item.REPORTER_NO === null
              ? t('admin.system_reporter')
              : (item.REPORTER_NICKNAME ?? t('admin.unknown_member'))}
          </dd>
        </div>
      </dl>

      <ReportActions item={item} tab={tab} />
    </article>
  );
}
