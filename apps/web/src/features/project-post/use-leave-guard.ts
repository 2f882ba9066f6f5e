import { useEffect } from 'react';
import { useBlocker } from '../../lib/router';

/**
 * Asks before leaving with unsaved changes: in-app navigation is held by the router's blocker
 * (the page shows its own confirm), closing or reloading the tab gets the browser's prompt.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}
