import * as RadixDialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonGroup } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { type DailyQuest, questKeys, useClaimQuest, useQuestProgress } from './api';
import styles from './sheet.module.css';
import { splitDuration, useSecondsUntil } from './time';
import { WeeklySection } from './weekly-section';

export interface QuestSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function QuestRow({ quest }: { quest: DailyQuest }) {
  const { t } = useTranslation('quests');
  const claim = useClaimQuest();
  const pending = claim.isPending && claim.variables === quest.CODE;
  const percent = Math.round((quest.PROGRESS / Math.max(1, quest.TARGET)) * 100);
  const onClaim = () =>
    claim.mutate(quest.CODE, {
      onSuccess: (info) => {
        toast(t('sheet.claimed_toast', { exp: info.GAINED_EXP }), { tone: 'success' });
        if (info.GAINED_BONUS_EXP > 0) {
          toast(t('sheet.bonus_toast', { exp: info.GAINED_BONUS_EXP }), { tone: 'success' });
        }
      },
      onError: (err) => toast(errorMessage(err), { tone: 'error' }),
    });

  return (
    <li className={styles.quest} data-testid={`quest-${quest.CODE}`} data-done={quest.DONE}>
      <div className={styles.questMain}>
        <div className={styles.questHead}>
          <span className={styles.questTitle}>{quest.TITLE}</span>
          <span className={styles.questReward}>{t('sheet.reward', { exp: quest.REWARD_EXP })}</span>
        </div>
        <p className={styles.questCondition}>{quest.CONDITION}</p>
        <div className={styles.barRow}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('sheet.progress_aria', {
              title: quest.TITLE,
              progress: quest.PROGRESS,
              target: quest.TARGET,
            })}
            aria-valuemin={0}
            aria-valuemax={quest.TARGET}
            aria-valuenow={quest.PROGRESS}
          >
            <span className={styles.barFill} style={{ width: `${percent}%` }} />
          </div>
          <span className={styles.barText}>
            {t('sheet.progress', { progress: quest.PROGRESS, target: quest.TARGET })}
          </span>
        </div>
      </div>
      <div className={styles.questAction}>
        {quest.CLAIMED ? (
          <span className={styles.claimed}>
            <Check size={14} aria-hidden="true" />
            {t('sheet.claimed')}
          </span>
        ) : quest.DONE ? (
          <Button size="sm" onClick={onClaim} loading={pending} data-testid={`quest-claim-${quest.CODE}`}>
            {t('sheet.claim')}
          </Button>
        ) : (
          <span className={styles.inProgress}>{t('sheet.in_progress')}</span>
        )}
      </div>
    </li>
  );
}

function Countdown({ resetsAt, open }: { resetsAt: string; open: boolean }) {
  const { t } = useTranslation('quests');
  const client = useQueryClient();
  const userNo = useUserStore((s) => s.profile?.no ?? 0);
  const left = useSecondsUntil(resetsAt, open);
  // Midnight in Seoul: a new set. Ask again rather than show yesterday's.
  useEffect(() => {
    if (open && left === 0) void client.invalidateQueries({ queryKey: questKeys.all(userNo) });
  }, [open, left, client, userNo]);
  const d = splitDuration(left);
  return (
    <p className={styles.countdown} data-testid="quest-countdown">
      {t('sheet.resets_in', { time: t(`time.${d.key}`, { h: d.h, m: d.m, s: d.s }) })}
    </p>
  );
}

/** Today's three quests, their rewards, the weekly challenge and last week's report. */
export default function QuestSheet({ open, onOpenChange }: QuestSheetProps) {
  const { t } = useTranslation('quests');
  const tc = useTranslation('common').t;
  const info = useQuestProgress({ polling: open });
  const { refetch } = info;
  // Opening shows the latest: steps may have happened since the header last asked.
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.sheet} data-testid="quest-sheet">
          <div className={styles.sheetHead}>
            <div>
              <RadixDialog.Title className={styles.sheetTitle}>{t('sheet.title')}</RadixDialog.Title>
              <RadixDialog.Description className={styles.sheetDescription}>
                {t('sheet.description')}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close className={styles.close} aria-label={tc('action.close')}>
              <X size={18} aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className={styles.sheetBody}>
            {info.data ? (
              <section aria-label={t('sheet.title')}>
                <Countdown resetsAt={info.data.RESETS_AT} open={open} />
                <ul className={styles.quests}>
                  {info.data.QUESTS.map((q) => (
                    <QuestRow key={q.CODE} quest={q} />
                  ))}
                </ul>
                <p className={styles.bonus} data-claimed={info.data.BONUS_CLAIMED}>
                  {info.data.BONUS_CLAIMED
                    ? t('sheet.bonus_done', { exp: info.data.BONUS_EXP })
                    : t('sheet.bonus', { exp: info.data.BONUS_EXP })}
                </p>
              </section>
            ) : info.isError ? (
              <ErrorState
                compact
                title={t('sheet.error_title')}
                message={errorMessage(info.error)}
                onRetry={() => void refetch()}
                retrying={info.isFetching}
              />
            ) : (
              <SkeletonGroup label={t('sheet.loading')}>
                <Skeleton height={72} />
                <Skeleton height={72} />
                <Skeleton height={72} />
              </SkeletonGroup>
            )}
            <WeeklySection open={open} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
