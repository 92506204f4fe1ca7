/** 600×600 flat-illustrated team portraits: varied skin tones, hair and clothing, no text. */

import { darken, lighten } from './colour';
import type { Random } from './random';
import { type Defs, el } from './svg';

export const PORTRAIT_SIZE = 600;
const SKIN = ['#f1c8a4', '#e0ac83', '#c68a62', '#a86d48', '#8a5536', '#6b3f27'];
const HAIR = ['#1b1412', '#2e211b', '#4a3226', '#6b4a33', '#a8a8a8', '#121212'];
const SHIRT = ['#0b63a8', '#0f9d8f', '#f2b705', '#e4572e', '#2b2f36', '#7b5ea7', '#f4efe6'];
const BACKDROP = ['#dff1f7', '#e6f4ef', '#fdf0dc', '#eae7f6', '#f6e6e6'];

export function drawPortrait(defs: Defs, rng: Random, variant: number): string {
  const skin = SKIN[variant % SKIN.length]!;
  const hair = rng.pick(HAIR);
  const shirt = rng.pick(SHIRT);
  const longHair = (variant >> 1) % 2 === 1;
  const bg = defs.radial([
    { offset: 0, colour: '#ffffff' },
    { offset: 1, colour: rng.pick(BACKDROP) },
  ]);
  let out = el('rect', { x: 0, y: 0, width: 600, height: 600, fill: bg });
  out += el('circle', { cx: 300, cy: 290, r: 230, fill: lighten(shirt, 0.75) });
  if (longHair) out += el('path', { d: 'M170 300Q160 130 300 120Q440 130 430 300L450 470H150Z', fill: hair });
  // Shoulders and shirt with a collar.
  out += el('path', { d: 'M110 600Q120 440 300 430Q480 440 490 600Z', fill: shirt });
  out += el('path', { d: 'M250 440L300 500L350 440Z', fill: lighten(shirt, 0.85) });
  out += el('rect', { x: 265, y: 370, width: 70, height: 80, rx: 20, fill: darken(skin, 0.12) });
  // Head, ears, face.
  out += el('ellipse', { cx: 195, cy: 290, rx: 20, ry: 30, fill: skin });
  out += el('ellipse', { cx: 405, cy: 290, rx: 20, ry: 30, fill: skin });
  out += el('ellipse', { cx: 300, cy: 280, rx: 110, ry: 130, fill: skin });
  const style = rng.int(0, 2);
  if (longHair)
    out += el('path', {
      d: 'M190 260Q200 150 300 150Q400 150 410 260Q360 190 300 200Q240 195 190 260Z',
      fill: hair,
    });
  else if (style === 0)
    out += el('path', {
      d: 'M188 270Q180 140 300 140Q420 140 412 270Q400 200 330 190Q260 215 200 200Z',
      fill: hair,
    });
  else if (style === 1)
    out += el('path', {
      d: 'M190 250Q190 150 300 148Q410 150 410 250Q380 180 300 185Q220 180 190 250Z',
      fill: hair,
    });
  else
    out += el('path', {
      d: 'M195 230Q215 150 300 150Q385 150 405 230Q350 200 300 205Q250 200 195 230Z',
      fill: hair,
      opacity: 0.9,
    });
  if (!longHair && rng.chance(0.3))
    out += el('path', {
      d: 'M215 320Q230 420 300 425Q370 420 385 320Q360 380 300 380Q240 380 215 320Z',
      fill: hair,
      opacity: 0.85,
    });
  // Eyes, brows, smile and cheeks.
  for (const x of [258, 342]) {
    out += el('ellipse', { cx: x, cy: 285, rx: 10, ry: 12, fill: '#1d1a18' });
    out += el('path', {
      d: `M${x - 20} 255Q${x} 243 ${x + 20} 255`,
      stroke: darken(hair, 0.1),
      'stroke-width': 7,
      fill: 'none',
      'stroke-linecap': 'round',
    });
    out += el('circle', { cx: x, cy: 325, r: 16, fill: '#ff8f8f', opacity: 0.25 });
  }
  out += el('path', {
    d: 'M300 290Q292 320 302 328',
    stroke: darken(skin, 0.2),
    'stroke-width': 5,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  out += el('path', {
    d: 'M262 350Q300 380 338 350',
    stroke: '#8a3b2e',
    'stroke-width': 7,
    fill: 'none',
    'stroke-linecap': 'round',
  });
  if (rng.chance(0.3))
    out += el(
      'g',
      { fill: 'none', stroke: '#2b2f36', 'stroke-width': 5 },
      el('circle', { cx: 258, cy: 287, r: 26 }) +
        el('circle', { cx: 342, cy: 287, r: 26 }) +
        el('path', { d: 'M284 287H316' }),
    );
  return out;
}
