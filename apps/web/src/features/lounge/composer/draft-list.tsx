import { type LoungeDraft, loungePostTags, relativeTime } from '@sidequest/shared';
import { FileClock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { errorMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { SkeletonGroup, SkeletonText } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast-store';
import { removeDraft, useDrafts } from './api';
import styles from './composer.module.css';
import parts from './parts.module.css';

export interface DraftListProps {
  viewer: number | null;
  /** The draft open in the composer now (shown as such, and not deletable from here). */
  current: number | null;
  onPick(draft: LoungeDraft): void;
}

/** The writer's drafts (`temp`), newest first: continue one, or delete one after confirming. */
export function DraftList({ viewer, current, onPick }: DraftListProps) {
  const { t } = useTranslation('lounge_write');
  const drafts = useDrafts(viewer, true);
  const [deleting, setDeleting] = useState<LoungeDraft | null>(null);

  if (drafts.isPending) {
    return (
      <SkeletonGroup label={t('drafts.loading')}>
        <SkeletonText lines={3} />
      </SkeletonGroup>
    );
  }
  if (drafts.isError) {
    return (
      <ErrorState
        compact
        message={errorMessage(drafts.error)}
        onRetry={() => void drafts.refetch()}
        retrying={drafts.isFetching}
      />
    );
  }
  const list = drafts.data.drafts;
  if (list.length === 0) {
    return (
      <EmptyState
        compact
        icon={<FileClock size={24} />}
        title={t('drafts.empty_title')}
        message={t('drafts.empty_message')}
      />
    );
  }
  return (
    <>
      <ul className={parts.draftList} aria-label={t('drafts.title')}>
        {list.map((d) => {
          const tag = loungePostTags.get(d.POST_TAG);
          const isCurrent = d.POST_NO === current;
          return (
            <li key={d.POST_NO} className={parts.draftItem}>
              <button
                type="button"
                className={parts.draftPick}
                onClick={() => onPick(d)}
                disabled={isCurrent}
                aria-current={isCurrent || undefined}
              >
                <span className={parts.draftMeta}>
                  {tag ? `${tag.emoji} ${tag.label}` : t('drafts.no_tag')}
                  {d.POST_TYPE === '03' ? ` · ${t('type.poll')}` : ''} · {relativeTime(d.UPDATED_AT)}
                  {isCurrent ? ` · ${t('drafts.current')}` : ''}
                </span>
                <span className={parts.draftText}>{d.FEED_TEXT || t('drafts.no_text')}</span>
              </button>
              {isCurrent ? null : (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('drafts.delete')}
                  onClick={() => setDeleting(d)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('drafts.delete_title')}
        description={t('drafts.delete_message')}
        confirmLabel={t('drafts.delete_confirm')}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await removeDraft(deleting.POST_NO);
            toast(t('drafts.deleted'), { tone: 'success' });
            await drafts.refetch();
          } catch (err) {
            toast(errorMessage(err), { tone: 'error' });
            throw err;
          }
        }}
      />
    </>
  );
}
