import { useEffect, useState } from 'react';

/** The seed's mobile breakpoint and resize debounce. */
export const MOBILE_BREAKPOINT = 1024;
export const RESIZE_DEBOUNCE_MS = 300;

export function isMobileWidth(width: number, breakpoint = MOBILE_BREAKPOINT): boolean {
  return width < breakpoint;
}

/** True below 1024 px. Resize events are debounced by 300 ms so dragging a window stays smooth. */
export function useIsMobile(breakpoint = MOBILE_BREAKPOINT): boolean {
  const [mobile, setMobile] = useState(() =>
    typeof window === 'undefined' ? false : isMobileWidth(window.innerWidth, breakpoint),
  );
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(isMobileWidth(window.innerWidth, breakpoint)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    setMobile(isMobileWidth(window.innerWidth, breakpoint));
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [breakpoint]);
  return mobile;
}
