/** Buildings behind the pool: the villa, a resort hotel, a city skyline and boxes in perspective. */

import { darken, lighten, mix } from '../colour';
import type { Random } from '../random';
import { type Defs, el, polygonPath } from '../svg';
import { type Camera, project } from './camera';
import type { Lighting } from './light';

function shade(colour: string, light: Lighting, extra = 0): string {
  return mix(colour, light.shadeColour, Math.min(0.85, light.shade + extra));
}

interface Box {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  y0: number;
  y1: number;
}

/** The visible faces of an axis-aligned box: front, the side facing the eye, and the top when seen from above. */
export function drawBox(camera: Camera, light: Lighting, box: Box, colour: string): string {
  const p = (x: number, y: number, z: number) => project(camera, x, y, z);
  let out = '';
  if (camera.eyeHeight > box.y1) {
    out += el('path', {
      d: polygonPath([
        p(box.x0, box.y1, box.z0),
        p(box.x1, box.y1, box.z0),
        p(box.x1, box.y1, box.z1),
        p(box.x0, box.y1, box.z1),
      ]),
      fill: shade(lighten(colour, 0.1), light),
    });
  }
  if (box.x1 < camera.eyeX) {
    out += el('path', {
      d: polygonPath([
        p(box.x1, box.y0, box.z0),
        p(box.x1, box.y0, box.z1),
        p(box.x1, box.y1, box.z1),
        p(box.x1, box.y1, box.z0),
      ]),
      fill: shade(colour, light, 0.18),
    });
  } else if (box.x0 > camera.eyeX) {
    out += el('path', {
      d: polygonPath([
        p(box.x0, box.y0, box.z0),
        p(box.x0, box.y0, box.z1),
        p(box.x0, box.y1, box.z1),
        p(box.x0, box.y1, box.z0),
      ]),
      fill: shade(colour, light, 0.18),
    });
  }
  out += el('path', {
    d: polygonPath([
      p(box.x0, box.y0, box.z0),
      p(box.x1, box.y0, box.z0),
      p(box.x1, box.y1, box.z0),
      p(box.x0, box.y1, box.z0),
    ]),
    fill: shade(colour, light),
  });
  return out;
}

/** A glazed panel on a front face (z fixed), lit warm after dark. */
function glass(
  defs: Defs,
  camera: Camera,
  light: Lighting,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  z: number,
  lit: boolean,
): string {
  const quad = [
    project(camera, x0, y0, z),
    project(camera, x1, y0, z),
    project(camera, x1, y1, z),
    project(camera, x0, y1, z),
  ];
  const fill = lit
    ? defs.linear([
        { offset: 0, colour: lighten(light.window, 0.3) },
        { offset: 1, colour: light.window },
      ])
    : defs.linear([
        { offset: 0, colour: light.time === 'day' ? '#d9eef9' : light.skyMiddle },
        { offset: 0.5, colour: light.time === 'day' ? '#8fbcd6' : darken(light.skyTop, 0.2) },
        { offset: 1, colour: light.time === 'day' ? '#5d8aa8' : darken(light.skyTop, 0.4) },
      ]);
  let out = el('path', {
    d: polygonPath(quad),
    fill,
    stroke: shade('#2b2f36', light),
    'stroke-width': Math.max(1, quad[0]!.scale * 0.05),
  });
  if (!lit) {
    // A diagonal reflection streak sells the glass.
    const a = project(camera, x0 + (x1 - x0) * 0.2, y1, z);
    const b = project(camera, x0 + (x1 - x0) * 0.45, y1, z);
    const c = project(camera, x0 + (x1 - x0) * 0.15, y0, z);
    const d = project(camera, x0 - (x1 - x0) * 0.1, y0, z);
    out += el('path', { d: polygonPath([a, b, c, d]), fill: '#ffffff', opacity: 0.18 });
  }
  return out;
}

/** A modern two-storey villa: white volumes, timber cladding, floor-to-ceiling glass. */
export function villa(
  defs: Defs,
  rng: Random,
  camera: Camera,
  light: Lighting,
  cx: number,
  z: number,
): string {
  const width = 14 + rng.next() * 6;
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const lit = light.time !== 'day';
  const white = '#f1f0ec';
  const timber = '#a8754d';
  let out = drawBox(camera, light, { x0, x1, z0: z, z1: z + 8, y0: 0, y1: 3.4 }, white);
  const upperShift = (rng.next() - 0.5) * 4;
  const ux0 = x0 + 2 + upperShift;
  const ux1 = x1 - 4 + upperShift;
  out += drawBox(camera, light, { x0: ux0, x1: ux1, z0: z + 0.6, z1: z + 7, y0: 3.4, y1: 6.6 }, white);
  // Roof slabs overhang the volumes.
  out += drawBox(
    camera,
    light,
    { x0: x0 - 0.6, x1: x1 + 0.6, z0: z - 0.6, z1: z + 8.6, y0: 3.4, y1: 3.75 },
    '#e4e2dc',
  );
  out += drawBox(
    camera,
    light,
    { x0: ux0 - 0.8, x1: ux1 + 0.8, z0: z - 0.2, z1: z + 7.6, y0: 6.6, y1: 7 },
    '#e4e2dc',
  );
  // Timber panel and glazing on the ground floor.
  const panelX = x0 + width * (0.05 + rng.next() * 0.1);
  out += drawBox(
    camera,
    light,
    { x0: panelX, x1: panelX + 2.4, z0: z - 0.05, z1: z, y0: 0, y1: 3.4 },
    timber,
  );
  const glassStart = panelX + 2.8;
  const panes = 4;
  const paneWidth = (x1 - 0.6 - glassStart) / panes;
  for (let i = 0; i < panes; i += 1) {
    out += glass(
      defs,
      camera,
      light,
      glassStart + i * paneWidth,
      glassStart + (i + 1) * paneWidth,
      0.05,
      3.0,
      z - 0.02,
      lit && rng.chance(0.8),
    );
  }
  const upperPanes = 3;
  const upperWidth = (ux1 - ux0 - 1.2) / upperPanes;
  for (let i = 0; i < upperPanes; i += 1) {
    out += glass(
      defs,
      camera,
      light,
      ux0 + 0.6 + i * upperWidth,
      ux0 + 0.6 + (i + 1) * upperWidth,
      3.9,
      6.2,
      z + 0.58,
      lit && rng.chance(0.6),
    );
  }
  return out;
}

/** A resort hotel block with balconies; windows light up at night. */
export function hotel(rng: Random, camera: Camera, light: Lighting, cx: number, z: number): string {
  const width = 40 + rng.next() * 20;
  const floors = rng.int(5, 8);
  const floorH = 3.2;
  const colour = rng.pick(['#f3ede2', '#efe6d6', '#e9eef0']);
  let out = drawBox(
    camera,
    light,
    { x0: cx - width / 2, x1: cx + width / 2, z0: z, z1: z + 14, y0: 0, y1: floors * floorH + 1 },
    colour,
  );
  const bays = Math.round(width / 4);
  const bayW = width / bays;
  let lit = '';
  let balconies = '';
  for (let f = 0; f < floors; f += 1) {
    for (let b = 0; b < bays; b += 1) {
      const x0 = cx - width / 2 + b * bayW + 0.5;
      const quad = [
        project(camera, x0, f * floorH + 0.9, z - 0.01),
        project(camera, x0 + bayW - 1, f * floorH + 0.9, z - 0.01),
        project(camera, x0 + bayW - 1, f * floorH + 2.8, z - 0.01),
        project(camera, x0, f * floorH + 2.8, z - 0.01),
      ];
      const on = light.time !== 'day' && rng.chance(light.time === 'night' ? 0.6 : 0.35);
      lit += el('path', { d: polygonPath(quad), fill: on ? light.window : shade('#6f93ab', light, 0.1) });
    }
    const rail = [
      project(camera, cx - width / 2, f * floorH + 0.9, z - 0.6),
      project(camera, cx + width / 2, f * floorH + 0.9, z - 0.6),
      project(camera, cx + width / 2, f * floorH + 1.0, z - 0.6),
      project(camera, cx - width / 2, f * floorH + 1.0, z - 0.6),
    ];
    balconies += el('path', { d: polygonPath(rail), fill: shade('#ffffff', light) });
  }
  out += lit + balconies;
  return out;
}

/** A distant city skyline in screen space, hazy by day, lit by night. */
export function skyline(
  rng: Random,
  light: Lighting,
  width: number,
  baseY: number,
  maxHeight: number,
): string {
  let out = '';
  for (const layer of [0, 1]) {
    let x = -20;
    const colour =
      layer === 0 ? mix(light.haze, light.skyTop, 0.25) : mix(darken(light.haze, 0.25), light.skyTop, 0.15);
    while (x < width) {
      const w = width * (0.03 + rng.next() * 0.05);
      const h = maxHeight * (0.25 + rng.next() * 0.75) * (layer === 0 ? 1 : 0.7);
      out += el('rect', { x, y: baseY - h, width: w + 1, height: h + 2, fill: colour });
      if (layer === 0 && rng.chance(0.25))
        out += el('rect', {
          x: x + w * 0.45,
          y: baseY - h - h * 0.12,
          width: w * 0.08,
          height: h * 0.12,
          fill: colour,
        });
      if (light.time !== 'day') {
        let dots = '';
        const cell = Math.max(4, width / 240);
        for (let wy = baseY - h + cell; wy < baseY - cell; wy += cell * 2) {
          for (let wx = x + cell * 0.5; wx < x + w - cell; wx += cell * 1.6) {
            if (rng.chance(light.time === 'night' ? 0.35 : 0.15))
              dots += `M${wx.toFixed(1)} ${wy.toFixed(1)}h${(cell * 0.7).toFixed(1)}v${(cell * 0.8).toFixed(1)}h${(-cell * 0.7).toFixed(1)}Z`;
          }
        }
        out += el('path', { d: dots, fill: light.window, opacity: layer === 0 ? 0.6 : 0.85 });
      }
      x += w + width * 0.004;
    }
  }
  return out;
}
