import { campaignsApi, eventRewardModes, eventTypes } from '@sidequest/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage, isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { SelectField, TextAreaField } from '../../ui/fields';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useCreateEvent } from './api';
import styles from './campaigns.module.css';

const SEOUL_MS = 9 * 3_600_000;

/** `yyyy-MM-ddTHH:mm` Seoul wall time for a datetime-local input, `days` from now. */
export function seoulInputValue(days: number, now = Date.now()): string {
  return new Date(now + days * 86_400_000 + SEOUL_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Seoul wall time, as the ISO instant the server takes. */
export function seoulInputToIso(value: string): string {
  return value ? `${value}:00+09:00` : '';
}

const initial = () => ({
  type: '04',
  mode: '01',
  title: '',
  body: '',
  reward_points: '1',
  reward_exp: '0',
  capacity: '',
  code: '',
  starts_at: seoulInputValue(0),
  ends_at: seoulInputValue(7),
});

/** 새 이벤트: the fields each type and mode need, checked again by the server's contract. */
export function AdminEventForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('campaigns');
  const create = useCreateEvent();
  const [f, setF] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof ReturnType<typeof initial>) => (value: string) =>
    setF((v) => ({ ...v, [key]: value }));
  const needsCode = campaignsApi.eventEntryKind(f.type) === 'code';
  const modes = eventRewardModes.items.filter((m) => f.type !== '04' || m.code !== '03');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = {
      type: f.type as campaignsApi.EventInput['type'],
      mode: f.mode as campaignsApi.EventInput['mode'],
      title: f.title,
      body: f.body,
      reward_points: Number(f.reward_points || 0),
      reward_exp: Number(f.reward_exp || 0),
      capacity: f.mode === '01' || !f.capacity ? null : Number(f.capacity),
      code: needsCode ? f.code : null,
      starts_at: seoulInputToIso(f.starts_at),
      ends_at: seoulInputToIso(f.ends_at),
    };
    const checked = campaignsApi.ZEventInput.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(body);
      toast(t('form.created'), { tone: 'success' });
      setF(initial());
      onDone();
    } catch (err) {
      if (isApiError(err) && Object.keys(err.fields).length > 0) setErrors(err.fields);
      else toast(errorMessage(err), { tone: 'error' });
    }
  };

  return (
    <Card as="section">
      <h2 className={styles.sectionTitle}>{t('form.title')}</h2>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="event-form">
        <div className={styles.row}>
          <SelectField
            label={t('form.type')}
            options={eventTypes.items}
            value={f.type}
            onChange={(v) =>
              setF((s) => ({ ...s, type: v, mode: v === '04' && s.mode === '03' ? '01' : s.mode }))
            }
            error={errors.type}
          />
          <SelectField
            label={t('form.mode')}
            options={modes}
            value={f.mode}
            onChange={set('mode')}
            error={errors.mode}
            hint={f.type === '04' ? t('form.attendance_modes') : undefined}
          />
        </div>
        <TextField
          label={t('form.event_title')}
          required
          value={f.title}
          maxLength={campaignsApi.EVENT_LIMITS.title}
          onChange={(e) => set('title')(e.target.value)}
          error={errors.title}
        />
        <TextAreaField
          label={t('form.body')}
          required
          value={f.body}
          onChange={set('body')}
          maxChars={campaignsApi.EVENT_LIMITS.body}
          rows={4}
          error={errors.body}
        />
        <div className={styles.row}>
          <TextField
            label={t('form.reward_points')}
            type="number"
            inputMode="numeric"
            min={0}
            max={campaignsApi.EVENT_LIMITS.points}
            value={f.reward_points}
            onChange={(e) => set('reward_points')(e.target.value)}
            error={errors.reward_points}
          />
          <TextField
            label={t('form.reward_exp')}
            type="number"
            inputMode="numeric"
            min={0}
            value={f.reward_exp}
            onChange={(e) => set('reward_exp')(e.target.value)}
            error={errors.reward_exp}
          />
          {f.mode !== '01' ? (
            <TextField
              label={t('form.capacity')}
              type="number"
              inputMode="numeric"
              min={1}
              required
              value={f.capacity}
              onChange={(e) => set('capacity')(e.target.value)}
              error={errors.capacity}
              hint={f.mode === '02' ? t('form.capacity_hint_lottery') : t('form.capacity_hint_first')}
            />
          ) : null}
        </div>
        {needsCode ? (
          <TextField
            label={t('form.code')}
            required
            value={f.code}
            maxLength={campaignsApi.EVENT_LIMITS.code}
            autoComplete="off"
            onChange={(e) => set('code')(e.target.value)}
            error={errors.code}
            hint={t('form.code_hint')}
          />
        ) : null}
        <div className={styles.row}>
          <TextField
            label={t('form.starts_at')}
            type="datetime-local"
            required
            value={f.starts_at}
            onChange={(e) => set('starts_at')(e.target.value)}
            error={errors.starts_at}
          />
          <TextField
            label={t('form.ends_at')}
            type="datetime-local"
            required
            value={f.ends_at}
            onChange={(e) => set('ends_at')(e.target.value)}
            error={errors.ends_at}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={create.isPending} data-testid="event-form-submit">
            {t('form.submit')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
