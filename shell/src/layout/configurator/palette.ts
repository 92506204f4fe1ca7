import type { HeaderColour, Layout6Background, NavColour, NavImage } from './layoutSettings';

/** Header colours offered by the configurator ('default' follows the theme). */
export const HEADER_BACKGROUND: Record<HeaderColour, string | null> = {
  default: null,
  blue: '#0b6e99',
  teal: '#0f766e',
  indigo: '#3f3d9e',
  slate: '#334155',
};

/** Navigation colours for a dark menu ('default' is antd's dark menu). */
export const NAV_BACKGROUND: Record<NavColour, string | null> = {
  default: null,
  ocean: '#0c4a6e',
  lagoon: '#115e59',
  dusk: '#3b0764',
  forest: '#14532d',
};

/**
 * The five navigation background "images": water-themed patterns drawn with CSS,
 * so they cost no download and stay sharp at any size.
 */
export const NAV_IMAGE: Record<NavImage, { label: string; css: string }> = {
  1: { label: 'Deep water', css: 'linear-gradient(160deg, #0b3d5c 0%, #0e7490 55%, #164e63 100%)' },
  2: {
    label: 'Ripples',
    css: 'repeating-radial-gradient(circle at 30% 20%, #0e5a7a 0 14px, #0b4a66 14px 28px)',
  },
  3: { label: 'Tiles', css: 'repeating-linear-gradient(45deg, #0f4c5c 0 12px, #12596b 12px 24px)' },
  4: { label: 'Sunset pool', css: 'linear-gradient(180deg, #3b1d5a 0%, #7c2d5b 45%, #0e7490 100%)' },
  5: { label: 'Night swim', css: 'radial-gradient(circle at 50% 0%, #1e3a8a 0%, #0f172a 70%)' },
};

/** The band behind the header and page top in the 'layout6' sub-layout. */
export const LAYOUT6_BACKGROUND: Record<Layout6Background, { label: string; css: string }> = {
  berry: { label: 'Berry', css: 'linear-gradient(to right, #a445b2 0%, #d41872 52%, #ff0066 100%)' },
  ocean: { label: 'Ocean', css: 'linear-gradient(to right, #0b6e99 0%, #0e7490 50%, #14b8a6 100%)' },
  forest: { label: 'Forest', css: 'linear-gradient(to right, #14532d 0%, #15803d 55%, #65a30d 100%)' },
  sunset: { label: 'Sunset', css: 'linear-gradient(to right, #f97316 0%, #e11d48 60%, #7c2d5b 100%)' },
  night: { label: 'Night', css: 'linear-gradient(to right, #0f172a 0%, #1e3a8a 60%, #334155 100%)' },
};
