/**
 * The studio's form of every content kind, derived from the kind's zod schema (the same one the
 * server checks every write with, contract/content-kinds.ts): the widget follows the schema
 * (media id → picker, rich text → editor, enum → select, array of objects → nested list…), the
 * limits come from its checks (fieldSchemas.ts). The derived shapes are kept in fieldTable.ts,
 * without zod (the studio's pages do not download zod, ~23 KB brotli;
 * see docs/decisions/0008-zod-out-of-first-pages.md);
 * fields.test.ts fails when the table and the schemas differ and rewrites the table with
 * `UPDATE_FIELD_TABLE=1`. FIELD_TEXT adds what a schema cannot say: labels and help.
 * A new kind or field needs no code here; a label is one entry.
 */
import type { CONTENT_DATA, ContentKind, PageKey } from '@managewell/api/contract';
import type { z } from 'zod';
import { KIND_SHAPES } from './fieldTable';

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
  | 'group'
  | 'chosen'
  | 'itemName';

/** A field as its schema says it: what fieldTable.ts holds for every kind (generated). */
export interface FieldShape {
  /** Key in the kind's `data` (or in a list item / group). */
  name: string;
  widget: Widget;
  required: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  /** Most entries of a list/gallery/tags. */
  maxItems?: number;
  minItems?: number;
  options?: readonly string[];
  /** Chosen items (ids, in order) or an item's name: the kind they are chosen from. */
  chosenKind?: ContentKind;
  /** The fields of a group, or of each entry of a list. */
  fields?: FieldShape[];
}

/** A field of the studio's form: its shape with the label and help of FIELD_TEXT. */
export interface FieldDecl extends Omit<FieldShape, 'fields'> {
  label: string;
  help?: string;
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
  leadInterest: {
    label: 'Lead interest',
    help: 'What a website enquiry for this service is filed under for the sales team; empty keeps the service in the notes.',
  },
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
  department: {
    label: 'Department',
    help: 'Chosen from Careers › Departments; renaming a department there renames it on every job.',
  },
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
  homeServices: {
    label: 'Services on the home',
    help: 'Leave empty to show every published service in the list’s order.',
  },
  homeProducts: {
    label: 'Product categories on the home',
    help: 'The home’s products band shows categories. Leave empty to show every published category.',
  },
  homeAwards: { label: 'Awards on the home', help: 'Leave empty for no awards band on the home.' },
  homeBlogs: { label: 'Blogs on the home', help: 'Leave empty to show the three newest blogs.' },
  homeClients: { label: 'Clients on the home', help: 'Leave empty to show every published client.' },
  homeTestimonials: {
    label: 'Testimonials on the home',
    help: 'Leave empty to show every published testimonial.',
  },
  testimonialsImage: {
    label: 'Testimonials background',
    help: 'The picture behind the home’s testimonials. Leave empty to use the first home banner’s picture.',
  },
  similarProducts: {
    label: 'Similar products',
    help: 'Leave empty to show up to four other products of the same sub category.',
  },
  otherProducts: {
    label: 'Other products',
    help: 'Leave empty to show up to four products of the category’s other sub categories.',
  },
  related: {
    label: 'Related posts',
    help: 'Leave empty to show the three posts sharing the most tags, newest first.',
  },
  role: { label: 'Role' },
  bio: { label: 'Short bio' },
  photo: { label: 'Photo' },
};

const humanise = (name: string) =>
  name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** A shape from the table with its label and help (an entry of a list of texts: the list's label). */
function withText(shape: FieldShape): FieldDecl {
  const text = FIELD_TEXT[shape.name];
  const label = text?.label ?? humanise(shape.name);
  const decl: FieldDecl = { ...shape, label, help: text?.help, fields: undefined };
  if (!shape.fields) {
    delete decl.fields;
    return decl;
  }
  decl.fields = shape.fields.map(withText);
  if ((shape.widget === 'list' || shape.widget === 'tags') && isPrimitiveList(decl))
    decl.fields = [{ ...decl.fields[0]!, label }];
  return decl;
}

const cache = new Map<ContentKind, FieldDecl[]>();

/** The data fields of a kind, in the schema's order. */
export function kindFields(kind: ContentKind): FieldDecl[] {
  let fields = cache.get(kind);
  if (!fields) {
    // `seo` (meta title, social image) is edited in the SEO panel (SeoPanel.tsx), not the form.
    fields = KIND_SHAPES[kind].fields.filter((f) => f.name !== 'seo').map(withText);
    cache.set(kind, fields);
  }
  return fields;
}

/** Kinds with a public page of their own carry `seo` fields (meta title, social image). */
export const hasSeoFields = (kind: ContentKind) => KIND_SHAPES[kind].fields.some((f) => f.name === 'seo');

type PageField = keyof z.infer<(typeof CONTENT_DATA)['page']>;

const LISTING: PageField[] = ['banner', 'image', 'text', 'body'];
const HOME_DECOR: PageField[] = ['banner', 'image', 'body', 'gallery', 'specifications'];
const LEGAL: PageField[] = ['body', 'updated'];

/**
 * Which of the fixed pages' fields each public page shows (server/src/website/site/pages/*:
 * what each page builder reads of `page.data`). The page editor offers only these, so the terms
 * page does not ask for offices or a gallery. Title and summary are every page's.
 */
export const PAGE_FIELDS: Record<PageKey, PageField[]> = {
  home: [
    'banner',
    'image',
    'text',
    'usps',
    'stats',
    'homeServices',
    'homeProducts',
    'homeAwards',
    'homeBlogs',
    'homeClients',
    'homeTestimonials',
    'testimonialsImage',
  ],
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
    case 'chosen':
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
