import { type LoungePostTagCode, loungePostTags, type PostTypeCode } from '@sidequest/shared';
import type { AnyExtension } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { RichEditor } from '../../editor/rich-editor';
import { uploadNoteImage } from '../../editor/upload-image';
import { Attachments } from './attachments';
import styles from './composer.module.css';
import { bodyText } from './form-state';
import { PollBuilder } from './poll-builder';
import type { ComposerState } from './use-composer';
import { useRotatingPrompt } from './use-rotating-prompt';

const TYPES: { code: PostTypeCode; key: string }[] = [
  { code: '01', key: 'type.post' },
  { code: '03', key: 'type.poll' },
];

/** The form itself: kind, tag, body (with mentions and pictures), the poll, attachments. */
export interface ComposerFieldsProps {
  state: ComposerState;
  /** The editor is in view (prompts rotate only then). */
  active: boolean;
  /** Beside the kind switch (the drafts button), and the panel it opens under it. */
  aside?: ReactNode;
  panel?: ReactNode;
  /** The editor's extra extensions (the @ mentions), built once by the dialog. */
  extensions: AnyExtension[];
}

export function ComposerFields({ state, active, aside, panel, extensions }: ComposerFieldsProps) {
  const { t } = useTranslation('lounge_write');
  const { form, update, errors } = state;
  const empty = bodyText(form.body) === '' && !/<img\b/i.test(form.body);
  const prompt = useRotatingPrompt(form.tag, active && empty);

  return (
    <>
      <div className={styles.topRow}>
        <fieldset className={styles.group}>
          <legend className={styles.sectionLabel}>{t('type.label')}</legend>
          <div className={styles.segmented}>
            {TYPES.map((type) => (
              <label key={type.code} className={styles.segment}>
                <input
                  type="radio"
                  name="lounge-post-type"
                  value={type.code}
                  checked={form.postType === type.code}
                  // The kind is fixed once published (the server refuses a change).
                  disabled={state.editing !== null && form.postType !== type.code}
                  onChange={() => update({ postType: type.code })}
                />
                <span>{t(type.key)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {aside}
      </div>
      {panel}

      <fieldset
        className={styles.group}
        data-field="tag"
        aria-describedby={errors.tag ? 'lounge-tag-error' : undefined}
      >
        <legend className={styles.sectionLabel}>
          {t('tag.label')}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </legend>
        <div className={styles.tags}>
          {loungePostTags.items.map((tag) => (
            <label key={tag.code} className={styles.tag}>
              <input
                type="radio"
                name="lounge-post-tag"
                value={tag.code}
                checked={form.tag === tag.code}
                onChange={() => update({ tag: tag.code as LoungePostTagCode })}
              />
              <span className={styles.tagLabel}>
                <span aria-hidden="true">{tag.emoji}</span> {tag.label}
              </span>
            </label>
          ))}
        </div>
        {errors.tag ? (
          <p id="lounge-tag-error" className={styles.error} role="alert">
            {errors.tag}
          </p>
        ) : null}
      </fieldset>

      <RichEditor
        value={form.body}
        onChange={(body) => update({ body })}
        label={t('body.label')}
        hideLabel
        compact
        placeholder={prompt}
        hint={t('body.hint')}
        uploadImage={uploadNoteImage}
        extensions={extensions}
        error={errors.body}
      />

      {form.postType === '03' ? (
        <PollBuilder
          poll={form.poll}
          onChange={(poll) => update({ poll })}
          errors={errors}
          locked={state.pollLocked}
        />
      ) : null}

      <Attachments
        value={form.attachments}
        onChange={(attachments) => update({ attachments })}
        error={errors.attachments}
        onBusyChange={state.setUploading}
      />
    </>
  );
}
