import type { UniversityItem, VerificationStatus } from '@sidequest/shared';
import { GraduationCap } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useSchoolConfirm, useSchoolRequest } from './api';
import styles from './identity.module.css';
import { StatusPill } from './real-name-section';
import { SchoolPicker } from './school-picker';

/** The current time, every second while a code is waiting (expiry and resend countdowns). */
function useSecondTicker(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

function mmss(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function onDomain(email: string, domain: string): boolean {
  const host = email.trim().toLowerCase().split('@')[1] ?? '';
  return host === domain || host.endsWith(`.${domain}`);
}

type Errors = Partial<Record<'school' | 'email' | 'code', string>>;

/** 학교 인증: pick the school, get a code at its mail domain, enter it. */
export function SchoolSection({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('join');
  const request = useSchoolRequest();
  const confirm = useSchoolConfirm();
  const [editing, setEditing] = useState(false);
  const [school, setSchool] = useState<UniversityItem | null>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // Shown in the section, not as toasts: the live notification already pops up for a success.
  const [note, setNote] = useState<{ tone: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [otherAddress, setOtherAddress] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  const verified = status.SCHOOL_VERIFIED === '01';
  const pending = otherAddress ? null : status.SCHOOL_PENDING;
  const now = useSecondTicker(pending !== null);
  const expiresIn = pending ? new Date(pending.EXPIRES_AT).getTime() - now : 0;
  const resendIn = pending ? new Date(pending.RESEND_AT).getTime() - now : 0;

  const send = async (target: { school_code: string; email: string }) => {
    setNote(null);
    try {
      const res = await request.mutateAsync(target);
      setOtherAddress(false);
      setCode('');
      setErrors({});
      if (res.dev_message) setNote({ tone: 'info', text: res.dev_message });
      setTimeout(() => codeRef.current?.focus(), 0);
    } catch (err) {
      if (isApiError(err) && err.fields.email) setErrors({ email: err.fields.email });
      else if (isApiError(err) && err.code === 'SCHOOL_NOT_FOUND') setErrors({ school: err.message });
      else
        setNote({ tone: 'error', text: isApiError(err) ? err.message : t('identity.oauth_error.unknown') });
    }
  };

  const submitRequest = (e?: FormEvent) => {
    e?.preventDefault();
    if (request.isPending) return;
    const found: Errors = {};
    if (!school) found.school = t('identity.school.school_required');
    if (!email.trim()) found.email = t('identity.school.email_required');
    else if (school && !onDomain(email, school.SCHOOL_DOMAIN)) {
      found.email = t('identity.school.email_domain', { domain: school.SCHOOL_DOMAIN });
    }
    setErrors(found);
    if (found.school || found.email || !school) return;
    void send({ school_code: school.SCHOOL_CODE, email: email.trim() });
  };

  const submitCode = async (e?: FormEvent) => {
    e?.preventDefault();
    if (confirm.isPending) return;
    const value = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(value)) {
      setErrors({ code: t('identity.school.code_required') });
      codeRef.current?.focus();
      return;
    }
    setErrors({});
    setNote(null);
    try {
      const res = await confirm.mutateAsync(value);
      setEditing(false);
      setSchool(null);
      setEmail('');
      setCode('');
      setNote({
        tone: 'success',
        text: `${t('identity.school.success_title')}. ${t('identity.school.success_message', { school: res.SCHOOL_NAME })}`,
      });
    } catch (err) {
      const message = isApiError(err) ? err.message : t('identity.oauth_error.unknown');
      if (isApiError(err) && err.code === 'SCHOOL_CODE_WRONG') {
        setErrors({ code: err.fields.code ?? message });
        codeRef.current?.select();
      } else setNote({ tone: 'error', text: message });
    }
  };

  const head = (
    <div className={styles.sectionHead}>
      <div>
        <h3 id="identity-school" className={styles.sectionTitle}>
          <span className={styles.sectionIcon}>
            <GraduationCap size={18} aria-hidden="true" />
          </span>
          {t('identity.school.title')}
        </h3>
        <p className={styles.sectionText}>{t('identity.school.description')}</p>
      </div>
      <StatusPill
        on={verified}
        onLabel={
          verified && status.SCHOOL_NAME
            ? t('identity.badge.school_named', { school: status.SCHOOL_NAME })
            : t('identity.badge.verified')
        }
        offLabel={t('identity.badge.not_verified')}
      />
    </div>
  );

  let body: ReactNode;
  if (verified && !editing && !status.SCHOOL_PENDING) {
    body = (
      <>
        {status.SCHOOL_EMAIL ? (
          <p className={styles.facts}>
            {t('identity.school.verified_email', { email: status.SCHOOL_EMAIL })}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setEditing(true);
              setNote(null);
            }}
          >
            {t('identity.school.change')}
          </Button>
        </div>
      </>
    );
  } else if (pending) {
    const expired = expiresIn <= 0;
    body = (
      <form className={styles.form} onSubmit={(e) => void submitCode(e)} noValidate>
        <p className={styles.note} aria-live="polite">
          {t('identity.school.sent', { email: pending.EMAIL })}
        </p>
        <div className={styles.row}>
          <TextField
            ref={codeRef}
            label={t('identity.school.code_label')}
            name="one-time-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder={t('identity.school.code_placeholder')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
              setErrors({});
            }}
            onEnter={() => void submitCode()}
            error={errors.code}
            required
            disabled={expired}
          />
          <Button type="submit" size="lg" loading={confirm.isPending} disabled={expired}>
            {t('identity.school.confirm')}
          </Button>
        </div>
        <div className={styles.codeMeta}>
          <span className={styles.timer} aria-live="off">
            {expired
              ? t('identity.school.expired')
              : t('identity.school.expires_in', { time: mmss(expiresIn) })}
          </span>
          <span>{t('identity.school.attempts_left', { count: pending.ATTEMPTS_LEFT })}</span>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.linkButton}
            disabled={resendIn > 0 || request.isPending}
            onClick={() => void send({ school_code: pending.SCHOOL_CODE, email: pending.EMAIL })}
          >
            {resendIn > 0
              ? t('identity.school.resend_in', { seconds: Math.ceil(resendIn / 1000) })
              : t('identity.school.resend')}
          </button>
          <button type="button" className={styles.linkButton} onClick={() => setOtherAddress(true)}>
            {t('identity.school.other_address')}
          </button>
        </div>
      </form>
    );
  } else {
    body = (
      <form className={styles.form} onSubmit={submitRequest} noValidate>
        <SchoolPicker
          value={school}
          onChange={(s) => {
            setSchool(s);
            setErrors((x) => ({ ...x, school: undefined, email: undefined }));
          }}
          error={errors.school}
        />
        <TextField
          label={t('identity.school.email_label')}
          type="email"
          name="school-email"
          inputMode="email"
          autoCapitalize="off"
          autoComplete="email"
          spellCheck={false}
          placeholder={school ? t('identity.school.email_placeholder', { domain: school.SCHOOL_DOMAIN }) : ''}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors((x) => ({ ...x, email: undefined }));
          }}
          onEnter={() => submitRequest()}
          error={errors.email}
          hint={
            school
              ? t('identity.school.email_hint', { domain: school.SCHOOL_DOMAIN })
              : t('identity.school.email_hint_empty')
          }
          required
        />
        <div className={styles.actions}>
          <Button type="submit" loading={request.isPending}>
            {t('identity.school.send')}
          </Button>
          {verified || otherAddress ? (
            <Button
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setOtherAddress(false);
                setErrors({});
                setNote(null);
              }}
            >
              {t('identity.school.cancel_change')}
            </Button>
          ) : null}
        </div>
      </form>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="identity-school">
      {head}
      <div className={styles.live} role="status" aria-live="polite">
        {note ? (
          <p
            className={`${styles.note} ${note.tone === 'success' ? styles.success : note.tone === 'error' ? styles.warn : ''}`}
          >
            {note.text}
          </p>
        ) : null}
      </div>
      {body}
    </section>
  );
}
