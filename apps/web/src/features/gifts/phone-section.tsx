import { BadgeCheck, Smartphone } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { usePrepareIdentity, useVerificationStatus, useVerifyIdentity } from '../identity/api';
import { StandinDialog } from '../identity/standin-dialog';
import { type GiftconShop, usePhone2 } from './api';
import styles from './gifts.module.css';

/** The query PortOne adds when a phone browser comes back from its verification page. */
const RETURN_ID = 'identityVerificationId';

/**
 * 쿠폰을 받을 휴대폰: verifying a phone is an identity verification (PortOne's window confirms the
 * person and the number together), so this runs identity's flow — prepare, the window (or the
 * 테스트 모드 stand-in dialog), verify — and then `phone2`, which answers the masked number.
 */
export function PhoneSection({ phone }: { phone: NonNullable<GiftconShop['PHONE']> }) {
  const { t } = useTranslation('gifts');
  const location = useLocation();
  const navigate = useNavigate();
  const status = useVerificationStatus();
  const prepare = usePrepareIdentity();
  const verify = useVerifyIdentity();
  const phone2 = usePhone2();
  const [standinId, setStandinId] = useState<string | null>(null);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const returned = useRef(false);
  const mode = status.data?.IDENTITY_MODE;
  const busy = prepare.isPending || verify.isPending || phone2.isPending;

  const finish = async (id: string) => {
    setNote(null);
    try {
      await verify.mutateAsync(id);
      await phone2.mutateAsync(id);
      setNote({ tone: 'success', text: t('phone.success') });
    } catch (err) {
      setNote({ tone: 'error', text: errorMessage(err) });
    }
  };

  // A phone browser returns from PortOne's page here with the verification id in the query.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the returning query only, once
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const id = params.get(RETURN_ID);
    if (!id || returned.current) return;
    returned.current = true;
    const failed = params.get('code');
    navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
    if (failed) setNote({ tone: 'error', text: params.get('message') || t('phone.cancelled') });
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
      const PortOne = await import('@portone/browser-sdk/v2');
      const res = await PortOne.requestIdentityVerification({
        storeId: p.store_id ?? '',
        channelKey: p.channel_key ?? '',
        identityVerificationId: p.identity_verification_id,
        redirectUrl: new URL(window.location.href).toString(),
      });
      if (!res) return; // moving to PortOne's page; the result comes back in the query
      if (res.code !== undefined) {
        setNote({ tone: 'error', text: res.message || t('phone.cancelled') });
        return;
      }
      await finish(p.identity_verification_id);
    } catch (err) {
      setNote({ tone: 'error', text: isApiError(err) ? err.message : t('phone.unavailable') });
    }
  };

  const verified = phone.USER_PHONE === '01';
  return (
    <section className={styles.phone} aria-labelledby="giftcon-phone" data-testid="giftcon-phone">
      <span className={verified ? styles.phoneIconOn : styles.phoneIcon}>
        {verified ? <BadgeCheck size={20} aria-hidden="true" /> : <Smartphone size={20} aria-hidden="true" />}
      </span>
      <div className={styles.phoneText}>
        <h2 id="giftcon-phone" className={styles.phoneTitle}>
          {t('phone.title')}
        </h2>
        <p className={styles.muted}>
          {verified ? (
            <>
              {t('phone.verified')} <span className={styles.nowrap}>{phone.PHONE_MASKED}</span>
            </>
          ) : (
            t('phone.missing')
          )}
        </p>
        {mode === 'standin' && !verified ? <p className={styles.testLine}>{t('phone.test_mode')}</p> : null}
        {mode === 'off' ? <p className={styles.muted}>{t('phone.not_offered')}</p> : null}
        <div className={styles.live} role="status" aria-live="polite">
          {verify.isPending || phone2.isPending ? (
            <p className={styles.muted}>{t('phone.checking')}</p>
          ) : null}
          {note && !busy ? (
            <p className={note.tone === 'success' ? styles.successText : styles.errorText}>{note.text}</p>
          ) : null}
        </div>
      </div>
      {mode && mode !== 'off' ? (
        <Button
          size="sm"
          variant={verified ? 'secondary' : 'primary'}
          onClick={() => void start()}
          loading={busy}
          data-testid="giftcon-phone-verify"
        >
          {verified ? t('phone.again') : t('phone.verify')}
        </Button>
      ) : null}
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
