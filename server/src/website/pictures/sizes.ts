/** Intrinsic pixel size of every seed image kind (spec.ts documents the same sizes). */
import type { SeedImageSpec } from './spec';

export const SEED_IMAGE_SIZES: Record<SeedImageSpec['kind'], { width: number; height: number }> = {
  'pool-hero': { width: 1920, height: 1080 },
  'pool-photo': { width: 1200, height: 900 },
  product: { width: 1200, height: 1200 },
  texture: { width: 800, height: 800 },
  portrait: { width: 600, height: 600 },
  'client-logo': { width: 480, height: 240 },
  award: { width: 600, height: 600 },
  article: { width: 1200, height: 675 },
  'site-logo': { width: 520, height: 120 },
  icon: { width: 24, height: 24 },
};
