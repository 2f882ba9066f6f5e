import { describe, expect, it } from 'vitest';
import { reactionRow, toggledReactions } from './reactions';
import { isSubmitKey } from './replies/reply-composer';

const key = (over: Partial<Parameters<typeof isSubmitKey>[0]> = {}) =>
  ({ key: 'Enter', ctrlKey: false, metaKey: false, keyCode: 13, nativeEvent: {}, ...over }) as Parameters<
    typeof isSubmitKey
  >[0];

describe('isSubmitKey', () => {
  it('sends on Ctrl+Enter and ⌘+Enter only', () => {
    expect(isSubmitKey(key({ ctrlKey: true }))).toBe(true);
    expect(isSubmitKey(key({ metaKey: true }))).toBe(true);
    expect(isSubmitKey(key())).toBe(false);
    expect(isSubmitKey(key({ key: 'a', ctrlKey: true }))).toBe(false);
  });

  it('never sends while a Korean syllable is composing', () => {
    expect(isSubmitKey(key({ ctrlKey: true, nativeEvent: { isComposing: true } as KeyboardEvent }))).toBe(
      false,
    );
    expect(isSubmitKey(key({ ctrlKey: true, keyCode: 229 }))).toBe(false);
  });
});

describe('reactions', () => {
  it('always lists the five emotes in order', () => {
    const row = reactionRow([{ EMOTE: '03', COUNT: 2, MINE: false }]);
    expect(row.map((r) => `${r.EMOTE}:${r.COUNT}`)).toEqual(['01:0', '02:0', '03:2', '04:0', '05:0']);
  });

  it('adds the viewer to an emote and takes them off again', () => {
    const on = toggledReactions([{ EMOTE: '03', COUNT: 2, MINE: false }], '03');
    expect(on.find((r) => r.EMOTE === '03')).toEqual({ EMOTE: '03', COUNT: 3, MINE: true });
    const off = toggledReactions(on, '03');
    expect(off.find((r) => r.EMOTE === '03')).toEqual({ EMOTE: '03', COUNT: 2, MINE: false });
  });
});
