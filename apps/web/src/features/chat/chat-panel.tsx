import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useLocation } from '../../lib/router';
import { useUserStore } from '../../app/store';
import { useIsMobile } from '../../app/use-is-mobile';
import { ConnectionNotice } from './connection-notice';
import { OpenChatFinder } from './open-chat-finder';
import { PanelHead } from './panel-head';
import styles from './panel.module.css';
import { RoomList } from './room-list';
import { RoomView } from './room-view';
import { useChatStore } from './store';

/**
 * The chat drawer: ≈380px on the right on desktop (the page stays usable beside it), the whole
 * screen on phones (modal, focus kept inside). Shows the list, the open chat finder or a room.
 */
export function ChatPanel() {
  const { t } = useTranslation('chat');
  const isMobile = useIsMobile();
  const open = useChatStore((s) => s.open);
  const activeRoomId = useChatStore((s) => s.activeRoomId);
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [view, setView] = useState<'list' | 'open'>('list');
  // A room opened from the open chat finder goes back to the list, not the finder.
  const [shownRoom, setShownRoom] = useState(activeRoomId);
  if (shownRoom !== activeRoomId) {
    setShownRoom(activeRoomId);
    if (activeRoomId) setView('list');
  }
  const set = useChatStore.setState;
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  // On phones the panel covers the page: following a link in it (a profile, a project) shows the page.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (isMobile) set({ open: false });
  }, [pathname, isMobile]);

  if (!isLoggedIn) return null;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => set({ open: next })} modal={isMobile}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          id="chat-panel"
          className={styles.panel}
          data-testid="chat-panel"
          aria-describedby={undefined}
          // On desktop the page beside the drawer stays usable: clicks there do not close it.
          onEscapeKeyDown={(e) => {
            if (e.target instanceof HTMLElement && e.target.dataset.picking) e.preventDefault();
          }}
          onInteractOutside={(e) => {
            if (!isMobile) e.preventDefault();
          }}
        >
          <RadixDialog.Title className="visually-hidden">{t('title')}</RadixDialog.Title>
          {activeRoomId ? (
            <RoomView key={activeRoomId} roomId={activeRoomId} onBack={() => set({ activeRoomId: null })} />
          ) : view === 'open' ? (
            <>
              <PanelHead title={t('open.title')} onBack={() => setView('list')} />
              <ConnectionNotice />
              <OpenChatFinder />
            </>
          ) : (
            <>
              <PanelHead title={t('title')} />
              <ConnectionNotice />
              <RoomList onOpen={(id) => set({ activeRoomId: id })} onFindOpen={() => setView('open')} />
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
