import {
  formatDate,
  isImageUrl,
  projectSpaceApi,
  SPACE_LIMITS,
  TODO_STATE_LABELS,
  TODO_STATES,
  type Todo,
  type TodoState,
  todoAttachments,
} from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, Image as ImageIcon, ListTodo, Paperclip, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useUpload } from '../profile/use-upload';
import {
  spaceKeys,
  useMilestones,
  useTeamMembers,
  useTodoDelete,
  useTodoNew,
  useTodos,
  useTodoUpdate,
} from './api';
import styles from './space.module.css';

const ACCEPT = 'image/*,.pdf,.doc,.docx';

function TodoCard({ todo, onOpen }: { todo: Todo; onOpen: () => void }) {
  const { t } = useTranslation('project');
  const files = todoAttachments(todo).length;
  return (
    <button
      type="button"
      className={styles.card}
      onClick={onOpen}
      aria-label={t('space.todos.open', { title: todo.TITLE })}
    >
      <span className={styles.cardTitle}>{todo.TITLE}</span>
      <span className={styles.cardMeta}>
        {todo.ASSIGNEE ? (
          <>
            <Avatar nickname={todo.ASSIGNEE.USER_NICKNAME} src={todo.ASSIGNEE.USER_IMG_URL} size={20} />
            {todo.ASSIGNEE.USER_NICKNAME}
          </>
        ) : (
          t('space.todos.unassigned')
        )}
        {todo.DUE_DATE ? <span>· {formatDate(todo.DUE_DATE)}</span> : null}
        {files ? (
          <span>
            · <Paperclip size={12} aria-hidden="true" /> {t('space.todos.attachment_count', { count: files })}
          </span>
        ) : null}
      </span>
    </button>
  );
}

/** Attachments of one to-do: the list (members may take some off) and an upload with its progress. */
function TodoFiles({ projectNo, todo }: { projectNo: number; todo: Todo }) {
  const { t } = useTranslation('project');
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload(projectSpaceApi.todoUpload, 'imageOrDocument');
  const update = useTodoUpdate(projectNo);
  const files = todoAttachments(todo);
  const full = files.length >= SPACE_LIMITS.attachments;

  const onFile = async (file: File) => {
    const res = await upload.upload(file, { todo_no: String(todo.TODO_NO) });
    if (res) void client.invalidateQueries({ queryKey: spaceKeys.project(projectNo) });
  };
  const remove = (url: string) =>
    update.mutate(
      { todo_no: todo.TODO_NO, attachments: files.map((f) => f.url).filter((u) => u !== url) },
      { onError: (err) => toast(errorMessage(err), { tone: 'error' }) },
    );

  return (
    <div className={styles.files}>
      <span className={styles.field}>{t('space.todos.attachments', { count: files.length })}</span>
      {files.length ? (
        <ul className={styles.fileList}>
          {files.map((f) => (
            <li key={f.url} className={styles.file}>
              {isImageUrl(f.url) ? (
                <ImageIcon size={14} aria-hidden="true" />
              ) : (
                <FileText size={14} aria-hidden="true" />
              )}
              <a
                href={f.url}
                target="_blank"
                rel="noopener noreferrer"
                {...(isImageUrl(f.url) ? {} : { download: f.name })}
              >
                {f.name}
              </a>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => remove(f.url)}
                aria-label={t('space.todos.remove_attachment', { name: f.name })}
                disabled={update.isPending}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void onFile(file);
          e.target.value = '';
        }}
      />
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Paperclip size={14} aria-hidden="true" />}
          onClick={() => input.current?.click()}
          disabled={full || upload.uploading}
        >
          {t('space.todos.attach')}
        </Button>
      </div>
      {upload.uploading ? (
        <div role="status">
          <span className={styles.hint}>
            {t('space.todos.uploading', { name: upload.fileName ?? '', progress: upload.progress ?? 0 })}
          </span>
          <div className={styles.uploadBar}>
            <div className={styles.progressFill} style={{ width: `${upload.progress ?? 0}%` }} />
          </div>
        </div>
      ) : null}
      {upload.error ? (
        <p className={styles.fieldError} role="alert">
          {upload.error}
        </p>
      ) : (
        <span className={styles.hint}>
          {full ? t('space.todos.attach_full') : t('space.todos.attach_hint')}
        </span>
      )}
    </div>
  );
}

/** One to-do in full: title, description, assignee (members only), state, due date, milestone, files. */
function TodoDialog({ projectNo, todo, onClose }: { projectNo: number; todo: Todo; onClose: () => void }) {
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

/** Quick add: type a title and press Enter (never mid-composition: TextField's onEnter is IME-safe). */
function QuickAdd({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  const [title, setTitle] = useState('');
  const create = useTodoNew(projectNo);
  const add = () => {
    const value = title.trim();
    if (!value || create.isPending) return;
    create.mutate(
      { project_no: projectNo, title: value },
      {
        onSuccess: () => {
          setTitle('');
          toast(t('space.todos.added'), { tone: 'success' });
        },
        onError: (err) => toast(errorMessage(err), { tone: 'error' }),
      },
    );
  };
  return (
    <div className={styles.quickAdd}>
      <TextField
        label={t('space.todos.quick_add')}
        hideLabel
        value={title}
        maxLength={SPACE_LIMITS.title}
        placeholder={t('space.todos.quick_placeholder')}
        onChange={(e) => setTitle(e.target.value)}
        onEnter={add}
        data-testid="todo-quick-add"
      />
      <Button icon={<Plus size={16} aria-hidden="true" />} onClick={add} loading={create.isPending}>
        {t('space.todos.add')}
      </Button>
    </div>
  );
}

/** The 할 일 tab: a board by state (or one list), quick add, and a dialog per to-do. */
export function TodosTab({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  const query = useTodos(projectNo);
  const [view, setView] = useState<'board' | 'list'>('board');
  const [openNo, setOpenNo] = useState<number | null>(null);
  const open = query.data?.find((x) => x.TODO_NO === openNo) ?? null;

  return (
    <section className={styles.panel} aria-labelledby="space-todos-title">
      <div className={styles.panelHead}>
        <h2 id="space-todos-title" className={styles.panelTitle}>
          {t('space.todos.title')}
        </h2>
        <fieldset className={styles.viewSwitch} aria-label={t('space.todos.view_label')}>
          <button type="button" aria-pressed={view === 'board'} onClick={() => setView('board')}>
            {t('space.todos.view_board')}
          </button>
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            {t('space.todos.view_list')}
          </button>
        </fieldset>
      </div>
      <QuickAdd projectNo={projectNo} />
      {query.isPending ? (
        <SkeletonGroup label={t('space.todos.loading')}>
          <div className={styles.board}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={160} />
            ))}
          </div>
        </SkeletonGroup>
      ) : query.isError ? (
        <ErrorState
          title={t('space.todos.error_title')}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<ListTodo size={28} aria-hidden="true" />}
          title={t('space.todos.empty_title')}
          message={t('space.todos.empty')}
        />
      ) : view === 'board' ? (
        <div className={styles.board} data-testid="todo-board">
          {TODO_STATES.map((state) => {
            const items = query.data.filter((x) => x.STATE === state);
            return (
              <section key={state} className={styles.column} aria-label={TODO_STATE_LABELS[state]}>
                <div className={styles.columnHead}>
                  <span>{TODO_STATE_LABELS[state]}</span>
                  <span>{items.length}</span>
                </div>
                {items.length === 0 ? (
                  <p className={styles.emptyColumn}>{t('space.todos.empty_column')}</p>
                ) : null}
                {items.map((x) => (
                  <TodoCard key={x.TODO_NO} todo={x} onOpen={() => setOpenNo(x.TODO_NO)} />
                ))}
              </section>
            );
          })}
        </div>
      ) : (
        <ul className={styles.list}>
          {query.data.map((x) => (
            <li key={x.TODO_NO} className={styles.scheduleItem}>
              <span className={styles.hint}>{TODO_STATE_LABELS[x.STATE]}</span>
              <TodoCard todo={x} onOpen={() => setOpenNo(x.TODO_NO)} />
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <TodoDialog key={open.TODO_NO} projectNo={projectNo} todo={open} onClose={() => setOpenNo(null)} />
      ) : null}
    </section>
  );
}
