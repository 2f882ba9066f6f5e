import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Long enough to let a word be typed, short enough that leaving the page loses little. */
export const AUTOSAVE_DELAY_MS = 800;

/** Most telling first: a save running, then one that failed, then one done. */
const STATUS_ORDER: readonly AutosaveStatus[] = ['saving', 'error', 'saved', 'idle'];

/**
 * One status for a form that autosaves several things (step 5's three kinds of picks): a
 * change to any of them shows as saving and then saved, not only a change to the first.
 */
export function combinedStatus(statuses: readonly AutosaveStatus[]): AutosaveStatus {
  return STATUS_ORDER.find((s) => statuses.includes(s)) ?? 'idle';
}

export interface Autosave {
  status: AutosaveStatus;
  /** Save a pending change now (before going back or leaving) and wait for every save in flight. */
  flush: () => Promise<void>;
  /** Drop a pending change (a full save is about to replace it), after the one in flight lands. */
  settle: () => Promise<void>;
}

/**
 * Saves `value` a moment after it stops changing. The first value is what was loaded, so it is
 * not saved back. When the page goes away with a change still pending, `onExit` gets it (a
 * keepalive request); when the component unmounts (navigating elsewhere in the app), it is saved.
 */
export function useAutosave<T>(
  value: T,
  save: (value: T) => Promise<unknown>,
  onExit: (value: T) => void,
  delayMs = AUTOSAVE_DELAY_MS,
): Autosave {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const latest = useRef(value);
  const pending = useRef(false);
  const inflight = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const first = useRef(true);
  const saveRef = useRef(save);
  const exitRef = useRef(onExit);
  saveRef.current = save;
  exitRef.current = onExit;
  const mounted = useRef(true);

  const run = useCallback(() => {
    clearTimeout(timer.current);
    if (!pending.current) return inflight.current.then(() => undefined);
    pending.current = false;
    if (mounted.current) setStatus('saving');
    const next = inflight.current
      .catch(() => undefined)
      .then(() => saveRef.current(latest.current))
      .then(
        () => {
          if (mounted.current && !pending.current) setStatus('saved');
        },
        () => {
          if (mounted.current) setStatus('error');
        },
      );
    inflight.current = next;
    return next;
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    latest.current = value;
    pending.current = true;
    // "Saved" would be a lie until this change is saved too.
    setStatus('idle');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
  }, [value, delayMs, run]);

  useEffect(() => {
    mounted.current = true;
    const onHide = () => {
      if (!pending.current) return;
      pending.current = false;
      clearTimeout(timer.current);
      exitRef.current(latest.current);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      mounted.current = false;
      if (pending.current) void run();
    };
  }, [run]);

  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = false;
    await inflight.current.catch(() => undefined);
  }, []);

  return { status, flush: run, settle };
}
