/** The Tarang Pools logo: a wave-in-droplet mark with the wordmark, white or in brand colours. */
import { BRAND } from './colour';
import { el, escapeXml, FONT_FAMILY } from './svg';

export const SITE_LOGO_SIZE = { width: 520, height: 120 } as const;

/** Brand word and descriptor from the company name: "Tarang Pools Pvt. Ltd." → ["Tarang", "Pools"]. */
export function logoWords(company: string): [string, string] {
  const words = company
    .replace(/\b(pvt|private|ltd|limited|llp|inc)\b\.?/gi, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const [first = 'Tarang', ...rest] = words;
  return [first, rest.join(' ')];
}

export function drawSiteLogo(variant: 'white' | 'colour', company: string): string {
  const primary = variant === 'white' ? '#ffffff' : BRAND.blue;
  const accent = variant === 'white' ? '#ffffff' : BRAND.teal;
  const [brand, descriptor] = logoWords(company);
  let out = el('path', { d: 'M60 8C84 40 100 62 100 82A40 40 0 0 1 20 82C20 62 36 40 60 8Z', fill: primary });
  out += el('path', {
    d: 'M26 84Q40 70 54 84T82 84T98 80',
    stroke: variant === 'white' ? BRAND.blue : '#ffffff',
    'stroke-width': 7,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: variant === 'white' ? 0.9 : 1,
  });
  out += el('path', {
    d: 'M30 98Q44 86 58 98T86 98',
    stroke: accent,
    'stroke-width': 6,
    fill: 'none',
    'stroke-linecap': 'round',
    opacity: variant === 'white' ? 0.6 : 1,
  });
  out += el(
    'text',
    {
      x: 122,
      y: 74,
      'font-family': FONT_FAMILY,
      'font-size': 54,
      'font-weight': 800,
      fill: primary,
      'letter-spacing': 1,
    },
    escapeXml(brand),
  );
  const brandWidth = brand.length * 32;
  if (descriptor)
    out += el(
      'text',
      {
        x: 122 + brandWidth + 14,
        y: 74,
        'font-family': FONT_FAMILY,
        'font-size': 54,
        'font-weight': 400,
        fill: accent,
      },
      escapeXml(descriptor),
    );
  out += el(
    'text',
    {
      x: 124,
      y: 104,
      'font-family': FONT_FAMILY,
      'font-size': 17,
      'font-weight': 600,
      fill: accent,
      'letter-spacing': 5,
      opacity: 0.9,
    },
    'SWIMMING POOLS · INDIA',
  );
  return out;
}
