/**
 * Draws the website's seed pictures as standalone SVG documents: pool scenes, product shots,
 * membrane swatches, portraits, client and award badges, article art, the logo and icons.
 */

import { motifBadge } from './article';
import { drawAward } from './award';
import { drawClientLogo } from './client-logo';
import { ICONS } from './icon';
import { drawPoolScene } from './pool/scene';
import { drawPortrait } from './portrait';
import { PRODUCT_DRAWINGS } from './product/products';
import { studioBackdrop } from './product/studio';
import { createRandom } from './random';
import { drawSiteLogo } from './site-logo';
import { SEED_IMAGE_SIZES } from './sizes';
import type { RenderSeedImage, SeedImageSpec } from './spec';
import { Defs, svgDocument } from './svg';
import { drawTexture } from './texture';
import { validateSeedImage } from './validate';

export { type BrochureInput, brochurePdf } from './brochure-pdf';
// The seeded random numbers and the spec check, for the site transfer's picture recipes.
export { createRandom, type Random } from './random';
export { SEED_IMAGE_SIZES } from './sizes';
export type { RenderedSeedImage, RenderSeedImage, SeedImageSpec } from './spec';
export { validateSeedImage } from './validate';

/** FNV-1a: a stable number per media id, so each picture's random details never change. */
export function seedFor(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes a text into the seed so images of different names differ (FNV-1a). */
function hashText(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function draw(
  spec: SeedImageSpec,
  seed: number,
  width: number,
  height: number,
): { defs: Defs; body: string; title?: string } {
  switch (spec.kind) {
    case 'pool-hero':
    case 'pool-photo':
      return drawPoolScene(
        spec.style,
        spec.time,
        width,
        height,
        hashText(`${spec.style}/${spec.time}`, seed),
      );
    case 'article': {
      const scene = drawPoolScene(
        spec.style,
        spec.time,
        width,
        height,
        hashText(`${spec.style}/${spec.time}/${spec.motif}`, seed),
      );
      return {
        defs: scene.defs,
        body: scene.body + motifBadge(spec.motif, width * 0.83, height * 0.26, height * 0.16),
      };
    }
    case 'product': {
      const defs = new Defs();
      const rng = createRandom(hashText(spec.shape, seed));
      return { defs, body: studioBackdrop(defs) + PRODUCT_DRAWINGS[spec.shape](defs, rng, spec.colour) };
    }
    case 'texture': {
      const defs = new Defs();
      return {
        defs,
        body: drawTexture(defs, createRandom(hashText(spec.pattern, seed)), spec.pattern, spec.colour),
      };
    }
    case 'portrait': {
      const defs = new Defs();
      return {
        defs,
        body: drawPortrait(defs, createRandom(hashText(spec.name, seed + spec.variant)), spec.variant),
      };
    }
    case 'client-logo':
      return {
        defs: new Defs(),
        body: drawClientLogo(createRandom(hashText(spec.name, seed)), spec.name, spec.variant),
        title: spec.name,
      };
    case 'award': {
      const defs = new Defs();
      return { defs, body: drawAward(defs, spec.title, spec.year), title: `${spec.title} ${spec.year}` };
    }
    case 'site-logo':
      return { defs: new Defs(), body: drawSiteLogo(spec.variant, spec.company), title: spec.company };
    case 'icon':
      return { defs: new Defs(), body: ICONS[spec.icon] };
  }
}

export const renderSeedImage: RenderSeedImage = (spec, seed) => {
  validateSeedImage(spec, seed);
  const { width, height } = SEED_IMAGE_SIZES[spec.kind];
  const { defs, body, title } = draw(spec, seed, width, height);
  return { svg: svgDocument(width, height, defs, body, title), width, height };
};
