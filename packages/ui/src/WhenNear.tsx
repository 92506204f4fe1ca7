/**
 * Shows `children` once the user comes near them. A fixed page's list sits under its editor, a
 * screen or more down (the About page's team: 2,700 px down at 1280 px wide), so its table,
 * filters and rows (~8 KB brotli; a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md) and its request wait until the
 * user scrolls within a screen of it (`margin`), or uses the keyboard (Tab may lead there from
 * anywhere on the page). Until then it is the spinner the content shows while it loads.
 * Imported from `@managewell/ui/when-near`.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PageSpinner } from './states';

export function WhenNear({
  ready = true,
  margin = '100% 0px',
  children,
}: {
  /** How far outside the window it starts loading (IntersectionObserver's rootMargin). */
  margin?: string;
  /** The page above has its final height (an editor still loading is short: the list is not yet
   * where it will be). */
  ready?: boolean;
  children: ReactNode;
}) {
  // Without IntersectionObserver (an old browser), at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const reached = () => setNear(true);
    document.addEventListener('keydown', reached);
    if (!ready) return () => document.removeEventListener('keydown', reached);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reached();
      },
      // By default a screen's height below (and above) the viewport: there before it is scrolled to.
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', reached);
    };
  }, [near, ready, margin]);
  if (near) return children;
  return (
    <div ref={placeholder}>
      <PageSpinner />
    </div>
  );
}
