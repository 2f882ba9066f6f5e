import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import styles from './errors.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = t('not_found.document_title');
  }, [t]);
  return (
    <div className={`container ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('not_found.title')}</h1>
      <p className={styles.message}>{t('not_found.message', { path: pathname })}</p>
      <div className={styles.actions}>
        <Link to="/" className={buttonClass('primary', 'md')}>
          {t('not_found.go_home')}
        </Link>
        <Link to="/search" className={buttonClass('secondary', 'md')}>
          {t('not_found.go_search')}
        </Link>
      </div>
    </div>
  );
}
