import { useTranslation } from '../../lib/texts/react';
import { isRouteErrorResponse, Link, useRouteError } from '../../lib/router';
import { Button, buttonClass } from '../../ui/button';
import styles from './errors.module.css';
import { NotFoundPage } from './not-found-page';

/** Shown when a page throws while rendering or loading. */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('[route] page error', error);
  return (
    <div className={`container ${styles.wrap}`} role="alert">
      <h1 className={styles.title}>{t('route_error.title')}</h1>
      <p className={styles.message}>{t('route_error.message')}</p>
      <div className={styles.actions}>
        <Button onClick={() => window.location.reload()}>{t('action.reload')}</Button>
        <Link to="/" className={buttonClass('secondary', 'md')}>
          {t('not_found.go_home')}
        </Link>
      </div>
    </div>
  );
}
