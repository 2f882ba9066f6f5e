import type { LoungePost } from '@sidequest/shared';
import { formatDateTime } from '@sidequest/shared';
import { ChevronDown, ChevronUp, FileClock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { useLocation, useNavigate } from '../../../lib/router';
import { useUserStore } from '../../../app/store';
import { Button } from '../../../ui/button';
import { ConfirmDialog, Dialog } from '../../../ui/dialog';
import { useMySuspension } from '../../moderation/api';
import { SuspensionNotice } from '../../moderation/suspension-notice';
import { useDrafts } from './api';
import { ComposerFields } from './composer-fields';
import styles from './composer.module.css';
import { DraftList } from './draft-list';
import { createMentionExtension } from './mention';
import parts from './parts.module.css';
import { useComposer } from './use-composer';

export interface LoungeComposerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Given when editing one's own post: the form starts from it and saving calls `update`. */
  post?: LoungePost;
  onDone(postNo: number): void;
}

/**
 * Writing a lounge post or poll, or editing one's own (`post`). Mounted fresh on every opening, so
 * each writing starts clean; visitors are sent to log in instead.
 */
export function LoungeComposer(props: LoungeComposerProps) {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  if (!props.open) return null;
  if (!isLoggedIn) return <LoginFirst onClose={() => props.onOpenChange(false)} />;
  return <ComposerDialog key={props.post?.POST_NO ?? 'new'} {...props} />;
}

function LoginFirst({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('lounge_write');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('login.title')}
      description={t('login.message')}
      confirmLabel={t('login.confirm')}
      tone="primary"
      onConfirm={() => navigate('/login', { state: { from: `${location.pathname}${location.search}` } })}
    />
  );
}

function ComposerDialog({ onOpenChange, post, onDone }: LoungeComposerProps) {
  const { t } = useTranslation('lounge_write');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const [asking, setAsking] = useState(false);
  const [showDrafts, setShowDrafts] = useState(false);
  // Built once: the editor takes its extensions when it is created.
  const [mention] = useState(createMentionExtension);
  const close = () => onOpenChange(false);
  const state = useComposer({ ...(post ? { post } : {}), onDone, close });
  const suspended = !!useMySuspension().data?.suspension;
  const drafts = useDrafts(viewer, state.editing === null);
  const draftCount = drafts.data?.drafts.length ?? 0;
  const busy = state.publishing || state.uploading || !!state.saving;

  const requestClose = () => {
    // Escape while the @ list is open closes only the list (the dialog hears the key first).
    if (state.publishing || mention.closeList()) return;
    if (state.dirty && !state.blank) setAsking(true);
    else close();
  };

  const status = state.saving
    ? t('status.saving')
    : state.autosaveFailed
      ? t('status.autosave_failed')
      : state.savedAt
        ? t('status.saved', { time: formatDateTime(state.savedAt).slice(-5) })
        : '';

  const draftToggle =
    state.editing === null ? (
      <Button
        variant="ghost"
        size="sm"
        icon={<FileClock size={16} aria-hidden="true" />}
        aria-expanded={showDrafts}
        aria-controls="lounge-drafts"
        onClick={() => setShowDrafts((v) => !v)}
      >
        {t('drafts.toggle', { count: draftCount })}
        {showDrafts ? (
          <ChevronUp size={16} aria-hidden="true" />
        ) : (
          <ChevronDown size={16} aria-hidden="true" />
        )}
      </Button>
    ) : null;
  const draftPanel =
    showDrafts && state.editing === null ? (
      <section id="lounge-drafts" className={parts.draftPanel} aria-label={t('drafts.title')}>
        <DraftList
          viewer={viewer}
          current={state.draftNo}
          onPick={async (d) => {
            await state.pickDraft(d);
            setShowDrafts(false);
          }}
        />
      </section>
    ) : null;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => (open ? undefined : requestClose())}
        title={state.editing !== null ? t('title.edit') : t('title.new')}
      >
        <div className={styles.root} ref={state.rootRef} data-testid="lounge-composer">
          <SuspensionNotice />
          <ComposerFields
            state={state}
            active={!showDrafts}
            aside={draftToggle}
            panel={draftPanel}
            extensions={[mention.extension]}
          />

          {/* The @ member list is mounted here, inside the dialog's focus and pointer scope. */}
          <div data-mention-layer className={parts.mentionLayer} />

          <div className={styles.footer}>
            {state.notice ? (
              <p className={styles.error} role="alert">
                {state.notice}
              </p>
            ) : null}
            <div className={styles.footerRow}>
              <span className={styles.status} role="status">
                {status}
              </span>
              {state.editing === null ? (
                <Button
                  variant="secondary"
                  onClick={() => void state.save('manual')}
                  loading={state.saving === 'manual'}
                  disabled={busy || suspended || state.blank}
                >
                  {t('action.save')}
                </Button>
              ) : null}
              <Button
                onClick={() => void state.submit()}
                loading={state.publishing}
                disabled={busy || suspended}
              >
                {state.editing !== null ? t('action.update') : t('action.publish')}
              </Button>
            </div>
          </div>
        </div>
      </Dialog>
      <Dialog
        open={asking}
        onOpenChange={setAsking}
        title={t('leave.title')}
        description={state.editing !== null ? t('leave.message_edit') : t('leave.message')}
        footer={
          <div className={styles.leaveActions}>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {t('leave.stay')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                state.end();
                close();
              }}
            >
              {t('leave.discard')}
            </Button>
            {state.editing === null ? (
              <Button
                loading={state.saving === 'manual'}
                disabled={suspended}
                onClick={async () => {
                  if (await state.save('manual')) {
                    state.end();
                    close();
                  }
                }}
              >
                {t('leave.save')}
              </Button>
            ) : null}
          </div>
        }
      />
    </>
  );
}
