import { lazy, Suspense } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { POLICY_TERMS, policyHref } from '../nav';
import { type ThemeChoice, useTheme } from '../theme';
import styles from './footer.module.css';

// Below the fold on a first load (the main area is a screen tall), so it may arrive after the
// page without moving anything, and its code stays out of the shell.
const OperatorInfo = lazy(async () => ({ default: (await import('./operator-info')).OperatorInfo }));

const THEME_ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

export function Footer() {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useTheme();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <p className={styles.brandName}>{t('brand.name')}</p>
            <p>{t('footer.tagline')}</p>
          </div>
          <nav aria-label={t('footer.policy_nav')}>
            <ul className={styles.policies}>
              {POLICY_TERMS.map((term) => (
                <li key={term}>
                  <Link
                    to={policyHref(term)}
                    className={term === 'privacy_policy' ? styles.policyStrong : undefined}
                  >
                    {t(`policy.${term}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/notice">{t('footer.notice')}</Link>
              </li>
              <li>
                <Link to="/faq">{t('footer.faq')}</Link>
              </li>
              <li>
                <Link to="/events">{t('footer.events')}</Link>
              </li>
            </ul>
          </nav>
        </div>
        <Suspense fallback={null}>
          <OperatorInfo />
        </Suspense>
        <div className={styles.bottom}>
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <fieldset className={styles.theme} aria-label={t('theme.label')} style={{ margin: 0 }}>
            {(['system', 'light', 'dark'] as ThemeChoice[]).map((choice) => {
              const ThemeIcon = THEME_ICONS[choice];
              return (
                <button
                  key={choice}
                  type="button"
                  className={styles.themeButton}
                  aria-pressed={theme === choice}
                  onClick={() => setTheme(choice)}
                >
                  <ThemeIcon size={14} aria-hidden="true" />
                  {t(`theme.${choice}`)}
                </button>
              );
            })}
          </fieldset>
        </div>
      </div>
    </footer>
  );
}
