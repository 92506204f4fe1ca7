import { useEffect, useState } from 'react';

/** Sets URL parameters of a list (the page number is reset unless `keepPage`). */
export type Setter = (changes: Record<string, string | number | undefined>, keepPage?: boolean) => void;

/** A search box that writes its text to the URL 400 ms after the last key. */
export function useSearchBox(value: string, onChange: (v: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text), 400);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return [text, setText] as const;
}

/** The page sizes a list offers. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
