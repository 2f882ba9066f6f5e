import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Flag, Link2, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { copyToClipboard } from '../../ui/clipboard';
import type { DeferredMenuProps } from '../../ui/deferred-menu';
import { ConfirmDialog } from '../../ui/dialog';
import { ReportDialog } from '../moderation/report-dialog';
import styles from './lounge.module.css';
import { useLoungeLogin } from './use-lounge-login';

export interface ItemMenuProps {
  targetType: 'post' | 'reply';
  targetNo: number;
  mine: boolean;
  /** Names the menu for screen readers. */
  label: string;
  /** 수정 (posts only). */
  onEdit?: () => void;
  /** Runs after the ConfirmDialog; a rejection keeps the dialog open (the caller showed why). */
  onDelete: () => Promise<unknown>;
  delete: { title: string; message: string; confirm: string };
  /** 링크 복사 (posts only). */
  link?: string;
}

/**
 * The ⋯ menu of a post or reply: own → 수정 / 삭제 (asked first); others' → 신고하기; and 링크 복사.
 * Loaded on first use through DeferredItemMenu (deferred-item-menu.tsx), with its dialogs.
 */
export function ItemMenu({
  targetType,
  targetNo,
  mine,
  label,
  onEdit,
  onDelete,
  delete: del,
  link,
  defaultOpen,
}: ItemMenuProps & DeferredMenuProps) {
  const { t } = useTranslation('lounge');
  const login = useLoungeLogin();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger
          className={styles.menuTrigger}
          aria-label={label}
          data-testid={`${targetType}-menu`}
        >
          <MoreHorizontal size={18} aria-hidden="true" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
            {mine && onEdit ? (
              <DropdownMenu.Item className={styles.menuItem} onSelect={onEdit}>
                <Pencil size={15} aria-hidden="true" />
                {t('menu.edit')}
              </DropdownMenu.Item>
            ) : null}
            {mine ? (
              <DropdownMenu.Item
                className={`${styles.menuItem} ${styles.menuDanger}`}
                onSelect={() => setConfirming(true)}
              >
                <Trash2 size={15} aria-hidden="true" />
                {t('menu.delete')}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item
                className={styles.menuItem}
                onSelect={() => {
                  if (!login.ask('report', () => setReporting(true))) setReporting(true);
                }}
              >
                <Flag size={15} aria-hidden="true" />
                {t('menu.report')}
              </DropdownMenu.Item>
            )}
            {link ? (
              <DropdownMenu.Item className={styles.menuItem} onSelect={() => void copyToClipboard(link)}>
                <Link2 size={15} aria-hidden="true" />
                {t('menu.copy_link')}
              </DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={del.title}
        description={del.message}
        confirmLabel={del.confirm}
        onConfirm={onDelete}
      />
      {mine ? null : (
        <ReportDialog
          open={reporting}
          onOpenChange={setReporting}
          targetType={targetType}
          targetNo={targetNo}
        />
      )}
      {login.dialog}
    </>
  );
}
