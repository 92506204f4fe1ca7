/** SPEC 4 "Dark mode": the choice is kept in local storage under 'theme' and shown as body.dark. */
export const THEME_STORAGE_KEY = 'theme';
export const DARK_CLASS = 'dark';
export type Theme = 'light' | 'dark';

/**
 * Runs inline right after <body> opens, before the first paint, so a dark-mode visitor never
 * sees a light flash. Must stay tiny and must never throw (storage can be blocked).
 */
export const THEME_SCRIPT = `try{if(localStorage.getItem('${THEME_STORAGE_KEY}')==='dark')document.body.classList.add('${DARK_CLASS}')}catch(e){}`;

/** The stored choice; 'light' when nothing (or something unreadable) is stored. */
export function readStoredTheme(): Theme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Shows the theme: body.dark swaps the design tokens (styles/tokens.css). */
export function showTheme(theme: Theme): void {
  document.body.classList.toggle(DARK_CLASS, theme === 'dark');
}

/** Stores the choice (best effort) and shows it. */
export function chooseTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage blocked (private mode, policy): the choice still applies for this page view.
  }
  showTheme(theme);
}
