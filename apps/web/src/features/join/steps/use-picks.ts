import { useState } from 'react';
import { useAutosave } from '../use-autosave';

/**
 * One kind of step 5's picks (people, projects or products): the numbers picked, a toggle, and
 * their autosave — picks are stored as they change, so leaving and coming back shows them still
 * chosen. `onToggle` lets the step clear its form error.
 */
export function usePicks(initial: number[], save: (nos: number[]) => Promise<unknown>, onToggle: () => void) {
  const [picked, setPicked] = useState<number[]>(initial);
  const autosave = useAutosave(picked, save, (nos) => void save(nos).catch(() => undefined));
  const toggle = (no: number) => {
    setPicked((p) => (p.includes(no) ? p.filter((x) => x !== no) : [...p, no]));
    onToggle();
  };
  /** Waits for an autosave in flight, then stores the picks once more (finishing the step). */
  const commit = async () => {
    await autosave.settle();
    await save(picked);
  };
  return { picked, toggle, autosave, commit };
}
