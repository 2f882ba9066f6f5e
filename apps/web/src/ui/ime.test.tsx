import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/i18n';
import { decideEnter } from './ime';
import { TextField } from './text-field';

afterEach(cleanup);

describe('decideEnter', () => {
  it('submits on a plain Enter', () => {
    expect(decideEnter({ key: 'Enter', keyCode: 13 })).toBe('submit');
  });

  it('treats Enter during IME composition as composing (isComposing or keyCode 229)', () => {
    expect(decideEnter({ key: 'Enter', nativeEvent: { isComposing: true } })).toBe('composing');
    expect(decideEnter({ key: 'Enter', isComposing: true })).toBe('composing');
    expect(decideEnter({ key: 'Enter', keyCode: 229 })).toBe('composing');
  });

  it('does not submit on Shift+Enter or other keys', () => {
    expect(decideEnter({ key: 'Enter', shiftKey: true })).toBe('newline');
    expect(decideEnter({ key: 'a' })).toBe('ignore');
  });
});

describe('TextField onEnter', () => {
  function setup() {
    const onEnter = vi.fn();
    const onSubmit = vi.fn((e: Event) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <TextField label="메시지" onEnter={onEnter} />
      </form>,
    );
    return { input: screen.getByLabelText('메시지'), onEnter, onSubmit };
  }

  it('calls onEnter for a plain Enter and cancels the implicit submit', () => {
    const { input, onEnter } = setup();
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(notPrevented).toBe(false);
  });

  it('ignores Enter while a Hangul syllable is being composed', () => {
    const { input, onEnter } = setup();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: '한' } });
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(onEnter).not.toHaveBeenCalled();
    // The browser's implicit form submission is cancelled too.
    expect(notPrevented).toBe(false);
    fireEvent.compositionEnd(input);
    // Safari: the Enter right after compositionend still reports keyCode 229.
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(onEnter).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it('does not call onEnter for Shift+Enter', () => {
    const { input, onEnter } = setup();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, shiftKey: true });
    expect(onEnter).not.toHaveBeenCalled();
  });
});
