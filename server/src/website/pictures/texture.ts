/** 800×800 membrane swatches drawn as tiles so they read as seamless surfaces. */

import { darken, lighten, mix } from './colour';
import type { Random } from './random';
import type { TexturePattern } from './spec';
import { type Defs, el, num } from './svg';

export const TEXTURE_SIZE = 800;

export function drawTexture(defs: Defs, rng: Random, pattern: TexturePattern, colour: string): string {
  const S = TEXTURE_SIZE;
  let out = el('rect', { x: 0, y: 0, width: S, height: S, fill: colour });
  if (pattern === 'mosaic') {
    const cell = 40;
    let tiles = '';
    for (let y = 0; y < S; y += cell)
      for (let x = 0; x < S; x += cell) {
        const t = rng.next();
        tiles += el('rect', {
          x: x + 2,
          y: y + 2,
          width: cell - 4,
          height: cell - 4,
          rx: 4,
          fill: t < 0.33 ? lighten(colour, 0.18) : t < 0.66 ? colour : darken(colour, 0.15),
        });
      }
    out += el('rect', { x: 0, y: 0, width: S, height: S, fill: lighten(colour, 0.55) }) + tiles;
  } else if (pattern === 'marble') {
    let veins = '';
    for (let i = 0; i < 9; i += 1) {
      let d = `M${num(-50)} ${num(rng.next() * S)}`;
      for (let x = 100; x <= S + 100; x += 150)
        d += `Q${num(x - 75)} ${num(rng.next() * S)} ${num(x)} ${num(rng.next() * S)}`;
      veins += el('path', {
        d,
        stroke: i % 3 === 0 ? darken(colour, 0.25) : lighten(colour, 0.4),
        'stroke-width': 2 + rng.next() * 6,
        fill: 'none',
        opacity: 0.5,
      });
    }
    out += veins;
  } else if (pattern === 'stone') {
    let stones = '';
    for (let i = 0; i < 70; i += 1) {
      const r = 30 + rng.next() * 60;
      stones += el('ellipse', {
        cx: rng.next() * S,
        cy: rng.next() * S,
        rx: r,
        ry: r * (0.6 + rng.next() * 0.3),
        fill: mix(colour, rng.chance(0.5) ? '#ffffff' : '#000000', rng.next() * 0.2),
        stroke: darken(colour, 0.2),
        'stroke-width': 3,
      });
    }
    out += stones;
  } else if (pattern === 'wave') {
    let waves = '';
    for (let y = 20; y < S; y += 50) {
      let d = `M0 ${y}`;
      for (let x = 0; x < S; x += 100) d += `q25 -18 50 0t50 0`;
      waves += d;
    }
    out += el('path', {
      d: waves,
      stroke: lighten(colour, 0.45),
      'stroke-width': 6,
      fill: 'none',
      opacity: 0.7,
      'stroke-linecap': 'round',
    });
  } else if (pattern === 'sand') {
    let grains = '';
    for (let i = 0; i < 1400; i += 1) grains += `M${num(rng.next() * S)} ${num(rng.next() * S)}h2v2h-2Z`;
    out += el('path', { d: grains, fill: darken(colour, 0.2), opacity: 0.5 });
  } else if (pattern === 'wood') {
    const plank = 100;
    for (let y = 0; y < S; y += plank) {
      out += el('rect', {
        x: 0,
        y,
        width: S,
        height: plank - 4,
        fill: mix(colour, '#000000', rng.next() * 0.12),
      });
      let grain = '';
      for (let k = 0; k < 5; k += 1) {
        const gy = y + 12 + k * 17;
        grain += `M0 ${num(gy)}C200 ${num(gy - 6 + rng.next() * 12)} 600 ${num(gy - 6 + rng.next() * 12)} 800 ${num(gy)}`;
      }
      out += el('path', {
        d: grain,
        stroke: darken(colour, 0.18),
        'stroke-width': 2,
        fill: 'none',
        opacity: 0.5,
      });
      const joint = rng.next() * S;
      out += el('path', {
        d: `M${num(joint)} ${y}v${plank - 4}`,
        stroke: darken(colour, 0.35),
        'stroke-width': 3,
      });
    }
  }
  // A soft light sweep adds depth without hiding the pattern.
  const sheen = defs.linear(
    [
      { offset: 0, colour: '#ffffff', opacity: 0.18 },
      { offset: 1, colour: '#000000', opacity: 0.08 },
    ],
    { x: 0, y: 0 },
    { x: 1, y: 1 },
  );
  return out + el('rect', { x: 0, y: 0, width: S, height: S, fill: sheen });
}
