import type { OAuthProvider } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { useSearchParams } from '../../lib/router';
import { useAuthProviders } from './api';
import styles from './identity.module.css';

/** Codes the server's OAuth callback puts in `?error=` (log-in page) or `?oauth_error=` (linking). */
export const OAUTH_ERROR_CODES = [
  'oauth_denied',
  'oauth_state',
  'oauth_failed',
  'oauth_email_taken',
  'oauth_linked_other',
  'oauth_already_linked',
] as const;

/** Where the browser goes to start a social log-in (a full navigation, not a fetch). */
export function oauthStartHref(provider: OAuthProvider, next?: string): string {
  const keep = next && next !== '/' && next.startsWith('/') && !next.startsWith('//');
  return `/api/auth/oauth/${provider}/start${keep ? `?next=${encodeURIComponent(next)}` : ''}`;
}

/** The Korean line for a social log-in failure code, or null for no (or an unknown) code. */
export function useOAuthErrorMessage(param = 'error'): string | null {
  const { t } = useTranslation('join');
  const [params] = useSearchParams();
  const code = params.get(param);
  if (!code) return null;
  return (OAUTH_ERROR_CODES as readonly string[]).includes(code)
    ? t(`identity.oauth_error.${code}`)
    : t('identity.oauth_error.unknown');
}

export function KakaoMark({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3C6.48 3 2 6.52 2 10.86c0 2.8 1.86 5.26 4.66 6.65l-.95 3.47c-.08.3.26.54.52.37l4.13-2.73c.54.06 1.08.1 1.64.1 5.52 0 10-3.52 10-7.86S17.52 3 12 3Z"
      />
    </svg>
  );
}

export function NaverMark({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M13.56 10.7 6.17 0H0v20h6.44V9.3L13.83 20H20V0h-6.44z" />
    </svg>
  );
}

/**
 * 카카오로 시작하기 / 네이버로 시작하기, for the providers the server has configured (nothing at
 * all otherwise, so a site without social log-in shows no dead buttons).
 */
export function SocialLoginButtons({ next }: { next?: string }) {
  const { t } = useTranslation('join');
  const { data } = useAuthProviders();
  if (!data || (!data.kakao && !data.naver)) return null;
  return (
    <div className={styles.social}>
      <div className={styles.socialButtons}>
        {data.kakao ? (
          <a className={`${styles.socialButton} ${styles.kakao}`} href={oauthStartHref('kakao', next)}>
            <span className={styles.socialMark}>
              <KakaoMark />
            </span>
            {t('identity.social.kakao')}
          </a>
        ) : null}
        {data.naver ? (
          <a className={`${styles.socialButton} ${styles.naver}`} href={oauthStartHref('naver', next)}>
            <span className={styles.socialMark}>
              <NaverMark />
            </span>
            {t('identity.social.naver')}
          </a>
        ) : null}
      </div>
      <p className={styles.divider}>{t('identity.social.or_email')}</p>
    </div>
  );
}
