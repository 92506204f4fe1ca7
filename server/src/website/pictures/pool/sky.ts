/** The sky: gradient by time of day, sun or moon, clouds and stars. */
import type { Random } from '../random';
import { type Defs, el } from '../svg';
import type { Lighting } from './light';

export function drawSky(defs: Defs, rng: Random, light: Lighting, width: number, horizon: number): string {
  const fill = defs.linear([
    { offset: 0, colour: light.skyTop },
    { offset: 0.6, colour: light.skyMiddle },
    { offset: 1, colour: light.skyHorizon },
  ]);
  let out = el('rect', { x: 0, y: 0, width, height: horizon + 2, fill });
  const unit = width / 100;

  if (light.time === 'night') {
    for (let i = 0; i < 70; i += 1) {
      const r = (0.06 + rng.next() * 0.14) * unit;
      out += el('circle', {
        cx: rng.next() * width,
        cy: rng.next() * horizon * 0.85,
        r,
        fill: '#ffffff',
        opacity: 0.35 + rng.next() * 0.6,
      });
    }
    const mx = width * (0.15 + rng.next() * 0.7);
    const my = horizon * (0.18 + rng.next() * 0.25);
    const glow = defs.radial([
      { offset: 0, colour: '#fdf6d8', opacity: 0.55 },
      { offset: 1, colour: '#fdf6d8', opacity: 0 },
    ]);
    out += el('circle', { cx: mx, cy: my, r: unit * 9, fill: glow });
    out += el('circle', { cx: mx, cy: my, r: unit * 2.4, fill: '#fbf3d0' });
    out += el('circle', {
      cx: mx + unit * 0.9,
      cy: my - unit * 0.5,
      r: unit * 0.5,
      fill: '#e9dfb4',
      opacity: 0.7,
    });
    out += el('circle', {
      cx: mx - unit * 0.7,
      cy: my + unit * 0.8,
      r: unit * 0.35,
      fill: '#e9dfb4',
      opacity: 0.6,
    });
    return out;
  }

  const low = light.time === 'dusk';
  const sx = width * (0.12 + rng.next() * 0.76);
  const sy = low ? horizon * (0.78 + rng.next() * 0.12) : horizon * (0.12 + rng.next() * 0.2);
  const halo = defs.radial([
    { offset: 0, colour: low ? '#fff1c2' : '#ffffff', opacity: 0.9 },
    { offset: 0.25, colour: low ? '#ffd58a' : '#fff7d6', opacity: 0.45 },
    { offset: 1, colour: low ? '#ff9f68' : '#ffffff', opacity: 0 },
  ]);
  out += el('circle', { cx: sx, cy: sy, r: unit * (low ? 22 : 14), fill: halo });
  out += el('circle', { cx: sx, cy: sy, r: unit * (low ? 3.6 : 2.6), fill: low ? '#fff0c4' : '#fffbea' });

  const clouds = rng.int(2, 5);
  for (let i = 0; i < clouds; i += 1) {
    out += cloud(
      rng,
      width * rng.next(),
      horizon * (0.12 + rng.next() * 0.5),
      unit * (4 + rng.next() * 6),
      light.cloud,
      low ? 0.75 : 0.9,
    );
  }
  return out;
}

/** A flat cloud: a row of overlapping puffs on a flat base. */
function cloud(rng: Random, x: number, y: number, size: number, colour: string, opacity: number): string {
  let puffs = '';
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    const px = x + (i - count / 2) * size * 0.7;
    const r = size * (0.45 + rng.next() * 0.4) * (i === 0 || i === count - 1 ? 0.7 : 1);
    puffs += el('circle', { cx: px, cy: y - r * 0.3, r });
  }
  puffs += el('rect', {
    x: x - (count / 2) * size * 0.7 - size * 0.3,
    y: y - size * 0.2,
    width: count * size * 0.7,
    height: size * 0.45,
    rx: size * 0.22,
  });
  return el('g', { fill: colour, opacity }, puffs);
}
