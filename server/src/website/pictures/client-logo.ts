/** 480×240 client wordmarks: a simple symbol beside the client's name. */

import { darken } from './colour';
import type { Random } from './random';
import { el, escapeXml, FONT_FAMILY } from './svg';

export const CLIENT_LOGO_SIZE = { width: 480, height: 240 } as const;
const INKS = ['#0b63a8', '#0f9d8f', '#2b2f36', '#7b5ea7', '#c0392b', '#b8860b'];

export function drawClientLogo(rng: Random, name: string, variant: number): string {
  const ink = INKS[variant % INKS.length]!;
  const symbol = rng.int(0, 3);
  let mark = '';
  if (symbol === 0)
    mark =
      el('circle', { cx: 70, cy: 120, r: 40, fill: ink }) +
      el('path', { d: 'M42 128Q56 110 70 128T98 128', stroke: '#ffffff', 'stroke-width': 7, fill: 'none' });
  else if (symbol === 1)
    mark =
      el('path', { d: 'M70 78L110 150H30Z', fill: ink }) +
      el('path', { d: 'M70 110L92 150H48Z', fill: darken(ink, 0.35) });
  else if (symbol === 2)
    mark =
      el('rect', { x: 32, y: 82, width: 76, height: 76, rx: 18, fill: ink }) +
      el('path', { d: 'M50 140V100L70 124L90 100V140', stroke: '#ffffff', 'stroke-width': 8, fill: 'none' });
  else
    mark = el('path', {
      d: 'M70 76C92 104 104 122 104 138A34 34 0 0 1 36 138C36 122 48 104 70 76Z',
      fill: ink,
    });
  const words = name.trim().split(/\s+/);
  const first = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  const rest = words.slice(Math.ceil(words.length / 2)).join(' ');
  const size = Math.max(22, Math.min(44, 560 / Math.max(first.length, rest.length, 6)));
  let text = el(
    'text',
    {
      x: 130,
      y: rest ? 116 : 134,
      'font-family': FONT_FAMILY,
      'font-size': size,
      'font-weight': 800,
      fill: '#1d2630',
      'letter-spacing': 1,
    },
    escapeXml(first),
  );
  if (rest)
    text += el(
      'text',
      {
        x: 130,
        y: 116 + size * 1.05,
        'font-family': FONT_FAMILY,
        'font-size': size * 0.72,
        'font-weight': 500,
        fill: ink,
        'letter-spacing': 3,
      },
      escapeXml(rest.toUpperCase()),
    );
  return el('rect', { x: 0, y: 0, width: 480, height: 240, fill: '#ffffff' }) + mark + text;
}
