import { formatDate } from '@sidequest/shared';
import { BadgeCheck, Coffee } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ConfirmDialog } from '../../ui/dialog';
import { LevelIcon } from '../../ui/level-icon';
import { toast } from '../../ui/toast-store';
import { openProjectChat } from '../chat/open-room';
import { useApproval } from './api';
import { type Applicant, ageGender, jobName } from './member-format';
import styles from './team.module.css';

export function ApplicantCardView({
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
  const [opening, setOpening] = useState(false);
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
            loading={opening}
            icon={<Coffee size={16} aria-hidden="true" />}
            data-testid="applicant-coffee-chat"
            onClick={() => {
              // The free coffee chat: our 1:1 room with this project's card left in it.
              setOpening(true);
              void openProjectChat(projectNo, a.USER_NO)
                .catch((err: unknown) => toast(errorMessage(err), { tone: 'error' }))
                .finally(() => setOpening(false));
            }}
          >
            {t('team.members.coffee_chat')}
          </Button>
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
