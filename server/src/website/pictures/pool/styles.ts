/**
 * One composition per pool style: where the camera stands, what is behind the pool, the pool's
 * shape and what stands around it. Every choice is drawn from the seeded generator.
 */
import { darken, lighten, mix } from '../colour';
import type { PoolStyle } from '../spec';
import { el, num, polygonPath } from '../svg';
import { hotel, skyline, villa } from './buildings';
import { type Camera, project, projectOutline, type WorldPoint } from './camera';
import { DECK_COLOURS, type DeckMaterial, drawDeck, drawGroundPlane, drawLawnTufts } from './ground';
import { gardenWall, hills, sea, slideTower, stands, treeLine } from './landscape';
import { drawPoolBody } from './pool-body';
import { boulder, lamp, lounger, type Prop, paintProps, palm, pottedPlant, shrub, umbrella } from './props';
import type { SceneContext } from './scene-context';
import { ellipse, freeForm, offsetOutline, roundedRect } from './shapes';

export interface Composition {
  body: string;
  /** Indoor scenes draw their own ceiling instead of a sky. */
  indoor?: boolean;
}

const CUSHIONS = ['#0b63a8', '#0f9d8f', '#f4efe6', '#e4572e', '#2b2f36', '#f2b705'];
const PARASOLS = ['#0b63a8', '#0f9d8f', '#e4572e', '#f4efe6', '#2b2f36'];
const COPING = ['#efe9df', '#d8d2c6', '#f5f3ee', '#c9c0b0'];
const WALL_TILE = ['#bfe8f2', '#a6dcec', '#d5f1f6', '#9fd3e6'];

function deck(
  ctx: SceneContext,
  materials: readonly DeckMaterial[],
): { material: DeckMaterial; colour: string } {
  const material = ctx.rng.pick(materials);
  return { material, colour: ctx.rng.pick(DECK_COLOURS[material]) };
}

/** Loungers in a row beside the pool, every one with its towel; a parasol between pairs. */
function loungerRow(
  ctx: SceneContext,
  camera: Camera,
  x0: number,
  z: number,
  count: number,
  step: number,
  sideways = false,
): Prop[] {
  const colour = ctx.rng.pick(CUSHIONS);
  const parasol = ctx.rng.pick(PARASOLS);
  const props: Prop[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = sideways ? x0 : x0 + i * step;
    const zz = sideways ? z + i * step : z;
    props.push(lounger(camera, ctx.light, x, zz, colour, sideways));
    if (i % 2 === 1)
      props.push(
        umbrella(
          camera,
          ctx.light,
          sideways ? x : x - step / 2,
          sideways ? zz - step / 2 : zz + 0.6,
          parasol,
        ),
      );
  }
  return props;
}

function residential(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([1.6, 2.4], [0.4, 0.46]);
  const wide = rng.chance(0.5);
  const outline = wide
    ? roundedRect(rng.next() * 2 - 1, 9, 11 + rng.next() * 3, 4.5 + rng.next() * 1.5, 0.2)
    : roundedRect(rng.next() * 3 - 1.5, 8, 5 + rng.next() * 2, 10 + rng.next() * 3, 0.2);
  const surface = deck(ctx, ['wood', 'stone', 'tile']);
  let out = drawGroundPlane(defs, camera, light, light.lawn);
  out += treeLine(rng, camera, light, 34, -40, 40);
  out += villa(defs, rng, camera, light, rng.next() * 6 - 3, 24);
  out += drawLawnTufts(rng, camera, light, -30, 30, 3, 22);
  out += drawDeck(defs, camera, light, { x0: -10, x1: 10, z0: 4, z1: 23.6, ...surface });
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 1.5,
    coping: 0.4,
    copingColour: rng.pick(COPING),
    wallColour: rng.pick(WALL_TILE),
    lights: 3,
  });
  const props: Prop[] = [
    ...loungerRow(ctx, camera, wide ? -6 : 5, wide ? 6 : 10, wide ? 4 : 3, wide ? 1.3 : 2.4, !wide),
    shrub(rng, camera, light, -9, 22, 1.3),
    shrub(rng, camera, light, 9, 22.5, 1.1),
    pottedPlant(rng, camera, light, -4, 22.8),
    pottedPlant(rng, camera, light, 6.5, 22.8),
    palm(rng, camera, light, -11 + rng.next() * 2, 19),
    lamp(defs, camera, light, -8, 6),
    lamp(defs, camera, light, 8, 6),
  ];
  if (rng.chance(0.6)) props.push(palm(rng, camera, light, 11, 15 + rng.next() * 5));
  out += paintProps(props);
  return { body: out };
}

function infinity(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([2.2, 3.6], [0.42, 0.48]);
  const edgeZ = 15 + rng.next() * 4;
  const edgeY = project(camera, 0, 0, edgeZ).y;
  let out = '';
  if (rng.chance(0.55)) {
    out += sea(defs, rng, light, camera.width, camera.horizon, edgeY);
  } else {
    // Valley: distant ridges above the horizon and green slopes falling away below it.
    out += hills(rng, light, camera.width, camera.horizon, camera.horizon * 0.25);
    const valley = defs.linear([
      { offset: 0, colour: mix(light.foliage, light.haze, 0.6) },
      { offset: 1, colour: mix(light.foliageDark, light.haze, 0.2) },
    ]);
    out += el('rect', {
      x: 0,
      y: camera.horizon - 1,
      width: camera.width,
      height: edgeY - camera.horizon + 2,
      fill: valley,
    });
  }
  const surface = deck(ctx, ['stone', 'tile', 'wood']);
  const width = 20 + rng.next() * 10;
  const outline: WorldPoint[] = [
    { x: -width / 2, z: 8 },
    { x: width / 2, z: 8 },
    { x: width / 2, z: edgeZ },
    { x: -width / 2, z: edgeZ },
  ];
  out += drawDeck(defs, camera, light, { x0: -40, x1: 40, z0: 1, z1: edgeZ, ...surface });
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 1.4,
    coping: 0,
    copingColour: '#ffffff',
    wallColour: rng.pick(WALL_TILE),
    lights: 4,
  });
  // The vanishing edge: a thin glassy lip where the water spills over.
  const a = project(camera, -width / 2, 0, edgeZ);
  const b = project(camera, width / 2, 0, edgeZ);
  out += el('path', {
    d: `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`,
    stroke: lighten(light.waterFar, 0.4),
    'stroke-width': Math.max(1.5, a.scale * 0.05),
    'stroke-opacity': 0.8,
  });
  const near = outline.map((p) => ({ x: p.x, z: p.z }));
  const coping = projectOutline(
    camera,
    [near[0]!, near[1]!, { x: width / 2, z: 8.45 }, { x: -width / 2, z: 8.45 }].map((p, i) =>
      i < 2 ? { x: p.x, z: p.z - 0.45 } : { x: p.x, z: p.z - 0.45 },
    ),
  );
  out += el('path', { d: polygonPath(coping), fill: darken(rng.pick(COPING), light.shade * 0.5) });
  const props: Prop[] = [
    ...loungerRow(ctx, camera, -7, 7, 5, 1.4 + rng.next() * 0.4),
    pottedPlant(rng, camera, light, -width / 2 - 1.5, 10),
    pottedPlant(rng, camera, light, width / 2 + 1.5, 10),
    shrub(rng, camera, light, -width / 2 - 3, 13, 1.2),
    shrub(rng, camera, light, width / 2 + 3, 13, 1.2),
  ];
  if (rng.chance(0.6)) props.push(palm(rng, camera, light, width / 2 + 2, 14));
  out += paintProps(props);
  return { body: out };
}

function resort(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([3, 5], [0.34, 0.4]);
  const surface = deck(ctx, ['stone', 'tile']);
  let out = hills(rng, light, camera.width, camera.horizon, camera.horizon * 0.18, 2);
  out += drawGroundPlane(defs, camera, light, surface.colour);
  out += hotel(rng, camera, light, rng.next() * 10 - 5, 52);
  out += treeLine(rng, camera, light, 44, -50, 50);
  out += drawDeck(defs, camera, light, { x0: -40, x1: 40, z0: 2, z1: 44, ...surface });
  const outline = freeForm(rng, 0, 22, 15 + rng.next() * 4, 8 + rng.next() * 2);
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 1.3,
    coping: 0.5,
    copingColour: rng.pick(COPING),
    wallColour: rng.pick(WALL_TILE),
    lights: 5,
  });
  const props: Prop[] = [...loungerRow(ctx, camera, -12, 9, 8, 3), ...loungerRow(ctx, camera, -14, 35, 6, 5)];
  const ring = offsetOutline(outline, 2.5);
  for (let i = 0; i < ring.length; i += 9) {
    const p = ring[i]!;
    if (p.z > 12)
      props.push(
        rng.chance(0.6) ? palm(rng, camera, light, p.x, p.z) : shrub(rng, camera, light, p.x, p.z, 1.4),
      );
  }
  props.push(
    palm(rng, camera, light, -20, 12),
    palm(rng, camera, light, 19, 14),
    lamp(defs, camera, light, -16, 8),
    lamp(defs, camera, light, 16, 8),
  );
  out += paintProps(props);
  return { body: out };
}

function lap(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([1.5, 2.2], [0.42, 0.48], 0.04);
  const surface = deck(ctx, ['wood', 'stone', 'concrete']);
  const width = 3 + rng.next() * 1.2;
  const cx = rng.next() * 2 - 1;
  let out = drawGroundPlane(defs, camera, light, light.lawn);
  out += treeLine(rng, camera, light, 36, -30, 30);
  out += gardenWall(camera, light, 32, -30, 30, 2.6, rng.pick(['#e9e4da', '#d9d2c5', '#b8b2a7', '#8a6a4a']));
  out += drawDeck(defs, camera, light, {
    x0: cx - width / 2 - 4,
    x1: cx + width / 2 + 4,
    z0: 2,
    z1: 32,
    ...surface,
  });
  const outline = roundedRect(cx, 5, width, 25, 0.1);
  const laneLine = (floorY: number) => {
    let d = '';
    const lanes = width > 3.6 ? 2 : 1;
    for (let i = 0; i < lanes; i += 1) {
      const x = cx - width / 2 + (width / lanes) * (i + 0.5);
      const a = project(camera, x, floorY, 6.5);
      const b = project(camera, x, floorY, 28.5);
      d += `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
    }
    return el('path', {
      d,
      stroke: '#1d3f6e',
      'stroke-width': Math.max(2, project(camera, cx, floorY, 6.5).scale * 0.25),
      'stroke-opacity': 0.55,
      'stroke-linecap': 'round',
    });
  };
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 1.4,
    coping: 0.35,
    copingColour: rng.pick(COPING),
    wallColour: rng.pick(WALL_TILE),
    floorDetail: laneLine,
    lights: 4,
  });
  const props: Prop[] = [...loungerRow(ctx, camera, cx + width / 2 + 2, 8, 3, 3, true)];
  for (let z = 8; z < 32; z += 4)
    props.push(shrub(rng, camera, light, cx - width / 2 - 3, z + rng.next(), 0.9));
  props.push(
    pottedPlant(rng, camera, light, cx + width / 2 + 1.5, 29),
    lamp(defs, camera, light, cx - width / 2 - 1.2, 4),
  );
  out += paintProps(props);
  return { body: out };
}

function competition(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([5, 7], [0.26, 0.32], 0.03);
  const lanes = rng.chance(0.5) ? 8 : 10;
  const laneWidth = 2.5;
  const width = lanes * laneWidth;
  const length = 50;
  const z0 = 8;
  let out = drawGroundPlane(defs, camera, light, '#dfe5ea');
  out += stands(rng, camera, light, z0 + length + 4, -width, width, 10);
  out += drawDeck(defs, camera, light, {
    x0: -width / 2 - 6,
    x1: width / 2 + 6,
    z0: 2,
    z1: z0 + length + 4,
    material: 'tile',
    colour: '#eef1f3',
  });
  const outline = roundedRect(0, z0, width, length, 0.05);
  const floorLines = (floorY: number) => {
    let d = '';
    for (let i = 0; i < lanes; i += 1) {
      const x = -width / 2 + laneWidth * (i + 0.5);
      const a = project(camera, x, floorY, z0 + 2);
      const b = project(camera, x, floorY, z0 + length - 2);
      d += `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
      for (const zt of [z0 + 2, z0 + length - 2]) {
        const l = project(camera, x - 0.5, floorY, zt);
        const r = project(camera, x + 0.5, floorY, zt);
        d += `M${num(l.x)} ${num(l.y)}L${num(r.x)} ${num(r.y)}`;
      }
    }
    const ref = project(camera, 0, floorY, z0 + 10);
    return el('path', {
      d,
      stroke: '#14325e',
      'stroke-width': Math.max(1.5, ref.scale * 0.25),
      'stroke-opacity': 0.6,
    });
  };
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 2.5,
    coping: 0.5,
    copingColour: '#f5f6f7',
    wallColour: '#cdeef7',
    floorDetail: floorLines,
    lights: 6,
  });
  // Lane ropes: floats in alternating colours, red near the ends, blue/white along the middle.
  for (let i = 1; i < lanes; i += 1) {
    const x = -width / 2 + laneWidth * i;
    for (let z = z0 + 0.2; z < z0 + length - 0.2; z += 0.5) {
      const a = project(camera, x, 0.05, z);
      const b = project(camera, x, 0.05, z + 0.45);
      const fromEnd = Math.min(z - z0, z0 + length - z);
      const colour = fromEnd < 5 ? '#d62839' : Math.floor(z / 0.5) % 2 === 0 ? '#1f5fbf' : '#f4f4f4';
      out += el('path', {
        d: `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`,
        stroke: mix(colour, light.shadeColour, light.shade * 0.6),
        'stroke-width': Math.max(1.2, a.scale * 0.14),
        'stroke-linecap': 'round',
      });
    }
  }
  // Backstroke flags five metres from each wall.
  for (const zf of [z0 + 5, z0 + length - 5]) {
    const l = project(camera, -width / 2 - 0.6, 1.8, zf);
    const r = project(camera, width / 2 + 0.6, 1.8, zf);
    let flags = `M${num(l.x)} ${num(l.y)}L${num(r.x)} ${num(r.y)}`;
    const n = lanes * 3;
    let tri = '';
    for (let k = 0; k < n; k += 1) {
      const t0 = k / n;
      const t1 = (k + 0.8) / n;
      const p0 = { x: l.x + (r.x - l.x) * t0, y: l.y + (r.y - l.y) * t0 };
      const p1 = { x: l.x + (r.x - l.x) * t1, y: l.y + (r.y - l.y) * t1 };
      tri += `M${num(p0.x)} ${num(p0.y)}L${num(p1.x)} ${num(p1.y)}L${num((p0.x + p1.x) / 2)} ${num(p0.y + l.scale * 0.35)}Z`;
    }
    flags =
      el('path', { d: flags, stroke: '#555b63', 'stroke-width': 1 }) +
      el('path', { d: tri, fill: k2(light) });
    out += flags;
  }
  // Starting blocks at the near end.
  for (let i = 0; i < lanes; i += 1) {
    const x = -width / 2 + laneWidth * (i + 0.5);
    const top = [
      project(camera, x - 0.3, 0.75, z0 - 0.8),
      project(camera, x + 0.3, 0.75, z0 - 0.8),
      project(camera, x + 0.3, 0.7, z0 - 0.2),
      project(camera, x - 0.3, 0.7, z0 - 0.2),
    ];
    const front = [
      project(camera, x - 0.3, 0, z0 - 0.2),
      project(camera, x + 0.3, 0, z0 - 0.2),
      project(camera, x + 0.3, 0.7, z0 - 0.2),
      project(camera, x - 0.3, 0.7, z0 - 0.2),
    ];
    const post = [
      project(camera, x - 0.12, 0, z0 - 0.75),
      project(camera, x + 0.12, 0, z0 - 0.75),
      project(camera, x + 0.12, 0.7, z0 - 0.75),
      project(camera, x - 0.12, 0.7, z0 - 0.75),
    ];
    out += el('path', { d: polygonPath(post), fill: mix('#9aa3ad', light.shadeColour, light.shade) });
    out += el('path', { d: polygonPath(front), fill: mix('#cfd6dd', light.shadeColour, light.shade) });
    out += el('path', {
      d: polygonPath(top),
      fill: mix(i % 2 === 0 ? '#0b63a8' : '#0f9d8f', light.shadeColour, light.shade * 0.5),
    });
  }
  return { body: out };
}

function k2(light: SceneContext['light']): string {
  return mix('#e4572e', light.shadeColour, light.shade * 0.5);
}

function waterpark(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([2.6, 3.6], [0.36, 0.42]);
  let out = hills(rng, light, camera.width, camera.horizon, camera.horizon * 0.22, 2);
  out += drawGroundPlane(defs, camera, light, '#e8d9b8');
  out += treeLine(rng, camera, light, 40, -50, 50);
  out += drawDeck(defs, camera, light, {
    x0: -40,
    x1: 40,
    z0: 2,
    z1: 40,
    material: 'concrete',
    colour: '#e6dcc8',
  });
  const outline = freeForm(rng, 1, 19, 12, 7);
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 1.1,
    coping: 0.6,
    copingColour: '#f2e8d5',
    wallColour: '#9fe3f0',
    lights: 5,
  });
  const side = rng.chance(0.5) ? -1 : 1;
  out += slideTower(rng, camera, light, side * 10, 30, side * 4, 20);
  const props: Prop[] = [...loungerRow(ctx, camera, -9, 8, 6, 3)];
  for (const [x, z] of [
    [-15, 14],
    [15, 16],
    [-13, 26],
    [-side * 14, 30],
  ] as const)
    props.push(palm(rng, camera, light, x, z));
  for (let i = 0; i < 4; i += 1)
    props.push(
      umbrella(camera, light, -14 + i * 9, 35, rng.pick(['#e4572e', '#f2b705', '#0f9d8f', '#0b63a8'])),
    );
  out += paintProps(props);
  return { body: out };
}

function indoor(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([1.8, 2.6], [0.44, 0.5], 0.03);
  const halfW = 11;
  const roofH = 8;
  const back = 38;
  const near = 1;
  const p = (x: number, y: number, z: number) => project(camera, x, y, z);
  const ceiling = mix('#f3f1ec', light.shadeColour, light.shade * 0.4);
  const wall = mix('#ece7de', light.shadeColour, light.shade * 0.4);
  let out = el('rect', {
    x: 0,
    y: 0,
    width: camera.width,
    height: camera.height,
    fill: darken(ceiling, 0.1),
  });
  out += el('path', {
    d: polygonPath([
      p(-halfW, roofH, near),
      p(halfW, roofH, near),
      p(halfW, roofH, back),
      p(-halfW, roofH, back),
    ]),
    fill: ceiling,
  });
  // Roof beams across the hall.
  let beams = '';
  for (let z = near + 3; z < back; z += 3.5) {
    const a = p(-halfW, roofH, z);
    const b = p(halfW, roofH, z);
    beams += `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
  }
  out += el('path', {
    d: beams,
    stroke: mix('#a8754d', light.shadeColour, light.shade * 0.4),
    'stroke-width': Math.max(3, p(0, roofH, 8).scale * 0.3),
  });
  const outside =
    light.time === 'day'
      ? ['#cde8f7', '#8fc3e6']
      : light.time === 'dusk'
        ? ['#ffb36b', '#6e4a86']
        : ['#1a2a55', '#0b1430'];
  const view = defs.linear([
    { offset: 0, colour: outside[1]! },
    { offset: 1, colour: outside[0]! },
  ]);
  for (const side of [-1, 1]) {
    out += el('path', {
      d: polygonPath([
        p(side * halfW, 0, near),
        p(side * halfW, 0, back),
        p(side * halfW, roofH, back),
        p(side * halfW, roofH, near),
      ]),
      fill: darken(wall, 0.08),
    });
    // Tall windows along the side walls.
    for (let z = near + 2; z < back - 2; z += 4) {
      const win = [
        p(side * halfW, 1.0, z),
        p(side * halfW, 1.0, z + 2.8),
        p(side * halfW, roofH - 1, z + 2.8),
        p(side * halfW, roofH - 1, z),
      ];
      out += el('path', {
        d: polygonPath(win),
        fill: view,
        stroke: '#5b6470',
        'stroke-width': Math.max(1, win[0]!.scale * 0.08),
      });
    }
  }
  out += el('path', {
    d: polygonPath([p(-halfW, 0, back), p(halfW, 0, back), p(halfW, roofH, back), p(-halfW, roofH, back)]),
    fill: wall,
  });
  for (let i = 0; i < 5; i += 1) {
    const x0 = -halfW + 1.2 + i * ((2 * halfW - 2.4) / 5);
    const x1 = x0 + (2 * halfW - 2.4) / 5 - 0.5;
    out += el('path', {
      d: polygonPath([
        p(x0, 1.2, back - 0.01),
        p(x1, 1.2, back - 0.01),
        p(x1, roofH - 1.2, back - 0.01),
        p(x0, roofH - 1.2, back - 0.01),
      ]),
      fill: view,
      stroke: '#5b6470',
      'stroke-width': 2,
    });
  }
  out += drawDeck(defs, camera, light, {
    x0: -halfW,
    x1: halfW,
    z0: near,
    z1: back,
    material: 'tile',
    colour: '#e9e4dc',
  });
  const poolW = 12 + rng.next() * 4;
  const outline = roundedRect(0, 6, poolW, 25, 0.1);
  const laneLines = (floorY: number) => {
    let d = '';
    for (let i = 0; i < Math.round(poolW / 2.5); i += 1) {
      const x = -poolW / 2 + 2.5 * (i + 0.5);
      const a = p(x, floorY, 8);
      const b = p(x, floorY, 29);
      d += `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
    }
    return el('path', {
      d,
      stroke: '#14325e',
      'stroke-width': Math.max(1.5, p(0, floorY, 10).scale * 0.2),
      'stroke-opacity': 0.5,
    });
  };
  const indoorLight = {
    ...light,
    time: light.time === 'day' ? ('day' as const) : ('night' as const),
    waterFar: light.time === 'day' ? '#a8ecf5' : '#5ff0ff',
  };
  out += drawPoolBody(defs, rng, camera, indoorLight, {
    outline,
    depth: 1.8,
    coping: 0.4,
    copingColour: '#f4f2ee',
    wallColour: '#bfe8f2',
    floorDetail: laneLines,
    lights: 5,
  });
  // Ceiling lights, glowing when it is dark outside.
  for (let z = near + 5; z < back; z += 7) {
    for (const x of [-5, 5]) {
      const l = p(x, roofH - 0.3, z);
      out += el('ellipse', {
        cx: l.x,
        cy: l.y,
        rx: l.scale * 0.6,
        ry: l.scale * 0.2,
        fill: light.time === 'day' ? '#ffffff' : '#fff1c4',
        opacity: 0.95,
      });
    }
  }
  const props: Prop[] = [
    ...loungerRow(ctx, camera, poolW / 2 + 2.2, 8, 5, 3.4, true),
    pottedPlant(rng, camera, light, -poolW / 2 - 2, 7),
    pottedPlant(rng, camera, light, -poolW / 2 - 2, 20),
  ];
  out += paintProps(props);
  return { body: out, indoor: true };
}

function rooftop(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([1.6, 2.2], [0.5, 0.56]);
  const edgeZ = 17;
  const edge = project(camera, 0, 0, edgeZ);
  let out = skyline(rng, light, camera.width, edge.y, camera.horizon * 0.55);
  const surface = deck(ctx, ['wood', 'tile', 'stone']);
  out += drawDeck(defs, camera, light, { x0: -30, x1: 30, z0: 1, z1: edgeZ, ...surface });
  const outline = roundedRect(rng.next() * 2 - 1, 8, 10 + rng.next() * 3, 4.5, 0.15);
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 1.3,
    coping: 0.35,
    copingColour: rng.pick(COPING),
    wallColour: rng.pick(WALL_TILE),
    lights: 4,
  });
  // Frameless glass balustrade along the roof edge.
  const rail = [
    project(camera, -30, 0, edgeZ),
    project(camera, 30, 0, edgeZ),
    project(camera, 30, 1.1, edgeZ),
    project(camera, -30, 1.1, edgeZ),
  ];
  out += el('path', { d: polygonPath(rail), fill: '#bfe3f5', opacity: 0.22 });
  out += el('path', {
    d: `M${num(rail[3]!.x)} ${num(rail[3]!.y)}L${num(rail[2]!.x)} ${num(rail[2]!.y)}`,
    stroke: '#dfeaf0',
    'stroke-width': Math.max(2, rail[3]!.scale * 0.06),
  });
  const props: Prop[] = [
    ...loungerRow(ctx, camera, -5, 7, 4, 1.4),
    pottedPlant(rng, camera, light, -9, 15),
    pottedPlant(rng, camera, light, 9, 15),
    pottedPlant(rng, camera, light, -11, 9),
    shrub(rng, camera, light, 11, 12, 1),
    lamp(defs, camera, light, -8, 4),
    lamp(defs, camera, light, 8, 4),
  ];
  out += paintProps(props);
  return { body: out };
}

function natural(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([1.7, 2.4], [0.38, 0.44]);
  let out = hills(rng, light, camera.width, camera.horizon, camera.horizon * 0.2, 2);
  out += drawGroundPlane(defs, camera, light, light.lawn);
  out += treeLine(rng, camera, light, 28, -40, 40);
  out += drawLawnTufts(rng, camera, light, -25, 25, 2, 28);
  const outline = freeForm(rng, 0, 14, 8 + rng.next() * 3, 5 + rng.next());
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 1.6,
    coping: 0.25,
    copingColour: '#a9a298',
    wallColour: '#8fb8a6',
    green: 0.35,
    lights: 2,
  });
  // Lily pads near the shallow edge.
  let pads = '';
  for (let i = 0; i < 7; i += 1) {
    const q = outline[Math.floor(rng.next() * outline.length)]!;
    const pt = project(camera, q.x * 0.85, 0.01, 14 + (q.z - 14) * 0.85);
    pads += el('ellipse', {
      cx: pt.x,
      cy: pt.y,
      rx: pt.scale * 0.35,
      ry: pt.scale * 0.12,
      fill: mix('#4f9a4a', light.shadeColour, light.shade),
    });
  }
  out += pads;
  const props: Prop[] = [];
  const ring = offsetOutline(outline, 0.6);
  for (let i = 0; i < ring.length; i += 4) {
    const q = ring[i]!;
    props.push(
      rng.chance(0.55)
        ? boulder(rng, camera, light, q.x, q.z, 0.7 + rng.next() * 0.7)
        : shrub(rng, camera, light, q.x, q.z, 0.8 + rng.next() * 0.5),
    );
  }
  props.push(
    palm(rng, camera, light, -12, 20),
    shrub(rng, camera, light, 12, 18, 1.6),
    boulder(rng, camera, light, 9, 6, 1.2),
  );
  out += paintProps(props);
  return { body: out };
}

function aboveGround(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([1.6, 2.2], [0.4, 0.46]);
  let out = drawGroundPlane(defs, camera, light, light.lawn);
  out += treeLine(rng, camera, light, 26, -30, 30);
  out += gardenWall(camera, light, 22, -30, 30, 1.8, '#b58a5e');
  out += drawLawnTufts(rng, camera, light, -20, 20, 2, 22);
  const cx = rng.next() * 2 - 1;
  const cz = 11;
  const radius = 3.2 + rng.next() * 1.2;
  const wallH = 1.2;
  const outline = ellipse(cx, cz, radius, radius, 56);
  const shadow = projectOutline(camera, ellipse(cx + 0.5, cz, radius * 1.05, radius * 1.05, 40));
  out += el('path', { d: polygonPath(shadow), fill: '#0a1a2a', opacity: 0.2 });
  // The raised wall: the near half of the cylinder between ground and rim.
  const nearHalf = outline.filter((p) => p.z <= cz + 0.01).sort((a, b) => a.x - b.x);
  const rimArc = projectOutline(camera, nearHalf, wallH);
  const baseArc = projectOutline(camera, nearHalf, 0).reverse();
  const panel = rng.pick(['#dfe6ea', '#2f5d7c', '#e9dcc4']);
  const wallFill = defs.linear(
    [
      { offset: 0, colour: darken(panel, 0.25 + light.shade * 0.4) },
      { offset: 0.35, colour: mix(lighten(panel, 0.15), light.shadeColour, light.shade) },
      { offset: 1, colour: darken(panel, 0.3 + light.shade * 0.4) },
    ],
    { x: 0, y: 0 },
    { x: 1, y: 0 },
  );
  out += el('path', { d: polygonPath([...rimArc, ...baseArc]), fill: wallFill });
  let ribs = '';
  for (let i = 0; i < nearHalf.length; i += 4) {
    const a = project(camera, nearHalf[i]!.x, 0, nearHalf[i]!.z);
    const b = project(camera, nearHalf[i]!.x, wallH, nearHalf[i]!.z);
    ribs += `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
  }
  out += el('path', { d: ribs, stroke: darken(panel, 0.35), 'stroke-width': 1.5, 'stroke-opacity': 0.5 });
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 1.1,
    coping: 0.18,
    copingColour: '#f4f4f2',
    wallColour: '#a6dcec',
    rimHeight: wallH,
    lights: 2,
  });
  // A-frame ladder over the wall.
  const lx = cx + radius * 0.55;
  const lz = cz - radius * 0.84;
  const rungs: string[] = [];
  const railColour = light.time === 'day' ? '#e8eef2' : '#b9c3cc';
  for (const side of [-0.3, 0.3]) {
    const foot = project(camera, lx + side, 0, lz - 0.9);
    const top = project(camera, lx + side, wallH + 0.5, lz);
    rungs.push(`M${num(foot.x)} ${num(foot.y)}L${num(top.x)} ${num(top.y)}`);
  }
  for (let k = 1; k <= 3; k += 1) {
    const t = k / 4;
    const a = project(camera, lx - 0.3, (wallH + 0.5) * t, lz - 0.9 * (1 - t));
    const b = project(camera, lx + 0.3, (wallH + 0.5) * t, lz - 0.9 * (1 - t));
    rungs.push(`M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`);
  }
  out += el('path', {
    d: rungs.join(''),
    stroke: railColour,
    'stroke-width': Math.max(2, project(camera, lx, 0, lz).scale * 0.07),
    'stroke-linecap': 'round',
  });
  const props: Prop[] = [
    shrub(rng, camera, light, -9, 20, 1.3),
    shrub(rng, camera, light, 10, 20.5, 1.1),
    lounger(camera, light, cx - radius - 3, 9, rng.pick(CUSHIONS)),
    umbrella(camera, light, cx - radius - 3.5, 11.5, rng.pick(PARASOLS)),
  ];
  if (rng.chance(0.5)) props.push(palm(rng, camera, light, 8, 18));
  out += paintProps(props);
  return { body: out };
}

function kids(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([2.2, 3], [0.36, 0.42]);
  let out = drawGroundPlane(defs, camera, light, light.lawn);
  out += treeLine(rng, camera, light, 30, -40, 40);
  out += drawDeck(defs, camera, light, {
    x0: -16,
    x1: 16,
    z0: 2,
    z1: 26,
    material: 'tile',
    colour: rng.pick(['#f6efe2', '#eaf3f6']),
  });
  const outline = freeForm(rng, 0, 13, 7, 4.5);
  const fun = (floorY: number) => {
    // Playful mosaic on the shallow floor: stars and fish in bright tiles.
    let shapes = '';
    for (let i = 0; i < 9; i += 1) {
      const q = project(camera, (rng.next() - 0.5) * 10, floorY, 10 + rng.next() * 6);
      const r = q.scale * 0.35;
      const colour = rng.pick(['#f2b705', '#e4572e', '#ffffff', '#0b63a8']);
      shapes += rng.chance(0.5)
        ? el('ellipse', { cx: q.x, cy: q.y, rx: r, ry: r * 0.45, fill: colour, opacity: 0.7 }) +
          el('path', {
            d: `M${num(q.x + r)} ${num(q.y)}l${num(r * 0.6)} ${num(-r * 0.3)}v${num(r * 0.6)}Z`,
            fill: colour,
            opacity: 0.7,
          })
        : el('circle', { cx: q.x, cy: q.y, r: r * 0.5, fill: colour, opacity: 0.7 });
    }
    return shapes;
  };
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 0.45,
    coping: 0.45,
    copingColour: '#0f9d8f',
    wallColour: '#d5f1f6',
    floorDetail: fun,
    lights: 3,
  });
  // Mushroom fountain with water falling from its cap.
  const stem = project(camera, 0, 0, 13);
  const capTop = project(camera, 0, 2.2, 13);
  const s = stem.scale;
  out += el('rect', {
    x: stem.x - s * 0.15,
    y: capTop.y,
    width: s * 0.3,
    height: stem.y - capTop.y,
    fill: mix('#f4f4f2', light.shadeColour, light.shade),
  });
  let curtain = '';
  for (let k = -5; k <= 5; k += 1) {
    const x = stem.x + k * s * 0.18;
    curtain += `M${num(x)} ${num(capTop.y + s * 0.2)}Q${num(x + k * s * 0.08)} ${num((capTop.y + stem.y) / 2)} ${num(x + k * s * 0.14)} ${num(stem.y - s * 0.05)}`;
  }
  out += el('path', {
    d: curtain,
    stroke: '#e6fbff',
    'stroke-width': Math.max(1, s * 0.04),
    fill: 'none',
    opacity: 0.8,
  });
  out += el('path', {
    d: `M${num(stem.x - s * 1.1)} ${num(capTop.y + s * 0.25)}Q${num(stem.x)} ${num(capTop.y - s * 0.9)} ${num(stem.x + s * 1.1)} ${num(capTop.y + s * 0.25)}Z`,
    fill: mix('#e4572e', light.shadeColour, light.shade * 0.6),
  });
  let dots = '';
  for (const dx of [-0.6, 0, 0.55])
    dots += el('circle', {
      cx: stem.x + dx * s,
      cy: capTop.y - s * 0.05,
      r: s * 0.12,
      fill: '#ffffff',
      opacity: 0.85,
    });
  out += dots;
  // Arcing ground jets.
  let jets = '';
  for (const x of [-5, -3.5, 3.5, 5]) {
    const a = project(camera, x, 0, 10.5);
    const b = project(camera, x * 0.55, 0, 11.5);
    jets += `M${num(a.x)} ${num(a.y)}Q${num((a.x + b.x) / 2)} ${num(a.y - a.scale * 2)} ${num(b.x)} ${num(b.y)}`;
  }
  out += el('path', {
    d: jets,
    stroke: '#dff8ff',
    'stroke-width': Math.max(1.5, s * 0.06),
    fill: 'none',
    opacity: 0.85,
    'stroke-linecap': 'round',
  });
  const props: Prop[] = [
    ...loungerRow(ctx, camera, -6, 7, 4, 1.5),
    umbrella(camera, light, 9, 8, '#f2b705'),
    umbrella(camera, light, -10, 18, '#e4572e'),
    palm(rng, camera, light, 12, 20),
    shrub(rng, camera, light, -12, 22, 1.3),
  ];
  out += paintProps(props);
  return { body: out };
}

function spa(ctx: SceneContext): Composition {
  const { rng, light, defs } = ctx;
  const camera = ctx.camera([1.5, 1.9], [0.38, 0.44]);
  const surface = deck(ctx, ['wood', 'stone']);
  let out = drawGroundPlane(defs, camera, light, surface.colour);
  out += treeLine(rng, camera, light, 16, -20, 20);
  // Timber-slat screen behind the spa.
  const slats = rng.pick(['#8f6444', '#a0704b', '#6b4b35']);
  out += gardenWall(camera, light, 11, -12, 12, 2.4, slats);
  let lines = '';
  for (let x = -12; x < 12; x += 0.25) {
    const a = project(camera, x, 0, 10.99);
    const b = project(camera, x, 2.4, 10.99);
    lines += `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`;
  }
  out += el('path', { d: lines, stroke: darken(slats, 0.3), 'stroke-width': 1.2, opacity: 0.6 });
  out += drawDeck(defs, camera, light, { x0: -12, x1: 12, z0: 1, z1: 11, ...surface });
  const radius = 1.7 + rng.next() * 0.4;
  const outline = ellipse(0, 6, radius, radius, 56);
  const rim = 0.45;
  const nearHalf = outline.filter((p) => p.z <= 6.01).sort((a, b) => a.x - b.x);
  const stone = mix(rng.pick(['#c9c0b0', '#9a948a', '#e3dccf']), light.shadeColour, light.shade);
  out += el('path', {
    d: polygonPath([
      ...projectOutline(camera, offsetOutline(nearHalf, 0), rim),
      ...projectOutline(camera, nearHalf, 0).reverse(),
    ]),
    fill: darken(stone, 0.18),
  });
  out += drawPoolBody(defs, rng, camera, light, {
    outline,
    depth: 0.9,
    coping: 0.45,
    copingColour: stone,
    wallColour: '#a6dcec',
    rimHeight: rim,
    lights: 3,
  });
  // Bubbles on the surface and steam above.
  let bubbles = '';
  for (let i = 0; i < 90; i += 1) {
    const a = rng.next() * Math.PI * 2;
    const r = Math.sqrt(rng.next()) * radius * 0.9;
    const q = project(camera, Math.cos(a) * r, rim + 0.01, 6 + Math.sin(a) * r);
    bubbles += el('ellipse', {
      cx: q.x,
      cy: q.y,
      rx: q.scale * (0.03 + rng.next() * 0.06),
      ry: q.scale * 0.025,
      fill: '#ffffff',
      opacity: 0.5 + rng.next() * 0.4,
    });
  }
  out += bubbles;
  const centre = project(camera, 0, rim + 0.6, 6);
  const steam = defs.radial([
    { offset: 0, colour: '#ffffff', opacity: light.time === 'day' ? 0.25 : 0.35 },
    { offset: 1, colour: '#ffffff', opacity: 0 },
  ]);
  out += el('ellipse', {
    cx: centre.x,
    cy: centre.y,
    rx: centre.scale * radius * 1.2,
    ry: centre.scale * 0.7,
    fill: steam,
  });
  const props: Prop[] = [
    pottedPlant(rng, camera, light, -3.5, 8),
    pottedPlant(rng, camera, light, 3.6, 8.5),
    shrub(rng, camera, light, -6, 10, 1.1),
    shrub(rng, camera, light, 6, 10, 1.2),
    lamp(defs, camera, light, -3, 3.5),
    lamp(defs, camera, light, 3.2, 3.5),
  ];
  if (rng.chance(0.5)) props.push(palm(rng, camera, light, 7, 12));
  out += paintProps(props);
  return { body: out };
}

export const POOL_STYLES: Record<PoolStyle, (ctx: SceneContext) => Composition> = {
  residential,
  infinity,
  resort,
  lap,
  indoor,
  waterpark,
  competition,
  natural,
  'above-ground': aboveGround,
  rooftop,
  kids,
  spa,
};
