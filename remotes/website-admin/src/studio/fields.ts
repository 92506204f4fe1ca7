/**
 * The studio's form of every content kind, derived from the kind's zod schema (the same one the
 * server checks every write with, contract/content-kinds.ts): the widget follows the schema
 * (media id → picker, rich text → editor, enum → select, array of objects → nested list…), the
 * limits come from its checks. FIELD_TEXT adds what a schema cannot say: labels and help.
 * A new kind or field needs no code here; a label is one entry.
 */
import {
  CONTENT_DATA,
  type ContentKind,
  MEDIA_ID_SCHEMA,
  type PageKey,
  RICH_TEXT_SCHEMA,
} from '@managewell/api/contract';
import type { z } from 'zod';

export type Widget =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'date'
  | 'media'
  | 'gallery'
  | 'richtext'
  | 'tags'
  | 'list'
  | 'group';

export interface FieldDecl {
  /** Key in the kind's `data` (or in a list item / group). */
  name: string;
  label: string;
  help?: string;
  widget: Widget;
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Most entries of a list/gallery/tags. */
  maxItems?: number;
  minItems?: number;
  options?: readonly string[];
  /** The fields of a group, or of each entry of a list. */
  fields?: FieldDecl[];
}

/** Labels and help, per field name (shared by every kind that has the field). */
export const FIELD_TEXT: Record<string, { label: string; help?: string }> = {
  banner: { label: 'Banner', help: 'The wide picture and heading at the top of the page.' },
  heading: { label: 'Heading' },
  text: { label: 'Text' },
  image: { label: 'Picture' },
  images: { label: 'Pictures', help: 'The first picture is the main one.' },
  cta: { label: 'Button' },
  name: { label: 'Name' },
  path: { label: 'Link', help: 'A site address such as /contact, or a full https:// address.' },
  body: { label: 'Body' },
  about: { label: 'About', help: 'The main text of the page.' },
  stats: { label: 'Figures' },
  value: { label: 'Value' },
  label: { label: 'Label' },
  usps: {
    label: 'Selling points (USPs)',
    help: 'Leave empty to show the site’s own USP list (Why … › USPs in the menu); points added here replace it on this page only.',
  },
  title: { label: 'Title' },
  icon: { label: 'Icon' },
  offices: { label: 'Offices' },
  address: { label: 'Address' },
  phone: { label: 'Phone' },
  email: { label: 'E-mail' },
  hours: { label: 'Opening hours' },
  specifications: { label: 'Specifications' },
  gallery: { label: 'Gallery images' },
  updated: { label: 'Last updated', help: 'Shown on legal pages.' },
  advantages: { label: 'Advantages' },
  projectTypes: {
    label: 'Related project types',
    help: 'Projects of these types are shown on the service page (e.g. infinity-pools).',
  },
  faqs: { label: 'Questions and answers' },
  question: { label: 'Question' },
  answer: { label: 'Answer' },
  category: { label: 'Category' },
  location: { label: 'Location' },
  year: { label: 'Year' },
  size: { label: 'Size' },
  facts: { label: 'Project facts' },
  brand: { label: 'Brand' },
  sku: { label: 'SKU' },
  features: { label: 'Features' },
  reviews: { label: 'Customer reviews' },
  place: { label: 'Place' },
  rating: { label: 'Rating (1–5)' },
  date: { label: 'Date' },
  benefits: { label: 'Benefits' },
  swatch: { label: 'Swatch', help: 'A square picture of the membrane texture.' },
  author: { label: 'Author' },
  tags: { label: 'Tags' },
  department: { label: 'Department' },
  employmentType: { label: 'Employment type' },
  experience: { label: 'Experience' },
  responsibilities: { label: 'Responsibilities' },
  skills: { label: 'Required skills' },
  validThrough: { label: 'Open until', help: 'After this date the job is closed and takes no applications.' },
  salary: { label: 'Salary' },
  closed: { label: 'Closed', help: 'A closed job says so on its page and takes no applications.' },
  quote: { label: 'Quote' },
  logo: { label: 'Logo' },
  by: { label: 'Awarded by' },
  role: { label: 'Role' },
  bio: { label: 'Short bio' },
  photo: { label: 'Photo' },
};

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

const humanise = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** One field's declaration from its schema. */
export function describeField(name: string, schema: AnySchema): FieldDecl {
  const { inner, optional } = unwrap(schema);
  const text = FIELD_TEXT[name];
  const base = { name, label: text?.label ?? humanise(name), help: text?.help, required: !optional };
  if (inner === (RICH_TEXT_SCHEMA as unknown)) return { ...base, widget: 'richtext' };
  if (inner === (MEDIA_ID_SCHEMA as unknown)) return { ...base, widget: 'media' };
  switch (inner.def.type) {
    case 'string': {
      if (check(inner, 'string_format')?.pattern?.source === DATE_PATTERN) return { ...base, widget: 'date' };
      const maxLength = inner.maxLength ?? undefined;
      return { ...base, widget: maxLength !== undefined && maxLength > 200 ? 'textarea' : 'text', maxLength };
    }
    case 'number':
      return {
        ...base,
        widget: 'number',
        min: inner.minValue ?? undefined,
        max: inner.maxValue ?? undefined,
      };
    case 'enum':
      return { ...base, widget: 'select', options: inner.options };
    case 'object':
      return { ...base, widget: 'group', fields: describeShape(inner.def.shape ?? {}) };
    case 'array': {
      const element = unwrap(inner.def.element!).inner;
      const limits = {
        maxItems: check(inner, 'max_length')?.maximum,
        minItems: check(inner, 'min_length')?.minimum,
      };
      if (element === (MEDIA_ID_SCHEMA as unknown)) return { ...base, ...limits, widget: 'gallery' };
      if (element.def.type === 'object')
        return { ...base, ...limits, widget: 'list', fields: describeShape(element.def.shape ?? {}) };
      // A list of short texts (tags, features, responsibilities): one entry per line, reorderable.
      const item = describeField('value', element);
      return {
        ...base,
        ...limits,
        widget: item.maxLength && item.maxLength <= 60 ? 'tags' : 'list',
        fields: [{ ...item, label: base.label }],
      };
    }
    default:
      return { ...base, widget: 'text' };
  }
}

function describeShape(shape: Record<string, AnySchema>): FieldDecl[] {
  return Object.entries(shape).map(([name, schema]) => describeField(name, schema));
}

const cache = new Map<ContentKind, FieldDecl[]>();

/** The data fields of a kind, in the schema's order. */
export function kindFields(kind: ContentKind): FieldDecl[] {
  let fields = cache.get(kind);
  if (!fields) {
    const schema = CONTENT_DATA[kind] as unknown as AnySchema;
    const { inner } = unwrap(schema);
    // `seo` (meta title, social image) is edited in the SEO panel (SeoPanel.tsx), not the form.
    fields = describeShape(inner.def.shape ?? {}).filter((f) => f.name !== 'seo');
    cache.set(kind, fields);
  }
  return fields;
}

type PageField = keyof z.infer<(typeof CONTENT_DATA)['page']>;

const LISTING: PageField[] = ['banner', 'image', 'text', 'body'];
const HOME_DECOR: PageField[] = ['banner', 'image', 'body', 'gallery', 'specifications'];
const LEGAL: PageField[] = ['body', 'updated'];

/**
 * Which of the fixed pages' fields each public page shows (server/src/modules/site/pages/*:
 * what each page builder reads of `page.data`). The page editor offers only these, so the terms
 * page does not ask for offices or a gallery. Title and summary are every page's.
 */
export const PAGE_FIELDS: Record<PageKey, PageField[]> = {
  home: ['banner', 'image', 'text', 'usps', 'stats'],
  services: LISTING,
  'swimming-pool-projects': LISTING,
  products: LISTING,
  renolit: LISTING,
  blog: LISTING,
  'news-and-update': LISTING,
  careers: LISTING,
  faq: ['banner', 'image'],
  'swimming-pool-project-gallery': ['banner', 'image'],
  'terms-and-conditions': LEGAL,
  'privacy-policy': LEGAL,
  disclaimer: LEGAL,
  contact: ['banner', 'image', 'text', 'offices'],
  'about-us': ['banner', 'image', 'text', 'body', 'stats'],
  'why-us': ['banner', 'image', 'text', 'body', 'usps', 'stats'],
  'thank-you': ['text'],
  'home-decor': HOME_DECOR,
  'upvc-windows': HOME_DECOR,
  'upvc-parallel-windows': HOME_DECOR,
};

const hasValue = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The fields of one fixed page (kind `page`, its slug is the page key): those its public page
 * shows, plus any other that holds a value (nothing stored is hidden). An unknown key gets all.
 */
export function pageFields(pageKey: string, data: Record<string, unknown> | undefined): FieldDecl[] {
  const all = kindFields('page');
  const shown = PAGE_FIELDS[pageKey as PageKey] as string[] | undefined;
  if (!shown) return all;
  return all.filter((f) => shown.includes(f.name) || hasValue(data?.[f.name]));
}

/** A list entry of primitive values is stored as the value itself (not as { value }). */
export const isPrimitiveList = (field: FieldDecl) =>
  (field.widget === 'list' || field.widget === 'tags') &&
  field.fields?.length === 1 &&
  field.fields[0]!.name === 'value';

/** An empty value of a field, for "Add" and for new items. */
export function emptyValue(field: FieldDecl): unknown {
  switch (field.widget) {
    case 'number':
      return field.min ?? 0;
    case 'select':
      return field.options?.[0];
    case 'group':
      return Object.fromEntries(
        (field.fields ?? []).filter((f) => f.required).map((f) => [f.name, emptyValue(f)]),
      );
    case 'list':
    case 'gallery':
    case 'tags':
      return [];
    case 'date':
      return new Date().toISOString().slice(0, 10);
    default:
      return '';
  }
}

/** A new item's data: every required field with an empty value. */
export function emptyData(kind: ContentKind): Record<string, unknown> {
  return Object.fromEntries(
    kindFields(kind)
      .filter((f) => f.required)
      .map((f) => [f.name, emptyValue(f)]),
  );
}
