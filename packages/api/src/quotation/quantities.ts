import type { QuantityBasis } from '../contract/quotation';
import { type PoolDimensions, poolMetrics } from '../contract/sales';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The quantities a pool gives (from poolMetrics): water area, lining area, volume in m³, perimeter. */
export function poolQuantities(d: PoolDimensions): Record<Exclude<QuantityBasis, 'fixed'>, number> {
  const m = poolMetrics(d);
  return {
    area: m.areaM2,
    surface: m.liningAreaM2,
    volume: round3(m.volumeLitres / 1000),
    perimeter: m.perimeterM,
  };
}

/** The quantity a catalogue item gets for a pool (1 for fixed items, or when no dimensions are known). */
export function derivedQuantity(basis: QuantityBasis, dims: PoolDimensions | null): number {
  if (basis === 'fixed' || !dims) return 1;
  const q = poolQuantities(dims)[basis];
  return q > 0 ? q : 1;
}
