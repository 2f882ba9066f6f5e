import { MessagesSquare, Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Link } from '../../lib/router';
import { errorMessage } from '../../lib/api';
import { Button, buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { useNow } from '../notification/use-now';
import { filterRooms, type RoomFilter } from './effects';
import { GroupCreateDialog } from './group-create-dialog';
import styles from './panel.module.css';
import { refreshRoomList } from './room-actions';
import { RoomListItem } from './room-list-item';
import { useChatStore } from './store';

const FILTERS: RoomFilter[] = ['all', 'direct', 'group', 'open'];

/**
 * The rooms, newest message first, with filter tabs. The socket delivers the list on connect;
 * while it has not (or is down) the list comes over HTTP, with its loading and error states.
 */
export function RoomList({
  onOpen,
  onFindOpen,
}: {
  onOpen: (roomId: string) => void;
  onFindOpen: () => void;
}) {
  const { t } = useTranslation('chat');
  const rooms = useChatStore((s) => s.roomList);
  const unread = useChatStore((s) => s.unread);
  const ready = useChatStore((s) => s.ready);
  const now = useNow();
  const [filter, setFilter] = useState<RoomFilter>('all');
  const [creating, setCreating] = useState(false);
  const [load, setLoad] = useState<{ status: 'idle' | 'loading' | 'error'; error: string | null }>({
    status: ready ? 'idle' : 'loading',
    error: null,
  });

  const fetchList = () => {
    setLoad({ status: 'loading', error: null });
    refreshRoomList().then(
      () => setLoad({ status: 'idle', error: null }),
      (err: unknown) => setLoad({ status: 'error', error: errorMessage(err) }),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, when the socket has not delivered the list
  useEffect(() => {
    if (!ready) fetchList();
  }, []);

  const shown = filterRooms(rooms, filter);
  const loading = load.status === 'loading' && rooms.length === 0;

  return (
    <>
      <div className={styles.toolbar}>
        <Button
          size="sm"
          variant="soft"
          icon={<Users size={16} aria-hidden="true" />}
          onClick={() => setCreating(true)}
        >
          {t('list.create_group')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Search size={16} aria-hidden="true" />}
          onClick={onFindOpen}
        >
          {t('list.find_open')}
        </Button>
      </div>
      <fieldset className={styles.tabs}>
        <legend className="visually-hidden">{t('list.filter_label')}</legend>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            className={styles.tab}
            onClick={() => setFilter(f)}
          >
            {t(`list.filter.${f}`)}
          </button>
        ))}
      </fieldset>
      <div className={styles.body}>
        {loading ? (
          <SkeletonGroup label={t('list.loading')}>
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className={styles.skeletonRow}>
                <Skeleton circle width={44} height={44} />
                <div style={{ flex: 1 }}>
                  <Skeleton width="50%" height={16} />
                  <Skeleton width="80%" height={13} style={{ marginTop: 6 }} />
                </div>
              </div>
            ))}
          </SkeletonGroup>
        ) : load.status === 'error' && rooms.length === 0 ? (
          <div className={styles.stateWrap}>
            <ErrorState compact title={t('list.error_title')} message={load.error} onRetry={fetchList} />
          </div>
        ) : shown.length === 0 ? (
          <div className={styles.stateWrap}>
            <EmptyState
              compact
              icon={<MessagesSquare size={26} />}
              title={filter === 'all' ? t('list.empty_title') : t('list.empty_filter')}
              message={filter === 'all' ? t('list.empty_message') : undefined}
              action={
                filter === 'all' ? (
                  <Link
                    to="/people"
                    className={buttonClass('primary', 'sm')}
                    onClick={() => useChatStore.setState({ open: false })}
                  >
                    {t('list.go_people')}
                  </Link>
                ) : undefined
              }
            />
          </div>
        ) : (
          // A log (DESIGN: chat lists are polite live regions): a room that arrives or moves up
          // with a new message is announced without taking focus.
          <div role="log" aria-live="polite" aria-label={t('list.log_label')}>
            <ul className={styles.list} data-testid="chat-room-list">
              {shown.map((room) => (
                <RoomListItem
                  key={room._id}
                  room={room}
                  unread={unread[room._id] ?? 0}
                  now={now}
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </div>
        )}
      </div>
      <GroupCreateDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
