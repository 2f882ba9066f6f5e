import { Bookmark } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage, isApiError } from '../../lib/api';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useMark } from './api';
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
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [on, setOn] = useState(marked);
  const [askLogin, setAskLogin] = useState(false);
  const mark = useMark(projectNo);
  useEffect(() => setOn(marked), [marked]);

  // The bookmark fills at once; the server's answer (or a failure) settles it.
  const toggle = () => {
    if (mark.isPending) return;
    if (!isLoggedIn) {
      setAskLogin(true);
      return;
    }
    const next = !on;
    setOn(next);
    mark.mutate(next, {
      onSuccess: (res) => {
        setOn(res.IS_MARKED);
        toast(res.IS_MARKED ? t('find.mark.added') : t('find.mark.removed'), { tone: 'success' });
      },
      onError: (err) => {
        setOn(!next);
        if (isApiError(err) && err.isUnauthorized) setAskLogin(true);
        else toast(t('find.mark.failed'), { description: errorMessage(err), tone: 'error' });
      },
    });
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.mark} ${on ? styles.markOn : ''}`}
        onClick={toggle}
        disabled={mark.isPending}
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
