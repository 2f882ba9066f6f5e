import {
  isImageUrl,
  profileApi,
  RESUME_LIMITS,
  type Resume,
  UPLOAD_ACCEPT,
  type Work,
  workAttachments,
  workCategories,
} from '@sidequest/shared';
import { ExternalLink, Layers } from 'lucide-react';
import { useTranslation } from '../../lib/texts/react';
import fieldStyles from '../../ui/field.module.css';
import { TextField } from '../../ui/text-field';
import { FileLink, UploadButton } from './attachments';
import { useRemoveWork, useSaveWork } from './api';
import { useSectionEditor } from './editor';
import { SelectField, TextAreaField } from '../../ui/fields';
import shared from './profile.module.css';
import styles from './works-section.module.css';
import { ItemActions, ItemListSection, useItemSave } from './item-editor';
import { EditorForm } from './section-card';
import { useUpload } from './use-upload';

interface WorkValues extends Record<string, unknown> {
  title: string;
  category: string;
  description: string;
  link_url: string;
  attachments: { url: string; name: string }[];
}

const blank: WorkValues = { title: '', category: '00', description: '', link_url: '', attachments: [] };

function valuesOf(w: Work): WorkValues {
  return {
    title: w.TITLE,
    category: w.CATEGORY,
    description: w.DESCRIPTION,
    link_url: w.LINK_URL ?? '',
    attachments: workAttachments(w),
  };
}

function WorkEditor({ item, initial }: { item: string; initial?: Work }) {
  const { t } = useTranslation('people');
  const editor = useSectionEditor<WorkValues>('work', item);
  const upload = useUpload(profileApi.workUpload, 'imageOrDocument');
  const send = useSaveWork(initial?.WORK_NO);
  const { saving, errors, formError, save } = useItemSave('work', editor.finish, send);
  const v = editor.values;
  if (!v) return null;
  const set = (patch: Partial<WorkValues>) => editor.change({ ...v, ...patch });
  const full = v.attachments.length >= RESUME_LIMITS.attachments;

  const onFile = async (file: File) => {
    if (full) return;
    const res = await upload.upload(file);
    if (!res) return;
    // The owner may have typed while the file went up: append to the values as they are now.
    editor.update((now) => ({
      ...now,
      attachments: [...now.attachments, { url: res.FILE_URL, name: res.FILE_NAME }].slice(
        0,
        RESUME_LIMITS.attachments,
      ),
    }));
  };

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!v.title.trim()) found.title = t('profile.work.title_required');
    const body = {
      title: v.title,
      category: v.category as (typeof workCategories.codes)[number],
      description: v.description,
      link_url: v.link_url.trim() || null,
      attachments: v.attachments,
    };
    await save(found, body);
  };

  return (
    <EditorForm
      label={initial ? t('profile.work.edit_label', { title: initial.TITLE }) : t('profile.work.add_label')}
      onSubmit={submit}
      onCancel={editor.cancel}
      saving={saving || upload.uploading}
      error={formError}
    >
      <div className={shared.grid2}>
        <TextField
          label={t('profile.work.title_field')}
          required
          value={v.title}
          maxLength={RESUME_LIMITS.workTitle}
          onChange={(e) => set({ title: e.target.value })}
          error={errors.title}
          placeholder={t('profile.work.title_placeholder')}
        />
        <SelectField
          label={t('profile.work.category')}
          options={workCategories.items.map((c) => ({
            code: c.code,
            label: c.code === '00' ? t('profile.work.category_none') : c.label,
          }))}
          value={v.category}
          onChange={(category) => set({ category })}
        />
      </div>
      <TextAreaField
        label={t('profile.work.description')}
        value={v.description}
        onChange={(description) => set({ description })}
        maxChars={RESUME_LIMITS.workDescription}
        rows={5}
        placeholder={t('profile.work.description_placeholder')}
        error={errors.description}
      />
      <TextField
        label={t('profile.work.link')}
        type="url"
        inputMode="url"
        value={v.link_url}
        onChange={(e) => set({ link_url: e.target.value })}
        error={errors.link_url}
        placeholder="https://"
      />
      <div className={fieldStyles.field}>
        <span className={fieldStyles.label}>
          {t('profile.work.attachments')}{' '}
          <span className={fieldStyles.labelAside}>
            {v.attachments.length}/{RESUME_LIMITS.attachments}
          </span>
        </span>
        {v.attachments.length > 0 ? (
          <ul className={styles.fileList}>
            {v.attachments.map((a, i) => (
              <li key={a.url}>
                <FileLink
                  url={a.url}
                  name={a.name}
                  onRemove={() => set({ attachments: v.attachments.filter((_, j) => j !== i) })}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <UploadButton
          label={t('profile.work.attach')}
          accept={`${UPLOAD_ACCEPT.image},${UPLOAD_ACCEPT.doc}`}
          onFile={(f) => void onFile(f)}
          progress={upload.progress}
          error={upload.error ?? errors.attachments ?? null}
          disabled={full}
          hint={full ? t('profile.work.attach_full') : t('profile.work.attach_hint')}
        />
      </div>
    </EditorForm>
  );
}

function WorkCard({ work, owner }: { work: Work; owner: boolean }) {
  const { t } = useTranslation('people');
  const item = String(work.WORK_NO);
  const editor = useSectionEditor<WorkValues>('work', item);
  const remove = useRemoveWork();
  const files = workAttachments(work);
  const cover = files.find((f) => isImageUrl(f.url));

  if (editor.open) {
    return (
      <li className={`${styles.workCard} ${styles.workEditing}`}>
        <WorkEditor item={item} initial={work} />
      </li>
    );
  }

  return (
    <li className={styles.workCard}>
      <div className={styles.workCover} data-empty={cover ? undefined : true}>
        {cover ? <img src={cover.url} alt="" loading="lazy" /> : <Layers size={28} aria-hidden="true" />}
      </div>
      <div className={styles.workBody}>
        <p className={styles.workTitle}>{work.TITLE}</p>
        {work.CATEGORY !== '00' ? (
          <span className={shared.tag}>{workCategories.label(work.CATEGORY)}</span>
        ) : null}
        {work.DESCRIPTION ? <p className={styles.workText}>{work.DESCRIPTION}</p> : null}
        {work.LINK_URL ? (
          <a
            className={styles.workLink}
            href={work.LINK_URL}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
          >
            <ExternalLink size={14} aria-hidden="true" />
            <span>{work.LINK_URL.replace(/^https?:\/\//, '')}</span>
          </a>
        ) : null}
        {files.length > 0 ? (
          <ul className={styles.fileList} aria-label={t('profile.work.attachments')}>
            {files.map((f) => (
              <li key={f.url}>
                <FileLink url={f.url} name={f.name} />
              </li>
            ))}
          </ul>
        ) : null}
        {owner ? (
          <ItemActions
            kind="work"
            names={{ title: work.TITLE }}
            className={styles.workActions}
            onEdit={() => editor.start(valuesOf(work))}
            remove={() => remove.mutateAsync(work.WORK_NO)}
          />
        ) : null}
      </div>
    </li>
  );
}

export function WorksSection({ resume }: { resume: Resume }) {
  return (
    <ItemListSection
      id="works"
      kind="work"
      owner={resume.IS_OWNER}
      count={resume.WORKS.length}
      limit={RESUME_LIMITS.works}
      blank={blank}
      newEditor={<WorkEditor item="new" />}
      listClassName={styles.workGrid}
    >
      {resume.WORKS.map((w) => (
        <WorkCard key={w.WORK_NO} work={w} owner={resume.IS_OWNER} />
      ))}
    </ItemListSection>
  );
}
