import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/texts/react';
import { Button } from '../../../ui/button';
import { isImeComposing } from '../../../ui/ime';
import { replyCounter } from '../lounge-helpers';
import styles from './replies.module.css';

export interface ReplyComposerProps {
  label: string;
  placeholder: string;
  /** Resolves true when the reply was saved (the box then empties). */
  onSubmit(body: string): Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** Whether this key press sends the reply: Ctrl/⌘+Enter, never while a syllable is composing. */
export function isSubmitKey(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'keyCode' | 'nativeEvent'>,
) {
  return e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !isImeComposing(e);
}

/**
 * A reply box with the live `n / 1,000` counter (red and unsendable over the limit). Enter makes a
 * new line; Ctrl/⌘+Enter or the button sends.
 */
export function ReplyComposer({ label, placeholder, onSubmit, onCancel, autoFocus }: ReplyComposerProps) {
  const { t } = useTranslation('lounge');
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const counter = replyCounter(text);
  const blocked = counter.empty || counter.over || busy;

  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (blocked) return;
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit} data-testid="reply-composer">
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {label}
      </label>
      <textarea
        ref={ref}
        id={`${id}-text`}
        className={styles.textarea}
        value={text}
        placeholder={placeholder}
        rows={3}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (isSubmitKey(e)) {
            e.preventDefault();
            void submit();
          }
        }}
        aria-invalid={counter.over || undefined}
        aria-describedby={`${id}-count`}
      />
      <div className={styles.composerFoot}>
        <p
          id={`${id}-count`}
          className={`${styles.counter} ${counter.over ? styles.counterOver : ''}`}
          data-testid="reply-counter"
        >
          {counter.text}
          {counter.over ? <span className={styles.overText}> · {t('replies.over')}</span> : null}
        </p>
        <span className={styles.hint} aria-hidden="true">
          {t('replies.hint')}
        </span>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            {t('replies.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={blocked} loading={busy} data-testid="reply-submit">
          {t('replies.submit')}
        </Button>
      </div>
    </form>
  );
}
