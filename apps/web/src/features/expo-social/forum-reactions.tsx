import { type ReactionEmoteCode, reactionEmotes, formatNumber } from '@sidequest/shared';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import styles from '../lounge/reactions.module.css';
import { reactionRow, toggledReactions } from '../lounge/reactions';
import { type ReactionCount, useForumReact } from './api';
import { useExpoLogin } from './use-expo-login';

/**
 * The five emotes under a forum thread or reply, with counts; the viewer's own are highlighted.
 * Shown at once and put back if the server refuses.
 */
export function ForumReactions({
  target,
  targetNo,
  initial,
}: {
  target: 'thread' | 'reply';
  targetNo: number;
  initial: ReactionCount[];
}) {
  const { t } = useTranslation('expo_social');
  const login = useExpoLogin();
  const react = useForumReact();
  const [reactions, setReactions] = useState(initial);
  const row = reactionRow(reactions);

  const toggle = (emote: ReactionEmoteCode, mine: boolean) => {
    if (react.isPending || login.ask('react', () => toggle(emote, mine))) return;
    const before = reactions;
    setReactions(toggledReactions(reactions, emote));
    react.mutate(
      { target_type: target, target_no: targetNo, emote, on: !mine },
      {
        onSuccess: (res) => setReactions(res.reactions),
        onError: (err) => {
          setReactions(before);
          if (isApiError(err) && err.isUnauthorized) login.force('react');
          else toast(t('forum.react_failed'), { description: errorMessage(err), tone: 'error' });
        },
      },
    );
  };

  return (
    <div className={styles.reactions}>
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form group */}
      <div role="group" aria-label={t('forum.react_label')} className={styles.reactionList}>
        {row.map((r) => {
          const item = reactionEmotes.items.find((e) => e.code === r.EMOTE);
          const label = item?.label ?? r.EMOTE;
          return (
            <button
              key={r.EMOTE}
              type="button"
              className={`${styles.reaction} ${r.MINE ? styles.reactionMine : ''}`}
              aria-pressed={r.MINE}
              aria-label={t('forum.react', { label, count: r.COUNT })}
              title={label}
              onClick={() => toggle(r.EMOTE, r.MINE)}
              disabled={react.isPending}
              data-testid={`forum-reaction-${r.EMOTE}`}
            >
              <span aria-hidden="true">{item?.emoji}</span>
              {r.COUNT > 0 ? (
                <span className={styles.reactionCount} aria-hidden="true">
                  {formatNumber(r.COUNT)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {login.dialog}
    </div>
  );
}
