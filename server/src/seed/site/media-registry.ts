/**
 * The seed's picture registry: content files ask for an image by id and description, get the
 * media id back to put in their documents, and the seed renders and stores every registered
 * image once at the end. Registering the same id twice with a different picture is a bug.
 */
import type { SeedImageSpec } from './images/spec';

const MEDIA_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

export interface RegisteredImage {
  id: string;
  spec: SeedImageSpec;
  alt: string;
}

export interface MediaRegistry {
  /** Registers an image (idempotent for the same picture) and returns its media id. */
  img(id: string, spec: SeedImageSpec, alt: string): string;
  /** Every registered image, in registration order. */
  images(): RegisteredImage[];
}

export function createMediaRegistry(): MediaRegistry {
  const byId = new Map<string, RegisteredImage>();
  return {
    img(id, spec, alt) {
      if (!MEDIA_ID.test(id))
        throw new Error(`Seed media id "${id}" must be lowercase letters, digits and hyphens (max 100).`);
      const trimmedAlt = alt.trim();
      if (!trimmedAlt) throw new Error(`Seed image "${id}" needs alt text.`);
      const existing = byId.get(id);
      if (existing) {
        if (JSON.stringify(existing.spec) !== JSON.stringify(spec))
          throw new Error(`Seed media id "${id}" is registered twice with different pictures.`);
        return id;
      }
      byId.set(id, { id, spec, alt: trimmedAlt });
      return id;
    },
    images: () => [...byId.values()],
  };
}

/** FNV-1a: a stable number per media id, so each picture's random details never change. */
export function seedFor(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
