/** Far scenery: sea, hills and valleys, tree lines, garden walls, stands and water slides. */

import { darken, lighten, mix } from '../colour';
import type { Random } from '../random';
import { type Defs, el, num, polygonPath, polylinePath } from '../svg';
import { type Camera, project } from './camera';
import type { Lighting } from './light';

function shade(colour: string, light: Lighting, extra = 0): string {
  return mix(colour, light.shadeColour, Math.min(0.85, light.shade + extra));
}

/** Sea from the horizon down to a line, with a sun/moon glitter path. */
export function sea(
  defs: Defs,
  rng: Random,
  light: Lighting,
  width: number,
  horizon: number,
  bottom: number,
): string {
  const fill = defs.linear([
    { offset: 0, colour: mix(light.sea, light.skyHorizon, 0.45) },
    { offset: 1, colour: darken(light.sea, 0.15) },
  ]);
  let out = el('rect', { x: 0, y: horizon, width, height: bottom - horizon + 2, fill });
  let glints = '';
  const glintColour = light.time === 'day' ? '#ffffff' : light.time === 'dusk' ? '#ffd9a0' : '#e9f0ff';
  const centre = width * (0.3 + rng.next() * 0.4);
  for (let i = 0; i < 60; i += 1) {
    const t = rng.next();
    const y = horizon + (bottom - horizon) * t;
    const spread = width * (0.05 + t * 0.25);
    const x = centre + (rng.next() - 0.5) * spread * 2;
    const w = width * (0.005 + t * 0.02);
    glints += `M${num(x)} ${num(y)}h${num(w)}`;
  }
  out += el('path', {
    d: glints,
    stroke: glintColour,
    'stroke-width': Math.max(1, (bottom - horizon) / 90),
    'stroke-opacity': 0.55,
    'stroke-linecap': 'round',
  });
  return out;
}

/** Layered hill ridges around the horizon (valley views, backgrounds). */
export function hills(
  rng: Random,
  light: Lighting,
  width: number,
  horizon: number,
  height: number,
  layers = 3,
): string {
  let out = '';
  for (let layer = 0; layer < layers; layer += 1) {
    const t = layer / Math.max(1, layers - 1);
    const colour = mix(mix(light.haze, light.foliageDark, 0.15 + t * 0.6), light.skyHorizon, 0.35 - t * 0.3);
    const base = horizon + height * 0.15 * t;
    const amp = height * (0.9 - t * 0.45);
    const points = [{ x: 0, y: horizon + height }];
    const phase = rng.next() * 10;
    const freq = 2 + rng.next() * 2;
    for (let i = 0; i <= 40; i += 1) {
      const x = (i / 40) * width;
      const wave =
        Math.sin((i / 40) * Math.PI * freq + phase) * 0.5 +
        Math.sin((i / 40) * Math.PI * freq * 2.3 + phase * 2) * 0.25;
      points.push({ x, y: base - amp * (0.45 + wave * 0.5) });
    }
    points.push({ x: width, y: horizon + height });
    out += el('path', { d: polygonPath(points), fill: shade(colour, light, -light.shade * 0.3) });
  }
  return out;
}

/** A line of rounded tree canopies at a given depth. */
export function treeLine(
  rng: Random,
  camera: Camera,
  light: Lighting,
  z: number,
  x0: number,
  x1: number,
): string {
  let out = '';
  const colours = [light.foliageDark, light.foliage, mix(light.foliage, light.haze, 0.3)];
  for (let x = x0; x < x1; x += 1.6 + rng.next() * 2) {
    const p = project(camera, x, 0, z + rng.next() * 3);
    const r = p.scale * (1.8 + rng.next() * 1.6);
    const trunkH = p.scale * 1.4;
    out += el('rect', {
      x: p.x - p.scale * 0.15,
      y: p.y - trunkH,
      width: p.scale * 0.3,
      height: trunkH,
      fill: shade('#5b4532', light),
    });
    out += el('circle', { cx: p.x, cy: p.y - trunkH - r * 0.7, r, fill: shade(rng.pick(colours), light) });
    out += el('circle', {
      cx: p.x - r * 0.35,
      cy: p.y - trunkH - r * 0.95,
      r: r * 0.55,
      fill: shade(lighten(light.foliage, 0.12), light),
      opacity: 0.8,
    });
  }
  return out;
}

/** A rendered garden boundary wall with a coping line. */
export function gardenWall(
  camera: Camera,
  light: Lighting,
  z: number,
  x0: number,
  x1: number,
  height: number,
  colour: string,
): string {
  const q = [
    project(camera, x0, 0, z),
    project(camera, x1, 0, z),
    project(camera, x1, height, z),
    project(camera, x0, height, z),
  ];
  let out = el('path', { d: polygonPath(q), fill: shade(colour, light) });
  const capA = project(camera, x0, height, z);
  const capB = project(camera, x1, height, z);
  out += el('path', {
    d: `M${num(capA.x)} ${num(capA.y)}L${num(capB.x)} ${num(capB.y)}`,
    stroke: shade(lighten(colour, 0.3), light),
    'stroke-width': Math.max(2, capA.scale * 0.12),
  });
  return out;
}

/** Spectator stands rising behind a competition pool, seats in team colours. */
export function stands(
  rng: Random,
  camera: Camera,
  light: Lighting,
  z: number,
  x0: number,
  x1: number,
  rows: number,
): string {
  let out = '';
  const seatColours = ['#0b63a8', '#0f9d8f', '#f2b705', '#e4572e'];
  for (let r = 0; r < rows; r += 1) {
    const y0 = r * 0.45;
    const zz = z + r * 0.8;
    const tread = [
      project(camera, x0, y0 + 0.45, zz),
      project(camera, x1, y0 + 0.45, zz),
      project(camera, x1, y0 + 0.45, zz + 0.8),
      project(camera, x0, y0 + 0.45, zz + 0.8),
    ];
    const riser = [
      project(camera, x0, y0, zz),
      project(camera, x1, y0, zz),
      project(camera, x1, y0 + 0.45, zz),
      project(camera, x0, y0 + 0.45, zz),
    ];
    out += el('path', { d: polygonPath(riser), fill: shade('#b9c2cc', light, 0.1) });
    out += el('path', { d: polygonPath(tread), fill: shade('#dde3e9', light) });
    const colour = seatColours[Math.floor(r / 2) % seatColours.length]!;
    let seats = '';
    for (let x = x0 + 0.3; x < x1 - 0.3; x += 0.6) {
      if (rng.chance(0.12)) continue;
      const p = project(camera, x, y0 + 0.45, zz + 0.3);
      const s = p.scale;
      seats += `M${num(p.x - s * 0.22)} ${num(p.y)}h${num(s * 0.44)}v${num(-s * 0.35)}h${num(-s * 0.44)}Z`;
    }
    out += el('path', { d: seats, fill: shade(colour, light) });
  }
  return out;
}

/** A water-slide tower with winding open flumes landing in the pool. */
export function slideTower(
  rng: Random,
  camera: Camera,
  light: Lighting,
  x: number,
  z: number,
  landX: number,
  landZ: number,
): string {
  const height = 7 + rng.next() * 3;
  let out = '';
  // Tower posts and platforms.
  const posts: string[] = [];
  for (const [dx, dz] of [
    [-1.2, -1.2],
    [1.2, -1.2],
    [-1.2, 1.2],
    [1.2, 1.2],
  ] as const) {
    const a = project(camera, x + dx, 0, z + dz);
    const b = project(camera, x + dx, height + 1.2, z + dz);
    posts.push(`M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`);
  }
  const ref = project(camera, x, 0, z);
  out += el('path', {
    d: posts.join(''),
    stroke: shade('#e9edf1', light),
    'stroke-width': Math.max(2, ref.scale * 0.16),
  });
  for (const level of [height * 0.5, height]) {
    const deck = [
      project(camera, x - 1.4, level, z - 1.4),
      project(camera, x + 1.4, level, z - 1.4),
      project(camera, x + 1.4, level, z + 1.4),
      project(camera, x - 1.4, level, z + 1.4),
    ];
    out += el('path', {
      d: polygonPath(deck),
      fill: shade('#f2b705', light),
      stroke: shade('#c48f00', light),
      'stroke-width': 1,
    });
  }
  const roof = [
    project(camera, x - 1.8, height + 1.2, z - 1.8),
    project(camera, x + 1.8, height + 1.2, z - 1.8),
    project(camera, x, height + 3, z),
  ];
  out += el('path', { d: polygonPath(roof), fill: shade('#e4572e', light) });

  // Flumes: smooth curves from the platforms down to the landing, each a tube with a lighter channel.
  const flumes = [
    { colour: '#e4572e', from: height, turns: 1.3, radius: 3.2 },
    { colour: '#0f9d8f', from: height * 0.5, turns: 0.6, radius: 2.2 },
    { colour: '#0b63a8', from: height, turns: 0.4, radius: 5 },
  ];
  for (const f of flumes) {
    const pts = [];
    for (let i = 0; i <= 40; i += 1) {
      const t = i / 40;
      const angle = t * f.turns * Math.PI * 2;
      const spiralX = x + Math.sin(angle) * f.radius * (1 - t);
      const spiralZ = z + (1 - Math.cos(angle)) * f.radius * 0.5 * (1 - t);
      pts.push(
        project(
          camera,
          spiralX + (landX - x) * t * t,
          f.from * (1 - t) ** 1.4 + 0.3,
          spiralZ + (landZ - z) * t * t,
        ),
      );
    }
    const mid = pts[20]!;
    out += el('path', {
      d: polylinePath(pts),
      fill: 'none',
      stroke: shade(darken(f.colour, 0.2), light),
      'stroke-width': mid.scale * 1.0,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    out += el('path', {
      d: polylinePath(pts),
      fill: 'none',
      stroke: shade(f.colour, light),
      'stroke-width': mid.scale * 0.75,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    out += el('path', {
      d: polylinePath(pts),
      fill: 'none',
      stroke: shade(lighten(f.colour, 0.45), light),
      'stroke-width': mid.scale * 0.25,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      opacity: 0.8,
    });
  }
  return out;
}
