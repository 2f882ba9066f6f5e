import * as Tabs from '@radix-ui/react-tabs';
import { type LoungePost, type ReactionEmoteCode, reactionEmotes, formatNumber } from '@sidequest/shared';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { Dialog } from '../../ui/dialog';
import { ErrorState } from '../../ui/error-state';
import { SkeletonGroup, SkeletonText } from '../../ui/skeleton';
import { toast } from '../../ui/toast-store';
import { useReact, useReactors } from './interactions-api';
import card from './lounge.module.css';
import { PersonList } from './person-list';
import styles from './reactions.module.css';
import { useLoungeLogin } from './use-lounge-login';

type Reactions = LoungePost['REACTIONS'];

/** The five emotes in catalogue order, each with its count (zero when nobody chose it yet). */
export function reactionRow(reactions: Reactions): Reactions {
  return reactionEmotes.codes.map(
    (code) => reactions.find((r) => r.EMOTE === code) ?? { EMOTE: code, COUNT: 0, MINE: false },
  );
}

/** The row after the viewer toggles one emote, shown before the server answers. */
export function toggledReactions(reactions: Reactions, emote: ReactionEmoteCode): Reactions {
  return reactionRow(reactions).map((r) =>
    r.EMOTE === emote ? { ...r, MINE: !r.MINE, COUNT: Math.max(0, r.COUNT + (r.MINE ? -1 : 1)) } : r,
  );
}

export interface ReactionsBarProps {
  postNo: number;
  reactions: Reactions;
  onChange(reactions: Reactions): void;
}

/** 환영해요 · 좋아요 · 응원해요 · 공감해요 · 놀랐어요 with counts; the viewer's own are highlighted. */
export function ReactionsBar({ postNo, reactions, onChange }: ReactionsBarProps) {
  const { t } = useTranslation('lounge');
  const login = useLoungeLogin();
  const react = useReact(postNo);
  const busy = react.isPending;
  const [peopleOpen, setPeopleOpen] = useState(false);
  const row = reactionRow(reactions);
  const total = row.reduce((n, r) => n + r.COUNT, 0);

  const toggle = (emote: ReactionEmoteCode, mine: boolean) => {
    if (busy || login.ask('react', () => toggle(emote, mine))) return;
    onChange(toggledReactions(reactions, emote));
    react.mutate(
      { emote, mine },
      {
        onSuccess: (res) => onChange(res.reactions),
        onError: (err) => {
          onChange(reactions);
          if (isApiError(err) && err.isUnauthorized) login.force('react');
          else toast(t('reactions.failed'), { description: errorMessage(err), tone: 'error' });
        },
      },
    );
  };

  return (
    <div className={styles.reactions}>
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form group */}
      <div role="group" aria-label={t('reactions.label')} className={styles.reactionList}>
        {row.map((r) => {
          const item = reactionEmotes.items.find((e) => e.code === r.EMOTE);
          const label = item?.label ?? r.EMOTE;
          return (
            <button
              key={r.EMOTE}
              type="button"
              className={`${styles.reaction} ${r.MINE ? styles.reactionMine : ''}`}
              aria-pressed={r.MINE}
              aria-label={t('reactions.react', { label, count: r.COUNT })}
              title={label}
              onClick={() => toggle(r.EMOTE, r.MINE)}
              disabled={busy}
              data-testid={`reaction-${r.EMOTE}`}
            >
              <span aria-hidden="true">{item?.emoji}</span>
              <span className={styles.reactionLabel} aria-hidden="true">
                {label}
              </span>
              {r.COUNT > 0 ? (
                <span className={styles.reactionCount} aria-hidden="true">
                  {formatNumber(r.COUNT)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {total > 0 ? (
        <button
          type="button"
          className={card.linkButton}
          onClick={() => setPeopleOpen(true)}
          data-testid="reaction-people"
        >
          <Users size={14} aria-hidden="true" />
          {t('reactions.people')}
        </button>
      ) : null}
      <ReactionPeopleDialog postNo={postNo} open={peopleOpen} onOpenChange={setPeopleOpen} row={row} />
      {login.dialog}
    </div>
  );
}

function ReactionPeopleDialog({
  postNo,
  open,
  onOpenChange,
  row,
}: {
  postNo: number;
  open: boolean;
  onOpenChange(open: boolean): void;
  row: Reactions;
}) {
  const { t } = useTranslation('lounge');
  const q = useReactors(postNo, open);
  const first = row.find((r) => r.COUNT > 0)?.EMOTE ?? '01';
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('reactions.people_title')}>
      {q.isPending ? (
        <SkeletonGroup>
          <SkeletonText lines={3} />
        </SkeletonGroup>
      ) : q.isError ? (
        <ErrorState
          compact
          message={q.error.message}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : (
        <Tabs.Root defaultValue={first}>
          <Tabs.List className={styles.tabList} aria-label={t('reactions.people_title')}>
            {reactionEmotes.items.map((e) => (
              <Tabs.Trigger key={e.code} value={e.code} className={styles.tab}>
                <span aria-hidden="true">{e.emoji}</span> {e.label}{' '}
                {row.find((r) => r.EMOTE === e.code)?.COUNT ?? 0}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {reactionEmotes.items.map((e) => (
            <Tabs.Content key={e.code} value={e.code} className={styles.tabPanel}>
              <PersonList
                people={q.data.list.find((g) => g.EMOTE === e.code)?.PEOPLE ?? []}
                empty={t('reactions.people_empty')}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
    </Dialog>
  );
}
