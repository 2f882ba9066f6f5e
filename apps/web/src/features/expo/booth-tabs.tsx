import { type Booth, type BoothUpdate, formatDate, industries, toEmbedUrl } from '@sidequest/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { LoadMore } from '../../ui/load-more';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { Prose } from '../editor/prose';
import { useBoothUpdates, useDeleteBoothUpdate } from './api';
import styles from './booth-page.module.css';

/** 소개: the story, the video, the screenshots and the industry tags. */
export function IntroPanel({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const embed = booth.video_url ? toEmbedUrl(booth.video_url) : null;
  return (
    <div className={styles.panel}>
      <Prose html={booth.introduction} />
      {embed ? (
        <section aria-label={t('booth.video')}>
          <div className={styles.video}>
            <iframe
              src={embed}
              title={t('booth.video')}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              loading="lazy"
            />
          </div>
        </section>
      ) : null}
      {booth.screenshots.length > 0 ? (
        <section aria-label={t('booth.screenshots')}>
          <div className={styles.shots}>
            {booth.screenshots.map((url, i) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t('booth.screenshot_alt', { name: booth.name, n: i + 1 })}
                  loading="lazy"
                />
              </a>
            ))}
          </div>
        </section>
      ) : null}
      {booth.project_no ? (
        <Link to={`/project/${booth.project_no}`} className={styles.projectLink}>
          {t('booth.project')}
        </Link>
      ) : null}
      {booth.industry_tags.length > 0 ? (
        <p className={styles.tags}>
          <span className={styles.muted}>{t('booth.industry')}</span>
          {booth.industry_tags.map((c) => (
            <span key={c} className={styles.tag}>
              #{industries.label(c) ?? c}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}

function UpdateItem({
  update,
  boothNo,
  canDelete,
}: {
  update: BoothUpdate;
  boothNo: number;
  canDelete: boolean;
}) {
  const { t } = useTranslation('product');
  const del = useDeleteBoothUpdate(boothNo);
  const [asking, setAsking] = useState(false);
  return (
    <li className={styles.update}>
      <p className={styles.updateBody}>{update.body}</p>
      <p className={styles.muted}>
        {update.author_nickname} · {formatDate(update.created_at)}
        {canDelete ? (
          <Button variant="ghost" size="sm" icon={<Trash2 size={14} />} onClick={() => setAsking(true)}>
            {t('updates.delete')}
          </Button>
        ) : null}
      </p>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('updates.delete_title')}
        description={t('updates.delete_description')}
        confirmLabel={t('updates.delete')}
        tone="danger"
        onConfirm={() =>
          del.mutateAsync(update.update_no).then(
            () => toast(t('updates.deleted'), { tone: 'success' }),
            (err) => {
              toast(errorMessage(err), { tone: 'error' });
              return false;
            },
          )
        }
      />
    </li>
  );
}

/** 업데이트: the team's news, newest first. */
export function UpdatesPanel({ booth }: { booth: Booth }) {
  const { t } = useTranslation('product');
  const q = useBoothUpdates(booth.booth_no);
  if (q.isPending) {
    return (
      <SkeletonGroup label={t('booth.tabs.updates')}>
        <Skeleton height={64} />
        <Skeleton height={64} />
      </SkeletonGroup>
    );
  }
  if (q.isError)
    return <ErrorState compact message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const list = q.data.pages.flatMap((p) => p.list);
  if (list.length === 0)
    return <EmptyState compact title={t('updates.empty_title')} message={t('updates.empty')} />;
  return (
    <div className={styles.panel}>
      <ul className={styles.updates}>
        {list.map((u) => (
          <UpdateItem
            key={u.update_no}
            update={u}
            boothNo={booth.booth_no}
            canDelete={booth.me.role !== null}
          />
        ))}
      </ul>
      <LoadMore query={q} label={t('more')} errorTitle={t('more_error')} />
    </div>
  );
}
