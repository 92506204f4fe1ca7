/** One spec of every kind and variety, for tests and for previewing the drawings. */
import { POOL_STYLES, PRODUCT_SHAPES, type SeedImageSpec, TEXTURE_PATTERNS, TIMES_OF_DAY } from './spec';

export const SAMPLE_SEED_IMAGES: readonly SeedImageSpec[] = [
  ...POOL_STYLES.map(
    (style, i): SeedImageSpec => ({
      kind: i % 2 === 0 ? 'pool-hero' : 'pool-photo',
      style,
      time: TIMES_OF_DAY[i % 3]!,
    }),
  ),
  ...PRODUCT_SHAPES.map(
    (shape, i): SeedImageSpec => ({
      kind: 'product',
      shape,
      colour: ['#0b63a8', '#0f9d8f', '#2b2f36', '#e4572e', '#f4f7f9'][i % 5]!,
    }),
  ),
  ...TEXTURE_PATTERNS.map(
    (pattern, i): SeedImageSpec => ({
      kind: 'texture',
      pattern,
      colour: ['#4fb3d9', '#1d7fb8', '#e9e4da', '#9a948a', '#2a9bc4', '#e3cf9e', '#a0704b'][i]!,
    }),
  ),
  { kind: 'portrait', name: 'Priya Menon', variant: 0 },
  { kind: 'portrait', name: 'Arjun Shah', variant: 3 },
  { kind: 'portrait', name: 'Fatima Khan', variant: 5 },
  { kind: 'client-logo', name: 'Oberoi Residences', variant: 0 },
  { kind: 'client-logo', name: 'Sea & Sand "Resorts"', variant: 1 },
  { kind: 'award', title: 'Best Pool Builder of the Year', year: 2024 },
  { kind: 'article', style: 'residential', time: 'day', motif: 'tools' },
  { kind: 'article', style: 'infinity', time: 'dusk', motif: 'sun' },
  { kind: 'site-logo', variant: 'colour', company: 'Tarang Pools Pvt. Ltd.' },
  { kind: 'site-logo', variant: 'white', company: 'Tarang Pools Pvt. Ltd.' },
  ...(['call', 'whatsapp', 'facebook', 'linkedin', 'instagram', 'pinterest', 'youtube'] as const).map(
    (icon): SeedImageSpec => ({ kind: 'icon', icon }),
  ),
];
