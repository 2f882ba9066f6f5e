import { TODO_STATE_LABELS, TODO_STATES } from '@sidequest/shared';
import { ListTodo } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useTodos } from './api';
import styles from './space.module.css';
import { TodoCard } from './todo-card';
import { TodoDialog } from './todo-dialog';
import { QuickAdd } from './todo-quick-add';

/** The 할 일 tab: a board by state (or one list), quick add, and a dialog per to-do. */
export function TodosTab({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  const query = useTodos(projectNo);
  const [view, setView] = useState<'board' | 'list'>('board');
  const [openNo, setOpenNo] = useState<number | null>(null);
  const open = query.data?.find((x) => x.TODO_NO === openNo) ?? null;

  return (
    <section className="project-panel" aria-labelledby="space-todos-title">
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
