import { useCallback, useEffect, useRef } from 'react';
import { liveSocket } from './socket-call';

/** "입력 중" goes out at most this often while typing ... */
export const TYPING_THROTTLE_MS = 2_000;
/** ... and "stopped" after this long without a key. */
export const TYPING_IDLE_MS = 3_000;

/**
 * Tell the room I am typing: `typing: true` on input (throttled), `false` after 3 s idle, on send
 * and when leaving the room.
 */
export function useTypingSignal(roomId: string) {
  const lastSent = useRef(0);
  const typing = useRef(false);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const emit = useCallback(
    (value: boolean) => {
      liveSocket()?.emit('typing', { roomId, typing: value });
      typing.current = value;
      lastSent.current = value ? Date.now() : 0;
    },
    [roomId],
  );

  const stop = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (typing.current) emit(false);
  }, [emit]);

  const onInput = useCallback(() => {
    if (!typing.current || Date.now() - lastSent.current > TYPING_THROTTLE_MS) emit(true);
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [emit, stop]);

  useEffect(() => stop, [stop]);
  return { onInput, stop };
}
