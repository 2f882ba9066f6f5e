import { useEffect, useState } from 'react';
import { nextPromptIndex, PROMPT_ROTATE_MS, promptsForTag } from './prompts';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The example prompt to show as the editor's placeholder. It moves on every few seconds while
 * `rotating` (the body is empty and the composer open), starts over when the tag changes, and stays
 * put for people who asked for less motion.
 */
export function useRotatingPrompt(tag: string | null, rotating: boolean): string {
  const prompts = promptsForTag(tag);
  const [state, setState] = useState({ tag, index: 0 });
  // A new tag means a new set of prompts: start from its first one.
  const index = state.tag === tag ? state.index : 0;
  useEffect(() => {
    if (!rotating || prefersReducedMotion()) return;
    const timer = setInterval(
      () => setState((s) => ({ tag, index: nextPromptIndex(s.tag === tag ? s.index : 0, prompts.length) })),
      PROMPT_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, tag, prompts.length]);
  return prompts[index % prompts.length] ?? '';
}
