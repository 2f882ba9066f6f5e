import { magazineApi } from '@sidequest/shared';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { callApi } from '../../lib/api';
import { PROGRESS_THROTTLE_MS, READ_THRESHOLD, readRatio } from './read-ratio';

export type ReadQuestStatus = 'off' | 'starting' | 'open' | 'done' | 'completed' | 'unavailable';

export interface ReadQuest {
  status: ReadQuestStatus;
  /** The exp this page view granted (shown once the quest completes). */
  exp: number;
}

/**
 * The read quest of one page view. It asks the server for this view's token first; then, while the
 * reader is past half of the body, it reports progress (at most once a second, and after `wait_ms`
 * when the server says it is still too early, even if the reader stopped scrolling). Without a
 * token nothing is sent. `onCompleted` fires once, on the answer that completed it.
 */
export function useReadQuest(
  questNo: number,
  bodyRef: RefObject<HTMLElement | null>,
  opts: { enabled: boolean; alreadyDone: boolean; onCompleted: (exp: number) => void },
): ReadQuest {
  const { enabled } = opts;
  const [state, setState] = useState<ReadQuest>({ status: 'off', exp: 0 });
  const completedRef = useRef(opts.onCompleted);
  completedRef.current = opts.onCompleted;
  // Read when the page view starts only: a refetched article saying READ_DONE after this view
  // completed the quest must not turn 완료 (+10 exp) into 이미 완료.
  const doneRef = useRef(opts.alreadyDone);
  doneRef.current = opts.alreadyDone;

  useEffect(() => {
    if (!enabled) {
      setState({ status: 'off', exp: 0 });
      return;
    }
    if (doneRef.current) {
      setState({ status: 'done', exp: 0 });
      return;
    }
    let alive = true;
    let token: string | null = null;
    let busy = false;
    let finished = false;
    let lastSent = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ status: 'starting', exp: 0 });

    const ratio = () => {
      const el = bodyRef.current;
      if (!el) return 0;
      const box = el.getBoundingClientRect();
      return readRatio({ top: box.top, height: box.height }, window.innerHeight);
    };

    const later = (ms: number) => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        check();
      }, ms);
    };

    const finish = (status: 'done' | 'completed', exp: number) => {
      finished = true;
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      setState({ status, exp });
      if (status === 'completed') completedRef.current(exp);
    };

    async function send(r: number) {
      if (!token) return;
      busy = true;
      lastSent = Date.now();
      try {
        const res = await callApi(magazineApi.readProgress, {
          body: { quest_no: questNo, token, ratio: r },
        });
        if (!alive) return;
        if (res.completed) finish(res.newly ? 'completed' : 'done', res.newly ? res.exp : 0);
        else if (res.wait_ms > 0) later(res.wait_ms + 50);
      } catch {
        // A lost token (another tab finished, or it expired): this view can no longer count.
        if (alive) {
          finished = true;
          setState({ status: 'unavailable', exp: 0 });
        }
      } finally {
        busy = false;
      }
    }

    function check() {
      if (!alive || finished || busy || !token) return;
      const r = ratio();
      if (r < READ_THRESHOLD) return;
      const since = Date.now() - lastSent;
      if (since < PROGRESS_THROTTLE_MS) {
        later(PROGRESS_THROTTLE_MS - since);
        return;
      }
      void send(r);
    }

    callApi(magazineApi.readStart, { body: { quest_no: questNo } })
      .then((res) => {
        if (!alive) return;
        if (res.done || !res.token) {
          finish('done', 0);
          return;
        }
        token = res.token;
        setState({ status: 'open', exp: 0 });
        window.addEventListener('scroll', check, { passive: true });
        window.addEventListener('resize', check, { passive: true });
        // A short article may already be half on screen.
        check();
      })
      .catch(() => {
        if (alive) setState({ status: 'unavailable', exp: 0 });
      });

    return () => {
      alive = false;
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [questNo, enabled, bodyRef]);

  return state;
}
