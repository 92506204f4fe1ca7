import type { ContentKind } from '@managewell/api/contract';
import { type FieldDecl, kindFields } from './fields';

/** The media ids in one field's value (a picture, a gallery, or pictures inside a group or list). */
export function mediaIdsInField(field: FieldDecl, value: unknown): string[] {
  const found: string[] = [];
  const walk = (field: FieldDecl, value: unknown) => {
    if (value === undefined || value === null) return;
    if (field.widget === 'media') {
      if (typeof value === 'string' && value) found.push(value);
    } else if (field.widget === 'gallery' && Array.isArray(value)) {
      for (const id of value) if (typeof id === 'string' && id) found.push(id);
    } else if (field.widget === 'group' && typeof value === 'object') {
      for (const child of field.fields ?? []) walk(child, (value as Record<string, unknown>)[child.name]);
    } else if (field.widget === 'list' && Array.isArray(value) && field.fields?.length) {
      for (const entry of value)
        if (entry !== null && typeof entry === 'object')
          for (const child of field.fields) walk(child, (entry as Record<string, unknown>)[child.name]);
    }
  };
  walk(field, value);
  return found;
}

/** The media ids a document refers to, in the form's order (the first is its picture). */
export function mediaIdsIn(kind: ContentKind, data: unknown): string[] {
  const record = (data ?? {}) as Record<string, unknown>;
  return kindFields(kind).flatMap((field) => mediaIdsInField(field, record[field.name]));
}
