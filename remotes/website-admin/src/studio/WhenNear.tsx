/**
 * Shows `children` once the user comes near them. A fixed page's list sits under its editor, a
 * screen or more down (the About page's team: 2,700 px down at 1280 px wide), so its table,
 * filters and rows (~8 KB brotli; a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md) and its request wait until the
 * user scrolls within a screen of it, or uses the keyboard (Tab may lead there from anywhere on
 * the page). Until then it is the spinner the list shows while it loads.
 */
import { PageSpinner } from '@managewell/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';

export function WhenNear({
  ready = true,
  children,
}: {
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
      // A screen's height below (and above) the viewport: there before it is scrolled to.
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', reached);
    };
  }, [near, ready]);
  if (near) return children;
  return (
    <div ref={placeholder}>
      <PageSpinner />
    </div>
  );
}
