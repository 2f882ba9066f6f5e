import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import Placeholder from '@tiptap/extension-placeholder';
import { type AnyExtension, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Unlink } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast-store';
import styles from './editor.module.css';
import { OutsideImages } from './outside-images';
import { importOutsideImage } from './upload-image';

export interface RichEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The grey text of an empty editor; may change while it is shown (rotating prompts). */
  placeholder?: string | undefined;
  /** Marks the label with the required star (default true). */
  required?: boolean;
  /** A shorter editing area, for lounge posts (default: the tall article area). */
  compact?: boolean;
  /** The label is read by screen readers but not drawn (the surrounding form already titles it). */
  hideLabel?: boolean;
  /**
   * Uploads a picture for the body and resolves with its URL. When given, the toolbar gets a
   * picture button; the server re-encodes the file and its sanitizer keeps only our own images.
   */
  uploadImage?: ((file: File, onProgress: (percent: number) => void) => Promise<string>) | undefined;
  /** More Tiptap extensions (the lounge composer adds @mentions). */
  extensions?: AnyExtension[];
  /** Used as data-field, so a form can scroll to the first invalid field. */
  field?: string;
}

/**
 * The rich-text editor of posts, lounge posts and articles (Tiptap on ProseMirror): headings, lists,
 * emphasis, quotes, links and (when an upload is given) pictures — the same tags the server's
 * sanitizer keeps, so what the writer sees is what is published.
 */
export function RichEditor({
  value,
  onChange,
  label,
  error,
  hint,
  placeholder,
  required = true,
  compact = false,
  hideLabel = false,
  uploadImage,
  extensions = [],
  field = 'body',
}: RichEditorProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [uploading, setUploading] = useState<number | null>(null);
  const [importing, setImporting] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  // The Placeholder extension reads this on every render of the empty node, so a rotating prompt
  // shows without rebuilding the editor.
  const placeholderRef = useRef(placeholder ?? '');
  placeholderRef.current = placeholder ?? '';
  // Read by the paste/drop handler, which is built once with the editor.
  const uploadRef = useRef(uploadImage);
  uploadRef.current = uploadImage;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] }),
      Placeholder.configure({ placeholder: () => placeholderRef.current }),
      Image.configure({ inline: false, allowBase64: false }),
      OutsideImages.configure({
        importImage: importOutsideImage,
        uploadFile: uploadImage
          ? (file) => {
              const upload = uploadRef.current;
              if (!upload) return Promise.reject(new Error(''));
              setUploading(0);
              return upload(file, setUploading).finally(() => setUploading(null));
            }
          : null,
        onPending: setImporting,
        onFailed: (message, kind) =>
          toast(
            kind === 'outside'
              ? t('editor.outside_failed', { reason: message || t('editor.outside_failed_reason') })
              : message || t('editor.image_failed'),
            { tone: 'error' },
          ),
      }),
      ...extensions,
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'prose',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  // A draft loaded after the editor mounted replaces its content (not on every keystroke).
  useEffect(() => {
    // useEditor may hand over an instance it has already destroyed (its schema is gone, getHTML throws).
    if (editor && !editor.isDestroyed && !editor.isFocused && value !== editor.getHTML())
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Redraw the empty editor so a new placeholder shows (decorations are computed on transactions).
  // biome-ignore lint/correctness/useExhaustiveDependencies: placeholder is read through its ref.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEmpty) editor.view.dispatch(editor.state.tr);
  }, [editor, placeholder]);

  const pickImage = async (file: File | undefined) => {
    if (!file || !editor || !uploadImage) return;
    setUploading(0);
    try {
      const url = await uploadImage(file, setUploading);
      editor
        .chain()
        .focus()
        .setImage({ src: url, alt: file.name.normalize('NFC') })
        .run();
    } catch (err) {
      toast(err instanceof Error && err.message ? err.message : t('editor.image_failed'), { tone: 'error' });
    } finally {
      setUploading(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const tool = (key: string, on: boolean | undefined, icon: React.ReactNode, run: () => void) => (
    <button
      type="button"
      className={styles.tool}
      aria-pressed={on ?? false}
      aria-label={t(`editor.${key}`)}
      title={t(`editor.${key}`)}
      onClick={run}
      disabled={!editor}
    >
      {icon}
    </button>
  );

  const applyLink = () => {
    const url = href.trim();
    if (!editor) return;
    if (url === '') editor.chain().focus().unsetLink().run();
    else
      editor
        .chain()
        .focus()
        .extendMarkRange('link')
        .setLink({ href: /^https?:\/\//i.test(url) ? url : `https://${url}` })
        .run();
    setLinkOpen(false);
  };

  return (
    <div className={`${styles.editorField} ${compact ? styles.compact : ''}`} data-field={field}>
      <span id={`${id}-label`} className={hideLabel ? 'visually-hidden' : styles.fieldLabel}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={`${styles.editor} ${error ? styles.invalid : ''}`}>
        <div className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
          {tool('bold', active?.bold, <Bold size={16} />, () => editor?.chain().focus().toggleBold().run())}
          {tool('italic', active?.italic, <Italic size={16} />, () =>
            editor?.chain().focus().toggleItalic().run(),
          )}
          {tool('heading', active?.h2, <Heading2 size={16} />, () =>
            editor?.chain().focus().toggleHeading({ level: 2 }).run(),
          )}
          {tool('bullet', active?.bullet, <List size={16} />, () =>
            editor?.chain().focus().toggleBulletList().run(),
          )}
          {tool('ordered', active?.ordered, <ListOrdered size={16} />, () =>
            editor?.chain().focus().toggleOrderedList().run(),
          )}
          {tool('quote', active?.quote, <Quote size={16} />, () =>
            editor?.chain().focus().toggleBlockquote().run(),
          )}
          {active?.link
            ? tool('unlink', true, <Unlink size={16} />, () => editor?.chain().focus().unsetLink().run())
            : tool('link', false, <Link2 size={16} />, () => {
                setHref((editor?.getAttributes('link').href as string | undefined) ?? '');
                setLinkOpen(true);
              })}
          {uploadImage ? (
            <>
              {tool('image', false, <ImagePlus size={16} />, () => fileInput.current?.click())}
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                onChange={(e) => void pickImage(e.target.files?.[0])}
              />
            </>
          ) : null}
          {importing > 0 ? (
            <span className={styles.uploading} role="status">
              {t('editor.outside_importing', { count: importing })}
            </span>
          ) : null}
          {uploading !== null ? (
            <span className={styles.uploading} role="status">
              {t('editor.image_uploading', { percent: uploading })}
            </span>
          ) : null}
        </div>
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Dialog
        open={linkOpen}
        onOpenChange={setLinkOpen}
        title={t('editor.link_title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setLinkOpen(false)}>
              {t('editor.cancel')}
            </Button>
            <Button onClick={applyLink}>{t('editor.link_apply')}</Button>
          </>
        }
      >
        <TextField
          label={t('editor.link_label')}
          value={href}
          placeholder="https://"
          onChange={(e) => setHref(e.target.value)}
          onEnter={applyLink}
          autoFocus
        />
      </Dialog>
    </div>
  );
}
