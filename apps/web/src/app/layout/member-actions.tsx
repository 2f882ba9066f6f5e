import type { SessionUser } from '@sidequest/shared';
import { ChatButton } from '../../features/chat/chat-button';
import { VoiceCallLayer } from '../../features/chat/voice/voice-call-layer';
import { NotificationBell } from '../../features/notification/notification-bell';
import { QuestWidget } from '../../features/quests/quest-widget';
import { LazyChatPanel } from './lazy-chat-panel';
import { UserMenu } from './user-menu';

/**
 * The header's member controls (daily quests, chat, notifications, account menu), the chat
 * drawer (only members chat; it still loads on first open) and the voice call overlay. One module loaded only once someone is logged in (header.tsx), so a visitor's
 * first load carries none of chat's, notifications' or the account menu's code.
 */
export function MemberActions({ profile }: { profile: SessionUser }) {
  return (
    <>
      <QuestWidget />
      <ChatButton />
      <NotificationBell />
      <UserMenu profile={profile} />
      <LazyChatPanel />
      <VoiceCallLayer />
    </>
  );
}
