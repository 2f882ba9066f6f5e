import { CHAT_LIMITS, type ChatParticipant, type ChatTodo } from '@sidequest/shared';
import { CheckSquare, ListTodo, Square, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import styles from './todo.module.css';
import { useChatStore } from './store';
import { addTodo, loadTodos, updateTodo } from './todo-actions';

/**
 * The room's to-dos beside the conversation. Project rooms use the project's own to-do list (the
 * panel says so); other rooms keep their own. Reloaded on `chatTodoChanged`.
 */
export function TodoPanel({ roomId, members }: { roomId: string; members: ChatParticipant[] }) {
  const { t } = useTranslation('chat');
  const todos = useChatStore((s) => s.todoList);
  const meta = useChatStore((s) => s.todoMeta);
  const [title, setTitle] = useState('');
  const [assignee, setAssignee] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = members.filter((p) => p.status === 'active');

  useEffect(() => {
    void loadTodos(roomId);
  }, [roomId]);

  const add = async () => {
    if (!title.trim()) return setError(t('todo.title_required'));
    setBusy(true);
    setError(null);
    try {
      await addTodo(roomId, title.trim(), assignee ? Number(assignee) : null);
      setTitle('');
      setAssignee('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const change = async (todo: ChatTodo, patch: { done?: boolean; assignee_no?: number | null }) => {
    try {
      await updateTodo(roomId, todo.TODO_NO, patch);
    } catch (err) {
      toast(t('todo.update_failed'), { description: errorMessage(err), tone: 'error' });
    }
  };

  return (
    <aside className={styles.panel} aria-label={t('todo.title')} data-testid="chat-todo-panel">
      <div className={styles.head}>
        <h3>{t('todo.title')}</h3>
        <button
          type="button"
          className={styles.close}
          onClick={() => useChatStore.setState({ todoOpen: false })}
          aria-label={t('todo.close')}
        >
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      {meta.source === 'project' ? <p className={styles.note}>{t('todo.project_source')}</p> : null}
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <label className="visually-hidden" htmlFor="chat-todo-title">
          {t('todo.add_label')}
        </label>
        <input
          id="chat-todo-title"
          className={styles.input}
          value={title}
          maxLength={CHAT_LIMITS.todoTitle}
          placeholder={t('todo.add_placeholder')}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={(e) => {
            // Enter that finishes a Hangul syllable must not submit the form.
            if (e.key === 'Enter' && (e.nativeEvent.isComposing || e.keyCode === 229)) e.preventDefault();
          }}
        />
        <div className={styles.formRow}>
          <label className="visually-hidden" htmlFor="chat-todo-assignee">
            {t('todo.assignee')}
          </label>
          <select
            id="chat-todo-assignee"
            className={styles.select}
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
          >
            <option value="">{t('todo.no_assignee')}</option>
            {active.map((p) => (
              <option key={p.no} value={p.no}>
                {p.nickname}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" loading={busy}>
            {t('todo.add')}
          </Button>
        </div>
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      <div className={styles.body}>
        {meta.status === 'loading' ? (
          <SkeletonText lines={3} />
        ) : meta.status === 'error' ? (
          <ErrorState compact message={meta.error} onRetry={() => void loadTodos(roomId)} />
        ) : todos.length === 0 ? (
          <EmptyState
            compact
            icon={<ListTodo size={24} />}
            title={t('todo.empty_title')}
            message={t('todo.empty_message')}
          />
        ) : (
          <ul className={styles.list}>
            {todos.map((todo) => (
              <li key={todo.TODO_NO} className={todo.DONE ? styles.itemDone : styles.item}>
                <button
                  type="button"
                  className={styles.check}
                  aria-pressed={todo.DONE}
                  aria-label={
                    todo.DONE
                      ? t('todo.reopen', { title: todo.TITLE })
                      : t('todo.check', { title: todo.TITLE })
                  }
                  onClick={() => void change(todo, { done: !todo.DONE })}
                >
                  {todo.DONE ? (
                    <CheckSquare size={18} aria-hidden="true" />
                  ) : (
                    <Square size={18} aria-hidden="true" />
                  )}
                </button>
                <span className={styles.text}>{todo.TITLE}</span>
                <label className="visually-hidden" htmlFor={`todo-assignee-${todo.TODO_NO}`}>
                  {t('todo.reassign', { title: todo.TITLE })}
                </label>
                <select
                  id={`todo-assignee-${todo.TODO_NO}`}
                  className={styles.selectSmall}
                  value={todo.ASSIGNEE?.USER_NO ?? ''}
                  onChange={(e) =>
                    void change(todo, { assignee_no: e.target.value ? Number(e.target.value) : null })
                  }
                >
                  <option value="">{t('todo.no_assignee')}</option>
                  {todo.ASSIGNEE && !active.some((p) => p.no === todo.ASSIGNEE?.USER_NO) ? (
                    <option value={todo.ASSIGNEE.USER_NO}>{todo.ASSIGNEE.USER_NICKNAME}</option>
                  ) : null}
                  {active.map((p) => (
                    <option key={p.no} value={p.no}>
                      {p.nickname}
                    </option>
                  ))}
                </select>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
