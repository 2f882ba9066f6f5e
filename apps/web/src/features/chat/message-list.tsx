import { ArrowDown } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { OutboxItemView, MessageItem } from './message-item';
import { unreadMarks } from './messages';
import { loadOlder } from './room-actions';
import type { RoomState } from './store';
import styles from './room.module.css';
import { buildRows } from './rows';

const NEAR_BOTTOM_PX = 48;
const NEAR_TOP_PX = 80;

/**
 * The conversation as a `role="log"` list. New messages scroll into view only when the reader is
 * at the bottom (else a "새 메시지" pill counts them); scrolling to the top loads the page before,
 * keeping what was on screen in place.
 */
export function MessageList({ roomId, room }: { roomId: string; room: RoomState }) {
  const { t } = useTranslation('chat');
  const myNo = useUserStore((s) => s.profile?.no ?? null);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [newCount, setNewCount] = useState(0);
  const members = room.detail?.members;
  const rows = useMemo(
    () => buildRows(room.messages, room.outbox, myNo, unreadMarks(room.messages, members ?? [])),
    [room.messages, room.outbox, myNo, members],
  );

  // What the previous render showed, to tell "older page above" from "new message below".
  const prev = useRef({ first: '', last: '', height: 0, outbox: 0 });
  const first = room.messages[0]?._id ?? '';
  const last = room.messages.at(-1)?._id ?? '';

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = prev.current;
    if (before.first && first !== before.first && last === before.last) {
      // An older page came in above: keep the same message under the reader's eyes.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last || room.outbox.length > before.outbox) {
      const lastMine = room.messages.at(-1)?.sender?.no === myNo || room.outbox.length > before.outbox;
      if (atBottom.current || lastMine || !before.last) {
        el.scrollTop = el.scrollHeight;
        setNewCount(0);
      } else if (last !== before.last) {
        setNewCount((n) => n + 1);
      }
    }
    prev.current = { first, last, height: el.scrollHeight, outbox: room.outbox.length };
  }, [first, last, room.outbox.length, room.messages, myNo]);

  const onScroll = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setNewCount(0);
    if (el.scrollTop < NEAR_TOP_PX && room.hasMore && !room.loadingOlder) {
      prev.current.height = el.scrollHeight;
      void loadOlder(roomId);
    }
  }, [room.hasMore, room.loadingOlder, roomId]);

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setNewCount(0);
  };

  return (
    <div className={styles.listWrap}>
      <div className={styles.scroller} ref={scroller} onScroll={onScroll} data-testid="chat-scroller">
        {room.hasMore ? (
          <div className={styles.older}>
            {room.loadingOlder ? (
              <Skeleton width={120} height={14} />
            ) : (
              <Button size="sm" variant="ghost" onClick={() => void loadOlder(roomId)}>
                {t('room.load_older')}
              </Button>
            )}
          </div>
        ) : room.messages.length > 0 ? (
          <p className={styles.beginning}>{t('room.beginning')}</p>
        ) : null}
        {rows.length === 0 ? <p className={styles.emptyRoom}>{t('room.empty')}</p> : null}
        {/* The log role sits on a wrapper: on the <ol> itself it would hide the list from
            assistive technology and leave its items orphaned. */}
        <div role="log" aria-live="polite" aria-label={t('room.log_label')}>
          <ol className={styles.log}>
            {rows.map((row) =>
              row.kind === 'day' ? (
                <li key={row.key} className={styles.day}>
                  <span>{row.label}</span>
                </li>
              ) : row.kind === 'message' ? (
                <MessageItem key={row.key} row={row} roomId={roomId} />
              ) : (
                <OutboxItemView key={row.key} row={row} roomId={roomId} />
              ),
            )}
          </ol>
        </div>
      </div>
      {newCount > 0 ? (
        <button type="button" className={styles.newPill} onClick={toBottom} data-testid="chat-new-pill">
          {t('room.new_messages', { count: newCount })}
          <ArrowDown size={14} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
