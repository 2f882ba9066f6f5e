import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FolderPlus, MessageCircle, MoreHorizontal, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation, useNavigate } from '../../lib/router';
import { profileHref } from '../../app/nav';
import { useUserStore } from '../../app/store';
import type { DeferredMenuProps } from '../../ui/deferred-menu';
import { openDirectChat } from '../chat/open-room';
import { InviteToProjectDialog } from '../project-team/invite-dialog';
import styles from './people.module.css';

export interface PersonCardMenuProps {
  userNo: number;
  nickname: string;
}

/**
 * A person card's ⋯ menu: 프로필 상세, 1:1 대화 (the chat panel on our room, made on first use) and
 * 프로젝트 초대 (the invite dialog). Visitors are sent to log in first. Loaded when first pointed at
 * or clicked (PersonCard's DeferredMenu), so a page of cards does not carry the menu, the chat
 * opener and the invite form.
 */
export function PersonCardMenu({ userNo, nickname, defaultOpen }: PersonCardMenuProps & DeferredMenuProps) {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [inviting, setInviting] = useState(false);
  const toLogin = () => navigate('/login', { state: { from: location.pathname } });
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger
          className={styles.menuTrigger}
          aria-label={t('directory.card.menu', { nickname })}
          data-testid="person-card-menu"
        >
          <MoreHorizontal size={18} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => navigate(profileHref(nickname))}>
              <User size={16} aria-hidden="true" />
              <span>{t('directory.card.profile')}</span>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={styles.menuItem}
              onSelect={() => (isLoggedIn ? void openDirectChat(userNo).catch(toLogin) : toLogin())}
              data-testid="person-card-chat"
            >
              <MessageCircle size={16} aria-hidden="true" />
              <span>{t('directory.card.chat')}</span>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={styles.menuItem}
              onSelect={() => (isLoggedIn ? setInviting(true) : toLogin())}
              data-testid="person-card-invite"
            >
              <FolderPlus size={16} aria-hidden="true" />
              <span>{t('directory.card.invite')}</span>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {inviting ? (
        <InviteToProjectDialog userNo={userNo} nickname={nickname} onClose={() => setInviting(false)} />
      ) : null}
    </>
  );
}
