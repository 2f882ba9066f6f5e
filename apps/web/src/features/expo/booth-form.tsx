import {
  BOOTH_LIMITS,
  type Booth,
  type BoothInput,
  domains,
  expoBoothsApi,
  industries,
  launchStatuses,
  platforms,
} from '@sidequest/shared';
import { ImagePlus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/fields';
import { TextField } from '../../ui/text-field';
import { RichEditor } from '../editor/rich-editor';
import { uploadNoteImage } from '../editor/upload-image';
import { uploadBoothImage } from './api';
import styles from './expo-form.module.css';

/** What the form edits: the submit body without the booth number, links as typed ('' = none). */
export interface BoothForm {
  name: string;
  pitch: string;
  introduction: string;
  domain: string;
  platform: string;
  launch_status: string;
  web_url: string;
  play_store_url: string;
  app_store_url: string;
  video_url: string;
  logo_url: string | null;
  screenshots: string[];
  industry_tags: string[];
}

export function formFromBooth(b: Booth): BoothForm {
  return {
    name: b.name,
    pitch: b.pitch,
    introduction: b.introduction,
    domain: b.domain,
    platform: b.platform,
    launch_status: b.launch_status,
    web_url: b.web_url ?? '',
    play_store_url: b.play_store_url ?? '',
    app_store_url: b.app_store_url ?? '',
    video_url: b.video_url ?? '',
    logo_url: b.logo_url,
    screenshots: b.screenshots,
    industry_tags: b.industry_tags,
  };
}

/** The fields that pass the draft schema one by one: autosave never sends a half-typed link. */
export function draftBody(f: BoothForm): Record<string, unknown> {
  const shape = expoBoothsApi.ZBoothDraftInput.shape as Record<
    string,
    { safeParse: (v: unknown) => { success: boolean } }
  >;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries({ ...f, domain: f.domain || null })) {
    if (shape[key]?.safeParse(value).success) out[key] = value;
  }
  return out;
}

/** The full body checked by the shared schema; field messages keyed by field name when it fails. */
export function checkFull(f: BoothForm): { body: BoothInput } | { errors: Record<string, string> } {
  const res = expoBoothsApi.ZBoothInput.safeParse(f);
  if (res.success) return { body: res.data };
  const errors: Record<string, string> = {};
  for (const issue of res.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { errors };
}

const options = (items: readonly { code: string; label: string }[]) =>
  items.map((i) => ({ code: i.code, label: i.label }));

function ImageUploader({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const { t } = useTranslation('product');
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setPercent(0);
    try {
      onUploaded(await uploadBoothImage(file, setPercent));
    } catch (err) {
      setError(err instanceof Error ? err.message : errorMessage(err));
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className={styles.uploader}>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => void pick(e.target.files?.[0])}
        aria-label={label}
      />
      <Button
        type="button"
        variant="secondary"
        size="sm"
        icon={<ImagePlus size={16} />}
        loading={percent !== null}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {percent !== null ? (
        <div
          className={styles.progress}
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t('form.uploading', { percent })}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface BoothFormProps {
  value: BoothForm;
  /** Takes an update of the latest value: an upload that finishes late must not undo typing. */
  onChange: (update: (prev: BoothForm) => BoothForm) => void;
  errors: Record<string, string>;
}

export function BoothFormFields({ value: f, onChange, errors }: BoothFormProps) {
  const { t } = useTranslation('product');
  const set = <K extends keyof BoothForm>(key: K, v: BoothForm[K]) =>
    onChange((prev) => ({ ...prev, [key]: v }));
  const toggleTag = (code: string) =>
    onChange((prev) => ({
      ...prev,
      industry_tags: prev.industry_tags.includes(code)
        ? prev.industry_tags.filter((c) => c !== code)
        : [...prev.industry_tags, code].slice(0, BOOTH_LIMITS.industryTagsMax),
    }));
  return (
    <div className={styles.form}>
      <section className={styles.section}>
        <TextField
          label={t('form.name')}
          hint={t('form.name_hint')}
          required
          value={f.name}
          maxLength={BOOTH_LIMITS.nameMax}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          data-field="name"
        />
        <TextField
          label={t('form.pitch')}
          hint={t('form.pitch_hint')}
          required
          value={f.pitch}
          maxLength={BOOTH_LIMITS.pitchMax}
          onChange={(e) => set('pitch', e.target.value)}
          error={errors.pitch}
          data-field="pitch"
        />
        <div className={styles.row3}>
          <SelectField
            label={t('form.domain')}
            required
            placeholder={t('form.domain_placeholder')}
            options={domains.items.map((d) => ({ code: d.code, label: `${d.emoji} ${d.label}` }))}
            value={f.domain}
            onChange={(v) => set('domain', v)}
            error={errors.domain}
          />
          <SelectField
            label={t('form.platform')}
            options={options(platforms.items)}
            value={f.platform}
            onChange={(v) => set('platform', v)}
            error={errors.platform}
          />
          <SelectField
            label={t('form.launch_status')}
            options={options(launchStatuses.items)}
            value={f.launch_status}
            onChange={(v) => set('launch_status', v)}
            error={errors.launch_status}
          />
        </div>
        <fieldset className={styles.tags}>
          <legend className={styles.label}>{t('form.industry_tags')}</legend>
          <p className={styles.hint}>{t('form.industry_hint')}</p>
          <div className={styles.tagList}>
            {industries.items.map((i) => (
              <button
                key={i.code}
                type="button"
                className={styles.tag}
                aria-pressed={f.industry_tags.includes(i.code)}
                onClick={() => toggleTag(i.code)}
              >
                {i.label}
              </button>
            ))}
          </div>
          {errors.industry_tags ? <p className={styles.error}>{errors.industry_tags}</p> : null}
        </fieldset>
      </section>

      <section className={styles.section}>
        <RichEditor
          label={t('form.introduction')}
          hint={t('form.introduction_hint')}
          required
          value={f.introduction}
          onChange={(html) => set('introduction', html)}
          error={errors.introduction}
          placeholder={t('form.introduction_placeholder')}
          uploadImage={uploadNoteImage}
          field="introduction"
        />
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('form.links')}</h2>
        <p className={styles.hint}>{t('form.links_hint')}</p>
        {(['web_url', 'play_store_url', 'app_store_url', 'video_url'] as const).map((key) => (
          <TextField
            key={key}
            label={t(`form.${key}`)}
            type="url"
            inputMode="url"
            value={f[key]}
            onChange={(e) => set(key, e.target.value)}
            error={errors[key]}
            data-field={key}
          />
        ))}
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('form.logo')}</h2>
        {f.logo_url ? (
          <div className={styles.thumbs}>
            <figure className={styles.thumb}>
              <img src={f.logo_url} alt={t('form.logo')} />
              <button type="button" aria-label={t('form.logo_remove')} onClick={() => set('logo_url', null)}>
                <X size={14} />
              </button>
            </figure>
          </div>
        ) : (
          <ImageUploader label={t('form.logo_add')} onUploaded={(url) => set('logo_url', url)} />
        )}
        <h2 className={styles.sectionTitle}>{t('form.screenshots')}</h2>
        <p className={styles.hint}>{t('form.screenshots_hint')}</p>
        {f.screenshots.length > 0 ? (
          <div className={styles.thumbs}>
            {f.screenshots.map((url, i) => (
              <figure key={url} className={styles.thumb}>
                <img src={url} alt="" />
                <button
                  type="button"
                  aria-label={t('form.screenshot_remove', { n: i + 1 })}
                  onClick={() =>
                    onChange((prev) => ({ ...prev, screenshots: prev.screenshots.filter((u) => u !== url) }))
                  }
                >
                  <X size={14} />
                </button>
              </figure>
            ))}
          </div>
        ) : null}
        {f.screenshots.length < BOOTH_LIMITS.screenshotsMax ? (
          <ImageUploader
            label={t('form.screenshot_add')}
            onUploaded={(url) =>
              onChange((prev) => ({
                ...prev,
                screenshots: [...prev.screenshots, url].slice(0, BOOTH_LIMITS.screenshotsMax),
              }))
            }
          />
        ) : null}
        {errors.screenshots ? <p className={styles.error}>{errors.screenshots}</p> : null}
      </section>
    </div>
  );
}
