/** Ground surfaces in perspective: decking (wood, stone, tiles), lawn and the far ground. */

import { darken, lighten, mix } from '../colour';
import type { Random } from '../random';
import { type Defs, el, polygonPath } from '../svg';
import { type Camera, project } from './camera';
import type { Lighting } from './light';

export type DeckMaterial = 'wood' | 'stone' | 'tile' | 'concrete';

export const DECK_COLOURS: Record<DeckMaterial, readonly string[]> = {
  wood: ['#b7835a', '#a0704b', '#c49467', '#8f6444'],
  stone: ['#d9cfbf', '#cfc3ae', '#e3dccf', '#bfb3a0'],
  tile: ['#eae6df', '#f1efe9', '#dcd6cc'],
  concrete: ['#c8c6c1', '#bdbab4', '#d4d2cd'],
};

export interface DeckArea {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
  material: DeckMaterial;
  colour: string;
}

function shaded(colour: string, light: Lighting): string {
  return mix(colour, light.shadeColour, light.shade);
}

/** A rectangle of deck on the ground with joints drawn in perspective. */
export function drawDeck(defs: Defs, camera: Camera, light: Lighting, deck: DeckArea): string {
  const corners = [
    project(camera, deck.x0, 0, deck.z0),
    project(camera, deck.x1, 0, deck.z0),
    project(camera, deck.x1, 0, deck.z1),
    project(camera, deck.x0, 0, deck.z1),
  ];
  const base = shaded(deck.colour, light);
  const fill = defs.linear(
    [
      { offset: 0, colour: lighten(base, 0.12) },
      { offset: 1, colour: darken(base, 0.08) },
    ],
    { x: 0, y: Math.min(...corners.map((c) => c.y)) },
    { x: 0, y: Math.max(...corners.map((c) => c.y)) },
    true,
  );
  let out = el('path', { d: polygonPath(corners), fill });
  const joint = darken(base, 0.22);
  const lines: string[] = [];
  const alongZ = deck.material === 'wood' ? 0.16 : deck.material === 'concrete' ? 1.2 : 0.6;
  const acrossZ = deck.material === 'wood' ? 2.4 : deck.material === 'concrete' ? 1.2 : 0.6;
  for (let x = Math.ceil(deck.x0 / alongZ) * alongZ; x < deck.x1; x += alongZ) {
    const a = project(camera, x, 0, deck.z0);
    const b = project(camera, x, 0, deck.z1);
    lines.push(`M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`);
  }
  // Cross joints: stop drawing them when they get closer than ~2 px on screen.
  for (let z = Math.ceil(deck.z0 / acrossZ) * acrossZ; z < deck.z1; z += acrossZ) {
    const a = project(camera, deck.x0, 0, z);
    const b = project(camera, deck.x1, 0, z);
    if (a.scale * acrossZ < 3) break;
    lines.push(`M${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}`);
  }
  out += el('path', {
    d: lines.join(''),
    stroke: joint,
    'stroke-width': deck.material === 'wood' ? 1 : 1.4,
    'stroke-opacity': 0.55,
    fill: 'none',
  });
  return out;
}

/** Ground from the horizon to the bottom edge, in lawn or deck colour. */
export function drawGroundPlane(defs: Defs, camera: Camera, light: Lighting, colour: string): string {
  const fill = defs.linear([
    { offset: 0, colour: mix(shaded(colour, light), light.haze, 0.35) },
    { offset: 1, colour: darken(shaded(colour, light), 0.12) },
  ]);
  return el('rect', {
    x: 0,
    y: camera.horizon,
    width: camera.width,
    height: camera.height - camera.horizon,
    fill,
  });
}

/** A band of lawn texture: short grass tufts sprinkled over the ground, thinning with distance. */
export function drawLawnTufts(
  rng: Random,
  camera: Camera,
  light: Lighting,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
): string {
  let d = '';
  for (let i = 0; i < 140; i += 1) {
    const p = project(camera, x0 + rng.next() * (x1 - x0), 0, z0 + rng.next() * (z1 - z0));
    const h = p.scale * 0.12;
    if (h < 1.5) continue;
    d += `M${(p.x - h * 0.4).toFixed(1)} ${p.y.toFixed(1)}l${(h * 0.2).toFixed(1)} ${(-h).toFixed(1)}l${(h * 0.2).toFixed(1)} ${h.toFixed(1)}l${(h * 0.2).toFixed(1)} ${(-h * 0.8).toFixed(1)}l${(h * 0.2).toFixed(1)} ${(h * 0.8).toFixed(1)}`;
  }
  return el('path', {
    d,
    fill: 'none',
    stroke: darken(light.lawn, 0.2),
    'stroke-width': 1.2,
    'stroke-opacity': 0.6,
  });
}
