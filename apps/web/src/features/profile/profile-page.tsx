import type { Resume } from '@sidequest/shared';
import { formatDateTime } from '@sidequest/shared';
import { PencilLine, UserRoundSearch } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link, useParams } from '../../lib/router';
import { usePageMeta } from '../../app/use-page-meta';
import { isApiError } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../ui/skeleton';
import { BasicsSection, IntroSection, SkillsSection } from './about-sections';
import { ActivitySection } from './activity-section';
import { useDraft, useResume } from './api';
import { CareersSection } from './careers-section';
import {
  isStoredDraft,
  ProfileEditorProvider,
  type SectionKey,
  type StoredDraft,
  useProfileEditor,
} from './editor';
import { EducationsSection } from './educations-section';
import { ProfileHeader } from './profile-header';
import shared from './profile.module.css';
import styles from './profile-page.module.css';
import { ReviewsSection } from './reviews-section';
import { WorksSection } from './works-section';

const SECTION_ANCHOR: Record<SectionKey, string> = {
  basics: 'basics',
  intro: 'intro',
  skills: 'skills',
  career: 'careers',
  education: 'educations',
  work: 'works',
};

/** A draft is reopened as it was, unless its item has since been removed: then as a new item. */
function usableDraft(draft: StoredDraft, resume: Resume): StoredDraft {
  if (draft.item === null || draft.item === 'new') return draft;
  const no = Number(draft.item);
  const exists =
    (draft.section === 'career' && resume.CAREERS.some((c) => c.CAREER_NO === no)) ||
    (draft.section === 'education' && resume.EDUCATIONS.some((e) => e.EDUCATION_NO === no)) ||
    (draft.section === 'work' && resume.WORKS.some((w) => w.WORK_NO === no));
  return exists ? draft : { ...draft, item: 'new' };
}

/** "저장하지 않은 편집 내용이 있어요": offered once the owner's page has loaded. */
function DraftBanner({ resume }: { resume: Resume }) {
  const { t } = useTranslation('people');
  const editor = useProfileEditor();
  const q = useDraft(resume.IS_OWNER);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const draft = q.data?.draft;
  if (!resume.IS_OWNER || editor.editing || !isStoredDraft(draft)) return null;
  const section = t(`profile.sections.${draft.section}`);
  const savedAt = q.data?.saved_at ? formatDateTime(q.data.saved_at) : null;

  const reopen = () => {
    editor.restore(usableDraft(draft, resume));
    requestAnimationFrame(() =>
      document
        .getElementById(SECTION_ANCHOR[draft.section])
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  return (
    <div className={styles.draftBanner} role="status">
      <PencilLine size={18} aria-hidden="true" />
      <p>
        <strong>{t('profile.draft.title', { section })}</strong>
        {savedAt ? (
          <span className={styles.draftTime}>{t('profile.draft.saved_at', { time: savedAt })}</span>
        ) : null}
      </p>
      <div className={styles.draftActions}>
        <Button size="sm" onClick={reopen}>
          {t('profile.draft.continue')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirmDiscard(true)}>
          {t('profile.draft.discard')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('profile.draft.discard_title')}
        description={t('profile.draft.discard_message')}
        confirmLabel={t('profile.draft.discard')}
        onConfirm={() => editor.discardDraft()}
      />
    </div>
  );
}

function ProfileView({ resume, followSlot }: { resume: Resume; followSlot?: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <ProfileHeader resume={resume} followSlot={followSlot} />
      <DraftBanner resume={resume} />
      <div className={styles.layout}>
        <div className={shared.mainCol}>
          <IntroSection resume={resume} />
          <CareersSection resume={resume} />
          <EducationsSection resume={resume} />
          <WorksSection resume={resume} />
          <ReviewsSection resume={resume} />
        </div>
        <aside className={shared.sideCol}>
          <BasicsSection resume={resume} />
          <SkillsSection resume={resume} />
          <ActivitySection resume={resume} />
        </aside>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation('people');
  return (
    <div className={`container ${styles.page}`}>
      <SkeletonGroup label={t('profile.loading')}>
        <Skeleton height={180} style={{ borderRadius: 20 }} />
        <div className={styles.skeletonHead}>
          <Skeleton circle width={104} height={104} />
          <div className={styles.skeletonLines}>
            <Skeleton width={180} height={26} />
            <Skeleton width={240} height={16} />
          </div>
        </div>
        <div className={styles.layout}>
          <div className={shared.mainCol}>
            <div className={shared.section}>
              <SkeletonText lines={4} />
            </div>
            <div className={shared.section}>
              <SkeletonText lines={3} />
            </div>
          </div>
          <div className={shared.sideCol}>
            <div className={shared.section}>
              <SkeletonText lines={5} />
            </div>
          </div>
        </div>
      </SkeletonGroup>
    </div>
  );
}

/** `/people/:nickname` */
export function ProfilePage({ followSlot }: { followSlot?: (resume: Resume) => ReactNode } = {}) {
  const { t } = useTranslation('people');
  const { nickname = '' } = useParams();
  usePageMeta('people_detail', { nickname });
  const q = useResume(nickname);

  if (q.isPending) return <ProfileSkeleton />;
  if (q.isError) {
    if (isApiError(q.error) && q.error.code === 'NOT_FOUND') {
      return (
        <div className={`container ${styles.page}`}>
          <EmptyState
            icon={<UserRoundSearch size={26} />}
            title={t('profile.not_found.title', { nickname })}
            message={t('profile.not_found.message')}
            action={
              <Link to="/people" className={buttonClass('primary', 'md')}>
                {t('profile.not_found.action')}
              </Link>
            }
          />
        </div>
      );
    }
    return (
      <div className={`container ${styles.page}`}>
        <ErrorState message={q.error.message} onRetry={() => void q.refetch()} retrying={q.isRefetching} />
      </div>
    );
  }
  return (
    <ProfileEditorProvider key={q.data.USER_NO}>
      <ProfileView resume={q.data} followSlot={followSlot?.(q.data)} />
    </ProfileEditorProvider>
  );
}
