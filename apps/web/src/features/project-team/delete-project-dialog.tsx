import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useNavigate } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useDeleteProject } from './api';

/** Deleting asks for the project's name typed out, so it never happens by a slip. */
export function DeleteProjectDialog({
  projectNo,
  title,
  onClose,
}: {
  projectNo: number;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('project');
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const del = useDeleteProject(projectNo);
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={t('team.members.delete_title')}
      description={t('team.members.delete_desc', { title })}
      confirmLabel={t('team.members.delete')}
      confirmDisabled={typed.trim() !== title.trim()}
      onConfirm={async () => {
        try {
          await del.mutateAsync();
          toast(t('team.members.deleted'), { tone: 'success' });
          navigate('/project');
        } catch (err) {
          toast(errorMessage(err), { tone: 'error' });
          throw err;
        }
      }}
    >
      <TextField
        label={t('team.members.delete_label')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
      />
    </ConfirmDialog>
  );
}
