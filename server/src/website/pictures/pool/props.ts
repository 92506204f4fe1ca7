/**
 * Things standing on the ground: palms, plants, boulders, loungers, umbrellas and lamps.
 * Each is placed in world metres and drawn at the camera's scale for its depth.
 */

import { darken, lighten, mix } from '../colour';
import type { Random } from '../random';
import { type Defs, el, num, polygonPath } from '../svg';
import { type Camera, project } from './camera';
import type { Lighting } from './light';

/** A prop ready to paint; scenes sort them far to near before drawing. */
export interface Prop {
  depth: number;
  markup: string;
}

function shade(colour: string, light: Lighting, extra = 0): string {
  return mix(colour, light.shadeColour, Math.min(0.85, light.shade + extra));
}

/** A soft contact shadow under an object. */
export function groundShadow(x: number, y: number, rx: number, ry: number, opacity = 0.28): string {
  return el('ellipse', { cx: x, cy: y, rx, ry, fill: '#0a1a2a', opacity });
}

export function palm(rng: Random, camera: Camera, light: Lighting, x: number, z: number): Prop {
  const base = project(camera, x, 0, z);
  const s = base.scale;
  const height = (5 + rng.next() * 3) * s;
  const lean = (rng.next() - 0.5) * 2.2 * s;
  const topX = base.x + lean;
  const topY = base.y - height;
  const trunkW = 0.28 * s;
  const trunk = shade('#8a6a4a', light);
  let out = groundShadow(base.x + s * 0.8, base.y, s * 1.6, s * 0.35, 0.2);
  out += el('path', {
    d: `M${num(base.x - trunkW)} ${num(base.y)}Q${num(base.x + lean * 0.2 - trunkW)} ${num(base.y - height * 0.55)} ${num(topX - trunkW * 0.5)} ${num(topY)}L${num(topX + trunkW * 0.5)} ${num(topY)}Q${num(base.x + lean * 0.2 + trunkW)} ${num(base.y - height * 0.55)} ${num(base.x + trunkW)} ${num(base.y)}Z`,
    fill: trunk,
  });
  // Trunk rings.
  let rings = '';
  for (let i = 1; i < 9; i += 1) {
    const t = i / 9;
    const rx = base.x + (topX - base.x) * t * t * 0.9 + lean * 0.1 * t;
    const ry = base.y - height * t;
    rings += `M${num(rx - trunkW * (1 - t * 0.5))} ${num(ry)}l${num(trunkW * 2 * (1 - t * 0.5))} ${num(-trunkW * 0.3)}`;
  }
  out += el('path', {
    d: rings,
    stroke: darken(trunk, 0.25),
    'stroke-width': Math.max(1, s * 0.04),
    fill: 'none',
  });
  const fronds = rng.int(7, 10);
  const leafLight = shade(light.foliage, light);
  const leafDark = shade(light.foliageDark, light);
  for (let i = 0; i < fronds; i += 1) {
    const angle = (i / fronds) * Math.PI * 2 + rng.next() * 0.4;
    const length = (2.2 + rng.next() * 1.2) * s;
    const dx = Math.cos(angle) * length;
    const droop = Math.abs(Math.sin(angle)) * 0.3 + 0.35;
    const ex = topX + dx;
    const ey = topY + length * droop - Math.sin(angle) * length * 0.15;
    const mx = topX + dx * 0.5;
    const my = topY - length * 0.25;
    const w = length * 0.16;
    out += el('path', {
      d: `M${num(topX)} ${num(topY)}Q${num(mx)} ${num(my - w)} ${num(ex)} ${num(ey)}Q${num(mx)} ${num(my + w)} ${num(topX)} ${num(topY)}Z`,
      fill: i % 2 === 0 ? leafDark : leafLight,
    });
    out += el('path', {
      d: `M${num(topX)} ${num(topY)}Q${num(mx)} ${num(my)} ${num(ex)} ${num(ey)}`,
      stroke: darken(leafDark, 0.2),
      'stroke-width': Math.max(0.8, s * 0.03),
      fill: 'none',
    });
  }
  out += el('circle', { cx: topX, cy: topY, r: s * 0.22, fill: shade('#6b4b2a', light) });
  return { depth: base.depth, markup: out };
}

/** A rounded shrub of overlapping leaf clusters. */
export function shrub(rng: Random, camera: Camera, light: Lighting, x: number, z: number, size = 1): Prop {
  const base = project(camera, x, 0, z);
  const s = base.scale * size;
  let out = groundShadow(base.x, base.y, s * 0.9, s * 0.18, 0.22);
  const blobs = rng.int(4, 7);
  const colours = [light.foliageDark, light.foliage, lighten(light.foliage, 0.15)].map((c) =>
    shade(c, light),
  );
  for (let layer = 0; layer < 3; layer += 1) {
    for (let i = 0; i < blobs; i += 1) {
      const bx = base.x + (rng.next() - 0.5) * s * 1.3;
      const by = base.y - s * (0.35 + rng.next() * 0.5) - layer * s * 0.12;
      out += el('circle', {
        cx: bx,
        cy: by,
        r: s * (0.28 + rng.next() * 0.2) * (1 - layer * 0.2),
        fill: colours[layer],
      });
    }
  }
  // A few flowers brighten shrubs by day.
  if (light.time !== 'night' && rng.chance(0.5)) {
    const flower = rng.pick(['#f25f8a', '#ffd166', '#ffffff', '#f48c5c']);
    for (let i = 0; i < 6; i += 1) {
      out += el('circle', {
        cx: base.x + (rng.next() - 0.5) * s * 1.1,
        cy: base.y - s * (0.5 + rng.next() * 0.5),
        r: s * 0.06,
        fill: shade(flower, light),
      });
    }
  }
  return { depth: base.depth, markup: out };
}

/** A spiky plant in a tall planter (agave/snake plant look). */
export function pottedPlant(rng: Random, camera: Camera, light: Lighting, x: number, z: number): Prop {
  const base = project(camera, x, 0, z);
  const s = base.scale;
  const potW = 0.5 * s;
  const potH = 0.7 * s;
  const pot = shade(rng.pick(['#e9e4dc', '#3b3f45', '#c98b5e']), light);
  let out = groundShadow(base.x, base.y, potW * 1.1, s * 0.12);
  const leafColour = shade(light.foliage, light);
  for (let i = 0; i < 9; i += 1) {
    const a = -Math.PI / 2 + (i / 8 - 0.5) * 1.9;
    const len = s * (0.9 + rng.next() * 0.7);
    const tipX = base.x + Math.cos(a) * len;
    const tipY = base.y - potH + Math.sin(a) * len;
    out += el('path', {
      d: `M${num(base.x - s * 0.07)} ${num(base.y - potH)}Q${num((base.x + tipX) / 2)} ${num((base.y - potH + tipY) / 2 - s * 0.1)} ${num(tipX)} ${num(tipY)}Q${num((base.x + tipX) / 2 + s * 0.08)} ${num((base.y - potH + tipY) / 2)} ${num(base.x + s * 0.07)} ${num(base.y - potH)}Z`,
      fill: i % 2 === 0 ? leafColour : darken(leafColour, 0.2),
    });
  }
  out += el('path', {
    d: `M${num(base.x - potW / 2)} ${num(base.y - potH)}L${num(base.x + potW / 2)} ${num(base.y - potH)}L${num(base.x + potW * 0.4)} ${num(base.y)}L${num(base.x - potW * 0.4)} ${num(base.y)}Z`,
    fill: pot,
  });
  out += el('rect', {
    x: base.x - potW / 2,
    y: base.y - potH,
    width: potW * 0.3,
    height: potH,
    fill: lighten(pot, 0.15),
    opacity: 0.5,
  });
  return { depth: base.depth, markup: out };
}

/** A rounded natural boulder. */
export function boulder(rng: Random, camera: Camera, light: Lighting, x: number, z: number, size = 1): Prop {
  const base = project(camera, x, 0, z);
  const s = base.scale * size;
  const colour = shade(rng.pick(['#9a948a', '#8a857c', '#a9a298', '#7d786f']), light);
  const points = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI + (i / 8) * Math.PI;
    const r = s * (0.5 + rng.next() * 0.15);
    return { x: base.x + Math.cos(a) * r * 1.3, y: base.y + Math.sin(a) * r * 0.9 };
  });
  let out = groundShadow(base.x, base.y, s * 0.75, s * 0.14, 0.3);
  out += el('path', {
    d: polygonPath(points),
    fill: colour,
    'stroke-linejoin': 'round',
    stroke: colour,
    'stroke-width': s * 0.12,
  });
  out += el('ellipse', {
    cx: base.x - s * 0.2,
    cy: base.y - s * 0.32,
    rx: s * 0.28,
    ry: s * 0.1,
    fill: lighten(colour, 0.25),
    opacity: 0.7,
  });
  return { depth: base.depth, markup: out };
}

/** A sun lounger: seat, raised backrest and legs, drawn in true perspective. */
export function lounger(
  camera: Camera,
  light: Lighting,
  x: number,
  z: number,
  colour: string,
  sideways = false,
): Prop {
  const L = 1.9;
  const W = 0.7;
  const seatY = 0.35;
  // Local frame: u along the lounger, v across; the backrest sits at the far end (u = L).
  const at = (u: number, v: number, y: number) =>
    sideways
      ? project(camera, x + u - L / 2, y, z + v - W / 2)
      : project(camera, x + v - W / 2, y, z + u - L / 2);
  const frame = shade('#f4f4f2', light);
  const cushion = shade(colour, light);
  const shadow = [at(0, 0, 0), at(L, 0, 0), at(L, W, 0), at(0, W, 0)].map((p) => ({
    x: p.x + p.scale * 0.15,
    y: p.y,
  }));
  let out = el('path', { d: polygonPath(shadow), fill: '#0a1a2a', opacity: 0.22 });
  let legs = '';
  for (const [u, v] of [
    [0.1, 0.05],
    [0.1, W - 0.05],
    [L * 0.6, 0.05],
    [L * 0.6, W - 0.05],
  ] as const) {
    const a = at(u, v, 0);
    const b = at(u, v, seatY);
    legs += `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
  }
  const ref = at(L / 2, W / 2, seatY);
  out += el('path', { d: legs, stroke: darken(frame, 0.3), 'stroke-width': Math.max(1, ref.scale * 0.05) });
  const seatEnd = L * 0.62;
  out += el('path', {
    d: polygonPath([at(0, 0, seatY), at(seatEnd, 0, seatY), at(seatEnd, W, seatY), at(0, W, seatY)]),
    fill: frame,
  });
  out += el('path', {
    d: polygonPath([
      at(0.05, 0.06, seatY + 0.06),
      at(seatEnd, 0.06, seatY + 0.06),
      at(seatEnd, W - 0.06, seatY + 0.06),
      at(0.05, W - 0.06, seatY + 0.06),
    ]),
    fill: cushion,
  });
  // Backrest raised at ~45°.
  out += el('path', {
    d: polygonPath([
      at(seatEnd, 0.06, seatY + 0.06),
      at(L, 0.06, seatY + 0.6),
      at(L, W - 0.06, seatY + 0.6),
      at(seatEnd, W - 0.06, seatY + 0.06),
    ]),
    fill: lighten(cushion, 0.12),
    stroke: darken(cushion, 0.15),
    'stroke-width': Math.max(0.8, ref.scale * 0.02),
  });
  const towel = at(L * 0.3, W / 2, seatY + 0.08);
  out += el('ellipse', {
    cx: towel.x,
    cy: towel.y,
    rx: ref.scale * 0.18,
    ry: ref.scale * 0.08,
    fill: shade('#ffffff', light),
    opacity: 0.85,
  });
  return { depth: ref.depth, markup: out };
}

/** A parasol: pole and a segmented canopy in two alternating colours. */
export function umbrella(camera: Camera, light: Lighting, x: number, z: number, colour: string): Prop {
  const foot = project(camera, x, 0, z);
  const apex = project(camera, x, 2.7, z);
  const segments = 8;
  const rim = Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2;
    return project(camera, x + Math.cos(a) * 1.4, 2.15, z + Math.sin(a) * 1.4);
  });
  let out = groundShadow(foot.x + foot.scale * 0.3, foot.y, foot.scale * 1.3, foot.scale * 0.35, 0.2);
  out += el('path', {
    d: `M${num(foot.x)} ${num(foot.y)}L${num(apex.x)} ${num(apex.y)}`,
    stroke: shade('#e8e4dc', light),
    'stroke-width': Math.max(1, foot.scale * 0.06),
  });
  const main = shade(colour, light);
  const alt = shade(lighten(colour, 0.75), light);
  const triangles = rim.map((p, i) => {
    const q = rim[(i + 1) % segments]!;
    return { depth: (p.depth + q.depth) / 2, d: polygonPath([apex, p, q]), fill: i % 2 === 0 ? main : alt };
  });
  triangles.sort((a, b) => b.depth - a.depth);
  for (const t of triangles)
    out += el('path', {
      d: t.d,
      fill: t.fill,
      stroke: darken(t.fill, 0.1),
      'stroke-width': 0.8,
      'stroke-linejoin': 'round',
    });
  return { depth: foot.depth, markup: out };
}

/** A garden lamp post, glowing at dusk and night. */
export function lamp(defs: Defs, camera: Camera, light: Lighting, x: number, z: number): Prop {
  const foot = project(camera, x, 0, z);
  const head = project(camera, x, 1.1, z);
  const lit = light.time !== 'day';
  let out = el('path', {
    d: `M${num(foot.x)} ${num(foot.y)}L${num(head.x)} ${num(head.y)}`,
    stroke: shade('#3a3f47', light),
    'stroke-width': Math.max(1, foot.scale * 0.07),
  });
  if (lit) {
    const glow = defs.radial([
      { offset: 0, colour: '#ffe9a8', opacity: 0.8 },
      { offset: 1, colour: '#ffcf73', opacity: 0 },
    ]);
    out += el('circle', { cx: head.x, cy: head.y, r: foot.scale * 0.9, fill: glow });
    out += el('ellipse', {
      cx: foot.x,
      cy: foot.y,
      rx: foot.scale * 0.9,
      ry: foot.scale * 0.22,
      fill: '#ffd98a',
      opacity: 0.35,
    });
  }
  out += el('rect', {
    x: head.x - foot.scale * 0.1,
    y: head.y - foot.scale * 0.16,
    width: foot.scale * 0.2,
    height: foot.scale * 0.2,
    rx: foot.scale * 0.04,
    fill: lit ? '#fff3c8' : '#d8dde2',
  });
  return { depth: foot.depth, markup: out };
}

/** Paints props back to front. */
export function paintProps(props: readonly Prop[]): string {
  return [...props]
    .sort((a, b) => b.depth - a.depth)
    .map((p) => p.markup)
    .join('');
}
