/**
 * A pin-hole camera over a flat ground, so pools, decks and props share one perspective.
 * World units are metres: x to the right, y up, z away from the viewer.
 */
import type { Point } from '../svg';

export interface Camera {
  width: number;
  height: number;
  /** Screen y of the horizon. */
  horizon: number;
  /** Pixels per metre at one metre of depth. */
  focal: number;
  /** Eye height above the ground, metres. */
  eyeHeight: number;
  /** Turn of the view to the right, radians (small: a few degrees). */
  yaw: number;
  eyeX: number;
}

export interface Projected extends Point {
  /** Pixels per metre at this point's depth: the size to draw props at. */
  scale: number;
  depth: number;
}

/** Nearest depth drawn: geometry closer than this is flattened onto it. */
const NEAR = 0.4;

export function project(camera: Camera, x: number, y: number, z: number): Projected {
  const dx = x - camera.eyeX;
  const cos = Math.cos(camera.yaw);
  const sin = Math.sin(camera.yaw);
  const rx = dx * cos - z * sin;
  const depth = Math.max(dx * sin + z * cos, NEAR);
  const scale = camera.focal / depth;
  return {
    x: camera.width / 2 + rx * scale,
    y: camera.horizon + (camera.eyeHeight - y) * scale,
    scale,
    depth,
  };
}

/** Projects a ground outline (x, z pairs) at height y. */
export function projectOutline(camera: Camera, outline: readonly WorldPoint[], y = 0): Projected[] {
  return outline.map((p) => project(camera, p.x, y, p.z));
}

export interface WorldPoint {
  x: number;
  z: number;
}
