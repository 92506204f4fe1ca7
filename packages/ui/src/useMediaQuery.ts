import { useCallback, useSyncExternalStore } from 'react';

/** Below this width (antd's `lg`) the back office lays lists out for a phone or a narrow tablet. */
export const NARROW_QUERY = '(max-width: 991.98px)';

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
