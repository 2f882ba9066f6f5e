import { useTranslation } from '../../lib/texts/react';
import { Navigate, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { ErrorState } from '../../ui/error-state';
import { Page } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useConsentState } from '../auth/consent-api';
import { ConsentGate } from '../auth/consent-gate';
import { JoinPage } from '../auth/join-page';
import { resolveStep } from './answers';
import { type StepNo, useJoinState } from './api';
import styles from './join-page.module.css';
import { FormStep, useJoinDocumentTitle } from './join-step-page';
import { TutorialStep } from './steps/tutorial-step';
import { StepProgress } from './wizard-frame';

function StepSkeleton({ step }: { step?: number }) {
  return (
    <div className={`container ${styles.loading}`}>
      {step ? <StepProgress step={step} /> : null}
      <SkeletonGroup>
        <Skeleton width="55%" height={30} style={{ marginTop: 32 }} />
        <Skeleton width="80%" height={18} />
        <Skeleton height={220} style={{ marginTop: 16, borderRadius: 14 }} />
      </SkeletonGroup>
    </div>
  );
}

function StepLoadError({ error, retry, retrying }: { error: Error; retry: () => void; retrying: boolean }) {
  const { t } = useTranslation('join');
  return (
    <Page className={styles.page}>
      <ErrorState title={t('steps.load_error')} message={error.message} onRetry={retry} retrying={retrying} />
    </Page>
  );
}

/** One step of the wizard, loaded with its saved values and draft. */
function JoinStep({ step }: { step: StepNo }) {
  useJoinDocumentTitle();
  const query = useJoinState(step);
  if (query.isPending) return <StepSkeleton step={step} />;
  if (query.isError) {
    return (
      <StepLoadError error={query.error} retry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (step === 5) return <TutorialStep state={query.data} />;
  return <FormStep step={step} state={query.data} />;
}

/**
 * `/join`: the account form for visitors (step 1), the wizard for a member who has not finished
 * (steps 2–5, never past their current step), and home for a member who has.
 */
export function JoinRoute() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [params] = useSearchParams();
  const current = useJoinState(undefined, isLoggedIn);
  // Asked alongside the join state: a Kakao or Naver newcomer agrees to the terms before step 2.
  const consent = useConsentState(isLoggedIn);

  if (!isLoggedIn) return <JoinPage />;
  if (current.isPending) return <StepSkeleton />;
  if (current.isError) {
    // A stale "logged in" flag from an earlier visit: the session is gone, so this is a visitor.
    if (isApiError(current.error) && current.error.isUnauthorized) return <JoinPage />;
    return (
      <StepLoadError
        error={current.error}
        retry={() => void current.refetch()}
        retrying={current.isFetching}
      />
    );
  }
  const joinStep = current.data.JOIN_STEP;
  if (joinStep === null) return <Navigate to="/" replace />;
  if (consent.isPending) return <StepSkeleton />;
  if (consent.isError) {
    return (
      <StepLoadError
        error={consent.error}
        retry={() => void consent.refetch()}
        retrying={consent.isFetching}
      />
    );
  }
  if (!consent.data.REQUIRED_AGREED) return <ConsentGate />;
  const step = resolveStep(params.get('step'), joinStep);
  if (params.get('step') !== String(step)) return <Navigate to={`/join?step=${step}`} replace />;
  return <JoinStep key={step} step={step} />;
}
