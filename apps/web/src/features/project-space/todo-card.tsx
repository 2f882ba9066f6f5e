import { formatDate, type Todo, todoAttachments } from '@sidequest/shared';
import { Paperclip } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Avatar } from '../../ui/avatar';
import styles from './space.module.css';

export function TodoCard({ todo, onOpen }: { todo: Todo; onOpen: () => void }) {
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
