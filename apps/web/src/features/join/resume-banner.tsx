import { ArrowRight, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useLocation } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { buttonClass } from '../../ui/button';
import { TOTAL_STEPS } from './answers';
import { useJoinState } from './api';
import styles from './resume-banner.module.css';

/** Dismissed for this tab only: the next visit reminds again until the sign-up is finished. */
const DISMISS_KEY = 'sidequest_join_banner_dismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISS_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * A member who left the stepped sign-up half-way is offered to continue, on every page but the
 * wizard itself. A member who finished never sees it (nor the steps) again.
 */
export function JoinResumeBanner() {
  const { t } = useTranslation('join');
  const { pathname } = useLocation();
  const verified = useUserStore((s) => s.isLoggedIn && s.sessionVerified);
  const [dismissed, setDismissed] = useState(readDismissed);
  const onJoin = pathname === '/join';
  const state = useJoinState(undefined, verified && !dismissed);
  const step = state.data?.JOIN_STEP;
  if (!verified || dismissed || onJoin || step === null || step === undefined) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISS_KEY, '1');
    } catch {
      // Private mode: hidden until the next page load.
    }
  };

  return (
    <aside className={styles.banner} aria-label={t('steps.resume.title')} data-testid="join-resume-banner">
      <div className={`container ${styles.bannerInner}`}>
        <Sparkles className={styles.bannerIcon} size={20} aria-hidden="true" />
        <p className={styles.bannerText}>
          <strong>{t('steps.resume.title')}</strong>
          {t('steps.resume.message', { step, total: TOTAL_STEPS })}
        </p>
        <Link to={`/join?step=${step}`} className={buttonClass('primary', 'sm')}>
          {t('steps.resume.action')}
          <ArrowRight size={14} aria-hidden="true" />
        </Link>
        <button
          type="button"
          className={styles.bannerClose}
          aria-label={t('steps.resume.dismiss')}
          onClick={dismiss}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
