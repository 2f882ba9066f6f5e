import type { VerificationStatus } from '@sidequest/shared';
import { formatKoreanDate } from '@sidequest/shared';
import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { usePrepareIdentity, useVerifyIdentity } from './api';
import styles from './identity.module.css';
import { StandinDialog } from './standin-dialog';

/** The query PortOne adds when a mobile browser comes back from its verification page. */
const RETURN_ID = 'identityVerificationId';
const RETURN_PARAMS = [
  RETURN_ID,
  'identityVerificationTxId',
  'transactionType',
  'code',
  'message',
  'pgCode',
  'pgMessage',
];

export function StatusPill({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return (
    <span className={`${styles.status} ${on ? styles.statusOn : styles.statusOff}`}>
      {on ? <BadgeCheck size={14} aria-hidden="true" /> : null}
      {on ? onLabel : offLabel}
    </span>
  );
}

/**
 * 본인인증: real name (and phone) through PortOne, or the local stand-in, which is labelled
 * 테스트 모드 wherever it runs so nobody mistakes a typed-in name for a real verification.
 */
export function RealNameSection({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('join');
  const location = useLocation();
  const navigate = useNavigate();
  const prepare = usePrepareIdentity();
  const verify = useVerifyIdentity();
  const [standinId, setStandinId] = useState<string | null>(null);
  // Shown in the section, not as a toast: the live notification already pops up for a success.
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const returned = useRef(false);

  const verified = status.CI_VERIFIED === '01';
  const busy = prepare.isPending || verify.isPending;

  const finish = async (id: string) => {
    setNote(null);
    try {
      const res = await verify.mutateAsync(id);
      const points =
        res.POINTS_GRANTED > 0
          ? ` ${t('identity.real_name.success_points', { points: res.POINTS_GRANTED })}`
          : '';
      setNote({ tone: 'success', text: `${t('identity.real_name.success_title')}.${points}` });
    } catch (err) {
      setNote({ tone: 'error', text: errorMessage(err) });
    }
  };

  // A phone browser comes back from PortOne's page to this one, carrying the outcome in the query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the returning query only, once
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const id = params.get(RETURN_ID);
    if (!id || returned.current) return;
    returned.current = true;
    const failed = params.get('code');
    for (const key of RETURN_PARAMS) params.delete(key);
    const rest = params.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '' }, { replace: true });
    if (failed) setNote({ tone: 'error', text: params.get('message') || t('identity.real_name.cancelled') });
    else void finish(id);
  }, [location.search]);

  const start = async () => {
    setNote(null);
    try {
      const p = await prepare.mutateAsync();
      if (p.mode === 'standin') {
        setStandinId(p.identity_verification_id);
        return;
      }
      // Loaded only when needed: PortOne's SDK pulls its window script from PortOne's CDN.
      const PortOne = await import('@portone/browser-sdk/v2');
      const back = new URL(window.location.href);
      const res = await PortOne.requestIdentityVerification({
        storeId: p.store_id ?? '',
        channelKey: p.channel_key ?? '',
        identityVerificationId: p.identity_verification_id,
        redirectUrl: back.toString(),
      });
      if (!res) return; // the page is moving to PortOne (phones); the result comes back in the query
      if (res.code !== undefined) {
        setNote({ tone: 'error', text: res.message || t('identity.real_name.cancelled') });
        return;
      }
      await finish(p.identity_verification_id);
    } catch (err) {
      setNote({ tone: 'error', text: isApiError(err) ? err.message : t('identity.real_name.unavailable') });
    }
  };

  const off = status.IDENTITY_MODE === 'off';
  const testMode = status.IDENTITY_MODE === 'standin';
  return (
    <section className={styles.section} aria-labelledby="identity-real-name">
      <div className={styles.sectionHead}>
        <div>
          <h3 id="identity-real-name" className={styles.sectionTitle}>
            <span className={styles.sectionIcon}>
              <ShieldCheck size={18} aria-hidden="true" />
            </span>
            {t('identity.real_name.title')}
          </h3>
          <p className={styles.sectionText}>
            {t('identity.real_name.description', { points: status.IDENTITY_REWARD })}
          </p>
        </div>
        <StatusPill
          on={verified}
          onLabel={t('identity.badge.verified')}
          offLabel={t('identity.badge.not_verified')}
        />
      </div>
      {verified ? (
        <div className={styles.facts}>
          {status.CI_VERIFIED_AT ? (
            <span>
              {t('identity.real_name.verified_on', { date: formatKoreanDate(status.CI_VERIFIED_AT) })}
            </span>
          ) : null}
          {status.PHONE_MASKED ? (
            <span>{t('identity.real_name.phone', { phone: status.PHONE_MASKED })}</span>
          ) : null}
        </div>
      ) : null}
      {testMode ? (
        <p className={styles.note} data-testid="identity-test-mode">
          <strong className={styles.testTag}>{t('identity.real_name.test_mode')}</strong>{' '}
          {t('identity.real_name.test_mode_note')}
        </p>
      ) : null}
      {off ? (
        <p className={`${styles.note} ${styles.warn}`}>{t('identity.real_name.not_offered')}</p>
      ) : (
        <div className={styles.actions}>
          <Button variant={verified ? 'secondary' : 'primary'} onClick={() => void start()} loading={busy}>
            {verified ? t('identity.real_name.again') : t('identity.real_name.start')}
          </Button>
        </div>
      )}
      <div className={styles.live} role="status" aria-live="polite">
        {verify.isPending ? <p className={styles.facts}>{t('identity.real_name.checking')}</p> : null}
        {note && !verify.isPending ? (
          <p className={`${styles.note} ${note.tone === 'success' ? styles.success : styles.warn}`}>
            {note.text}
          </p>
        ) : null}
      </div>
      <StandinDialog
        verificationId={standinId}
        onClose={() => setStandinId(null)}
        onDone={(id) => {
          setStandinId(null);
          void finish(id);
        }}
      />
    </section>
  );
}
