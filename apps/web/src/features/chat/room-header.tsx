import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ChatRoomDetail } from '@sidequest/shared';
import {
  ArrowLeft,
  Bell,
  BellOff,
  Check,
  FolderPlus,
  ListTodo,
  LogOut,
  Megaphone,
  MoreVertical,
  Newspaper,
  UserPlus,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useLeaveRoom } from './api';
import { ClosePanelButton } from './panel-head';
import { InviteDialog } from './group-create-dialog';
import panelStyles from './panel.module.css';
import { ProjectInviteDialog } from './project-invite-dialog';
import { NoticeDialog, ParticipantsDialog } from './room-dialogs';
import { RoomAvatar } from './room-list-item';
import { toggleAlarm, toggleBot } from './room-settings';
import { useChatStore } from './store';
import { isPersonRoom, roomTitle } from './room-title';
import styles from './room.module.css';
import { VoiceCallButton } from './voice/voice-call-button';

type Open = 'participants' | 'notice' | 'invite' | 'invite-project' | 'leave' | null;

/**
 * Title, members, the to-do toggle and the room menu: 알림, 프로젝트 소식 (team room host), 공지,
 * 참여자, 초대, 내 프로젝트에 초대 (one-to-one), 나가기.
 */
export function RoomHeader({
  room,
  closed,
  onBack,
}: {
  room: ChatRoomDetail;
  closed: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation('chat');
  const me = useUserStore((s) => s.profile?.no ?? null);
  const todoOpen = useChatStore((s) => s.todoOpen);
  const [open, setOpen] = useState<Open>(null);
  const leaveRoom = useLeaveRoom();
  const isHost = room.hostNo !== null && room.hostNo === me;
  const person = isPersonRoom(room);
  const multi = room.kind === 'group' || room.kind === 'open' || room.kind === 'project';
  const online = person && room.opponentInfo?.online;
  const active = room.members.filter((p) => p.status === 'active');
  const opponent = room.kind === 'direct' ? room.opponentInfo : null;

  const leave = async () => {
    try {
      await leaveRoom.mutateAsync(room._id);
      toast(t('menu.left', { title: roomTitle(room) }), { tone: 'success' });
    } catch (err) {
      toast(t('menu.failed'), { description: errorMessage(err), tone: 'error' });
      throw err;
    }
  };

  return (
    <div className={panelStyles.head}>
      <button
        type="button"
        className={panelStyles.iconButton}
        onClick={onBack}
        aria-label={t('action.back_to_list')}
      >
        <ArrowLeft size={20} aria-hidden="true" />
      </button>
      <RoomAvatar room={room} size={32} />
      <div className={styles.headText}>
        <h2 className={styles.headTitle}>{roomTitle(room)}</h2>
        <p className={styles.headSub}>
          {multi
            ? t('room.participants', { count: room.participantsSize })
            : person
              ? online
                ? t('room.online')
                : t('room.offline')
              : t(`kind.${room.kind}`)}
        </p>
      </div>
      {person ? <VoiceCallButton roomId={room._id} closed={closed} /> : null}
      <button
        type="button"
        className={panelStyles.iconButton}
        aria-pressed={todoOpen}
        aria-label={t('todo.toggle')}
        onClick={() => useChatStore.setState({ todoOpen: !todoOpen })}
        data-testid="chat-todo-toggle"
      >
        <ListTodo size={20} aria-hidden="true" />
      </button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={panelStyles.iconButton}
          aria-label={t('menu.label')}
          data-testid="chat-room-menu"
        >
          <MoreVertical size={20} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void toggleAlarm(room)}>
              {room.alarmBlocked ? (
                <Bell size={16} aria-hidden="true" />
              ) : (
                <BellOff size={16} aria-hidden="true" />
              )}
              {room.alarmBlocked ? t('menu.alarm_on') : t('menu.alarm_off')}
            </DropdownMenu.Item>
            {isHost && room.kind === 'project' ? (
              <DropdownMenu.CheckboxItem
                className={styles.menuItem}
                checked={room.botEnabled}
                onCheckedChange={() => void toggleBot(room)}
              >
                <Newspaper size={16} aria-hidden="true" />
                <span className={styles.menuLabel}>{t('menu.bot')}</span>
                <DropdownMenu.ItemIndicator>
                  <Check size={16} aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.CheckboxItem>
            ) : null}
            {isHost && multi ? (
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => setOpen('notice')}>
                <Megaphone size={16} aria-hidden="true" />
                {t('menu.notice')}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => setOpen('participants')}>
              <Users size={16} aria-hidden="true" />
              {t('menu.participants')}
            </DropdownMenu.Item>
            {isHost && room.kind === 'group' ? (
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => setOpen('invite')}>
                <UserPlus size={16} aria-hidden="true" />
                {t('menu.invite')}
              </DropdownMenu.Item>
            ) : null}
            {opponent ? (
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => setOpen('invite-project')}>
                <FolderPlus size={16} aria-hidden="true" />
                {t('menu.invite_project')}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Separator className={styles.menuSeparator} />
            <DropdownMenu.Item
              className={`${styles.menuItem} ${styles.menuDanger}`}
              onSelect={() => setOpen('leave')}
            >
              <LogOut size={16} aria-hidden="true" />
              {t('menu.leave')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ClosePanelButton />

      <ParticipantsDialog
        roomId={room._id}
        isHost={isHost && room.kind !== 'direct'}
        open={open === 'participants'}
        onOpenChange={(o) => setOpen(o ? 'participants' : null)}
      />
      {open === 'notice' ? (
        <NoticeDialog
          roomId={room._id}
          current={room.notice}
          open
          onOpenChange={(o) => setOpen(o ? 'notice' : null)}
        />
      ) : null}
      <InviteDialog
        roomId={room._id}
        memberNos={active.map((p) => p.no)}
        open={open === 'invite'}
        onOpenChange={(o) => setOpen(o ? 'invite' : null)}
      />
      {opponent ? (
        <ProjectInviteDialog
          opponent={opponent}
          open={open === 'invite-project'}
          onOpenChange={(o) => setOpen(o ? 'invite-project' : null)}
        />
      ) : null}
      <ConfirmDialog
        open={open === 'leave'}
        onOpenChange={(o) => setOpen(o ? 'leave' : null)}
        title={t('menu.leave_title')}
        description={
          isHost && multi ? t('menu.leave_host_description') : t(`menu.leave_description_${room.kind}`)
        }
        confirmLabel={t('menu.leave')}
        onConfirm={leave}
      />
    </div>
  );
}
