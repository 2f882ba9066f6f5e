import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

/**
 * Korean input safety. While an IME composes a syllable (ㅎ → 하 → 한), Enter confirms the
 * syllable; it must not also submit the form or send the message. Browsers mark that Enter
 * with `isComposing` (most) or keyCode 229 (Safari fires it just after compositionend).
 */
export interface EnterLikeEvent {
  key: string;
  keyCode?: number;
  shiftKey?: boolean;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
}

export function isImeComposing(e: EnterLikeEvent): boolean {
  return Boolean(e.nativeEvent?.isComposing) || Boolean(e.isComposing) || e.keyCode === 229;
}

export type EnterDecision = 'submit' | 'composing' | 'newline' | 'ignore';

/** What an Enter-to-submit field should do with this key press. */
export function decideEnter(e: EnterLikeEvent): EnterDecision {
  if (e.key !== 'Enter') return 'ignore';
  if (isImeComposing(e)) return 'composing';
  if (e.shiftKey) return 'newline';
  return 'submit';
}

/**
 * A keydown handler that calls `onEnter` for a plain Enter only. During composition it also
 * cancels the browser's implicit form submission, so a form is never sent mid-syllable.
 */
export function imeSafeEnter<T extends Element>(
  onEnter: (e: ReactKeyboardEvent<T>) => void,
): (e: ReactKeyboardEvent<T>) => void {
  return (e) => {
    const decision = decideEnter(e);
    if (decision === 'composing') {
      e.preventDefault();
      return;
    }
    if (decision === 'submit') {
      e.preventDefault();
      onEnter(e);
    }
  };
}
