import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ages, formatDate, genders, jobs, slotStatus, type projectTeamApi } from '@sidequest/shared';
import {
  BadgeCheck,
  Coffee,
  Crown,
  LogOut,
  MoreHorizontal,
  Trash2,
  UserMinus,
  UserPlus,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { profileHref } from '../../app/nav';
import { useUserStore } from '../../app/store';
import { callApi, errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button, buttonClass } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LevelIcon } from '../../ui/level-icon';
import { SkeletonText } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { teamApi, useApproval, useTeam, useTeamMutation } from './api';
import { InvitePeopleDialog } from './invite-dialog';
import styles from './team.module.css';

type Applicant = projectTeamApi.ApplicantCard;
type Member = projectTeamApi.TeamMember;

const jobName = (code: string | null) => (code ? (jobs.label(code) ?? code) : '');

/** "30대 · 여성"; parts the member chose not to give ('00') are left out. */
function ageGender(a: Applicant): string {
  return [
    a.USER_AGE !== '00' ? ages.label(a.USER_AGE) : undefined,
    a.USER_GENDER !== '00' ? genders.label(a.USER_GENDER) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
}

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

function MemberRow({
  projectNo,
  member,
  isLeader,
  viewer,
}: {
  projectNo: number;
  member: Member;
  isLeader: boolean;
  viewer: number | null;
}) {
  const { t } = useTranslation('project');
  const [ask, setAsk] = useState<'remove' | 'hand_over' | 'resign' | null>(null);
  const body = { project_no: projectNo, user_no: member.USER_NO };
  const remove = useTeamMutation(() => callApi(teamApi.removeMember, { body }));
  const handOver = useTeamMutation(() => callApi(teamApi.changeLeader, { body }));
  const resign = useTeamMutation(() => callApi(teamApi.resign, { body: { project_no: projectNo } }));
  const isMe = viewer === member.USER_NO;
  const nickname = member.USER_NICKNAME;

  const run = async (which: 'remove' | 'hand_over' | 'resign') => {
    try {
      if (which === 'remove') await remove.mutateAsync(undefined);
      if (which === 'hand_over') await handOver.mutateAsync(undefined);
      if (which === 'resign') await resign.mutateAsync(undefined);
      const done = { remove: 'removed', hand_over: 'handed_over', resign: 'resigned' } as const;
      toast(t(`team.members.${done[which]}`, { nickname }), { tone: 'success' });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
      throw err;
    }
  };

  return (
    <li className={styles.memberRow} data-testid="member-row">
      <Avatar nickname={nickname} src={member.USER_IMG_URL} size={40} />
      <div className={styles.memberWho}>
        <span className={styles.nameLine}>
          <Link to={profileHref(nickname)} className={styles.name}>
            {nickname}
          </Link>
          <LevelIcon level={member.USER_LEVEL} size={16} withName />
          <Chip tone={member.ROLE === '01' ? 'recruiting' : 'outline'}>
            {member.ROLE === '01' ? t('team.members.role_leader') : t('team.members.role_member')}
          </Chip>
        </span>
        <span className={styles.muted}>
          {member.SLOT_JOB ? jobName(member.SLOT_JOB) : member.ROLE === '01' ? '' : t('team.members.no_slot')}
          {member.SLOT_JOB ? ' · ' : ''}
          {t('team.members.joined', { date: formatDate(member.JOINED_AT) })}
        </span>
      </div>
      {isLeader && member.ROLE === '02' ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className={styles.menuTrigger}
            aria-label={t('team.members.menu', { nickname })}
          >
            <MoreHorizontal size={18} aria-hidden="true" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => setAsk('hand_over')}>
                <Crown size={16} aria-hidden="true" />
                {t('team.members.hand_over')}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={`${styles.menuItem} ${styles.danger}`}
                onSelect={() => setAsk('remove')}
              >
                <UserMinus size={16} aria-hidden="true" />
                {t('team.members.remove')}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
      {isMe && member.ROLE === '02' ? (
        <Button
          size="sm"
          variant="ghost"
          icon={<LogOut size={16} aria-hidden="true" />}
          onClick={() => setAsk('resign')}
        >
          {t('team.members.resign')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={ask !== null}
        onOpenChange={(o) => (o ? undefined : setAsk(null))}
        title={ask ? t(`team.members.${ask}_title`, { nickname }) : ''}
        description={ask ? t(`team.members.${ask}_desc`, { nickname }) : ''}
        confirmLabel={ask ? t(`team.members.${ask}`) : ''}
        tone={ask === 'hand_over' ? 'primary' : 'danger'}
        onConfirm={() => (ask ? run(ask) : undefined)}
      />
    </li>
  );
}

function ApplicantCardView({
  projectNo,
  applicant: a,
  slotFull,
}: {
  projectNo: number;
  applicant: Applicant;
  /** The applied slot has no seat left: 확정 waits until one reopens (the server says SLOT_FULL). */
  slotFull: boolean;
}) {
  const { t } = useTranslation('project');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const approval = useApproval(projectNo, viewer);
  const [ask, setAsk] = useState<'confirm' | 'reject' | null>(null);
  const nickname = a.USER_NICKNAME;
  const verified =
    a.CI_VERIFIED === '01'
      ? t('team.members.verified_ci')
      : a.USER_PHONE === '01'
        ? t('team.members.verified_phone')
        : null;
  const demographic = ageGender(a);
  const emailId = `applicant-email-${a.APPLICATION_NO}`;

  const decide = async (approve: boolean) => {
    try {
      await approval.mutateAsync({ user_no: a.USER_NO, approve });
      toast(approve ? t('team.members.confirmed', { nickname }) : t('team.members.rejected'), {
        tone: 'success',
      });
    } catch (err) {
      toast(errorMessage(err), { tone: 'error' });
      throw err;
    }
  };

  return (
    <li className={styles.applicant} data-testid="applicant-card" data-user-no={a.USER_NO}>
      <div className={styles.applicantTop}>
        <Avatar nickname={nickname} src={a.USER_IMG_URL} size={52} />
        <div className={styles.memberWho}>
          <span className={styles.nameLine}>
            <LevelIcon level={a.USER_LEVEL} size={18} withName />
            <Link to={profileHref(nickname)} className={styles.name}>
              {nickname}
            </Link>
            {verified ? (
              <span className={styles.verified} title={verified}>
                <BadgeCheck size={16} aria-hidden="true" />
                <span className="visually-hidden">{verified}</span>
              </span>
            ) : null}
          </span>
          <span className={styles.muted}>{demographic || t('team.members.no_demographic')}</span>
          <span className={styles.muted}>
            {jobName(a.SLOT_JOB)} · {t('team.members.apply_date', { date: formatDate(a.APPLY_DATE) })}
          </span>
        </div>
        {a.APPLICANT_STATUS !== '99' ? (
          <Chip tone={a.APPLICANT_STATUS === '02' ? 'recruiting' : 'closed'}>
            {t(`team.members.status_${a.APPLICANT_STATUS}`)}
          </Chip>
        ) : null}
      </div>
      <label className={styles.emailField} htmlFor={emailId}>
        <span>{t('team.members.email_label')}</span>
        <input
          id={emailId}
          className={styles.emailInput}
          value={a.USER_EMAIL}
          disabled
          readOnly
          title={t('team.members.email_hint')}
        />
      </label>
      {a.ANSWERS.length > 0 ? (
        <details className={styles.answers}>
          <summary>{t('team.members.answers')}</summary>
          <dl>
            {a.ANSWERS.map((x, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers are fixed and ordered
              <div key={i}>
                <dt>{x.question}</dt>
                <dd>{x.answer || t('team.members.answer_empty')}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      <div className={styles.applicantActions}>
        <span className={styles.coffee}>
          <Button
            size="sm"
            variant="secondary"
            disabled
            icon={<Coffee size={16} aria-hidden="true" />}
            aria-describedby={`${emailId}-coffee`}
          >
            {t('team.members.coffee_chat')}
          </Button>
          <small id={`${emailId}-coffee`} className={styles.muted}>
            {t('team.members.coffee_chat_disabled')}
          </small>
        </span>
        {a.APPLICANT_STATUS === '99' ? (
          <span className={styles.decide}>
            <Button size="sm" variant="ghost" onClick={() => setAsk('reject')} disabled={approval.isPending}>
              {t('team.members.reject')}
            </Button>
            <Button
              size="sm"
              onClick={() => setAsk('confirm')}
              disabled={slotFull}
              title={slotFull ? t('team.members.slot_full_hint') : undefined}
              loading={approval.isPending}
              data-testid="applicant-confirm"
            >
              {t('team.members.confirm')}
            </Button>
          </span>
        ) : null}
      </div>
      {slotFull && a.APPLICANT_STATUS === '99' ? (
        <p className={styles.muted}>{t('team.members.slot_full_hint')}</p>
      ) : null}
      <ConfirmDialog
        open={ask !== null}
        onOpenChange={(o) => (o ? undefined : setAsk(null))}
        title={ask ? t(`team.members.${ask}_title`, { nickname }) : ''}
        description={ask ? t(`team.members.${ask}_desc`, { nickname, job: jobName(a.SLOT_JOB) }) : ''}
        confirmLabel={ask === 'confirm' ? t('team.members.confirm') : t('team.members.reject')}
        tone={ask === 'confirm' ? 'primary' : 'danger'}
        onConfirm={() => decide(ask === 'confirm')}
      />
    </li>
  );
}

/** Deleting asks for the project's name typed out, so it never happens by a slip. */
function DeleteProjectDialog({
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
  const del = useTeamMutation(() => callApi(teamApi.deleteProject, { body: { project_no: projectNo } }));
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
          await del.mutateAsync(undefined);
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
