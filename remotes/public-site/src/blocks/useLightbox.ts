import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/close state of a lightbox, remembering the element that opened it (the thumbnail)
 * so focus returns there when the lightbox closes.
 */
export function useLightbox() {
  const [index, setIndex] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Runs after the dialog has been removed (commit), so the focus is not taken back by it.
  useEffect(() => {
    if (index !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [index]);

  const open = useCallback((at: number, from: HTMLElement) => {
    opener.current = from;
    setIndex(at);
  }, []);

  const close = useCallback(() => setIndex(null), []);

  return { index, open, close, setIndex };
}
