import { useCallback, useEffect, useState } from 'react';
import { chooseTheme, readStoredTheme, showTheme, type Theme } from './theme';

/**
 * The visitor's light/dark choice. Renders 'light' on the server and in the first client
 * render (so hydration matches), then reads the stored choice in an effect.
 */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const [theme, setTheme] = useState<Theme>('light');

  useEffect(() => {
    const stored = readStoredTheme();
    setTheme(stored);
    showTheme(stored);
  }, []);

  const toggle = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    chooseTheme(next);
    setTheme(next);
  }, [theme]);

  return { theme, toggle };
}
