import { MAGAZINE_LIMITS } from '@sidequest/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { DateRangePicker } from '../../ui/date-range-picker';
import { TextField } from '../../ui/text-field';
import { RichEditor } from '../editor/rich-editor';
import { uploadNoteImage } from '../editor/upload-image';
import { SelectField } from '../../ui/fields';
import { CoverField } from './cover-field';
import { allowedCategories, type ArticleForm as Form, RETROSPECTIVE, withCategory } from './form-state';
import { SeriesField } from './series-field';
import { TagInput } from './tag-input';
import styles from './write.module.css';

export interface ArticleFormProps {
  value: Form;
  onChange: (next: Form) => void;
  errors: Record<string, string>;
  isOperator: boolean;
  footer: ReactNode;
}

/** Every field of an article, in the order a writer fills them; the page decides save and publish. */
export function ArticleForm({ value, onChange, errors, isOperator, footer }: ArticleFormProps) {
  const { t } = useTranslation('magazine');
  const set = <K extends keyof Form>(key: K, v: Form[K]) => onChange({ ...value, [key]: v });
  const categories = allowedCategories(isOperator);
  // A draft an operator started in another category still shows what it is.
  const options =
    categories.some((c) => c.code === value.category) || !value.category
      ? categories
      : [...categories, ...allowedCategories(true).filter((c) => c.code === value.category)];

  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
      <div className={styles.card}>
        <div data-field="category">
          <SelectField
            label={t('write.category')}
            required
            options={options}
            placeholder={t('write.category_placeholder')}
            value={value.category}
            onChange={(code) => onChange(withCategory(value, code))}
            error={errors.category}
            hint={isOperator ? undefined : t('write.category_hint')}
          />
        </div>
        <TextField
          label={t('write.title')}
          required
          value={value.title}
          onChange={(e) => set('title', e.target.value)}
          maxLength={MAGAZINE_LIMITS.titleMax}
          placeholder={t('write.title_placeholder')}
          error={errors.title}
          hint={t('write.count', { count: value.title.trim().length, max: MAGAZINE_LIMITS.titleMax })}
          data-field="title"
        />
        <TextField
          label={t('write.subtitle')}
          value={value.subtitle}
          onChange={(e) => set('subtitle', e.target.value)}
          maxLength={MAGAZINE_LIMITS.subtitleMax}
          placeholder={t('write.subtitle_placeholder')}
          error={errors.subtitle}
          data-field="subtitle"
        />
        {value.category === RETROSPECTIVE ? (
          <div className={styles.retro}>
            <TextField
              label={t('write.retro_product')}
              required
              value={value.retro_product}
              onChange={(e) => set('retro_product', e.target.value)}
              maxLength={MAGAZINE_LIMITS.productMax}
              placeholder={t('write.retro_product_placeholder')}
              error={errors.retro_product}
              data-field="retro_product"
            />
            <DateRangePicker
              label={t('write.retro_period')}
              required
              value={value.retro_period}
              onChange={(range) => set('retro_period', range)}
            />
            {errors.retro_start || errors.retro_end ? (
              <p className={styles.fieldError} role="alert">
                {errors.retro_start ?? errors.retro_end}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className={styles.card}>
        <CoverField
          value={value.cover_url}
          onChange={(url) => set('cover_url', url)}
          error={errors.cover_url}
        />
        <TagInput value={value.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
        <SeriesField
          value={value.series_no}
          onChange={(no) => set('series_no', no)}
          error={errors.series_no}
        />
      </div>

      <RichEditor
        label={t('write.body')}
        value={value.body}
        onChange={(html) => set('body', html)}
        error={errors.body}
        placeholder={t('write.body_placeholder')}
        uploadImage={uploadNoteImage}
      />
      {footer}
    </form>
  );
}
