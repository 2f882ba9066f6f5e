import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Page } from '../../ui/page-header';
import { Button } from '../../ui/button';
import { FormError } from '../auth/auth-card';
import { FIRST_STEP, TOTAL_STEPS } from './answers';
import styles from './wizard-frame.module.css';
import pageStyles from './join-page.module.css';
import type { AutosaveStatus } from './use-autosave';

export function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation('join');
  const name = t(`steps.names.${step}`);
  return (
    <div>
      <div className={styles.progressHead}>
        <p className={styles.stepCount} data-testid="join-progress">
          {t('steps.progress', { step, total: TOTAL_STEPS })}
        </p>
        <p className={styles.stepName}>{name}</p>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('steps.progress_label')}
        aria-valuemin={1}
        aria-valuemax={TOTAL_STEPS}
        aria-valuenow={step}
        aria-valuetext={t('steps.progress_value', { step, total: TOTAL_STEPS, name })}
      >
        <span className={styles.barFill} style={{ width: `${(step / TOTAL_STEPS) * 100}%` }} />
      </div>
      <ol className={styles.stepList} aria-hidden="true">
        {Array.from({ length: TOTAL_STEPS }, (_, i) => i + 1).map((n) => (
          <li
            key={n}
            className={styles.stepItem}
            data-state={n < step ? 'done' : n === step ? 'current' : 'todo'}
          >
            <span className={styles.stepDot}>{n}</span>
            {t(`steps.names.${n}`)}
          </li>
        ))}
      </ol>
    </div>
  );
}

export interface WizardFrameProps {
  step: number;
  title: ReactNode;
  description: ReactNode;
  /** Shown when the step has required fields. */
  requiredNote?: boolean;
  formError: string | null;
  autosave: AutosaveStatus;
  submitting: boolean;
  busy: boolean;
  onBack: () => void;
  onLater: () => void;
  onNext: () => void;
  children: ReactNode;
}

/** Progress, heading and the 이전 / 나중에 하기 / 다음 row around one step's form. */
export function WizardFrame(props: WizardFrameProps) {
  const { t } = useTranslation('join');
  const { step, autosave } = props;
  const last = step === TOTAL_STEPS;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onNext();
  };
  const draftLabel =
    autosave === 'saving'
      ? t('steps.draft_saving')
      : autosave === 'saved'
        ? t('steps.draft_saved')
        : autosave === 'error'
          ? t('steps.draft_failed')
          : '';

  return (
    <Page className={pageStyles.page}>
      <div className={styles.wizard}>
        <StepProgress step={step} />
        <div className={styles.heading}>
          <h1 className={styles.title}>{props.title}</h1>
          <p className={styles.description}>{props.description}</p>
          {props.requiredNote ? <p className={styles.requiredNote}>{t('steps.required_note')}</p> : null}
        </div>
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={props.submitting || undefined}>
          <FormError message={props.formError} />
          {props.children}
          <div className={styles.actions}>
            {step > FIRST_STEP ? (
              <Button
                variant="secondary"
                onClick={props.onBack}
                disabled={props.busy}
                icon={<ArrowLeft size={16} aria-hidden="true" />}
              >
                {t('steps.back')}
              </Button>
            ) : null}
            <Button variant="ghost" onClick={props.onLater} disabled={props.busy}>
              {t('steps.later')}
            </Button>
            <span className={styles.actionsSpacer} />
            <span
              className={styles.draftStatus}
              data-state={autosave}
              data-testid="draft-status"
              aria-live="polite"
            >
              {draftLabel}
            </span>
            <Button type="submit" loading={props.submitting} disabled={props.busy && !props.submitting}>
              {last ? (
                <>
                  <span className={styles.wideOnly}>{t('steps.finish')}</span>
                  <span className={styles.narrowOnly}>{t('steps.finish_short')}</span>
                </>
              ) : (
                t('steps.next')
              )}
              {last ? null : <ArrowRight size={16} aria-hidden="true" />}
            </Button>
          </div>
        </form>
      </div>
    </Page>
  );
}
