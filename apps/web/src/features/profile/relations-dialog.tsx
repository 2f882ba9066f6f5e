import { formatNumber } from '@sidequest/shared';
import * as Tabs from '@radix-ui/react-tabs';
import { Users } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { useRelations } from './api';
import { PersonRow, PersonRowsSkeleton } from './person-row';
import styles from './relations-dialog.module.css';

type Direction = 'followers' | 'followings';

function RelationList({
  nickname,
  direction,
  active,
  onNavigate,
}: {
  nickname: string;
  direction: Direction;
  active: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('people');
  const q = useRelations(nickname, direction, active);
  if (q.isPending) return <PersonRowsSkeleton />;
  if (q.isError)
    return (
      <ErrorState
        compact
        message={q.error.message}
        onRetry={() => void q.refetch()}
        retrying={q.isRefetching}
      />
    );
  const people = q.data.pages.flatMap((p) => p.list);
  if (people.length === 0) {
    return (
      <EmptyState
        compact
        icon={<Users size={22} />}
        title={
          direction === 'followers'
            ? t('profile.relations.no_followers')
            : t('profile.relations.no_followings')
        }
        message={t('profile.relations.empty_hint')}
      />
    );
  }
  return (
    <>
      <ul className={styles.personList}>
        {people.map((p) => (
          <PersonRow key={p.USER_NO} person={p} onNavigate={onNavigate} />
        ))}
      </ul>
      {q.hasNextPage ? (
        <Button
          variant="secondary"
          block
          onClick={() => void q.fetchNextPage()}
          loading={q.isFetchingNextPage}
          className={styles.moreButton}
        >
          {t('profile.action.more')}
        </Button>
      ) : null}
    </>
  );
}

/** Followers and followings of a member, as two tabs in a dialog; pages load 20 at a time. */
export function RelationsDialog({
  nickname,
  direction,
  onClose,
  counts,
}: {
  nickname: string;
  direction: Direction | null;
  onClose: () => void;
  counts: { followers: number; followings: number };
}) {
  const { t } = useTranslation('people');
  return (
    <Dialog
      open={direction !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('profile.relations.title', { nickname })}
    >
      {direction ? (
        <Tabs.Root defaultValue={direction} className={styles.relTabs}>
          <Tabs.List className={styles.tabList} aria-label={t('profile.relations.title', { nickname })}>
            <Tabs.Trigger value="followers" className={styles.tab}>
              {t('profile.header.followers')} {formatNumber(counts.followers)}
            </Tabs.Trigger>
            <Tabs.Trigger value="followings" className={styles.tab}>
              {t('profile.header.followings')} {formatNumber(counts.followings)}
            </Tabs.Trigger>
          </Tabs.List>
          {(['followers', 'followings'] as const).map((d) => (
            <Tabs.Content key={d} value={d} className={styles.relPanel}>
              <RelationList nickname={nickname} direction={d} active onNavigate={onClose} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : null}
    </Dialog>
  );
}
