import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { lazyWithNamespaces } from '../../app/with-namespaces';
import { toast } from '../../ui/toast-store';
import { type QuestInfo, useQuestProgress, useRefreshQuestsOnActions } from './api';
import { ProgressRing } from './progress-ring';
import styles from './widget.module.css';

// The sheet (lists, weekly challenge, report) loads on the first open: the header stays light.
const QuestSheet = lazyWithNamespaces(() => import('./quest-sheet'), ['quests']);

/** Tells the member when a quest finishes while they browse (not on the first load of the day). */
function useCompletionToast(info: QuestInfo | undefined) {
  const { t } = useTranslation('quests');
  const seen = useRef<{ day: string; done: Set<string> } | null>(null);
  useEffect(() => {
    if (!info) return;
    const done = new Set(info.QUESTS.filter((q) => q.DONE).map((q) => q.CODE));
    const before = seen.current;
    seen.current = { day: info.DAY, done };
    if (!before || before.day !== info.DAY) return;
    for (const q of info.QUESTS) {
      if (q.DONE && !q.CLAIMED && !before.done.has(q.CODE)) {
        toast(t('widget.completed_toast', { title: q.TITLE }), {
          description: t('widget.completed_toast_hint'),
          tone: 'success',
        });
      }
    }
  }, [info, t]);
}

/** The header's "오늘의 퀘스트 1/3" with its ring; opens the quest sheet. Logged-in members only. */
export function QuestWidget() {
  const { t } = useTranslation('quests');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const { data } = useQuestProgress({ polling: open });
  useRefreshQuestsOnActions();
  useCompletionToast(data);

  const total = data?.QUESTS.length ?? 3;
  const done = data?.DONE_COUNT ?? 0;
  const claimable = data?.QUESTS.filter((q) => q.DONE && !q.CLAIMED).length ?? 0;

  return (
    <>
      <button
        type="button"
        className={styles.widget}
        data-testid="quest-widget"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={
          claimable > 0
            ? t('widget.aria_claimable', { done, total, count: claimable })
            : t('widget.aria', { done, total })
        }
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <span className={styles.ringWrap}>
          <ProgressRing done={done} total={total} />
          <span className={styles.ringCount} aria-hidden="true">
            {done}
          </span>
          {claimable > 0 ? <span className={styles.claimDot} data-testid="quest-claimable" /> : null}
        </span>
        <span className={styles.widgetLabel}>{t('widget.label')}</span>
        <span className={styles.widgetCount}>
          {done}/{total}
        </span>
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <QuestSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
