import { SPACE_LIMITS } from '@sidequest/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useTodoNew } from './api';
import styles from './space.module.css';

/** Quick add: type a title and press Enter (never mid-composition: TextField's onEnter is IME-safe). */
export function QuickAdd({ projectNo }: { projectNo: number }) {
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
