import { seoulWallTime } from '@sidequest/shared';
import { useTranslation } from '../../lib/texts/react';
import { isApiError } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { Switch } from '../notification/switch';
import { useMarketingConsent, useMyInfo } from './api';
import styles from './my.module.css';

/** `2026.11.25` in Seoul, the way Korean sites date a consent; empty for a missing time. */
export function seoulDotDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const w = seoulWallTime(new Date(iso));
  return w ? `${w.year}.${String(w.month).padStart(2, '0')}.${String(w.day).padStart(2, '0')}` : '';
}

/**
 * 광고성 정보 수신: an on/off switch with the date of the latest choice. After each change the
 * member is told who processed it, when and with what result (정보통신망법 asks for that notice).
 */
export function MarketingConsent() {
  const { t } = useTranslation('common');
  const info = useMyInfo();
  const change = useMarketingConsent();
  const toggle = (consent: boolean) =>
    change.mutate(consent, {
      onSuccess: (res) => {
        const date = seoulDotDate(res.MARKETING_CONSENT_AT);
        toast(
          t(
            res.MARKETING_CONSENT
              ? 'my.account.marketing_agreed_toast'
              : 'my.account.marketing_refused_toast',
          ),
          { description: t('my.account.marketing_result', { date }), tone: 'success' },
        );
      },
      onError: (err) => {
        toast(isApiError(err) ? err.message : t('my.account.marketing_failed'), { tone: 'error' });
      },
    });

  const data = info.data;
  // While a change is on its way the switch already shows where it is going.
  const checked = change.isPending ? (change.variables ?? false) : (data?.MARKETING_CONSENT ?? false);
  const date = seoulDotDate(data?.MARKETING_CONSENT_AT);
  const status = !date
    ? t('my.account.marketing_never')
    : data?.MARKETING_CONSENT
      ? t('my.account.marketing_on', { date })
      : t('my.account.marketing_off', { date });

  return (
    <section className={styles.card} aria-labelledby="marketing-title" data-testid="marketing-consent">
      <div className={styles.consentRow}>
        <div className={styles.consentText}>
          <h2 id="marketing-title" className={styles.cardTitle}>
            {t('my.account.marketing_title')}
          </h2>
          <p className={styles.help}>{t('my.account.marketing_help')}</p>
          <p className={styles.consentStatus} aria-live="polite" data-testid="marketing-status">
            {data ? status : '\u00a0'}
          </p>
        </div>
        <Switch
          checked={checked}
          label={t('my.account.marketing_switch')}
          disabled={!data || change.isPending}
          onChange={toggle}
        />
      </div>
    </section>
  );
}
