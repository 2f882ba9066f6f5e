import { loungePromptCategories } from '@sidequest/shared';
import { describe, expect, it } from 'vitest';
import { nextPromptIndex, promptsForTag } from './prompts';

const byCode = (code: string) => loungePromptCategories.items.find((c) => c.code === code)!.prompts;

describe('promptsForTag', () => {
  it('follows the category that lists the chosen tag', () => {
    expect(promptsForTag('09')).toEqual(byCode('ask'));
    expect(promptsForTag('02')).toEqual(byCode('meet'));
    expect(promptsForTag('05')).toEqual(byCode('share'));
  });

  it('offers every prompt, category by category, until a tag is chosen', () => {
    const all = promptsForTag(null);
    expect(all).toHaveLength(15);
    expect(all.slice(0, 5)).toEqual(byCode('share'));
    expect(all.slice(10)).toEqual(byCode('meet'));
  });

  it('falls back to every prompt for a tag no category lists', () => {
    expect(promptsForTag('99')).toHaveLength(15);
  });
});

describe('nextPromptIndex', () => {
  it('moves one on and wraps round at the end', () => {
    expect(nextPromptIndex(0, 5)).toBe(1);
    expect(nextPromptIndex(3, 5)).toBe(4);
    expect(nextPromptIndex(4, 5)).toBe(0);
    expect(nextPromptIndex(0, 0)).toBe(0);
  });
});
