import { Check, Send } from 'lucide-react';
import { Suspense, useState } from 'react';
import { lazyWithNamespaces } from '../../app/with-namespaces';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { Skeleton } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useCancelApply, useTeam } from './api';
import styles from './team.module.css';

// The form loads when someone opens it: its answers rule is the server's own zod schema, and zod
// (24 KiB gzip) was otherwise in every project page's first load.
const ApplyDialog = lazyWithNamespaces(
  async () => ({ default: (await import('./apply-dialog')).ApplyDialog }),
  ['project'],
);

const CLOSED = new Set(['04', '05', '06']);

/**
 * The header's 지원하기. Visitors are asked to log in; a pending applicant sees 지원 취소; a member
 * sees 팀원이에요; the leader sees nothing to press. The dialog asks for a slot and one answer per
 * question, with the question shown above its textarea so the answer goes in clean.
 */
export function ApplyButton({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const q = useTeam(projectNo, viewer);
  const [open, setOpen] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  const [askCancel, setAskCancel] = useState(false);
  const cancel = useCancelApply();

  if (q.isPending) return <Skeleton width={112} height={44} style={{ borderRadius: 12 }} />;
  if (q.isError) return null;
  const team = q.data;
  const mine = team.MY_APPLICATION?.APPLICANT_STATUS;
  const openSlots = team.slots.filter((s) => s.FILLED < s.TYPE);

  if (team.MY_ROLE === 'leader') {
    return (
      <Button variant="soft" disabled>
        {t('team.apply.leader')}
      </Button>
    );
  }
  if (team.MY_ROLE === 'member') {
    return (
      <Button variant="soft" disabled icon={<Check size={18} aria-hidden="true" />}>
        {t('team.apply.member')}
      </Button>
    );
  }
  if (mine === '99') {
    return (
      <>
        <span className={styles.pendingNote}>{t('team.apply.pending')}</span>
        <Button variant="secondary" onClick={() => setAskCancel(true)}>
          {t('team.apply.cancel')}
        </Button>
        <ConfirmDialog
          open={askCancel}
          onOpenChange={setAskCancel}
          title={t('team.apply.cancel_title')}
          description={t('team.apply.cancel_desc')}
          confirmLabel={t('team.apply.cancel_confirm')}
          onConfirm={async () => {
            try {
              await cancel.mutateAsync(projectNo);
              toast(t('team.apply.cancelled'), { tone: 'success' });
            } catch (err) {
              toast(errorMessage(err), { tone: 'error' });
              throw err;
            }
          }}
        />
      </>
    );
  }
  if (CLOSED.has(team.STATUS)) {
    return (
      <Button variant="soft" disabled>
        {t('team.apply.closed')}
      </Button>
    );
  }
  if (openSlots.length === 0) {
    return (
      <Button variant="soft" disabled>
        {t('team.apply.all_full')}
      </Button>
    );
  }

  return (
    <>
      <Button
        icon={<Send size={18} aria-hidden="true" />}
        onClick={() => (isLoggedIn ? setOpen(true) : setAskLogin(true))}
        data-testid="apply-button"
      >
        {mine === '03' || mine === '04' ? t('team.apply.rejected_again') : t('team.apply.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ApplyDialog projectNo={projectNo} team={team} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={askLogin}
        onOpenChange={setAskLogin}
        title={t('team.apply.login_title')}
        description={t('team.apply.login_desc')}
        confirmLabel={t('team.apply.login_confirm')}
        tone="primary"
        onConfirm={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
      />
    </>
  );
}
