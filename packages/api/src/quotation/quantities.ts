import type { QuantityBasis } from '../contract/quotation';

/** A pool's dimensions in metres (the requirement sales captures). */
export interface PoolDimensions {
  length_m: number;
  width_m: number;
  shallow_depth_m: number;
  deep_depth_m: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The quantities a rectangular pool gives: water area, inner surface to line, volume, perimeter. */
export function poolQuantities(d: PoolDimensions): Record<Exclude<QuantityBasis, 'fixed'>, number> {
  const mean = (d.shallow_depth_m + d.deep_depth_m) / 2;
  const area = d.length_m * d.width_m;
  // Floor (sloping from shallow to deep) + long walls (trapezoids) + end walls.
  const floor = Math.hypot(d.length_m, d.deep_depth_m - d.shallow_depth_m) * d.width_m;
  const walls = 2 * d.length_m * mean + d.width_m * (d.shallow_depth_m + d.deep_depth_m);
  return {
    area: round3(area),
    surface: round3(floor + walls),
    volume: round3(area * mean),
    perimeter: round3(2 * (d.length_m + d.width_m)),
  };
}

/** The quantity a catalogue item gets for a pool (1 for fixed items, or when no dimensions are known). */
export function derivedQuantity(basis: QuantityBasis, dims: PoolDimensions | null): number {
  if (basis === 'fixed' || !dims) return 1;
  const q = poolQuantities(dims)[basis];
  return q > 0 ? q : 1;
}
