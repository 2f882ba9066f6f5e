import { type ReactNode, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import type { ConsentDoc } from '../policy/consent-doc-body';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import styles from './consent.module.css';

// The texts are long and the sign-up form is in the first load: fetched when a 보기 is pressed.
const ConsentDocBody = lazy(() => import('../policy/consent-doc-body'));

export const REQUIRED_CONSENTS = ['agree_age', 'agree_terms', 'agree_privacy'] as const;
export const CONSENT_KEYS = [...REQUIRED_CONSENTS, 'agree_marketing'] as const;
export type ConsentKey = (typeof CONSENT_KEYS)[number];
export type ConsentValue = Record<ConsentKey, boolean>;
export type ConsentErrors = Partial<Record<ConsentKey, string>>;

export const NO_CONSENT: ConsentValue = {
  agree_age: false,
  agree_terms: false,
  agree_privacy: false,
  agree_marketing: false,
};

/** The text behind each box, and where the whole policy lives for a new tab. */
const DOC_OF: Partial<Record<ConsentKey, { doc: ConsentDoc; full?: string }>> = {
  agree_terms: { doc: 'terms', full: '/policy?term=service_policy' },
  agree_privacy: { doc: 'privacy', full: '/policy?term=privacy_policy' },
  agree_marketing: { doc: 'marketing' },
};

/** Messages for the required boxes left unticked; empty when the form may be sent. */
export function missingConsents(value: ConsentValue, message: (key: ConsentKey) => string): ConsentErrors {
  const out: ConsentErrors = {};
  for (const key of REQUIRED_CONSENTS) if (!value[key]) out[key] = message(key);
  return out;
}

/** The id of a box's input, so a form can move focus to the first unticked one. */
export const consentInputId = (prefix: string, key: ConsentKey) => `${prefix}-${key}`;

function DocDialog({
  which,
  onClose,
  onAgree,
  title,
}: {
  which: ConsentKey | null;
  onClose: () => void;
  onAgree: (key: ConsentKey) => void;
  title: string;
}) {
  const { t } = useTranslation('join');
  const entry = which ? DOC_OF[which] : undefined;
  return (
    <Dialog
      open={which !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      footer={
        <>
          {entry?.full ? (
            <a className={styles.full} href={entry.full} target="_blank" rel="noopener">
              {t('consent.open_full')}
            </a>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('consent.close')}
          </Button>
          <Button
            onClick={() => {
              if (which) onAgree(which);
              onClose();
            }}
          >
            {t('consent.agree_and_close')}
          </Button>
        </>
      }
    >
      <div className={styles.docScroll}>
        {entry ? (
          <Suspense fallback={<p aria-live="polite">{t('consent.loading')}</p>}>
            <ConsentDocBody doc={entry.doc} />
          </Suspense>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * The four sign-up boxes: 만 14세 이상, 이용약관 and 개인정보 수집·이용 (required) and marketing
 * messages (optional), with 전체 동의 ticking them all. Each text opens in a dialog over the form,
 * so nothing typed is lost.
 */
export function ConsentBlock({
  value,
  onChange,
  errors = {},
  idPrefix,
}: {
  value: ConsentValue;
  onChange: (next: ConsentValue) => void;
  errors?: ConsentErrors;
  /** Prefix of the inputs' ids (consentInputId), unique on the page. */
  idPrefix?: string;
}) {
  const { t } = useTranslation('join');
  const autoId = useId();
  const prefix = idPrefix ?? `consent${autoId.replace(/:/g, '')}`;
  const [open, setOpen] = useState<ConsentKey | null>(null);
  const allRef = useRef<HTMLInputElement>(null);
  const ticked = CONSENT_KEYS.filter((k) => value[k]).length;
  const all = ticked === CONSENT_KEYS.length;

  useEffect(() => {
    // Some but not all: the 전체 동의 box shows a dash, as a screen reader announces "mixed".
    if (allRef.current) allRef.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);

  const setAll = (on: boolean) =>
    onChange({ agree_age: on, agree_terms: on, agree_privacy: on, agree_marketing: on });
  const set = (key: ConsentKey, on: boolean) => onChange({ ...value, [key]: on });

  const row = (key: ConsentKey, required: boolean, extra?: ReactNode) => {
    const id = consentInputId(prefix, key);
    const errorId = `${id}-error`;
    const name = t(`consent.${key}`);
    return (
      <div key={key}>
        <div className={styles.row}>
          <label className={styles.check} htmlFor={id}>
            <input
              id={id}
              type="checkbox"
              name={key}
              checked={value[key]}
              onChange={(e) => set(key, e.target.checked)}
              aria-invalid={errors[key] ? true : undefined}
              aria-describedby={errors[key] ? errorId : undefined}
            />
            <span>
              <span className={required ? styles.mark : styles.markOptional}>
                {required ? t('consent.required') : t('consent.optional')}
              </span>{' '}
              {name}
            </span>
          </label>
          {DOC_OF[key] ? (
            <button
              type="button"
              className={styles.view}
              aria-label={t('consent.view_label', { name })}
              aria-haspopup="dialog"
              onClick={() => setOpen(key)}
            >
              {t('consent.view')}
            </button>
          ) : null}
        </div>
        {extra}
        {errors[key] ? (
          <p id={errorId} className={styles.error} role="alert">
            {errors[key]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className={styles.block} data-testid="consent-block">
      <legend className={styles.legend}>{t('consent.legend')}</legend>
      <div className={styles.allWrap}>
        <label className={`${styles.check} ${styles.all}`} htmlFor={`${prefix}-all`}>
          <input
            ref={allRef}
            id={`${prefix}-all`}
            type="checkbox"
            checked={all}
            onChange={(e) => setAll(e.target.checked)}
            aria-describedby={`${prefix}-all-hint`}
          />
          <span>{t('consent.all')}</span>
        </label>
        <p id={`${prefix}-all-hint`} className={styles.note}>
          {t('consent.all_hint')}
        </p>
      </div>
      {row('agree_age', true)}
      {row('agree_terms', true)}
      {row('agree_privacy', true)}
      {row('agree_marketing', false, <p className={styles.note}>{t('consent.agree_marketing_hint')}</p>)}
      <DocDialog
        which={open}
        title={open ? t(`consent.${open}`) : ''}
        onClose={() => setOpen(null)}
        onAgree={(key) => set(key, true)}
      />
    </fieldset>
  );
}
