import { useEffect, useState } from 'react';

/** SPEC 9: the public header turns solid from this scroll offset. */
export const HEADER_SOLID_OFFSET = 50;

/**
 * True once the page is scrolled at least `offset` pixels. False on the server and in the
 * first client render (hydration matches), then read from the window in an effect.
 */
export function useScrolled(offset = HEADER_SOLID_OFFSET): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const read = () => {
      frame = 0;
      setScrolled(window.scrollY >= offset);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(read);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [offset]);
  return scrolled;
}
