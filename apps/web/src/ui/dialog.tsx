import type { ComponentType, ReactNode } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/texts/react';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Hide the × button (e.g. while a request is running). */
  hideClose?: boolean;
}

// Once loaded, the frame renders at once: React.lazy would suspend for a tick on every first open.
let Frame: ComponentType<DialogProps> | null = null;
const loadFrame = () =>
  import('./dialog-frame').then((m) => {
    Frame = m.default;
    return m;
  });
const LazyFrame = lazy(loadFrame);

let prefetching = false;

/** Fetches the dialog's code once the page is idle, so a first open does not wait for it. */
function usePrefetchFrame() {
  useEffect(() => {
    if (prefetching) return;
    prefetching = true;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
    idle(() => void loadFrame());
  }, []);
}

/**
 * A modal dialog. Its code (Radix's focus trap and scroll lock, 15 KiB gzip) is not part of the
 * page's first load: pages with a follow button, a filter sheet or a login prompt all render a
 * closed dialog, and it cost every list page that much (issue 17). It is fetched when the page is
 * idle and mounted from the first open on (kept mounted after closing, so Radix returns focus).
 */
export function Dialog(props: DialogProps) {
  usePrefetchFrame();
  // Chosen at the first open and kept: switching from the lazy frame to the loaded one later would
  // remount an open dialog.
  const [frame, setFrame] = useState<ComponentType<DialogProps> | null>(() =>
    props.open ? (Frame ?? LazyFrame) : null,
  );
  if (props.open && !frame) setFrame(() => Frame ?? LazyFrame);
  if (!frame) return null;
  const Chosen = frame;
  return (
    <Suspense fallback={null}>
      <Chosen {...props} />
    </Suspense>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete, withdraw). */
  tone?: 'primary' | 'danger';
  /** May be async; the button shows a spinner until it settles, and the dialog closes on success. */
  onConfirm: () => unknown;
  children?: ReactNode;
  confirmDisabled?: boolean;
}

/** Ask before a destructive or important action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  onConfirm,
  children,
  confirmDisabled,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      // Returning false (or throwing) keeps the dialog open, e.g. after a wrong password.
      const keepOpen = (await onConfirm()) === false;
      if (!keepOpen) onOpenChange(false);
    } catch {
      // The caller has already shown the error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}
      title={title}
      description={description}
      hideClose={busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel ?? t('action.cancel')}
          </Button>
          <Button variant={tone} onClick={confirm} loading={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
