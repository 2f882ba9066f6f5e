import { CHAT_LIMITS, type ChatParticipant, formatNumber } from '@sidequest/shared';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts/react';
import { decideEnter } from '../../ui/ime';
import { AttachMenu } from './attach-menu';
import styles from './composer.module.css';
import { checkBody, linkOnly, sendChatMessage } from './send';
import { useTypingSignal } from './use-typing';

/** The counter shows from here on, so it does not distract in ordinary messages. */
const COUNTER_FROM = CHAT_LIMITS.body - 200;

/** The `@word` being typed right before the caret, for the mention picker. */
export function mentionQuery(text: string, caret: number): string | null {
  const m = /(?:^|\s)@([^\s@[\]]{0,12})$/.exec(text.slice(0, caret));
  return m ? (m[1] ?? '') : null;
}

export interface ComposerProps {
  roomId: string;
  /** Members offered by `@` (group rooms only; empty turns mentions off). */
  mentionable: ChatParticipant[];
  disabledReason: string | null;
  /** Replaceable in tests; sends through the socket by default. */
  onSend?: (body: string) => void;
}

/**
 * Enter sends, Shift+Enter breaks the line, and Enter while a Hangul syllable is being composed
 * only finishes the syllable. Blank or over-long text is not sent.
 */
export function Composer({ roomId, mentionable, disabledReason, onSend }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(0);
  const area = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingSignal(roomId);
  const listId = useId();
  const length = [...text].length;
  const check = checkBody(text);
  const disabled = disabledReason !== null;
  const options =
    query === null
      ? []
      : mentionable.filter((p) => p.nickname.toLowerCase().startsWith(query.toLowerCase())).slice(0, 6);
  const picking = options.length > 0;

  const send = () => {
    if (disabled || check !== 'ok') return;
    const body = text;
    setText('');
    setQuery(null);
    typing.stop();
    if (onSend) onSend(body);
    else {
      const url = linkOnly(body);
      void sendChatMessage(roomId, url ? { body: url, type: '09', ref: { url } } : { body, type: '01' });
    }
    area.current?.focus();
  };

  const pick = (p: ChatParticipant) => {
    const el = area.current;
    const caret = el?.selectionStart ?? text.length;
    const before = text.slice(0, caret).replace(/@([^\s@[\]]{0,12})$/, `@[${p.nickname}] `);
    const next = before + text.slice(caret);
    setText(next);
    setQuery(null);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(before.length, before.length);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (picking) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setHighlight((h) => (h + step + options.length) % options.length);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        setQuery(null);
        return;
      }
    }
    const decision = decideEnter(e);
    if (decision !== 'submit') return;
    e.preventDefault();
    const chosen = options[highlight];
    if (picking && chosen) pick(chosen);
    else send();
  };

  const onChange = (value: string, caret: number) => {
    setText(value);
    setQuery(mentionable.length > 0 ? mentionQuery(value, caret) : null);
    setHighlight(0);
    if (value) typing.onInput();
    else typing.stop();
  };

  return (
    <div className={styles.composer}>
      {picking ? (
        <div
          id={listId}
          className={styles.mentionList}
          role="listbox"
          aria-label={t('composer.mention_label')}
        >
          {options.map((p, i) => (
            <button
              key={p.no}
              id={`${listId}-${p.no}`}
              type="button"
              role="option"
              aria-selected={i === highlight}
              tabIndex={-1}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(p)}
            >
              @{p.nickname}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.composerRow}>
        <AttachMenu roomId={roomId} disabled={disabled} />
        <label className="visually-hidden" htmlFor={`${listId}-input`}>
          {t('composer.label')}
        </label>
        <textarea
          id={`${listId}-input`}
          ref={area}
          className={styles.textarea}
          rows={1}
          value={text}
          disabled={disabled}
          placeholder={disabledReason ?? t('composer.placeholder')}
          aria-invalid={check === 'too_long' || undefined}
          aria-controls={picking ? listId : undefined}
          aria-activedescendant={
            picking && options[highlight] ? `${listId}-${options[highlight]?.no}` : undefined
          }
          aria-autocomplete={mentionable.length > 0 ? 'list' : undefined}
          onChange={(e) => onChange(e.target.value, e.target.selectionStart ?? e.target.value.length)}
          onKeyDown={onKeyDown}
          onBlur={() => setQuery(null)}
          data-testid="chat-composer"
          // Escape then closes the picker, not the whole panel (see ChatPanel's onEscapeKeyDown).
          data-picking={picking || undefined}
        />
        <button
          type="button"
          className={styles.sendButton}
          onClick={send}
          disabled={disabled || check !== 'ok'}
          aria-label={t('composer.send')}
          data-testid="chat-send"
        >
          <SendHorizontal size={18} aria-hidden="true" />
        </button>
      </div>
      {length >= COUNTER_FROM ? (
        <p className={check === 'too_long' ? styles.counterOver : styles.counter} aria-live="polite">
          {check === 'too_long'
            ? t('composer.too_long', { max: formatNumber(CHAT_LIMITS.body) })
            : t('composer.counter', { count: length, max: formatNumber(CHAT_LIMITS.body) })}
        </p>
      ) : null}
    </div>
  );
}
