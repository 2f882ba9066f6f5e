import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useTranslation } from '../lib/texts/react';
import type { DialogProps } from './dialog';
import styles from './dialog.module.css';

/** The dialog itself (Radix: focus trap, scroll lock, Escape), loaded on first open (dialog.tsx). */
export default function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose,
}: DialogProps) {
  const { t } = useTranslation('common');
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {hideClose ? null : (
              <RadixDialog.Close className={styles.close} aria-label={t('action.close')}>
                <X size={18} aria-hidden="true" />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
