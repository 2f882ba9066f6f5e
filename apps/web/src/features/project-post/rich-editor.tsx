import Link from '@tiptap/extension-link';
import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Italic, Link2, List, ListOrdered, Quote, Unlink } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/text-field';
import styles from './project-post.module.css';

export interface RichEditorProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * The introduction editor (Tiptap on ProseMirror): headings, lists, emphasis, quotes and links —
 * the same tags the server's sanitizer keeps, so what the leader sees is what is published.
 */
export function RichEditor({ value, onChange, label, error, hint }: RichEditorProps) {
  const { t } = useTranslation('project');
  const id = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false }),
      Link.configure({ openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] }),
      Placeholder.configure({ placeholder: t('post.editor.placeholder') }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: styles.prose ?? '',
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
      aria-label={t(`post.editor.${key}`)}
      title={t(`post.editor.${key}`)}
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
    <div className={styles.editorField} data-field="introduction">
      <span id={`${id}-label`} className={styles.fieldLabel}>
        {label}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </span>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={`${styles.editor} ${error ? styles.invalid : ''}`}>
        <div className={styles.toolbar} role="toolbar" aria-label={t('post.editor.toolbar')}>
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
        title={t('post.editor.link_title')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setLinkOpen(false)}>
              {t('post.editor.cancel')}
            </Button>
            <Button onClick={applyLink}>{t('post.editor.link_apply')}</Button>
          </>
        }
      >
        <TextField
          label={t('post.editor.link_label')}
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
