import { FilePen, LogIn } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Page, PageHeader } from '../../ui/page-header';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useAutosave } from '../join/use-autosave';
import {
  saveDraftOnExit,
  useDrafts,
  useOverview,
  usePublishProject,
  useSaveDraft,
  useUpdateProject,
} from './api';
import { emptyForm, formFromOverview, type PostForm, toDraftBody, toPublishBody } from './form-state';
import { ProjectForm } from './project-form';
import styles from './project-post.module.css';
import { useLeaveGuard } from './use-leave-guard';

/** Long enough to finish a sentence before the draft is written. */
const DRAFT_DELAY_MS = 1500;

function LoginNeeded({ from }: { from: string }) {
  const { t } = useTranslation('project');
  const attempted = useUserStore((s) => s.loginAttempted);
  if (!attempted)
    return (
      <SkeletonGroup>
        <Skeleton height={320} />
      </SkeletonGroup>
    );
  return (
    <EmptyState
      icon={<LogIn size={26} />}
      title={t('post.login_title')}
      message={t('post.login_message')}
      action={
        <Link to="/login" state={{ from }} className={buttonClass('primary', 'md')}>
          {t('post.login_action')}
        </Link>
      }
    />
  );
}

function FormSkeleton() {
  return (
    <SkeletonGroup>
      <Skeleton height={180} />
      <Skeleton height={140} />
      <Skeleton height={360} />
    </SkeletonGroup>
  );
}

/** Focuses the first field the server complained about, so a keyboard user lands on it. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (el && 'focus' in el && el.matches('input,select,textarea,[contenteditable]')) el.focus();
  });
}

/** The field errors and the message above the button, filled from a failed publish or save. */
function useSaveErrors() {
  const { t } = useTranslation('project');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const showFailure = (err: unknown) => {
    if (isApiError(err)) {
      setErrors(err.fields);
      setFormError(err.message);
    } else setFormError(t('post.publish_failed'));
    focusFirstError();
  };
  return { errors, formError, setFormError, showFailure };
}

/** `/project/new`: a new post from the template, autosaved as a private draft (?draft=N). */
export function ProjectNewPage() {
  const { t } = useTranslation('project');
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const [params] = useSearchParams();
  const draftNo = Number(params.get('draft')) || null;
  const draft = useOverview(draftNo ?? 0, viewer, isLoggedIn && draftNo !== null);

  useEffect(() => {
    document.title = t('post.document_title_new');
  }, [t]);

  let body: React.ReactNode;
  if (!isLoggedIn) body = <LoginNeeded from="/project/new" />;
  else if (draftNo !== null && draft.isPending) body = <FormSkeleton />;
  else if (draftNo !== null && draft.isError)
    body = <ErrorState message={draft.error.message} onRetry={() => void draft.refetch()} />;
  else if (draftNo !== null && draft.data && draft.data.STATUS !== '99')
    body = (
      <EmptyState
        icon={<FilePen size={26} />}
        title={t('post.already_published')}
        message={t('post.already_published_message')}
        action={
          <Link to={`/project/${draftNo}/edit`} className={buttonClass('primary', 'md')}>
            {t('post.go_edit')}
          </Link>
        }
      />
    );
  else
    body = (
      <NewPostEditor
        key={draftNo ?? 'new'}
        initialNo={draftNo}
        initial={draft.data ? formFromOverview(draft.data) : emptyForm()}
      />
    );

  return (
    <Page>
      <PageHeader title={t('post.new_title')} description={t('post.new_description')} />
      {body}
    </Page>
  );
}

function DraftList({ current }: { current: number | null }) {
  const { t } = useTranslation('project');
  const drafts = useDrafts(true);
  const others = (drafts.data ?? []).filter((d) => d.PROJECT_NO !== current);
  if (others.length === 0) return null;
  return (
    <details className={styles.drafts}>
      <summary>{t('post.drafts_summary', { count: others.length })}</summary>
      <ul>
        {others.map((d) => (
          <li key={d.PROJECT_NO}>
            <Link to={`/project/new?draft=${d.PROJECT_NO}`}>{d.PROJECT_NAME || t('post.untitled')}</Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function NewPostEditor({ initialNo, initial }: { initialNo: number | null; initial: PostForm }) {
  const { t } = useTranslation('project');
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [form, setForm] = useState(initial);
  const { errors, formError, setFormError, showFailure } = useSaveErrors();
  const [dirty, setDirty] = useState(false);
  const { mutateAsync: saveDraft } = useSaveDraft();
  const publishing = usePublishProject();
  const projectNo = useRef<number | null>(initialNo);
  const leaving = useRef(false);

  const draftBody = useCallback(
    (value: PostForm) => ({
      ...toDraftBody(value),
      ...(projectNo.current ? { project_no: projectNo.current } : {}),
    }),
    [],
  );
  const save = useCallback(
    async (value: PostForm) => {
      const res = await saveDraft(draftBody(value));
      if (!projectNo.current) {
        projectNo.current = res.project_no;
        setParams({ draft: String(res.project_no) }, { replace: true });
      }
      setDirty(false);
    },
    [setParams, saveDraft, draftBody],
  );
  const onExit = useCallback((value: PostForm) => saveDraftOnExit(draftBody(value)), [draftBody]);
  const autosave = useAutosave(form, save, onExit, DRAFT_DELAY_MS);
  const blocker = useLeaveGuard(dirty && !leaving.current);

  // Leaving while a draft save waits: save it now and go; ask only if saving fails.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    autosave.flush().then(() => {
      if (autosave.status !== 'error') blocker.proceed();
    });
  }, [blocker, autosave]);

  const change = (next: PostForm) => {
    setForm(next);
    setDirty(true);
  };

  const publish = () => {
    setFormError(null);
    publishing.mutate(
      {
        settle: autosave.settle,
        body: () => ({
          ...toPublishBody(form, false),
          ...(projectNo.current ? { project_no: projectNo.current } : {}),
        }),
      },
      {
        onSuccess: (res) => {
          leaving.current = true;
          setDirty(false);
          toast(t('post.published'), {
            tone: 'success',
            ...(res.flagged ? { description: t('post.flagged') } : {}),
          });
          navigate(`/project/${res.project_no}`);
        },
        onError: (err) => showFailure(err),
      },
    );
  };

  const statusText =
    autosave.status === 'saving'
      ? t('post.autosave.saving')
      : autosave.status === 'saved'
        ? t('post.autosave.saved')
        : autosave.status === 'error'
          ? t('post.autosave.error')
          : '';

  return (
    <>
      <DraftList current={projectNo.current} />
      <ProjectForm
        value={form}
        onChange={change}
        errors={errors}
        footer={
          <div className={styles.footer}>
            {formError ? (
              <p className={styles.formError} role="alert">
                {formError}
              </p>
            ) : null}
            <span className={styles.autosave} aria-live="polite">
              {statusText}
            </span>
            <Button size="lg" loading={publishing.isPending} onClick={publish}>
              {t('post.publish')}
            </Button>
          </div>
        }
      />
      <ConfirmDialog
        open={blocker.state === 'blocked' && autosave.status === 'error'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={t('post.leave_title')}
        description={t('post.leave_message')}
        confirmLabel={t('post.leave_confirm')}
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      />
    </>
  );
}

/** `/project/:id/edit`: the leader edits a published post (drafts continue at /project/new). */
export function ProjectEditPage() {
  const { t } = useTranslation('project');
  const { id } = useParams();
  const projectNo = Number(id);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const q = useOverview(projectNo, viewer, isLoggedIn);
  const navigate = useNavigate();

  useEffect(() => {
    document.title = t('post.document_title_edit');
  }, [t]);
  useEffect(() => {
    if (q.data?.STATUS === '99') navigate(`/project/new?draft=${projectNo}`, { replace: true });
  }, [q.data, projectNo, navigate]);

  let body: React.ReactNode;
  if (!isLoggedIn) body = <LoginNeeded from={`/project/${projectNo}/edit`} />;
  else if (q.isPending) body = <FormSkeleton />;
  else if (q.isError) body = <ErrorState message={q.error.message} onRetry={() => void q.refetch()} />;
  else if (q.data.MY_ROLE !== 'leader')
    body = (
      <EmptyState
        icon={<FilePen size={26} />}
        title={t('post.not_leader')}
        message={t('post.not_leader_message')}
        action={
          <Link to={`/project/${projectNo}`} className={buttonClass('secondary', 'md')}>
            {t('post.back_to_project')}
          </Link>
        }
      />
    );
  else body = <EditPostEditor key={projectNo} projectNo={projectNo} overview={q.data} />;

  return (
    <Page>
      <PageHeader title={t('post.edit_title')} description={t('post.edit_description')} />
      {body}
    </Page>
  );
}

function EditPostEditor({
  projectNo,
  overview,
}: {
  projectNo: number;
  overview: NonNullable<ReturnType<typeof useOverview>['data']>;
}) {
  const { t } = useTranslation('project');
  const navigate = useNavigate();
  const initial = useMemo(() => formFromOverview(overview), [overview]);
  const [form, setForm] = useState(initial);
  const { errors, formError, setFormError, showFailure } = useSaveErrors();
  const [saved, setSaved] = useState(false);
  const saving = useUpdateProject(projectNo);
  const locked = useMemo(
    () => new Set(overview.SLOTS.filter((s) => s.FILLED > 0).map((s) => s.SLOT_NO)),
    [overview],
  );
  const dirty =
    !saved && JSON.stringify(toPublishBody(form, true)) !== JSON.stringify(toPublishBody(initial, true));
  const blocker = useLeaveGuard(dirty);

  const submit = () => {
    setFormError(null);
    saving.mutate(toPublishBody(form, true), {
      onSuccess: (res) => {
        setSaved(true);
        toast(t('post.updated'), {
          tone: 'success',
          ...(res.flagged ? { description: t('post.flagged') } : {}),
        });
        // The blocker reads `dirty` on the next render; navigate after it.
        setTimeout(() => navigate(`/project/${projectNo}`), 0);
      },
      onError: (err) => showFailure(err),
    });
  };

  return (
    <>
      <ProjectForm
        value={form}
        onChange={setForm}
        errors={errors}
        lockedSlots={locked}
        footer={
          <div className={styles.footer}>
            {formError ? (
              <p className={styles.formError} role="alert">
                {formError}
              </p>
            ) : null}
            <Link to={`/project/${projectNo}`} className={buttonClass('secondary', 'lg')}>
              {t('post.cancel')}
            </Link>
            <Button size="lg" loading={saving.isPending} onClick={submit}>
              {t('post.save_edit')}
            </Button>
          </div>
        }
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={t('post.leave_title')}
        description={t('post.leave_message')}
        confirmLabel={t('post.leave_confirm')}
        onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      />
    </>
  );
}
