/**
 * Draws a pool in perspective: coping ring, tiled inner walls, the floor seen through the water
 * (projected at the pool's depth, clipped to the rim), the water surface, ripples and lights.
 */

import { darken, lighten, mix } from '../colour';
import type { Random } from '../random';
import { type Defs, el, polygonPath, polylinePath } from '../svg';
import { type Camera, project, projectOutline, type WorldPoint } from './camera';
import type { Lighting } from './light';
import { offsetOutline } from './shapes';

export interface PoolBodyOptions {
  outline: readonly WorldPoint[];
  depth: number;
  /** Coping (edge stone) width in metres; 0 for none. */
  coping: number;
  copingColour: string;
  /** Wall tile colour. */
  wallColour: string;
  /** Water tint shift: 0 = standard blue, positive = greener (natural pools). */
  green?: number;
  /** Lights on the walls (always lit at night, off by day). */
  lights?: number;
  /** Height of the rim above the ground (above-ground pools draw their own wall). */
  rimHeight?: number;
  /** Extra markup drawn on the floor, clipped to the pool (lane lines, mosaics). */
  floorDetail?: (floorY: number) => string;
}

export function drawPoolBody(
  defs: Defs,
  rng: Random,
  camera: Camera,
  light: Lighting,
  options: PoolBodyOptions,
): string {
  const rim = options.rimHeight ?? 0;
  const top = projectOutline(camera, options.outline, rim);
  const topPath = polygonPath(top);
  let out = '';

  if (options.coping > 0) {
    const ring = projectOutline(camera, offsetOutline(options.outline, options.coping), rim);
    const ringPath = polygonPath(ring);
    out += el('path', {
      d: ringPath,
      fill: darken(options.copingColour, 0.25 + light.shade * 0.4),
      transform: 'translate(0 3)',
    });
    out += el('path', { d: ringPath, fill: darken(options.copingColour, light.shade * 0.5) });
  }

  const clip = defs.clip(topPath);
  const minY = Math.min(...top.map((p) => p.y));
  const maxY = Math.max(...top.map((p) => p.y));
  const green = options.green ?? 0;
  const tint = (c: string) => (green > 0 ? mixGreen(c, green) : c);

  // Inner walls, then the floor seen through the water.
  const wallFill = defs.linear(
    [
      { offset: 0, colour: lighten(tint(options.wallColour), 0.2) },
      { offset: 1, colour: darken(tint(options.wallColour), 0.15 + light.shade * 0.4) },
    ],
    { x: 0, y: minY },
    { x: 0, y: maxY },
    true,
  );
  let inner = el('path', { d: topPath, fill: wallFill });
  const floor = projectOutline(camera, options.outline, rim - options.depth);
  const floorFill = defs.linear(
    [
      { offset: 0, colour: tint(light.waterFloor) },
      { offset: 1, colour: darken(tint(light.waterFloor), 0.2) },
    ],
    { x: 0, y: minY },
    { x: 0, y: maxY + (maxY - minY) * 0.3 },
    true,
  );
  inner += el('path', { d: polygonPath(floor), fill: floorFill });
  if (options.floorDetail) inner += options.floorDetail(rim - options.depth);

  // Water surface: light reflection far, deeper colour near.
  const surface = defs.linear(
    [
      { offset: 0, colour: tint(light.waterFar), opacity: 0.85 },
      { offset: 0.55, colour: tint(light.waterNear), opacity: 0.55 },
      { offset: 1, colour: darken(tint(light.waterNear), 0.25), opacity: 0.7 },
    ],
    { x: 0, y: minY },
    { x: 0, y: maxY },
    true,
  );
  inner += el('path', { d: topPath, fill: surface });
  inner += ripples(rng, camera, options.outline, rim, light);

  const lightCount =
    light.time === 'night'
      ? (options.lights ?? 3)
      : light.time === 'dusk'
        ? Math.min(options.lights ?? 3, 2)
        : 0;
  if (lightCount > 0) inner += poolLights(defs, camera, options, lightCount);
  out += el('g', { 'clip-path': clip }, inner);

  // Wet edge line just under the rim.
  out += el('path', {
    d: topPath,
    fill: 'none',
    stroke: darken(options.wallColour, 0.35),
    'stroke-opacity': 0.35,
    'stroke-width': 1.5,
  });
  return out;
}

function mixGreen(colour: string, amount: number): string {
  return mix(colour, '#2f9e7a', amount);
}

/** Light caustic ripples on the surface: short wavy strokes spread over the pool's bounding box. */
function ripples(
  rng: Random,
  camera: Camera,
  outline: readonly WorldPoint[],
  y: number,
  light: Lighting,
): string {
  const xs = outline.map((p) => p.x);
  const zs = outline.map((p) => p.z);
  const [x0, x1, z0, z1] = [Math.min(...xs), Math.max(...xs), Math.min(...zs), Math.max(...zs)];
  let paths = '';
  const count = Math.round(Math.min(160, 18 + (x1 - x0) * (z1 - z0) * 0.6));
  for (let i = 0; i < count; i += 1) {
    const cx = x0 + rng.next() * (x1 - x0);
    const cz = z0 + rng.next() * (z1 - z0);
    const length = 0.5 + rng.next() * 1.4;
    const points = [];
    for (let k = 0; k <= 6; k += 1) {
      const t = k / 6;
      points.push(project(camera, cx + (t - 0.5) * length, y, cz + Math.sin(t * Math.PI * 2) * 0.08));
    }
    paths += el('path', {
      d: polylinePath(points),
      'stroke-width': Math.max(0.8, (points[3]?.scale ?? 10) * 0.05),
    });
  }
  const colour = light.time === 'night' ? '#c8fbff' : '#ffffff';
  return el('g', { fill: 'none', stroke: colour, 'stroke-opacity': 0.45, 'stroke-linecap': 'round' }, paths);
}

/** Underwater lights: glowing spots on the near-side walls with a halo into the water. */
function poolLights(defs: Defs, camera: Camera, options: PoolBodyOptions, count: number): string {
  const rim = options.rimHeight ?? 0;
  const n = options.outline.length;
  let out = '';
  const halo = defs.radial([
    { offset: 0, colour: '#eaffff', opacity: 0.95 },
    { offset: 0.3, colour: '#7ff4ff', opacity: 0.5 },
    { offset: 1, colour: '#38d8ff', opacity: 0 },
  ]);
  for (let i = 0; i < count; i += 1) {
    // Spread the lights along the far half of the outline, where their walls face the viewer.
    const zs = options.outline.map((p) => p.z);
    const far = Math.max(...zs);
    const near = Math.min(...zs);
    const candidates = options.outline.filter((p) => p.z > near + (far - near) * 0.55);
    const source = candidates.length > 0 ? candidates : options.outline;
    const p = source[Math.floor(((i + 0.5) / count) * source.length)] ?? options.outline[i % n]!;
    const spot = project(camera, p.x, rim - options.depth * 0.45, p.z);
    const r = spot.scale * 2.2;
    out += el('ellipse', { cx: spot.x, cy: spot.y, rx: r, ry: r * 0.75, fill: halo });
    out += el('circle', { cx: spot.x, cy: spot.y, r: spot.scale * 0.12, fill: '#ffffff' });
  }
  return out;
}
