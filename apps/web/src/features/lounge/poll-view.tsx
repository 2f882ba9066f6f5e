import { formatDateTime, type Poll } from '@sidequest/shared';
import { Check } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast-store';
import { useReloadPoll, useVote } from './interactions-api';
import { pollPercents, showsResults } from './lounge-helpers';
import styles from './poll.module.css';
import { useLoungeLogin } from './use-lounge-login';

export interface PollViewProps {
  poll: Poll;
  /** The server's poll after a vote: its counts are the exact ones, so it replaces ours. */
  onChange(poll: Poll): void;
}

const mineOf = (poll: Poll) => poll.OPTIONS.filter((o) => o.MY_VOTE).map((o) => o.OPTION_NO);

/**
 * A poll: choices (radios or checkboxes) and 투표하기; after voting or the end, bars with percent
 * and count, the viewer's choice marked, and 다시 투표하기 until the poll ends.
 */
export function PollView({ poll, onChange }: PollViewProps) {
  const { t } = useTranslation('lounge');
  const login = useLoungeLogin();
  const id = useId();
  const [revoting, setRevoting] = useState(false);
  const [picked, setPicked] = useState<number[]>(() => mineOf(poll));
  const send = useVote(poll.POST_NO);
  const reload = useReloadPoll(poll.POST_NO);
  const busy = send.isPending || reload.isPending;
  const results = showsResults(poll) && !(revoting && !poll.CLOSED);

  // A new answer (this tab's vote, a refetch) resets the choice to what the server holds.
  useEffect(() => setPicked(mineOf(poll)), [poll]);

  const pick = (optionNo: number, on: boolean) =>
    setPicked((cur) =>
      poll.MULTIPLE ? (on ? [...cur, optionNo] : cur.filter((n) => n !== optionNo)) : on ? [optionNo] : cur,
    );

  const vote = () => {
    if (busy || picked.length === 0 || login.ask('vote', vote)) return;
    send.mutate(picked, {
      onSuccess: (res) => {
        onChange(res.poll);
        setRevoting(false);
        toast(t('poll.voted'), { tone: 'success' });
      },
      onError: (err) => {
        if (isApiError(err) && err.isUnauthorized) {
          login.force('vote');
          return;
        }
        toast(t('poll.failed'), { description: errorMessage(err), tone: 'error' });
        // After the end the choices are gone for good: show the results the server now has.
        if (isApiError(err) && err.code === 'VOTING_CLOSED') {
          reload.mutate(undefined, {
            onSuccess: (fresh) => onChange(fresh.poll),
            onSettled: () => setRevoting(false),
          });
        }
      },
    });
  };

  const counts = poll.OPTIONS.map((o) => o.VOTE_COUNT ?? 0);
  const percents = pollPercents(counts);
  const top = Math.max(0, ...counts);

  return (
    <section className={styles.poll} aria-labelledby={`${id}-title`} data-testid="poll">
      <div className={styles.head}>
        <h3 id={`${id}-title`} className={styles.title}>
          {t('poll.label')}
          <span className={styles.mode}>{poll.MULTIPLE ? t('poll.multiple') : t('poll.single')}</span>
        </h3>
        <p className={`${styles.end} ${poll.CLOSED ? styles.closed : ''}`}>
          {poll.CLOSED
            ? t('poll.closed')
            : poll.ENDS_AT
              ? t('poll.ends_at', { time: formatDateTime(poll.ENDS_AT) })
              : t('poll.no_end')}
        </p>
      </div>

      {results ? (
        <ul className={styles.bars} data-testid="poll-results">
          {poll.OPTIONS.map((o, i) => (
            <li
              key={o.OPTION_NO}
              className={`${styles.bar} ${o.MY_VOTE ? styles.mine : ''} ${counts[i] === top && top > 0 ? styles.top : ''}`}
              data-testid="poll-bar"
            >
              <span className={styles.fill} style={{ width: `${percents[i]}%` }} aria-hidden="true" />
              <span className={styles.barLabel}>
                {o.MY_VOTE ? <Check size={15} aria-label={t('poll.mine')} /> : null}
                {o.LABEL}
              </span>
              <span className={styles.barNumbers}>
                <strong>{t('poll.percent', { percent: percents[i] })}</strong>
                <span data-testid="poll-count">{t('poll.votes', { count: counts[i] })}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{t('poll.label')}</legend>
          {poll.OPTIONS.map((o) => (
            <label key={o.OPTION_NO} className={styles.option}>
              <input
                type={poll.MULTIPLE ? 'checkbox' : 'radio'}
                name={`${id}-choice`}
                checked={picked.includes(o.OPTION_NO)}
                onChange={(e) => pick(o.OPTION_NO, e.target.checked)}
              />
              <span>{o.LABEL}</span>
            </label>
          ))}
        </fieldset>
      )}

      <div className={styles.foot}>
        <p className={styles.voters}>
          {poll.VOTER_COUNT !== null ? t('poll.voters', { count: poll.VOTER_COUNT }) : t('poll.hidden_hint')}
        </p>
        {poll.CLOSED ? null : results ? (
          <Button variant="secondary" size="sm" onClick={() => setRevoting(true)}>
            {t('poll.revote')}
          </Button>
        ) : (
          <div className={styles.actions}>
            {revoting ? (
              <Button variant="ghost" size="sm" onClick={() => setRevoting(false)} disabled={busy}>
                {t('poll.cancel_revote')}
              </Button>
            ) : null}
            <Button size="sm" onClick={vote} loading={busy} disabled={picked.length === 0}>
              {t('poll.vote')}
            </Button>
          </div>
        )}
      </div>
      {login.dialog}
    </section>
  );
}
