import type { chatApi, ResponseOf } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useCandidates, useDecideCandidate } from './api';
import styles from './extras.module.css';

type Candidate = ResponseOf<typeof chatApi.checkCandidate2>['candidates'][number];

/** APPLICANT_STATUS 99: waiting for the leader (decided and cancelled ones need no bar). */
const PENDING = '99';

/**
 * A one-to-one room with someone who applied to my project, or whose project I applied to: a
 * slim bar under the header per pending application. The leader confirms or rejects right here
 * (after a confirmation); the applicant sees that the answer is still coming.
 */
export function CandidateBar({ roomId }: { roomId: string }) {
  const { t } = useTranslation('chat');
  const me = useUserStore((s) => s.profile?.no ?? null);
  const [asking, setAsking] = useState<{ candidate: Candidate; approve: boolean } | null>(null);
  const list = useCandidates(roomId);
  const decision = useDecideCandidate(roomId);
  // Only what is still open between us; the server lists decided ones too (newest first).
  const pending = (list.data?.candidates ?? []).filter((c) => c.APPLICANT_STATUS === PENDING);
  if (pending.length === 0) return null;

  const decide = async () => {
    if (!asking) return;
    const { candidate: c, approve } = asking;
    try {
      // Settled either way, the bar and the team views are asked again.
      await decision.mutateAsync({ projectNo: c.PROJECT_NO, userNo: c.APPLICANT_NO, approve });
      const nickname = c.APPLICANT_NICKNAME;
      toast(approve ? t('candidate.confirmed', { nickname }) : t('candidate.rejected', { nickname }), {
        tone: 'success',
      });
    } catch (err) {
      toast(t('candidate.failed'), { description: errorMessage(err), tone: 'error' });
      throw err;
    }
  };

  const vars = asking
    ? {
        nickname: asking.candidate.APPLICANT_NICKNAME,
        project: asking.candidate.PROJECT_NAME,
        role: asking.candidate.SLOT_LABEL,
      }
    : { nickname: '', project: '', role: '' };

  return (
    <>
      <ul className={styles.candidates} aria-label={t('candidate.label')} data-testid="chat-candidates">
        {pending.map((c) => {
          const words = { nickname: c.APPLICANT_NICKNAME, project: c.PROJECT_NAME, role: c.SLOT_LABEL };
          const mine = c.APPLICANT_NO === me;
          return (
            <li key={c.APPLICATION_NO} className={styles.candidate} data-testid="chat-candidate">
              <p>
                {mine ? t('candidate.waiting', words) : t('candidate.applied', words)}
                <Link to={`/project/${c.PROJECT_NO}`}>{t('candidate.view_project')}</Link>
              </p>
              {c.CAN_DECIDE ? (
                <span className={styles.candidateActions}>
                  <Button size="sm" onClick={() => setAsking({ candidate: c, approve: true })}>
                    {t('candidate.confirm')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setAsking({ candidate: c, approve: false })}
                  >
                    {t('candidate.reject')}
                  </Button>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(o) => (o ? undefined : setAsking(null))}
        title={asking?.approve ? t('candidate.confirm_title', vars) : t('candidate.reject_title', vars)}
        description={
          asking?.approve ? t('candidate.confirm_description', vars) : t('candidate.reject_description', vars)
        }
        confirmLabel={asking?.approve ? t('candidate.confirm') : t('candidate.reject')}
        tone={asking?.approve ? 'primary' : 'danger'}
        onConfirm={decide}
      />
    </>
  );
}
