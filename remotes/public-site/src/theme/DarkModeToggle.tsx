import { MoonIcon, SunIcon } from '../icons/icons';
import { useTheme } from './useTheme';

/** The header's light/dark switch; its pressed state reflects the stored choice after hydration. */
export function DarkModeToggle({ className = 'site-icon-button' }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const dark = theme === 'dark';
  return (
    <button type="button" className={className} aria-pressed={dark} aria-label="Dark mode" onClick={toggle}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
