import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Location } from './history';
import { useLocation, useRouter } from './react';

const STORAGE_KEY = 'sidequest_scroll_positions';

/** Scroll positions by entry, kept across reloads of the tab as the browser would. */
let positions: Record<string, number> | null = null;
function saved(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * Back and forward return to where the page was scrolled; a new page starts at its top, or at the
 * element its `#hash` names. The browser cannot do it itself: the page it would restore is drawn
 * after the code and data arrive.
 */
export function ScrollRestoration({ getKey = (l) => l.key }: { getKey?: (location: Location) => string }) {
  const router = useRouter('ScrollRestoration');
  const location = useLocation();
  // The shell passes a new function each render: read the latest, subscribe once.
  const keyOf = useRef(getKey);
  useLayoutEffect(() => {
    keyOf.current = getKey;
  });
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = (left: Location) => {
      saved()[keyOf.current(left)] = window.scrollY;
    };
    const onPageHide = () => {
      remember(router.state.location);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved()));
      } catch {
        // Storage full or refused: the positions live until the tab closes.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    const off = router.onLeave(remember);
    return () => {
      off();
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);
  useLayoutEffect(() => {
    if (router.state.historyAction === 'POP') {
      const y = saved()[keyOf.current(location)];
      if (typeof y === 'number') {
        window.scrollTo(0, y);
        return;
      }
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, router]);
  return null;
}
