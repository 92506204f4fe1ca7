import { useSyncExternalStore } from 'react';

/** SPEC 9: below 992px the navigation becomes a mobile off-canvas menu. */
export const MOBILE_BREAKPOINT = 992;
/** SPEC 9: between 992 and 1024px a vertical menu collapses by itself. */
export const AUTO_COLLAPSE_BELOW = 1024;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
}

export function viewportMode(width: number): 'mobile' | 'compact' | 'wide' {
  if (width < MOBILE_BREAKPOINT) return 'mobile';
  if (width < AUTO_COLLAPSE_BELOW) return 'compact';
  return 'wide';
}
