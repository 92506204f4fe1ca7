/**
 * The studio's view of an item's public address and pictures, computed from a row and its
 * parents' slugs (the list shows 20 items of thousands: no whole-site snapshot needed).
 * Mirrors site/paths.ts itemPath, which works on a snapshot.
 */
import { CONTENT_DATA, type ContentKind, MEDIA_ID_SCHEMA } from '@managewell/api/contract';
import type { z } from 'zod';
import { fixedPagePath, SECTION_PATHS } from '../site';

export interface PathParts {
  kind: ContentKind;
  slug: string;
  parentSlug: string | null;
  grandParentSlug: string | null;
}

export function publicPathOf({ kind, slug, parentSlug, grandParentSlug }: PathParts, brand: string) {
  switch (kind) {
    case 'page':
      return fixedPagePath(slug, brand);
    case 'service':
      return `${SECTION_PATHS.services}/${slug}`;
    case 'project-type':
    case 'project':
      return `${SECTION_PATHS.projects}/${slug}`;
    case 'product-category':
      return `${SECTION_PATHS.products}/${slug}`;
    case 'product-sub-category':
      return parentSlug ? `${SECTION_PATHS.products}/${parentSlug}/${slug}` : null;
    case 'product':
      return parentSlug && grandParentSlug
        ? `${SECTION_PATHS.products}/${grandParentSlug}/${parentSlug}/${slug}`
        : null;
    case 'renolit-category':
      return `${SECTION_PATHS.renolit}/${slug}`;
    case 'renolit-texture':
      return parentSlug ? `${SECTION_PATHS.renolit}/${parentSlug}/${slug}` : null;
    case 'blog':
      return `${SECTION_PATHS.blog}/${slug}`;
    case 'news':
      return `${SECTION_PATHS.news}/${slug}`;
    case 'job':
      return `${SECTION_PATHS.careers}/${slug}`;
    default:
      return null;
  }
}

/** Unwraps optional/default/nullable wrappers (zod 4 keeps the inner schema in `def.innerType`). */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema as z.ZodType & { def: { type: string; innerType?: z.ZodType } };
  while (
    ['optional', 'default', 'nullable', 'prefault'].includes(current.def.type) &&
    current.def.innerType
  ) {
    current = current.def.innerType as typeof current;
  }
  return current;
}

/** Every media id a document refers to, found by walking its kind's schema. */
export function mediaIdsOf(kind: ContentKind, data: unknown): string[] {
  const found: string[] = [];
  const walk = (schema: z.ZodType, value: unknown) => {
    if (value === undefined || value === null) return;
    if (schema === MEDIA_ID_SCHEMA || unwrap(schema) === MEDIA_ID_SCHEMA) {
      if (typeof value === 'string') found.push(value);
      return;
    }
    const inner = unwrap(schema) as z.ZodType & {
      def: { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType };
    };
    if (inner.def.type === 'object' && inner.def.shape && typeof value === 'object') {
      for (const [key, child] of Object.entries(inner.def.shape))
        walk(child, (value as Record<string, unknown>)[key]);
    } else if (inner.def.type === 'array' && inner.def.element && Array.isArray(value)) {
      for (const entry of value) walk(inner.def.element, entry);
    }
  };
  walk(CONTENT_DATA[kind] as z.ZodType, data);
  return found;
}
