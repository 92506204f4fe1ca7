/**
 * The studio's field shapes derived from the content kinds' zod schemas (contract/content-kinds.ts).
 * Not imported by the pages: fields.test.ts checks fieldTable.ts against it (and rewrites the
 * table with `UPDATE_FIELD_TABLE=1`), so the pages read the same shapes without zod.
 */
import {
  CONTENT_DATA,
  CONTENT_KINDS,
  type ContentKind,
  chosenKindOf,
  MEDIA_ID_SCHEMA,
  namedKindOf,
  RICH_TEXT_SCHEMA,
} from '@managewell/api/contract';
import type { z } from 'zod';
import type { FieldShape } from './fields';

type AnySchema = z.ZodType & {
  def: {
    type: string;
    innerType?: AnySchema;
    element?: AnySchema;
    shape?: Record<string, AnySchema>;
    checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; pattern?: RegExp } } }[];
  };
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  options?: readonly string[];
};

function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (['optional', 'default', 'nullable', 'prefault'].includes(inner.def.type) && inner.def.innerType) {
    optional = true;
    inner = inner.def.innerType;
  }
  return { inner, optional };
}

const DATE_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  pattern?: RegExp;
}

function check(schema: AnySchema, name: string): CheckDef | undefined {
  const checks = (schema.def.checks ?? []) as unknown as { _zod: { def: CheckDef } }[];
  return checks.map((c) => c._zod.def).find((c) => c.check === name);
}

/** Drops the limits a schema does not set (the table holds only what is there). */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** One field's shape from its schema. */
export function describeField(name: string, schema: AnySchema): FieldShape {
  const { inner, optional } = unwrap(schema);
  const base = { name, required: !optional };
  if (inner === (RICH_TEXT_SCHEMA as unknown)) return { ...base, widget: 'richtext' };
  if (inner === (MEDIA_ID_SCHEMA as unknown)) return { ...base, widget: 'media' };
  const namedKind = namedKindOf(inner);
  if (namedKind) return { ...base, widget: 'itemName', chosenKind: namedKind };
  const chosenKind = chosenKindOf(inner);
  if (chosenKind) {
    const maxItems = check(inner, 'max_length')?.maximum;
    return defined({ ...base, widget: 'chosen', chosenKind, maxItems });
  }
  switch (inner.def.type) {
    case 'string': {
      if (check(inner, 'string_format')?.pattern?.source === DATE_PATTERN) return { ...base, widget: 'date' };
      const maxLength = inner.maxLength ?? undefined;
      return defined({
        ...base,
        widget: maxLength !== undefined && maxLength > 200 ? 'textarea' : 'text',
        maxLength,
      });
    }
    case 'number':
      return defined({
        ...base,
        widget: 'number',
        min: inner.minValue ?? undefined,
        max: inner.maxValue ?? undefined,
      });
    case 'enum':
      return { ...base, widget: 'select', options: inner.options };
    case 'object':
      return { ...base, widget: 'group', fields: describeShape(inner.def.shape ?? {}) };
    case 'array': {
      const element = unwrap(inner.def.element!).inner;
      const limits = defined({
        maxItems: check(inner, 'max_length')?.maximum,
        minItems: check(inner, 'min_length')?.minimum,
      });
      if (element === (MEDIA_ID_SCHEMA as unknown)) return { ...base, ...limits, widget: 'gallery' };
      if (element.def.type === 'object')
        return { ...base, ...limits, widget: 'list', fields: describeShape(element.def.shape ?? {}) };
      // A list of short texts (tags, features, responsibilities): one entry per line, reorderable.
      const item = describeField('value', element);
      return {
        ...base,
        ...limits,
        widget: item.maxLength && item.maxLength <= 60 ? 'tags' : 'list',
        fields: [item],
      };
    }
    default:
      return { ...base, widget: 'text' };
  }
}

function describeShape(shape: Record<string, AnySchema>): FieldShape[] {
  return Object.entries(shape).map(([name, schema]) => describeField(name, schema));
}

/** Every kind's data fields (`seo` included), in the schemas' order. */
export function shapesFromSchemas(): Record<ContentKind, { fields: FieldShape[] }> {
  return Object.fromEntries(
    CONTENT_KINDS.map((kind) => {
      const { inner } = unwrap(CONTENT_DATA[kind] as unknown as AnySchema);
      return [kind, { fields: describeShape(inner.def.shape ?? {}) }];
    }),
  ) as Record<ContentKind, { fields: FieldShape[] }>;
}
