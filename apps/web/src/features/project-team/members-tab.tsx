import { slotStatus } from '@sidequest/shared';
import { Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { Button, buttonClass } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { SkeletonText } from '../../ui/skeleton';
import { useTeam } from './api';
import { ApplicantCardView } from './applicant-card';
import { DeleteProjectDialog } from './delete-project-dialog';
import { InvitePeopleDialog } from './invite-dialog';
import { jobName } from './member-format';
import { MemberRow } from './member-row';
import styles from './team.module.css';

/**
 * The 팀원 tab: slots with their counts, the members with roles, and for the leader the applicant
 * cards (product-spec section 2) with 확정 / 거절 while pending, plus the leader's tools.
 */
export function MembersTab({ projectNo }: { projectNo: number }) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const q = useTeam(projectNo, viewer);
  const [inviting, setInviting] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (q.isPending) {
    return (
      <div className={styles.tab} aria-busy="true">
        <SkeletonText lines={6} />
      </div>
    );
  }
  if (q.isError) {
    return (
      <ErrorState
        message={t('team.members.loading_error')}
        onRetry={() => void q.refetch()}
        retrying={q.isRefetching}
      />
    );
  }
  const team = q.data;
  const isLeader = team.MY_ROLE === 'leader';

  return (
    <div className={styles.tab} data-testid="members-tab">
      <section aria-labelledby="team-slots" className={styles.section}>
        <h2 id="team-slots" className={styles.sectionTitle}>
          {t('team.members.slots_title')}
        </h2>
        <ul className={styles.slots}>
          {team.slots.map((s) => (
            <li key={s.SLOT_NO} data-testid="slot-status">
              <Chip tone={s.FILLED < s.TYPE ? 'recruiting' : 'closed'} dot>
                {slotStatus({ jobLabel: jobName(s.RECRUITING), filled: s.FILLED, total: s.TYPE })}
              </Chip>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="team-members" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="team-members" className={styles.sectionTitle}>
            {t('team.members.title')} <span className={styles.count}>{team.members.length}</span>
          </h2>
          {isLeader ? (
            <div className={styles.toolRow}>
              <Button
                size="sm"
                variant="soft"
                icon={<UserPlus size={16} aria-hidden="true" />}
                onClick={() => setInviting(true)}
              >
                {t('team.members.invite')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => setDeleting(true)}
              >
                {t('team.members.delete')}
              </Button>
            </div>
          ) : null}
        </div>
        {team.members.length === 0 ? (
          <EmptyState compact icon={<Users size={26} />} title={t('team.members.empty')} />
        ) : (
          <ul className={styles.memberList}>
            {team.members.map((m) => (
              <MemberRow
                key={m.USER_NO}
                projectNo={projectNo}
                member={m}
                isLeader={isLeader}
                viewer={viewer}
              />
            ))}
          </ul>
        )}
      </section>

      {isLeader ? (
        <section aria-labelledby="team-applicants" className={styles.section}>
          <h2 id="team-applicants" className={styles.sectionTitle}>
            {t('team.members.applicants_title')}{' '}
            <span className={styles.count}>{team.applicants.length}</span>
          </h2>
          {team.applicants.length === 0 ? (
            <EmptyState
              compact
              icon={<Users size={26} />}
              title={t('team.members.applicants_empty_title')}
              message={t('team.members.applicants_empty')}
              action={
                <Link to="/people" className={buttonClass('secondary', 'md')}>
                  {t('team.members.find_people')}
                </Link>
              }
            />
          ) : (
            <ul className={styles.applicantGrid}>
              {team.applicants.map((a) => (
                <ApplicantCardView
                  key={a.APPLICATION_NO}
                  projectNo={projectNo}
                  applicant={a}
                  slotFull={team.slots.some((s) => s.SLOT_NO === a.SLOT_NO && s.FILLED >= s.TYPE)}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {inviting ? <InvitePeopleDialog projectNo={projectNo} onClose={() => setInviting(false)} /> : null}
      {deleting ? (
        <DeleteProjectDialog
          projectNo={projectNo}
          title={team.PROJECT_NAME}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </div>
  );
}
