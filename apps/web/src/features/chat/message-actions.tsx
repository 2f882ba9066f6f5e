import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CHAT_MESSAGE_TYPES, type ChatMessage } from '@sidequest/shared';
import { Copy, Flag, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { copyToClipboard } from '../../ui/clipboard';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { useReportMessage } from './api';
import styles from './message.module.css';
import { plainMentions } from './messages';
import roomStyles from './room.module.css';

/** What a message's 더보기 menu offers: 복사 for text (mine too), 신고하기 for other people's. */
export function messageActions(m: ChatMessage, mine: boolean): { copy: boolean; report: boolean } {
  if (m.type === CHAT_MESSAGE_TYPES.system) return { copy: false, report: false };
  return {
    copy: m.type === CHAT_MESSAGE_TYPES.text && m.body.trim() !== '',
    // Bot cards have no sender: there is nobody to report.
    report: !mine && m.sender !== null,
  };
}

/** The text as the bubble shows it: `@[nickname]` mentions copied as `@nickname`. */
export const copyableText = plainMentions;

/** The 더보기 button beside a bubble and its menu; nothing is drawn when nothing applies. */
export function MessageActions({
  roomId,
  message: m,
  mine,
  nickname,
}: {
  roomId: string;
  message: ChatMessage;
  mine: boolean;
  nickname: string;
}) {
  const { t } = useTranslation('chat');
  const [asking, setAsking] = useState(false);
  const reportMessage = useReportMessage(roomId);
  const can = messageActions(m, mine);
  if (!can.copy && !can.report) return null;

  const report = async () => {
    const sender = m.sender;
    if (!sender) return;
    try {
      await reportMessage.mutateAsync({ messageId: m._id, senderNo: sender.no });
      toast(t('report.done'), { tone: 'success' });
    } catch (err) {
      // Reported before: the report stands, so the server's own words close the dialog.
      if (isApiError(err) && err.code === 'CHAT_ALREADY_REPORTED') {
        toast(err.message, { tone: 'info' });
        return;
      }
      toast(t('report.failed'), { description: errorMessage(err), tone: 'error' });
      throw err;
    }
  };

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={styles.moreButton}
          aria-label={mine ? t('actions.label_mine') : t('actions.label', { nickname })}
          data-testid="chat-message-more"
        >
          <MoreHorizontal size={16} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={roomStyles.menu} align={mine ? 'end' : 'start'} sideOffset={4}>
            {can.copy ? (
              <DropdownMenu.Item
                className={roomStyles.menuItem}
                onSelect={() => void copyToClipboard(copyableText(m.body))}
              >
                <Copy size={16} aria-hidden="true" />
                {t('actions.copy')}
              </DropdownMenu.Item>
            ) : null}
            {can.report ? (
              <DropdownMenu.Item
                className={`${roomStyles.menuItem} ${roomStyles.menuDanger}`}
                onSelect={() => setAsking(true)}
              >
                <Flag size={16} aria-hidden="true" />
                {t('actions.report')}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {can.report ? (
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title={t('report.title')}
          description={t('report.description')}
          confirmLabel={t('report.confirm')}
          onConfirm={report}
        />
      ) : null}
    </>
  );
}
