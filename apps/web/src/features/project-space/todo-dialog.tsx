import { SPACE_LIMITS, TODO_STATE_LABELS, TODO_STATES, type Todo, type TodoState } from '@sidequest/shared';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useMilestones, useTeamMembers, useTodoDelete, useTodoUpdate } from './api';
import styles from './space.module.css';
import { TodoFiles } from './todo-files';

/** One to-do in full: title, description, assignee (members only), state, due date, milestone, files. */
export function TodoDialog({
  projectNo,
  todo,
  onClose,
}: {
  projectNo: number;
  todo: Todo;
  onClose: () => void;
}) {
  const { t } = useTranslation('project');
  const id = useId();
  const members = useTeamMembers(projectNo);
  const milestones = useMilestones(projectNo);
  const update = useTodoUpdate(projectNo);
  const remove = useTodoDelete(projectNo);
  const [title, setTitle] = useState(todo.TITLE);
  const [description, setDescription] = useState(todo.DESCRIPTION);
  const [assignee, setAssignee] = useState(todo.ASSIGNEE ? String(todo.ASSIGNEE.USER_NO) : '');
  const [state, setState] = useState<TodoState>(todo.STATE);
  const [due, setDue] = useState(todo.DUE_DATE ?? '');
  const [milestone, setMilestone] = useState(todo.MILESTONE_NO ? String(todo.MILESTONE_NO) : '');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    setError(null);
    try {
      await update.mutateAsync({
        todo_no: todo.TODO_NO,
        title: title.trim(),
        description: description.trim(),
        assignee: assignee ? Number(assignee) : null,
        state,
        due_date: due || null,
        milestone_no: milestone ? Number(milestone) : null,
      });
      toast(t('space.todos.saved'), { tone: 'success' });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('space.todos.edit')}
      footer={
        <>
          <Button
            variant="ghost"
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            {t('space.todos.delete')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('space.todos.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            {t('space.todos.save')}
          </Button>
        </>
      }
    >
      <form className={styles.form} onSubmit={save}>
        <label className={styles.field} htmlFor={`${id}-title`}>
          {t('space.todos.field_title')}
          <input
            id={`${id}-title`}
            className={styles.input}
            value={title}
            maxLength={SPACE_LIMITS.title}
            onChange={(e) => setTitle(e.target.value)}
            required
          />
        </label>
        <div className={styles.fieldGrid}>
          <label className={styles.field} htmlFor={`${id}-state`}>
            {t('space.todos.state')}
            <select
              id={`${id}-state`}
              className={styles.select}
              value={state}
              onChange={(e) => setState(e.target.value as TodoState)}
            >
              {TODO_STATES.map((s) => (
                <option key={s} value={s}>
                  {TODO_STATE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field} htmlFor={`${id}-assignee`}>
            {t('space.todos.assignee')}
            <select
              id={`${id}-assignee`}
              className={styles.select}
              value={assignee}
              onChange={(e) => setAssignee(e.target.value)}
            >
              <option value="">{t('space.todos.unassigned')}</option>
              {(members.data ?? []).map((m) => (
                <option key={m.USER_NO} value={m.USER_NO}>
                  {m.USER_NICKNAME}
                </option>
              ))}
              {todo.ASSIGNEE && !(members.data ?? []).some((m) => m.USER_NO === todo.ASSIGNEE?.USER_NO) ? (
                <option value={todo.ASSIGNEE.USER_NO}>{todo.ASSIGNEE.USER_NICKNAME}</option>
              ) : null}
            </select>
          </label>
          <label className={styles.field} htmlFor={`${id}-due`}>
            {t('space.todos.due')}
            <input
              id={`${id}-due`}
              type="date"
              className={styles.input}
              value={due}
              onChange={(e) => setDue(e.target.value)}
            />
          </label>
          <label className={styles.field} htmlFor={`${id}-ms`}>
            {t('space.todos.milestone')}
            <select
              id={`${id}-ms`}
              className={styles.select}
              value={milestone}
              onChange={(e) => setMilestone(e.target.value)}
            >
              <option value="">{t('space.todos.no_milestone')}</option>
              {(milestones.data ?? []).map((m) => (
                <option key={m.MILESTONE_NO} value={m.MILESTONE_NO}>
                  {m.TITLE}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className={styles.field} htmlFor={`${id}-desc`}>
          {t('space.todos.description')}
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
      <TodoFiles projectNo={projectNo} todo={todo} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('space.todos.delete_title')}
        description={t('space.todos.delete_text', { title: todo.TITLE })}
        confirmLabel={t('space.todos.delete')}
        onConfirm={async () => {
          try {
            await remove.mutateAsync({ todo_no: todo.TODO_NO });
            toast(t('space.todos.deleted'), { tone: 'success' });
            onClose();
          } catch (err) {
            toast(errorMessage(err), { tone: 'error' });
            throw err;
          }
        }}
      />
    </Dialog>
  );
}
