/**
 * The seed's pictures are drawn here, as SVG, with no downloads: each image is described by a
 * spec (what it shows) and rendered to an SVG document of its intrinsic size. The server makes
 * AVIF/WebP/JPEG variants of it on demand (modules/site media route).
 */

/** The drawable names, declared once: the types, the spec check and the samples derive from them. */
export const POOL_STYLES = [
  'residential',
  'infinity',
  'resort',
  'lap',
  'indoor',
  'waterpark',
  'competition',
  'natural',
  'above-ground',
  'rooftop',
  'kids',
  'spa',
] as const;
export const TIMES_OF_DAY = ['day', 'dusk', 'night'] as const;
export const PRODUCT_SHAPES = [
  'pump',
  'sand-filter',
  'cartridge-filter',
  'led-light',
  'ladder',
  'heat-pump',
  'robot-cleaner',
  'chlorinator',
  'skimmer',
  'nozzle',
  'test-kit',
  'cover',
  'uv-system',
  'chemical',
  'window',
] as const;
export const TEXTURE_PATTERNS = ['plain', 'mosaic', 'marble', 'stone', 'wave', 'sand', 'wood'] as const;

export type PoolStyle = (typeof POOL_STYLES)[number];
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export type ProductShape = (typeof PRODUCT_SHAPES)[number];
export type TexturePattern = (typeof TEXTURE_PATTERNS)[number];

export type SeedImageSpec =
  /** 1920×1080 banner: a pool scene. */
  | { kind: 'pool-hero'; style: PoolStyle; time: TimeOfDay }
  /** 1200×900 photo-like card: a pool scene. */
  | { kind: 'pool-photo'; style: PoolStyle; time: TimeOfDay }
  /** 1200×1200 studio shot of a product on a light background. */
  | { kind: 'product'; shape: ProductShape; colour: string }
  /** 800×800 membrane swatch. colour: CSS hex. */
  | { kind: 'texture'; pattern: TexturePattern; colour: string }
  /** 600×600 illustrated portrait (team member). */
  | { kind: 'portrait'; name: string; variant: number }
  /** 480×240 client wordmark. */
  | { kind: 'client-logo'; name: string; variant: number }
  /** 600×600 award badge. */
  | { kind: 'award'; title: string; year: number }
  /** 1200×675 article illustration (blog/news). */
  | {
      kind: 'article';
      style: PoolStyle;
      time: TimeOfDay;
      motif: 'tools' | 'water' | 'sun' | 'leaf' | 'calendar' | 'trophy';
    }
  /** The company logo (SVG, served as original): white for the transparent header, colour otherwise. */
  | { kind: 'site-logo'; variant: 'white' | 'colour'; company: string }
  /** Small SVG icons served as originals. */
  | {
      kind: 'icon';
      icon: 'call' | 'whatsapp' | 'facebook' | 'linkedin' | 'instagram' | 'pinterest' | 'youtube';
    };

export interface RenderedSeedImage {
  svg: string;
  width: number;
  height: number;
}

/** Deterministic: the same spec (and seed) always draws the same picture. */
export type RenderSeedImage = (spec: SeedImageSpec, seed: number) => RenderedSeedImage;
