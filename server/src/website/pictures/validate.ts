/** Checks a seed image spec before drawing, with messages that name the bad field. */
import { isHexColour } from './colour';
import { POOL_STYLES, PRODUCT_SHAPES, type SeedImageSpec, TEXTURE_PATTERNS, TIMES_OF_DAY } from './spec';

const POOLS = new Set<string>(POOL_STYLES);
const TIMES = new Set<string>(TIMES_OF_DAY);
const PRODUCTS = new Set<string>(PRODUCT_SHAPES);
const TEXTURES = new Set<string>(TEXTURE_PATTERNS);
const MOTIFS = new Set(['tools', 'water', 'sun', 'leaf', 'calendar', 'trophy']);
const ICONS = new Set(['call', 'whatsapp', 'facebook', 'linkedin', 'instagram', 'pinterest', 'youtube']);

function oneOf(field: string, value: string, allowed: Set<string>): void {
  if (!allowed.has(value))
    throw new RangeError(`Seed image ${field} "${value}" is not one of: ${[...allowed].join(', ')}.`);
}

function text(field: string, value: string, max: number): void {
  if (typeof value !== 'string' || value.trim() === '')
    throw new RangeError(`Seed image ${field} must not be empty.`);
  if (value.length > max) throw new RangeError(`Seed image ${field} must be at most ${max} characters.`);
}

function colour(value: string): void {
  if (!isHexColour(value))
    throw new RangeError(`Seed image colour must be a CSS hex colour like #0b63a8, got "${value}".`);
}

function variant(value: number): void {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`Seed image variant must be a whole number from 0, got ${value}.`);
}

export function validateSeedImage(spec: SeedImageSpec, seed: number): void {
  if (!Number.isInteger(seed)) throw new RangeError(`Seed image seed must be a whole number, got ${seed}.`);
  switch (spec.kind) {
    case 'pool-hero':
    case 'pool-photo':
      oneOf('style', spec.style, POOLS);
      oneOf('time', spec.time, TIMES);
      return;
    case 'article':
      oneOf('style', spec.style, POOLS);
      oneOf('time', spec.time, TIMES);
      oneOf('motif', spec.motif, MOTIFS);
      return;
    case 'product':
      oneOf('shape', spec.shape, PRODUCTS);
      colour(spec.colour);
      return;
    case 'texture':
      oneOf('pattern', spec.pattern, TEXTURES);
      colour(spec.colour);
      return;
    case 'portrait':
      text('name', spec.name, 120);
      variant(spec.variant);
      return;
    case 'client-logo':
      text('name', spec.name, 60);
      variant(spec.variant);
      return;
    case 'award':
      text('title', spec.title, 80);
      if (!Number.isInteger(spec.year) || spec.year < 1950 || spec.year > 2100)
        throw new RangeError(`Seed image award year must be a year from 1950 to 2100, got ${spec.year}.`);
      return;
    case 'site-logo':
      text('company', spec.company, 80);
      oneOf('variant', spec.variant, new Set(['white', 'colour']));
      return;
    case 'icon':
      oneOf('icon', spec.icon, ICONS);
      return;
    default:
      throw new RangeError(`Unknown seed image kind "${(spec as { kind: string }).kind}".`);
  }
}
