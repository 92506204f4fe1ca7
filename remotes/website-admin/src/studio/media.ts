import { CONTENT_DATA, type ContentKind, MEDIA_ID_SCHEMA } from '@managewell/api/contract';
import type { z } from 'zod';

type Walkable = z.ZodType & {
  def: { type: string; innerType?: Walkable; element?: Walkable; shape?: Record<string, Walkable> };
};

function unwrap(schema: Walkable): Walkable {
  let inner = schema;
  while (inner.def.innerType) inner = inner.def.innerType;
  return inner;
}

/** The media ids a document refers to, in the schema's order (the first is its picture). */
export function mediaIdsIn(kind: ContentKind, data: unknown): string[] {
  const found: string[] = [];
  const walk = (schema: Walkable, value: unknown) => {
    if (value === undefined || value === null) return;
    const inner = unwrap(schema);
    if (inner === (MEDIA_ID_SCHEMA as unknown)) {
      if (typeof value === 'string' && value) found.push(value);
    } else if (inner.def.type === 'object' && inner.def.shape && typeof value === 'object') {
      for (const [key, child] of Object.entries(inner.def.shape))
        walk(child, (value as Record<string, unknown>)[key]);
    } else if (inner.def.type === 'array' && inner.def.element && Array.isArray(value)) {
      for (const entry of value) walk(inner.def.element, entry);
    }
  };
  walk(CONTENT_DATA[kind] as unknown as Walkable, data);
  return found;
}
