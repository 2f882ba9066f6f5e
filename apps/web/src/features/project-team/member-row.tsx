import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { formatDate } from '@sidequest/shared';
import { Crown, LogOut, MoreHorizontal, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { errorMessage } from '../../lib/api';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/chip';
import { ConfirmDialog } from '../../ui/dialog';
import { LevelIcon } from '../../ui/level-icon';
import { toast } from '../../ui/toast-store';
import { useChangeLeader, useRemoveMember, useResign } from './api';
import { jobName, type Member } from './member-format';
import styles from './team.module.css';

export function MemberRow({
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
  const remove = useRemoveMember(projectNo);
  const handOver = useChangeLeader(projectNo);
  const resign = useResign(projectNo);
  const isMe = viewer === member.USER_NO;
  const nickname = member.USER_NICKNAME;

  const run = async (which: 'remove' | 'hand_over' | 'resign') => {
    try {
      if (which === 'remove') await remove.mutateAsync(member.USER_NO);
      if (which === 'hand_over') await handOver.mutateAsync(member.USER_NO);
      if (which === 'resign') await resign.mutateAsync();
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
