import { type Booth, formatTime } from '@sidequest/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { usePageMeta } from '../../app/use-page-meta';
import { errorMessage, isApiError } from '../../lib/api';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useBooth, useInitBooth, useMyBooths, useSaveBoothDraft, useSendBooth } from './api';
import { type BoothForm, BoothFormFields, checkFull, draftBody, formFromBooth } from './booth-form';
import { BoothMissing } from './booth-missing';
import styles from './expo-form.module.css';

const AUTOSAVE_MS = 1500;

function LoginFirst() {
  const { t } = useTranslation('product');
  return (
    <Page>
      <EmptyState
        title={t('form.login_needed')}
        action={
          <Link to="/login" className={buttonClass('primary', 'md')}>
            {t('form.login')}
          </Link>
        }
      />
    </Page>
  );
}

/** Drafts to continue and invitations waiting, so /product/new never piles up empty drafts. */
function MyDrafts({ onStart, starting }: { onStart: () => void; starting: boolean }) {
  const { t } = useTranslation('product');
  const mine = useMyBooths();
  if (mine.isPending) return <Skeleton height={160} />;
  if (mine.isError)
    return <ErrorState message={errorMessage(mine.error)} onRetry={() => void mine.refetch()} />;
  const drafts = mine.data.booths.filter((b) => b.status === 'draft' || b.status === 'refused');
  return (
    <div className={styles.form}>
      {mine.data.invitations.length > 0 ? (
        <section className={styles.section} aria-labelledby="booth-invitations">
          <h2 id="booth-invitations" className={styles.sectionTitle}>
            {t('form.invitations')}
          </h2>
          {mine.data.invitations.map((inv) => (
            <p key={inv.booth_no} className={styles.draftRow}>
              <span>{t('form.invitation_from', { name: inv.name, nickname: inv.invited_by })}</span>
              <Link to={`/product/${inv.booth_no}`} className={buttonClass('secondary', 'sm')}>
                {t('form.invitation_open')}
              </Link>
            </p>
          ))}
        </section>
      ) : null}
      {drafts.length > 0 ? (
        <section className={styles.section} aria-labelledby="booth-drafts">
          <h2 id="booth-drafts" className={styles.sectionTitle}>
            {t('form.drafts')}
          </h2>
          {drafts.map((d) => (
            <p key={d.booth_no} className={styles.draftRow}>
              <span>
                <strong>{d.name || t('form.untitled')}</strong> · {t(`status.${d.status}`)}
              </span>
              <Link to={`/product/${d.booth_no}/edit`} className={buttonClass('secondary', 'sm')}>
                {t('form.continue')}
              </Link>
            </p>
          ))}
        </section>
      ) : null}
      <div>
        <Button onClick={onStart} loading={starting} data-testid="booth-start">
          {t('form.start')}
        </Button>
      </div>
    </div>
  );
}

/**
 * `/product/new` and `/product/new?project=ID`: makes the draft (from the project at once; from
 * scratch after showing the drafts to continue), then continues on its edit page, so every later
 * keystroke autosaves into that draft.
 */
export function ProductNewPage() {
  const { t } = useTranslation('product');
  usePageMeta('product');
  const loggedIn = useUserStore((s) => s.isLoggedIn);
  const [params] = useSearchParams();
  const projectNo = Number(params.get('project')) || null;
  const init = useInitBooth();
  const navigate = useNavigate();
  const started = useRef(false);
  const start = () => {
    started.current = true;
    init.mutate(projectNo, {
      onSuccess: (res) =>
        navigate(`/product/${res.booth_no}/edit${projectNo ? '?from=project' : ''}`, { replace: true }),
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: one draft per visit, even under StrictMode
  useEffect(() => {
    if (loggedIn && projectNo && !started.current) start();
  }, [loggedIn, projectNo]);
  if (!loggedIn) return <LoginFirst />;
  return (
    <Page>
      <PageHeader title={t('form.new_title')} description={t('form.new_description')} />
      {init.isError ? (
        <ErrorState title={t('form.start_failed')} message={errorMessage(init.error)} onRetry={start} />
      ) : projectNo ? (
        <SkeletonGroup label={t('form.starting')}>
          <Skeleton height={48} />
          <Skeleton height={220} />
        </SkeletonGroup>
      ) : (
        <MyDrafts onStart={start} starting={init.isPending} />
      )}
    </Page>
  );
}

/** `/product/:id/edit`: the owner's form, autosaved while a draft, sent for screening or saved. */
export function ProductEditPage() {
  const { t } = useTranslation('product');
  usePageMeta('product');
  const loggedIn = useUserStore((s) => s.isLoggedIn);
  const boothNo = Number(useParams().id);
  const booth = useBooth(boothNo);
  if (!loggedIn) return <LoginFirst />;
  if (booth.isPending) {
    return (
      <Page>
        <SkeletonGroup label={t('form.edit_title')}>
          <Skeleton height={48} />
          <Skeleton height={320} />
        </SkeletonGroup>
      </Page>
    );
  }
  if (booth.isError || booth.data.me.role !== 'owner') {
    if (booth.isError && !(isApiError(booth.error) && booth.error.code === 'E005')) {
      return (
        <Page>
          <ErrorState message={errorMessage(booth.error)} onRetry={() => void booth.refetch()} />
        </Page>
      );
    }
    return <BoothMissing />;
  }
  return <EditForm key={booth.data.booth_no} booth={booth.data} />;
}

function EditForm({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<BoothForm>(() => formFromBooth(booth));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const save = useSaveBoothDraft();
  const send = useSendBooth();
  const isDraft = booth.status === 'draft' || booth.status === 'refused';

  // Autosave: only drafts (a public booth changes only when the owner presses 저장하기).
  const debounced = useDebouncedValue(form, AUTOSAVE_MS);
  const lastSaved = useRef(JSON.stringify(formFromBooth(booth)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: saves when the settled form changes
  useEffect(() => {
    const snapshot = JSON.stringify(debounced);
    if (!isDraft || snapshot === lastSaved.current || send.isPending) return;
    lastSaved.current = snapshot;
    save.mutate(
      { booth_no: booth.booth_no, ...draftBody(debounced) },
      { onSuccess: (res) => setSavedAt(new Date(res.updated_at)) },
    );
  }, [debounced]);

  const submit = async () => {
    const checked = checkFull(form);
    if ('errors' in checked) {
      setErrors(checked.errors);
      toast(Object.values(checked.errors)[0] ?? '', { tone: 'error' });
      return;
    }
    setErrors({});
    try {
      const res = await send.mutateAsync({
        body: { booth_no: booth.booth_no, ...checked.body },
        publicEdit: !isDraft,
      });
      lastSaved.current = JSON.stringify(form);
      toast(t(isDraft ? 'form.submitted' : 'form.saved'), { tone: 'success' });
      navigate(`/product/${res.booth.booth_no}/${encodeURIComponent(res.booth.slug)}`);
    } catch (err) {
      if (isApiError(err)) setErrors(err.fields);
      toast(errorMessage(err), { tone: 'error' });
    }
  };

  const saveState = save.isPending
    ? t('form.saving')
    : save.isError
      ? t('form.save_failed', { message: errorMessage(save.error) })
      : savedAt
        ? t('form.saved_at', { time: formatTime(savedAt) })
        : '';

  return (
    <Page>
      <PageHeader
        title={t(isDraft ? 'form.new_title' : 'form.edit_title')}
        description={t('form.new_description')}
      />
      {params.get('from') === 'project' && booth.project_no ? (
        <p className={styles.notice}>{t('form.from_project', { name: booth.name })}</p>
      ) : null}
      {booth.status === 'refused' && booth.refusal_reason ? (
        <p className={styles.refused} role="status">
          {t('form.refused_note', { reason: booth.refusal_reason })}
        </p>
      ) : null}
      <BoothFormFields value={form} onChange={setForm} errors={errors} />
      <div className={styles.bar}>
        <span className={styles.saveState} aria-live="polite" data-testid="booth-save-state">
          {isDraft ? saveState : ''}
        </span>
        <Button onClick={() => void submit()} loading={send.isPending} data-testid="booth-submit">
          {t(isDraft ? 'form.submit' : 'form.save_public')}
        </Button>
      </div>
    </Page>
  );
}
