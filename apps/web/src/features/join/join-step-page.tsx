import type { SessionUser } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { saveJobInfo } from '../../lib/job-storage';
import { toast } from '../../ui/toast-store';
import { initialAnswers, stepAnswers, TOTAL_STEPS, withRegionRule } from './answers';
import {
  type JoinAnswers,
  type JoinState,
  joinKeys,
  type StepNo,
  saveDraftOnExit,
  saveJoinStep,
} from './api';
import { BasicsStep } from './steps/basics-step';
import { JobsStep } from './steps/jobs-step';
import { MemberTypeStep } from './steps/member-type-step';
import type { FieldErrors } from './steps/step-props';
import { useAutosave } from './use-autosave';
import { firstErrorField, focusField, validateStep } from './validate';
import { WizardFrame } from './wizard-frame';

const STEP_KEY: Record<StepNo, string> = { 2: 'member_type', 3: 'jobs', 4: 'basics', 5: 'tutorial' };

/** After a full save: the header, the job-targeted content and the join state follow at once. */
export function useAfterSave() {
  const queryClient = useQueryClient();
  return useCallback(
    (res: { JOIN_STEP: number | null; user: SessionUser }) => {
      useUserStore.getState().setProfile(res.user);
      saveJobInfo(res.user);
      // Set, not only invalidate: the route reads the current step to allow the next one.
      queryClient.setQueryData<JoinState>(joinKeys.state(), (old) =>
        old ? { ...old, JOIN_STEP: res.JOIN_STEP, JOIN_COMPLETED: res.JOIN_STEP === null } : old,
      );
      void queryClient.invalidateQueries({ queryKey: joinKeys.all });
    },
    [queryClient],
  );
}

/** Server `fields` keys (`interests.0`) reduced to the form's field names. */
export function serverFieldErrors(fields: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = key.split('.')[0] ?? key;
    out[name] ??= message;
  }
  return out;
}

/** Steps 2–4: one form, a draft saved as the member types, a full save on 다음. */
export function FormStep({ step, state }: { step: Exclude<StepNo, 5>; state: JoinState }) {
  const { t } = useTranslation(['join', 'alert']);
  const navigate = useNavigate();
  const afterSave = useAfterSave();
  const [answers, setAnswers] = useState<JoinAnswers>(() => initialAnswers(state, step));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const autosave = useAutosave(
    answers,
    (a) => saveJoinStep(step, stepAnswers(a, step), true),
    (a) => saveDraftOnExit(step, stepAnswers(a, step)),
  );

  const update = useCallback((change: JoinAnswers) => {
    setAnswers((a) => withRegionRule({ ...a, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[key];
      return next;
    });
    setFormError(null);
  }, []);

  const showErrors = (found: FieldErrors, message: string) => {
    setErrors(found);
    setFormError(message);
    const first = firstErrorField(found);
    if (first) requestAnimationFrame(() => focusField(first));
  };

  const next = async () => {
    if (submitting) return;
    const found = validateStep(step, answers, t);
    if (Object.keys(found).length > 0) {
      showErrors(found, t('join:steps.fix_errors'));
      return;
    }
    setSubmitting(true);
    try {
      await autosave.settle();
      const res = await saveJoinStep(step, stepAnswers(answers, step), false);
      afterSave(res);
      navigate(`/join?step=${Math.min(step + 1, TOTAL_STEPS)}`);
    } catch (err) {
      if (!isApiError(err)) {
        setFormError(t('alert:error.unknown'));
      } else {
        showErrors(serverFieldErrors(err.fields), err.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const back = async () => {
    setLeaving(true);
    await autosave.flush();
    navigate(`/join?step=${step - 1}`);
  };

  const later = async () => {
    setLeaving(true);
    await autosave.flush();
    toast(t('join:steps.later_title'), { description: t('join:steps.later_message') });
    navigate('/');
  };

  const key = STEP_KEY[step];
  const props = { answers, update, errors, state };
  return (
    <WizardFrame
      step={step}
      title={t(`join:steps.${key}.title`)}
      description={t(`join:steps.${key}.description`)}
      requiredNote
      formError={formError}
      autosave={autosave.status}
      submitting={submitting}
      busy={submitting || leaving}
      onBack={() => void back()}
      onLater={() => void later()}
      onNext={() => void next()}
    >
      {step === 2 ? <MemberTypeStep {...props} /> : null}
      {step === 3 ? <JobsStep {...props} /> : null}
      {step === 4 ? <BasicsStep {...props} /> : null}
    </WizardFrame>
  );
}

export function useJoinDocumentTitle() {
  const { t } = useTranslation('join');
  useEffect(() => {
    document.title = t('steps.document_title');
  }, [t]);
}
