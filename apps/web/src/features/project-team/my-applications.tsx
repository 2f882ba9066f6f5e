import { formatDate, jobs, projectStatuses, type projectTeamApi } from '@sidequest/shared';
import { FolderKanban, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { SelectField } from '../../ui/fields';
import {
  useAcceptInvite,
  useCancelApply,
  useDeclineInvite,
  useInvitations,
  useProjectInfo,
  useTeam,
} from './api';
import styles from './team.module.css';

const jobName = (code: string | null) => (code ? (jobs.label(code) ?? code) : '');
const TONE = { '99': 'outline', '02': 'recruiting', '03': 'closed', '04': 'neutral' } as const;

/** 마이페이지 › 프로젝트: received invitations, my applications with their state, my teams. */
export function MyProjectsSection() {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const info = useProjectInfo(viewer);
  const invites = useInvitations(viewer);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const cancel = useCancelApply();

  if (info.isPending) return <SkeletonText lines={5} />;
  if (info.isError) {
    return (
      <ErrorState
        compact
        message={t('team.my.error')}
        onRetry={() => void info.refetch()}
        retrying={info.isRefetching}
      />
    );
  }
  const { applications, leading, joined } = info.data;
  const pendingInvites = (invites.data?.invitations ?? []).filter((i) => i.STATUS === 'pending');

  return (
    <div className={styles.my} data-testid="my-projects">
      {pendingInvites.length > 0 ? (
        <section aria-labelledby="my-invitations" className={styles.section} id="invitations">
          <h3 id="my-invitations" className={styles.subTitle}>
            <Mail size={16} aria-hidden="true" /> {t('team.my.invitations')}
          </h3>
          <ul className={styles.rows}>
            {pendingInvites.map((i) => (
              <InvitationRow key={i.INVITATION_NO} invitation={i} />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="my-applications" className={styles.section}>
        <h3 id="my-applications" className={styles.subTitle}>
          {t('team.my.applications')}
        </h3>
        {applications.length === 0 ? (
          <EmptyState
            compact
            icon={<FolderKanban size={26} />}
            title={t('team.my.applications_empty_title')}
            message={t('team.my.applications_empty')}
            action={
              <Link to="/project" className={buttonClass('secondary', 'md')}>
                {t('team.my.browse')}
              </Link>
            }
          />
        ) : (
          <ul className={styles.rows}>
            {applications.map((a) => (
              <li key={a.APPLICATION_NO} className={styles.row} data-testid="my-application">
                <div className={styles.rowMain}>
                  <Link to={`/project/${a.PROJECT_NO}`} className={styles.name}>
                    {a.PROJECT_NAME}
                  </Link>
                  <span className={styles.muted}>
                    {jobName(a.SLOT_JOB)} · {t('team.my.applied_on', { date: formatDate(a.APPLY_DATE) })}
                  </span>
                </div>
                <Chip tone={TONE[a.APPLICANT_STATUS]}>{t(`team.my.status_${a.APPLICANT_STATUS}`)}</Chip>
                {a.APPLICANT_STATUS === '99' ? (
                  <Button size="sm" variant="ghost" onClick={() => setCancelling(a.PROJECT_NO)}>
                    {t('team.my.cancel')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {[
        { key: 'leading', list: leading },
        { key: 'joined', list: joined },
      ].map(({ key, list }) =>
        list.length > 0 ? (
          <section key={key} aria-labelledby={`my-${key}`} className={styles.section}>
            <h3 id={`my-${key}`} className={styles.subTitle}>
              {t(`team.my.${key}`)}
            </h3>
            <ul className={styles.rows}>
              {list.map((p) => (
                <li key={p.PROJECT_NO} className={styles.row}>
                  <div className={styles.rowMain}>
                    <Link to={`/project/${p.PROJECT_NO}`} className={styles.name}>
                      {p.PROJECT_NAME || '—'}
                    </Link>
                    <span className={styles.muted}>
                      {[jobName(p.SLOT_JOB), projectStatuses.label(p.STATUS)].filter(Boolean).join(' · ')}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}

      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(o) => (o ? undefined : setCancelling(null))}
        title={t('team.apply.cancel_title')}
        description={t('team.apply.cancel_desc')}
        confirmLabel={t('team.apply.cancel_confirm')}
        onConfirm={async () => {
          if (cancelling === null) return;
          try {
            await cancel.mutateAsync(cancelling);
            toast(t('team.apply.cancelled'), { tone: 'success' });
          } catch (err) {
            toast(errorMessage(err), { tone: 'error' });
            throw err;
          }
        }}
      />
    </div>
  );
}

function InvitationRow({ invitation: i }: { invitation: projectTeamApi.Invitation }) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const [slot, setSlot] = useState('');
  const needsSlot = i.SLOT_NO === null;
  const team = useTeam(i.PROJECT_NO, viewer);
  const open = team.data?.slots.filter((s) => s.FILLED < s.TYPE) ?? [];
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  // mutateAsync: once answered, the refetched list drops this row, and mutate's own callbacks
  // would not run for an unmounted row.
  const act = async (which: 'accept' | 'decline') => {
    try {
      if (which === 'accept') {
        await accept.mutateAsync({
          invitation_no: i.INVITATION_NO,
          slot_no: needsSlot && slot ? Number(slot) : null,
        });
      } else {
        await decline.mutateAsync(i.INVITATION_NO);
      }
      toast(t(which === 'accept' ? 'team.my.accepted' : 'team.my.declined'), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
    }
  };
  return (
    <li className={styles.row} data-testid="my-invitation">
      <div className={styles.rowMain}>
        <Link to={`/project/${i.PROJECT_NO}`} className={styles.name}>
          {i.PROJECT_NAME}
        </Link>
        <span className={styles.muted}>
          {t('team.my.invited_by', { nickname: i.INVITER_NICKNAME })}
          {i.SLOT_JOB ? ` · ${jobName(i.SLOT_JOB)}` : ''}
        </span>
        {i.MESSAGE ? <span className={styles.postText}>{i.MESSAGE}</span> : null}
        {needsSlot ? (
          <SelectField
            label={t('team.my.pick_slot')}
            value={slot}
            onChange={setSlot}
            placeholder={t('team.apply.pick_slot')}
            options={open.map((s) => ({
              code: String(s.SLOT_NO),
              label: t('team.apply.slot_option', {
                job: jobName(s.RECRUITING),
                filled: s.FILLED,
                total: s.TYPE,
              }),
            }))}
          />
        ) : null}
      </div>
      <span className={styles.decide}>
        <Button size="sm" variant="ghost" onClick={() => void act('decline')} loading={decline.isPending}>
          {t('team.my.decline')}
        </Button>
        <Button
          size="sm"
          onClick={() => void act('accept')}
          loading={accept.isPending}
          disabled={needsSlot && !slot}
        >
          {t('team.my.accept')}
        </Button>
      </span>
    </li>
  );
}
