import type { Booth } from '@sidequest/shared';
import { UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useCancelBoothInvitation, useRemoveBoothMember } from './api';
import styles from './booth-page.module.css';

/** What the owner is about to do, asked in one dialog: remove a member or cancel an invitation. */
type Asking = { kind: 'remove'; userNo: number; nickname: string } | { kind: 'cancel'; nickname: string };

/**
 * 팀: the owner first, then members; open invitations for the team's eyes only. The owner removes
 * a member or cancels an invitation here, each after a confirmation.
 */
export function TeamPanel({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const owner = booth.me.role === 'owner';
  const remove = useRemoveBoothMember(booth.booth_no);
  const cancel = useCancelBoothInvitation(booth.booth_no);
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirm = () => {
    if (!asking) return;
    const done =
      asking.kind === 'remove' ? remove.mutateAsync(asking.userNo) : cancel.mutateAsync(asking.nickname);
    return done.then(
      () =>
        toast(
          t(asking.kind === 'remove' ? 'team.removed' : 'team.cancelled', { nickname: asking.nickname }),
          { tone: 'success' },
        ),
      (err) => {
        toast(errorMessage(err), { tone: 'error' });
        return false;
      },
    );
  };
  return (
    <div className={styles.panel}>
      <ul className={styles.team}>
        {booth.team.map((m) => (
          <li key={m.user_no} className={styles.teamRow}>
            <Link to={`/people/${encodeURIComponent(m.nickname)}`} className={styles.member}>
              <Avatar nickname={m.nickname} src={m.profile_image} size={40} />
              <span>
                <strong>{m.nickname}</strong>
                <span className={styles.muted}>{t(`team.${m.role}`)}</span>
              </span>
            </Link>
            {owner && m.role === 'member' ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<UserMinus size={14} />}
                onClick={() => setAsking({ kind: 'remove', userNo: m.user_no, nickname: m.nickname })}
                aria-label={`${m.nickname} ${t('team.remove')}`}
              >
                {t('team.remove')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {booth.invited.length > 0 && !owner ? (
        <p className={styles.muted}>{t('team.invited', { names: booth.invited.join(', ') })}</p>
      ) : null}
      {booth.invited.length > 0 && owner ? (
        <section aria-labelledby="booth-invited">
          <h3 id="booth-invited" className={styles.subTitle}>
            {t('team.invited_title')}
          </h3>
          <ul className={styles.invitedList}>
            {booth.invited.map((nickname) => (
              <li key={nickname} className={styles.teamRow}>
                <span>{nickname}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<X size={14} />}
                  onClick={() => setAsking({ kind: 'cancel', nickname })}
                  aria-label={`${nickname} ${t('team.cancel_invite')}`}
                >
                  {t('team.cancel_invite')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={
          asking
            ? t(asking.kind === 'remove' ? 'team.remove_title' : 'team.cancel_title', {
                nickname: asking.nickname,
              })
            : ''
        }
        description={
          asking ? t(asking.kind === 'remove' ? 'team.remove_description' : 'team.cancel_description') : ''
        }
        confirmLabel={asking?.kind === 'cancel' ? t('team.cancel_invite') : t('team.remove')}
        tone="danger"
        onConfirm={confirm}
      />
    </div>
  );
}
