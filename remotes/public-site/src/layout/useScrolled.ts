import { useEffect, useState } from 'react';

/** SPEC 9: the public header turns solid from this scroll offset. */
export const HEADER_SOLID_OFFSET = 50;

/**
 * True once the page is scrolled at least `offset` pixels. False on the server and in the
 * first client render (hydration matches), then read from the window: on scroll, and once
 * after the first frame the effect's commit paints. Reading `scrollY` right in the effect,
 * after hydration changed the DOM, forced a layout of the whole page inside React's commit
 * (Lighthouse's forced-reflow insight, ~600 ms at 4× CPU on a loaded machine); after the
 * frame the layout is clean and the read costs nothing.
 */
export function useScrolled(offset = HEADER_SOLID_OFFSET): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    let timer = 0;
    const read = () => {
      frame = 0;
      setScrolled(window.scrollY >= offset);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read);
    };
    // The next frame's callbacks run before its layout; a task queued from there runs after it.
    frame = window.requestAnimationFrame(() => {
      frame = 0;
      timer = window.setTimeout(read, 0);
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [offset]);
  return scrolled;
}
