import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Eye, EyeOff, Flag, MoreHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { ConfirmDialog } from '../../ui/dialog';
import { toast } from '../../ui/toast-store';
import { ReportDialog } from '../moderation/report-dialog';
// The ⋯ menu looks like the lounge's, so it wears the same styles.
import menu from '../lounge/lounge.module.css';
import { type ForumThread, useDeleteForumPost, useHideForumPost } from './api';

type Flags = Pick<ForumThread, 'STATE' | 'CAN_DELETE' | 'CAN_HIDE'>;

/**
 * The ⋯ menu of a forum thread or reply: its author deletes it (asked first), the booth's team or
 * an operator hides it or shows it again, and everyone else reports a live post to the operators
 * (a visitor is asked to log in by the report dialog). A deleted post by someone else has nothing
 * to act on, so it shows no menu.
 */
export function ForumMenu({
  boothNo,
  target,
  targetNo,
  post,
}: {
  boothNo: number;
  target: 'thread' | 'reply';
  targetNo: number;
  post: Flags;
}) {
  const { t } = useTranslation('expo_social');
  const del = useDeleteForumPost(boothNo);
  const hide = useHideForumPost(boothNo);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  // Not one's own (the server refuses that) and still readable: a hidden post is already handled.
  const canReport = post.STATE === 'live' && !post.CAN_DELETE;
  if (!post.CAN_DELETE && !post.CAN_HIDE && !canReport) return null;
  const hidden = post.STATE === 'hidden';
  const toggleHidden = () =>
    hide.mutate(
      { target_type: target, target_no: targetNo, hidden: !hidden },
      {
        onSuccess: () => toast(t(hidden ? 'forum.shown' : 'forum.hidden_done'), { tone: 'success' }),
        onError: (err) => toast(errorMessage(err), { tone: 'error' }),
      },
    );
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className={menu.menuTrigger}
          aria-label={t(target === 'thread' ? 'forum.menu_thread' : 'forum.menu_reply')}
          data-testid={`forum-${target}-menu`}
        >
          <MoreHorizontal size={18} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menu.menu} align="end" sideOffset={6}>
            {post.CAN_HIDE ? (
              <DropdownMenu.Item className={menu.menuItem} onSelect={toggleHidden}>
                {hidden ? <Eye size={15} aria-hidden="true" /> : <EyeOff size={15} aria-hidden="true" />}
                {t(hidden ? 'forum.show' : 'forum.hide')}
              </DropdownMenu.Item>
            ) : null}
            {canReport ? (
              <DropdownMenu.Item className={menu.menuItem} onSelect={() => setReporting(true)}>
                <Flag size={15} aria-hidden="true" />
                {t('forum.report')}
              </DropdownMenu.Item>
            ) : null}
            {post.CAN_DELETE ? (
              <DropdownMenu.Item
                className={`${menu.menuItem} ${menu.menuDanger}`}
                onSelect={() => setConfirming(true)}
              >
                <Trash2 size={15} aria-hidden="true" />
                {t('forum.delete')}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(target === 'thread' ? 'forum.delete_thread_title' : 'forum.delete_reply_title')}
        description={t('forum.delete_body')}
        confirmLabel={t('forum.delete')}
        tone="danger"
        onConfirm={() =>
          del.mutateAsync({ target_type: target, target_no: targetNo }).then(
            () => toast(t('forum.deleted_done'), { tone: 'success' }),
            (err) => {
              toast(errorMessage(err), { tone: 'error' });
              return false;
            },
          )
        }
      />
      {canReport ? (
        <ReportDialog
          open={reporting}
          onOpenChange={setReporting}
          targetType={target === 'thread' ? 'booth_thread' : 'booth_reply'}
          targetNo={targetNo}
        />
      ) : null}
    </>
  );
}
