import { formatDate, type Milestone, SPACE_LIMITS } from '@sidequest/shared';
import { Check, Flag, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import {
  useMilestoneDelete,
  useMilestoneDone,
  useMilestoneNew,
  useMilestoneUpdate,
  useMilestones,
} from './api';
import styles from './space.module.css';

interface EditorProps {
  projectNo: number;
  /** The milestone to edit; null adds a new one. */
  milestone: Milestone | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit a milestone: title, description, due date (a date input gives yyyy-MM-dd). */
function MilestoneEditor({ projectNo, milestone, open, onOpenChange }: EditorProps) {
  const { t } = useTranslation('project');
  const id = useId();
  const [title, setTitle] = useState(milestone?.TITLE ?? '');
  const [description, setDescription] = useState(milestone?.DESCRIPTION ?? '');
  const [due, setDue] = useState(milestone?.DUE_DATE ?? '');
  const [error, setError] = useState<string | null>(null);
  const create = useMilestoneNew(projectNo);
  const update = useMilestoneUpdate(projectNo);
  const busy = create.isPending || update.isPending;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!title.trim()) {
      setError(t('space.milestones.field_title_placeholder'));
      return;
    }
    setError(null);
    try {
      const fields = { title: title.trim(), description: description.trim(), due_date: due || null };
      if (milestone) await update.mutateAsync({ milestone_no: milestone.MILESTONE_NO, ...fields });
      else await create.mutateAsync({ project_no: projectNo, ...fields });
      toast(t('space.milestones.saved'), { tone: 'success' });
      onOpenChange(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={milestone ? t('space.milestones.edit') : t('space.milestones.add')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('space.milestones.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={busy}>
            {t('space.milestones.save')}
          </Button>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit}>
        <label className={styles.field} htmlFor={`${id}-title`}>
          {t('space.milestones.field_title')}
          <input
            id={`${id}-title`}
            className={styles.input}
            value={title}
            maxLength={SPACE_LIMITS.title}
            placeholder={t('space.milestones.field_title_placeholder')}
            onChange={(e) => setTitle(e.target.value)}
            required
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-due`}>
          {t('space.milestones.field_due')}
          <input
            id={`${id}-due`}
            className={styles.input}
            type="date"
            value={due}
            onChange={(e) => setDue(e.target.value)}
          />
        </label>
        <label className={styles.field} htmlFor={`${id}-desc`}>
          {t('space.milestones.field_description')}
          <textarea
            id={`${id}-desc`}
            className={styles.textarea}
            value={description}
            maxLength={SPACE_LIMITS.description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        {error ? (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

function MilestoneRow({
  projectNo,
  milestone,
  isLeader,
  onEdit,
}: {
  projectNo: number;
  milestone: Milestone;
  isLeader: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation('project');
  const done = useMilestoneDone(projectNo);
  const remove = useMilestoneDelete(projectNo);
  const [confirming, setConfirming] = useState(false);
  const percent = milestone.TODO_TOTAL ? Math.round((milestone.TODO_DONE / milestone.TODO_TOTAL) * 100) : 0;
  const toggle = () =>
    done.mutate(
      { milestone_no: milestone.MILESTONE_NO, done: !milestone.DONE },
      { onError: (err) => toast(errorMessage(err), { tone: 'error' }) },
    );
  return (
    <li className={`${styles.row} ${milestone.DONE ? styles.rowDone : ''}`}>
      <button
        type="button"
        className={styles.check}
        aria-pressed={milestone.DONE}
        aria-label={
          milestone.DONE
            ? t('space.milestones.mark_open', { title: milestone.TITLE })
            : t('space.milestones.mark_done', { title: milestone.TITLE })
        }
        onClick={toggle}
        disabled={done.isPending}
      >
        {milestone.DONE ? <Check size={16} aria-hidden="true" /> : null}
      </button>
      <div className={styles.rowBody}>
        <span className={styles.rowTitle}>{milestone.TITLE}</span>
        {milestone.DESCRIPTION ? <p className={styles.rowText}>{milestone.DESCRIPTION}</p> : null}
        <div className={styles.rowMeta}>
          <span>
            {milestone.DUE_DATE
              ? t('space.milestones.due', { date: formatDate(milestone.DUE_DATE) })
              : t('space.milestones.no_due')}
          </span>
          {milestone.TODO_TOTAL ? (
            <>
              <span
                className={styles.progress}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-label={t('space.milestones.progress', {
                  done: milestone.TODO_DONE,
                  total: milestone.TODO_TOTAL,
                })}
              >
                <span className={styles.progressFill} style={{ width: `${percent}%` }} />
              </span>
              <span>
                {t('space.milestones.progress', { done: milestone.TODO_DONE, total: milestone.TODO_TOTAL })}
              </span>
            </>
          ) : (
            <span>{t('space.milestones.no_todos')}</span>
          )}
        </div>
      </div>
      <div className={styles.rowActions}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onEdit}
          aria-label={`${t('space.milestones.edit')}: ${milestone.TITLE}`}
        >
          <Pencil size={16} aria-hidden="true" />
        </button>
        {isLeader ? (
          <button
            type="button"
            className={styles.iconButton}
            onClick={() => setConfirming(true)}
            aria-label={`${t('space.milestones.delete')}: ${milestone.TITLE}`}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('space.milestones.delete_title')}
        description={t('space.milestones.delete_text', { title: milestone.TITLE })}
        confirmLabel={t('space.milestones.delete')}
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ milestone_no: milestone.MILESTONE_NO });
            toast(t('space.milestones.deleted'), { tone: 'success' });
          } catch (err) {
            toast(errorMessage(err), { tone: 'error' });
            throw err;
          }
        }}
      />
    </li>
  );
}

/** The 마일스톤 tab: due dates, progress from linked to-dos, add / edit / done; the leader deletes. */
export function MilestonesTab({ projectNo, isLeader }: { projectNo: number; isLeader: boolean }) {
  const { t } = useTranslation('project');
  const query = useMilestones(projectNo);
  const [editing, setEditing] = useState<Milestone | null | undefined>(undefined);

  return (
    <section className="project-panel" aria-labelledby="space-milestones-title">
      <div className={styles.panelHead}>
        <h2 id="space-milestones-title" className={styles.panelTitle}>
          {t('space.milestones.title')}
        </h2>
        <Button icon={<Plus size={16} aria-hidden="true" />} onClick={() => setEditing(null)}>
          {t('space.milestones.add')}
        </Button>
      </div>
      {query.isPending ? (
        <SkeletonGroup label={t('space.milestones.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={72} />
          ))}
        </SkeletonGroup>
      ) : query.isError ? (
        <ErrorState
          title={t('space.milestones.error_title')}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<Flag size={28} aria-hidden="true" />}
          title={t('space.milestones.empty_title')}
          message={t('space.milestones.empty')}
          action={<Button onClick={() => setEditing(null)}>{t('space.milestones.add')}</Button>}
        />
      ) : (
        <ul className={styles.list} data-testid="milestone-list">
          {query.data.map((m) => (
            <MilestoneRow
              key={m.MILESTONE_NO}
              projectNo={projectNo}
              milestone={m}
              isLeader={isLeader}
              onEdit={() => setEditing(m)}
            />
          ))}
        </ul>
      )}
      {editing !== undefined ? (
        <MilestoneEditor
          key={editing?.MILESTONE_NO ?? 'new'}
          projectNo={projectNo}
          milestone={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(undefined);
          }}
        />
      ) : null}
    </section>
  );
}
