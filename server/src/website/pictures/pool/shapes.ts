/** Pool outlines on the ground plane (metres), sampled as polygons for projection. */
import type { Random } from '../random';
import type { WorldPoint } from './camera';

/** A rectangle with rounded corners, centred on x, starting at depth z0. */
export function roundedRect(
  cx: number,
  z0: number,
  width: number,
  length: number,
  radius = 0.3,
): WorldPoint[] {
  const r = Math.min(radius, width / 2, length / 2);
  const x0 = cx - width / 2;
  const x1 = cx + width / 2;
  const z1 = z0 + length;
  const corners = [
    { x: x1 - r, z: z0 + r, start: -Math.PI / 2 },
    { x: x1 - r, z: z1 - r, start: 0 },
    { x: x0 + r, z: z1 - r, start: Math.PI / 2 },
    { x: x0 + r, z: z0 + r, start: Math.PI },
  ];
  const points: WorldPoint[] = [];
  for (const c of corners) {
    for (let i = 0; i <= 4; i += 1) {
      const a = c.start + (i / 4) * (Math.PI / 2);
      points.push({ x: c.x + Math.cos(a) * r, z: c.z + Math.sin(a) * r });
    }
  }
  return points;
}

/** An ellipse (spa, above-ground, kids' pool). */
export function ellipse(cx: number, cz: number, rx: number, rz: number, samples = 48): WorldPoint[] {
  return Array.from({ length: samples }, (_, i) => {
    const a = (i / samples) * Math.PI * 2;
    return { x: cx + Math.cos(a) * rx, z: cz + Math.sin(a) * rz };
  });
}

/** An organic free-form (lagoon, kidney, natural pool): an ellipse with smooth random lobes. */
export function freeForm(
  rng: Random,
  cx: number,
  cz: number,
  rx: number,
  rz: number,
  samples = 72,
): WorldPoint[] {
  const waves = [2, 3, 4].map((k) => ({ k, amp: 0.05 + rng.next() * 0.09, phase: rng.next() * Math.PI * 2 }));
  return Array.from({ length: samples }, (_, i) => {
    const a = (i / samples) * Math.PI * 2;
    const wobble = 1 + waves.reduce((sum, w) => sum + w.amp * Math.sin(w.k * a + w.phase), 0);
    return { x: cx + Math.cos(a) * rx * wobble, z: cz + Math.sin(a) * rz * wobble };
  });
}

/** Moves every vertex outwards along its averaged normal: the coping ring around a pool. */
export function offsetOutline(outline: readonly WorldPoint[], distance: number): WorldPoint[] {
  const n = outline.length;
  const area = outline.reduce((sum, p, i) => {
    const q = outline[(i + 1) % n]!;
    return sum + (p.x * q.z - q.x * p.z);
  }, 0);
  const sign = area > 0 ? 1 : -1;
  return outline.map((p, i) => {
    const prev = outline[(i - 1 + n) % n]!;
    const next = outline[(i + 1) % n]!;
    const tx = next.x - prev.x;
    const tz = next.z - prev.z;
    const len = Math.hypot(tx, tz) || 1;
    return { x: p.x + (sign * tz * distance) / len, z: p.z - (sign * tx * distance) / len };
  });
}
