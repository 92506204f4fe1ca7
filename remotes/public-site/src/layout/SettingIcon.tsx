import type { ReactNode } from 'react';

export interface SettingIconProps {
  /** The picture chosen in the settings; empty: `drawing` is shown. */
  src: string | undefined;
  /** The settings' alt text; empty: `fallbackAlt`. */
  alt: string | undefined;
  fallbackAlt: string;
  size: number;
  /** The site's own drawing of the icon. */
  drawing: ReactNode;
}

/** An icon the editors may replace in the settings with a picture of their own. */
export function SettingIcon({ src, alt, fallbackAlt, size, drawing }: SettingIconProps) {
  if (!src?.trim()) return <>{drawing}</>;
  return (
    <img
      className="site-setting-icon"
      src={src}
      alt={alt?.trim() || fallbackAlt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
