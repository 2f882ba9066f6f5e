import { projectFindApi } from '@sidequest/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Bookmark } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUserStore } from '../../app/store';
import { callApi, errorMessage, isApiError } from '../../lib/api';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { patchProject } from './api';
import styles from './find.module.css';

/** The scrap toggle on a card; visitors are asked to log in and come back to this page. */
export function MarkButton({
  projectNo,
  title,
  marked,
}: {
  projectNo: number;
  title: string;
  marked: boolean;
}) {
  const { t } = useTranslation('project');
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [on, setOn] = useState(marked);
  const [busy, setBusy] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  useEffect(() => setOn(marked), [marked]);

  const toggle = async () => {
    if (busy) return;
    if (!isLoggedIn) {
      setAskLogin(true);
      return;
    }
    const next = !on;
    setBusy(true);
    setOn(next);
    try {
      const res = await callApi(projectFindApi.marks, { body: { project_no: projectNo, mark: next } });
      setOn(res.IS_MARKED);
      patchProject(client, projectNo, { IS_MARKED: res.IS_MARKED });
      toast(res.IS_MARKED ? t('find.mark.added') : t('find.mark.removed'), { tone: 'success' });
    } catch (err) {
      setOn(!next);
      if (isApiError(err) && err.isUnauthorized) setAskLogin(true);
      else toast(t('find.mark.failed'), { description: errorMessage(err), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.mark} ${on ? styles.markOn : ''}`}
        onClick={toggle}
        disabled={busy}
        aria-pressed={on}
        aria-label={t('find.mark.label', { title })}
        title={on ? t('find.mark.on') : t('find.mark.off')}
        data-testid="mark-button"
      >
        <Bookmark size={18} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
      </button>
      <ConfirmDialog
        open={askLogin}
        onOpenChange={setAskLogin}
        title={t('find.login.title')}
        description={t('find.login.mark')}
        confirmLabel={t('find.login.confirm')}
        cancelLabel={t('find.login.cancel')}
        tone="primary"
        onConfirm={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
      />
    </>
  );
}
