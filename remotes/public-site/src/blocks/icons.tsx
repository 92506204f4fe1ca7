import type { ReactNode } from 'react';

/** The site's small icon set for USPs and benefits (Usp.icon in the contract). */
export const USP_ICONS = ['shield', 'drop', 'tools', 'leaf', 'star', 'clock', 'rupee', 'award'] as const;
export type UspIconName = (typeof USP_ICONS)[number];

const PATHS: Record<UspIconName, ReactNode> = {
  shield: (
    <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z" />
  ),
  drop: (
    <path d="M12 2.5S5 10.3 5 15a7 7 0 0 0 14 0c0-4.7-7-12.5-7-12.5Zm0 17.5a5 5 0 0 1-5-5h2a3 3 0 0 0 3 3v2Z" />
  ),
  tools: (
    <path d="M21.7 18.6 13 9.9a5.5 5.5 0 0 0-7-7l3.3 3.3-2.8 2.8L3.2 5.7a5.5 5.5 0 0 0 7 7l8.7 8.7a1 1 0 0 0 1.4 0l1.4-1.4a1 1 0 0 0 0-1.4Z" />
  ),
  leaf: (
    <path d="M20 3C9 3 4 8.5 4 15c0 1.6.3 3 .9 4.2L3 21l1.4 1.4 1.9-1.9C7.5 21.2 9 21.5 10.5 21.5 17 21.5 21 15 20 3Zm-9 13-1.4-1.4C12 12.2 14.6 10 17 9c-2.3 1.5-4.4 4-6 7Z" />
  ),
  star: <path d="m12 2.5 2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8L12 2.5Z" />,
  clock: <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 10.4 3.7 2.2-1 1.7L11 13.5V6h2v6.4Z" />,
  rupee: (
    <path d="M6 3h12v2h-3.3c.6.6 1 1.3 1.2 2H18v2h-2.1a5 5 0 0 1-4.9 4h-.6l6.3 7h-2.7l-6.3-7V11h3.3a3 3 0 0 0 2.8-2H6V7h7.7A3 3 0 0 0 11 5H6V3Z" />
  ),
  award: (
    <path d="M12 1.5a7 7 0 0 0-4 12.8V22l4-2 4 2v-7.7a7 7 0 0 0-4-12.8Zm0 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z" />
  ),
};

function isUspIcon(name: string): name is UspIconName {
  return (USP_ICONS as readonly string[]).includes(name);
}

/** A decorative icon of the set; unknown names fall back to the star, so content never breaks the page. */
export function UspIcon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="currentColor"
    >
      {PATHS[isUspIcon(name) ? name : 'star']}
    </svg>
  );
}

/** Small UI glyphs (decorative; the button around them carries the name). */
export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <path
        d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

export function ExpandIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
