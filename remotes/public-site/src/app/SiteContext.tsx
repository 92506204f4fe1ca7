import type { SiteSettings } from '@managewell/api/contract';
import { createContext, type ReactNode, useContext } from 'react';

const SiteSettingsContext = createContext<SiteSettings | null>(null);

/** Makes the settings document (header + footer) available to the whole public site. */
export function SiteSettingsProvider({
  settings,
  children,
}: {
  settings: SiteSettings;
  children: ReactNode;
}) {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/** The site settings the page was rendered with. */
export function useSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSettings() is used outside <SiteSettingsProvider>.');
  return settings;
}
