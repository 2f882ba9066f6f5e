import { LOUNGE_LIMITS } from '@sidequest/shared';
import { Lock, Plus, X } from 'lucide-react';
import { useTranslation } from '../../../lib/texts/react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { Switch } from '../../notification/switch';
import styles from './composer.module.css';
import parts from './parts.module.css';
import type { FieldErrors, PollForm } from './form-state';
import { defaultPollEnd, seoulToday } from './poll-time';

export interface PollBuilderProps {
  poll: PollForm;
  onChange(poll: PollForm): void;
  errors: FieldErrors;
  /** Someone has voted: the options and the choice mode are frozen (the end may still move). */
  locked: boolean;
}

/** The poll of a 투표 post: 2–10 options, single or multiple choice, and an optional end (Seoul time). */
export function PollBuilder({ poll, onChange, errors, locked }: PollBuilderProps) {
  const { t } = useTranslation('lounge_write');
  const set = (patch: Partial<PollForm>) => onChange({ ...poll, ...patch });
  const setOption = (i: number, value: string) =>
    set({ options: poll.options.map((o, j) => (j === i ? value : o)) });
  const canAdd = !locked && poll.options.length < LOUNGE_LIMITS.pollOptionsMax;
  const canRemove = !locked && poll.options.length > LOUNGE_LIMITS.pollOptionsMin;

  const toggleEnd = (on: boolean) => {
    if (on && !poll.endDate) set({ hasEnd: true, ...toFields(defaultPollEnd()) });
    else set({ hasEnd: on });
  };

  return (
    <fieldset className={parts.poll} data-field="poll">
      <legend className={styles.sectionLabel}>{t('poll.title')}</legend>
      {locked ? (
        <p className={styles.note} role="note">
          <Lock size={14} aria-hidden="true" /> {t('poll.locked')}
        </p>
      ) : null}
      {errors.poll ? (
        <p className={styles.error} role="alert">
          {errors.poll}
        </p>
      ) : null}
      <ol className={parts.options}>
        {poll.options.map((option, i) => (
          // Options have no identity besides their place; the order is what gets sent.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={i} className={parts.option} data-field={`poll.options.${i}`}>
            <TextField
              label={t('poll.option_label', { n: i + 1 })}
              hideLabel
              placeholder={t('poll.option_placeholder', { n: i + 1 })}
              value={option}
              maxLength={LOUNGE_LIMITS.pollOptionMax}
              readOnly={locked}
              error={errors[`poll.options.${i}`]}
              onChange={(e) => setOption(i, e.target.value)}
              className={parts.optionField}
            />
            {canRemove ? (
              <button
                type="button"
                className={`${styles.iconButton} ${parts.removeOption}`}
                aria-label={t('poll.remove_option', { n: i + 1 })}
                onClick={() => set({ options: poll.options.filter((_, j) => j !== i) })}
              >
                <X size={16} aria-hidden="true" />
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {errors['poll.options'] ? (
        <p className={styles.error} role="alert">
          {errors['poll.options']}
        </p>
      ) : null}
      {canAdd ? (
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => set({ options: [...poll.options, ''] })}
        >
          {t('poll.add_option', { count: poll.options.length, max: LOUNGE_LIMITS.pollOptionsMax })}
        </Button>
      ) : null}

      <div className={parts.switchRow}>
        <span>{t('poll.multiple')}</span>
        <Switch
          checked={poll.multiple}
          onChange={(multiple) => set({ multiple })}
          label={t('poll.multiple')}
          disabled={locked}
        />
      </div>
      <div className={parts.switchRow}>
        <span>{t('poll.has_end')}</span>
        <Switch checked={poll.hasEnd} onChange={toggleEnd} label={t('poll.has_end')} />
      </div>
      {poll.hasEnd ? (
        <div className={parts.endRow} data-field="poll.ends_at">
          <TextField
            type="date"
            label={t('poll.end_date')}
            value={poll.endDate}
            min={seoulToday()}
            onChange={(e) => set({ endDate: e.target.value })}
          />
          <TextField
            type="time"
            label={t('poll.end_time')}
            value={poll.endTime}
            step={600}
            onChange={(e) => set({ endTime: e.target.value })}
          />
          <p className={styles.hint}>{t('poll.end_hint')}</p>
          {errors['poll.ends_at'] ? (
            <p className={styles.error} role="alert">
              {errors['poll.ends_at']}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

function toFields(end: { date: string; time: string }) {
  return { endDate: end.date, endTime: end.time };
}
