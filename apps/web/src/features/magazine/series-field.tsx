import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { useUserStore } from '../../app/store';
import { isApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import { SelectField } from '../../ui/fields';
import { useCreateSeries, useMySeries } from './api';
import styles from './write.module.css';

/** 시리즈: none or one of mine, and 새 시리즈 to start one (chosen at once). */
export function SeriesField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (seriesNo: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('magazine');
  const viewer = useUserStore((s) => s.profile?.no ?? null);
  const series = useMySeries(viewer);
  const [open, setOpen] = useState(false);
  const options = (series.data ?? []).map((s) => ({
    code: String(s.SERIES_NO),
    label: t('write.series_option', { title: s.TITLE, count: s.ARTICLE_COUNT }),
  }));
  return (
    <div className={styles.seriesRow} data-field="series_no">
      <SelectField
        label={t('write.series')}
        options={options}
        placeholder={series.isPending ? t('write.series_loading') : t('write.series_none')}
        value={value === null ? '' : String(value)}
        onChange={(v) => onChange(v ? Number(v) : null)}
        error={error}
        hint={t('write.series_hint')}
      />
      <Button
        variant="secondary"
        icon={<Plus size={15} aria-hidden="true" />}
        onClick={() => setOpen(true)}
        className={styles.seriesNew}
      >
        {t('write.series_new')}
      </Button>
      <NewSeriesDialog open={open} onOpenChange={setOpen} onCreated={onChange} />
    </div>
  );
}

function NewSeriesDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (seriesNo: number) => void;
}) {
  const { t } = useTranslation('magazine');
  const createSeries = useCreateSeries();
  const busy = createSeries.isPending;
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const create = () => {
    if (busy) return;
    setErrors({});
    createSeries.mutate(
      { title, description },
      {
        onSuccess: (res) => {
          onCreated(res.series_no);
          toast(t('write.series_created'), { tone: 'success' });
          setTitle('');
          setDescription('');
          onOpenChange(false);
        },
        onError: (err) =>
          setErrors(
            isApiError(err) ? { title: err.message, ...err.fields } : { title: t('write.series_failed') },
          ),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('write.series_new_title')}
      description={t('write.series_new_description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {t('write.cancel')}
          </Button>
          <Button onClick={create} loading={busy}>
            {t('write.series_create')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogFields}>
        <TextField
          label={t('write.series_title')}
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onEnter={create}
          maxLength={60}
          error={errors.title}
          autoFocus
        />
        <TextField
          label={t('write.series_description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={200}
          error={errors.description}
        />
      </div>
    </Dialog>
  );
}
