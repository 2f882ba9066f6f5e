import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint, the same as space.module.css's. */
const PHONE = '(max-width: 760px)';

// Browsers without matchMedia (test DOMs) get the desktop layout.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null);

function subscribe(onChange: () => void) {
  const query = media();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the phone layout applies. Used where a control moves rather than restyles (the
 * project page's 지원하기 goes to a bar at the foot), so it is rendered once, not twice.
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
