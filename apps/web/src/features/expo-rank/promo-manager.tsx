import { expoRankApi } from '@sidequest/shared';
import { TicketPercent } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { useCreateCode, useEndCode, usePromoCodes } from './api';
import styles from './expo-rank.module.css';

const EMPTY = { title: '', code: '', claim_limit: '100', days: '14' };

/**
 * The manage section's promotion codes, for the booth's team: make a code (validated by the same
 * contract as the server), see how many were claimed, and end one early after a confirmation.
 */
export function PromoCodeManager({ boothNo }: { boothNo: number }) {
  const { t } = useTranslation('expo_rank');
  const codes = usePromoCodes(boothNo);
  const create = useCreateCode(boothNo);
  const end = useEndCode(boothNo);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ending, setEnding] = useState<number | null>(null);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm({ ...form, [k]: e.target.value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = expoRankApi.ZPromoInput.safeParse({ ...form, booth_no: boothNo });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        setForm(EMPTY);
        toast(t('manage.created'), { tone: 'success' });
      },
      onError: (err) => {
        if (isApiError(err) && err.fields) setErrors(err.fields);
        toast(err.message, { tone: 'error' });
      },
    });
  };

  return (
    <section className={styles.manage} data-testid="promo-manager">
      <h3 className={styles.sectionTitle}>{t('manage.title')}</h3>
      <p className={styles.sectionHint}>{t('manage.description')}</p>
      <form className={styles.promoForm} onSubmit={submit} noValidate>
        <TextField
          label={t('manage.name')}
          placeholder={t('manage.name_placeholder')}
          value={form.title}
          onChange={set('title')}
          error={errors.title}
          maxLength={expoRankApi.PROMO_LIMITS.title}
          required
        />
        <TextField
          label={t('manage.code')}
          placeholder={t('manage.code_placeholder')}
          value={form.code}
          onChange={set('code')}
          error={errors.code}
          maxLength={expoRankApi.PROMO_LIMITS.code}
          required
        />
        <div className={styles.promoNumbers}>
          <TextField
            label={t('manage.limit')}
            type="number"
            inputMode="numeric"
            min={1}
            value={form.claim_limit}
            onChange={set('claim_limit')}
            error={errors.claim_limit}
            required
          />
          <TextField
            label={t('manage.days')}
            type="number"
            inputMode="numeric"
            min={1}
            max={expoRankApi.PROMO_LIMITS.days}
            value={form.days}
            onChange={set('days')}
            error={errors.days}
            required
          />
        </div>
        <Button type="submit" loading={create.isPending}>
          {t('manage.create')}
        </Button>
      </form>
      {codes.isPending ? (
        <Skeleton height={80} />
      ) : codes.isError ? (
        <ErrorState compact message={codes.error.message} onRetry={() => void codes.refetch()} />
      ) : codes.data.list.length === 0 ? (
        <EmptyState compact icon={<TicketPercent size={22} />} title={t('manage.empty')} />
      ) : (
        <ul className={styles.promoList}>
          {codes.data.list.map((c) => (
            <li key={c.code_no} className={styles.promoItem}>
              <div className={styles.rankName}>
                <strong>{c.title}</strong>
                <span>
                  <code>{c.code}</code> · {t('manage.claimed', { claimed: c.claimed, limit: c.claim_limit })}
                </span>
              </div>
              <span className={c.live ? styles.liveChip : styles.overChip}>
                {c.live ? t('manage.live') : t('manage.over')}
              </span>
              {c.live ? (
                <Button size="sm" variant="ghost" onClick={() => setEnding(c.code_no)}>
                  {t('manage.end')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t('manage.end_confirm_title')}
        description={t('manage.end_confirm_message')}
        confirmLabel={t('manage.end')}
        onConfirm={async () => {
          if (ending === null) return;
          try {
            await end.mutateAsync(ending);
            toast(t('manage.ended'), { tone: 'success' });
          } catch (err) {
            toast((err as Error).message, { tone: 'error' });
            return false;
          }
        }}
      />
    </section>
  );
}
