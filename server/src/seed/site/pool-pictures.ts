/**
 * The seed's shared library of pool scenes. Drawing a pool scene is the expensive part of the
 * seed, so pages draw from a small library (per style: three times of day × two variants)
 * instead of each drawing their own. A page never shows the same picture twice.
 */
import type { SeedContext } from './draft';
import type { PoolStyle, TimeOfDay } from './images/spec';

const STYLE_NAMES: Record<PoolStyle, string> = {
  residential: 'Villa swimming pool',
  infinity: 'Infinity-edge pool',
  resort: 'Resort pool',
  lap: 'Lap pool',
  indoor: 'Indoor heated pool',
  waterpark: 'Water park pool',
  competition: 'Competition swimming pool',
  natural: 'Natural stone pool',
  'above-ground': 'Above-ground pool',
  rooftop: 'Rooftop pool',
  kids: 'Children’s splash pool',
  spa: 'Spa pool',
};
const TIME_NAMES: Record<TimeOfDay, string> = { day: 'in daylight', dusk: 'at dusk', night: 'lit at night' };

/** The order a gallery walks through a style's pictures. */
const GALLERY_SEQUENCE: [TimeOfDay, number][] = [
  ['day', 1],
  ['dusk', 1],
  ['night', 1],
  ['day', 2],
  ['dusk', 2],
  ['night', 2],
];
export const MAX_GALLERY = GALLERY_SEQUENCE.length;

/** A 1200×900 pool photo from the library (variant 1 or 2). */
export function poolPhoto(ctx: SeedContext, style: PoolStyle, time: TimeOfDay, variant = 1): string {
  return ctx.img(
    `pool-${style}-${time}-${variant}`,
    { kind: 'pool-photo', style, time },
    `${STYLE_NAMES[style]} ${TIME_NAMES[time]}`,
  );
}

/** A 1920×1080 banner scene from the library. */
export function poolHero(ctx: SeedContext, style: PoolStyle, time: TimeOfDay): string {
  return ctx.img(
    `banner-${style}-${time}`,
    { kind: 'pool-hero', style, time },
    `${STYLE_NAMES[style]} ${TIME_NAMES[time]}`,
  );
}

/** `count` distinct photos of one style, starting `offset` steps into the style's sequence. */
export function poolGallery(ctx: SeedContext, style: PoolStyle, count: number, offset = 0): string[] {
  if (count > MAX_GALLERY)
    throw new RangeError(`A gallery of one style has at most ${MAX_GALLERY} pictures.`);
  return Array.from({ length: count }, (_, i) => {
    const [time, variant] = GALLERY_SEQUENCE[(offset + i) % MAX_GALLERY]!;
    return poolPhoto(ctx, style, time, variant);
  });
}
