import { OAUTH_PROVIDERS, type OAuthProvider, type VerificationStatus } from '@sidequest/shared';
import { Link2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { buttonClass } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import styles from './identity.module.css';
import { StatusPill } from './real-name-section';
import { KakaoMark, NaverMark, OAUTH_ERROR_CODES, oauthStartHref } from './social-login-buttons';

const BRAND: Record<OAuthProvider, { className: string; mark: ReactNode }> = {
  kakao: { className: 'kakao', mark: <KakaoMark size={16} /> },
  naver: { className: 'naver', mark: <NaverMark size={12} /> },
};

/**
 * Links Kakao / Naver to the logged-in member. Linking is the same redirect flow as logging in;
 * the server sends the member back here with `?oauth_linked=` or `?oauth_error=`, which this
 * section announces once and removes from the address.
 */
export function SocialLinkSection({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('join');
  const location = useLocation();
  const navigate = useNavigate();
  const announced = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the returning query only, once
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const linked = params.get('oauth_linked');
    const error = params.get('oauth_error');
    if ((!linked && !error) || announced.current) return;
    announced.current = true;
    if (linked === 'kakao' || linked === 'naver') {
      toast(t('identity.social_link.linked_toast', { provider: t(`identity.social_link.${linked}`) }), {
        tone: 'success',
      });
    } else if (error) {
      toast(t('identity.social_link.error_title'), {
        tone: 'error',
        description: (OAUTH_ERROR_CODES as readonly string[]).includes(error)
          ? t(`identity.oauth_error.${error}`)
          : t('identity.oauth_error.unknown'),
      });
    }
    params.delete('oauth_linked');
    params.delete('oauth_error');
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
  }, [location.search]);

  const offered = OAUTH_PROVIDERS.filter((p) => status.OAUTH_ENABLED[p] || status.OAUTH[p]);
  if (offered.length === 0) return null;
  const here = `${location.pathname}${location.search}`;

  return (
    <section className={styles.section} aria-labelledby="identity-social">
      <div className={styles.sectionHead}>
        <div>
          <h3 id="identity-social" className={styles.sectionTitle}>
            <span className={styles.sectionIcon}>
              <Link2 size={18} aria-hidden="true" />
            </span>
            {t('identity.social_link.title')}
          </h3>
          <p className={styles.sectionText}>{t('identity.social_link.description')}</p>
        </div>
      </div>
      <ul className={styles.links}>
        {offered.map((p) => {
          const name = t(`identity.social_link.${p}`);
          return (
            <li key={p} className={styles.linkRow}>
              <span className={styles.linkName}>
                <span className={`${styles.brandDot} ${styles[BRAND[p].className]}`}>{BRAND[p].mark}</span>
                {name}
              </span>
              {status.OAUTH[p] ? (
                <StatusPill on onLabel={t('identity.social_link.linked')} offLabel="" />
              ) : (
                <a
                  className={buttonClass('secondary', 'sm')}
                  href={oauthStartHref(p, here)}
                  aria-label={t('identity.social_link.link_label', { provider: name })}
                >
                  {t('identity.social_link.link')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
