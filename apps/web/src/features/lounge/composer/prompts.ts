import { loungePromptCategories } from '@sidequest/shared';

/** How long one example prompt stays before the next one shows. */
export const PROMPT_ROTATE_MS = 4000;

/**
 * The example prompts for the chosen tag: the category that suits it, or every prompt (category by
 * category) while no tag is chosen or no category lists it.
 */
export function promptsForTag(tag: string | null): readonly string[] {
  const fit = tag
    ? loungePromptCategories.items.find((c) => (c.tags as readonly string[]).includes(tag))
    : undefined;
  if (fit) return fit.prompts;
  return loungePromptCategories.items.flatMap((c) => c.prompts);
}

/** The prompt after `index`, wrapping round. */
export function nextPromptIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}
