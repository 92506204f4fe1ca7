/**
 * The website's content kinds and the shape of each kind's `data` (content_items.data).
 * Shared by the server (modules/site, modules/site-admin) and the website-admin studio, which
 * derives its forms from these schemas. Every write goes through `parseContentData`, so a document in the table always has its
 * kind's shape. Images are media ids (media table); rich text is sanitised HTML.
 *
 * Parents: product-sub-category → product-category, product → product-sub-category,
 * project → project-type, renolit-texture → renolit-category. Everything else has none.
 */
import { z } from 'zod';
import { isoDate } from './common';
import { META_TITLE_MAX, PAGE_KEYS } from './content-values';
import { LEAD_INTERESTS } from './lead-values';

/** A media id (media table). The studio shows a media picker for this exact schema object. */
export const MEDIA_ID_SCHEMA = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/);
const mediaId = MEDIA_ID_SCHEMA;
/**
 * Sanitised on write (modules/site/sanitise.ts); allowed: p, h2, h3, ul, ol, li, strong, em, a,
 * blockquote. The studio shows its rich-text editor for this exact schema object.
 */
export const RICH_TEXT_SCHEMA = z.string().max(50_000);
const richText = RICH_TEXT_SCHEMA;
const text = (max = 500) => z.string().trim().max(max);

const link = z.object({ name: text(120), path: text(300) });
const banner = z.object({ heading: text(160), text: text(400), image: mediaId, cta: link.optional() });
const usp = z.object({
  title: text(120),
  text: text(400),
  icon: z.enum(['shield', 'drop', 'tools', 'leaf', 'star', 'clock', 'rupee', 'award']),
});
const spec = z.object({ name: text(80), value: text(200) });
const stat = z.object({ value: text(20), label: text(80) });
const faq = z.object({ question: text(300), answer: text(3000), category: text(60) });
const review = z.object({
  name: text(80),
  place: text(80),
  rating: z.number().int().min(1).max(5),
  text: text(1000),
  date: isoDate,
});
const office = z.object({
  name: text(80),
  address: text(300),
  phone: text(40),
  email: text(120),
  hours: text(120),
});

/**
 * A page's own search and social fields (`data.seo`), every one optional: empty, the page's
 * title and first picture are used. The description is the item's summary.
 */
export const SEO_SCHEMA = z.object({
  title: text(META_TITLE_MAX).optional(),
  image: mediaId.optional(),
});
const seo = SEO_SCHEMA.optional();

/** Which kind each chosen-items schema names (the studio shows a picker of that kind for it). */
const REF_KINDS = new Map<unknown, string>();

/**
 * Items an editor chose, by id, in the order the site shows them (ids survive renames, and
 * product slugs repeat across sub-categories). Empty or absent: the site's own choice.
 */
// `kind` is a plain string here: ContentKind is derived from the schemas this builds.
function chosenItems(kind: string, max: number) {
  const schema = z
    .array(z.number().int().positive())
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each item once.');
  REF_KINDS.set(schema, kind);
  return schema;
}

/** Which kind each item-name schema names. */
const NAMED_KINDS = new Map<unknown, string>();

/** The title of one item of `kind`, kept as text (a job's department): renaming the item renames it here. */
function itemName(kind: string, max: number) {
  const schema = text(max);
  NAMED_KINDS.set(schema, kind);
  return schema;
}

/** The kind an item-name schema names, or undefined for any other schema. */
export const namedKindOf = (schema: unknown): ContentKind | undefined =>
  NAMED_KINDS.get(schema) as ContentKind | undefined;

/** The kind a chosen-items schema names, or undefined for any other schema. */
export const chosenKindOf = (schema: unknown): ContentKind | undefined =>
  REF_KINDS.get(schema) as ContentKind | undefined;

/** A blog or news post; `related` chooses posts of the same kind. */
const post = (kind: 'blog' | 'news') =>
  z.object({
    image: mediaId,
    body: richText,
    author: text(80),
    tags: z.array(text(40)).max(12),
    related: chosenItems(kind, 6).optional(),
    seo,
  });

export { PAGE_KEYS };
export type PageKey = (typeof PAGE_KEYS)[number];

export const CONTENT_DATA = {
  /** Fixed pages: title/summary are the page's heading and meta description. */
  page: z.object({
    banner: banner.optional(),
    body: richText.optional(),
    text: text(1000).optional(),
    stats: z.array(stat).max(12).optional(),
    usps: z.array(usp).max(12).optional(),
    offices: z.array(office).max(10).optional(),
    specifications: z.array(spec).max(30).optional(),
    gallery: z.array(mediaId).max(40).optional(),
    /** Legal pages: 'last updated' date. */
    updated: isoDate.optional(),
    image: mediaId.optional(),
    /** The home page's bands, chosen by the editors (home/{service,product,…} in the studio). */
    homeServices: chosenItems('service', 12).optional(),
    /** The home's products band shows product categories, each leading into its catalogue. */
    homeProducts: chosenItems('product-category', 12).optional(),
    /** The home shows no awards band until awards are chosen. */
    homeAwards: chosenItems('award', 12).optional(),
    homeBlogs: chosenItems('blog', 6).optional(),
    homeClients: chosenItems('client', 24).optional(),
    homeTestimonials: chosenItems('testimonial', 12).optional(),
    /** The home testimonials band's background picture (testimonials/parallelImage); absent: the first home banner's. */
    testimonialsImage: mediaId.optional(),
    seo,
  }),
  'home-banner': banner,
  service: z.object({
    image: mediaId,
    banner,
    about: richText,
    advantages: z.array(usp).max(12),
    gallery: z.array(mediaId).max(30),
    /** Project-type slugs whose projects are shown as related. */
    projectTypes: z.array(z.string()).max(10),
    faqs: z.array(faq).max(20).default([]),
    /** The lead interest a website enquiry for this service is filed under (kept on the item, so a renamed service keeps it). */
    leadInterest: z.enum(LEAD_INTERESTS).optional(),
    seo,
  }),
  'project-type': z.object({
    image: mediaId,
    banner,
    about: richText,
    gallery: z.array(mediaId).max(30),
    seo,
  }),
  project: z.object({
    image: mediaId,
    location: text(120),
    year: z.number().int().min(1990).max(2100),
    size: text(80),
    facts: z.array(spec).max(20),
    about: richText,
    gallery: z.array(mediaId).max(30),
    seo,
  }),
  'product-category': z.object({ image: mediaId, banner, about: richText, seo }),
  'product-sub-category': z.object({ image: mediaId, banner, about: richText, seo }),
  product: z.object({
    images: z.array(mediaId).min(1).max(12),
    about: richText,
    brand: text(80),
    sku: text(40),
    specifications: z.array(spec).max(40),
    features: z.array(text(200)).max(20),
    reviews: z.array(review).max(50),
    similarProducts: chosenItems('product', 8).optional(),
    otherProducts: chosenItems('product', 8).optional(),
    seo,
  }),
  'renolit-category': z.object({
    image: mediaId,
    banner,
    about: richText,
    benefits: z.array(usp).max(12),
    gallery: z.array(mediaId).max(30),
    seo,
  }),
  'renolit-texture': z.object({
    swatch: mediaId,
    about: richText,
    specifications: z.array(spec).max(30),
    gallery: z.array(mediaId).max(30),
    seo,
  }),
  blog: post('blog'),
  news: post('news'),
  job: z.object({
    /** A department's name (Careers › Departments): publishing a renamed department renames it here. */
    department: itemName('department', 80),
    location: text(120),
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN']),
    experience: text(60),
    responsibilities: z.array(text(300)).min(1).max(20),
    skills: z.array(text(200)).min(1).max(20),
    validThrough: isoDate,
    salary: text(80).optional(),
    /** Closed by an editor: the page says so and takes no applications. */
    closed: z.boolean().optional(),
    seo,
  }),
  /** title = the question. */
  faq: z.object({ answer: text(3000), category: text(60) }),
  /** title = the customer's name. */
  testimonial: z.object({ place: text(80), quote: text(1000), rating: z.number().int().min(1).max(5) }),
  /** title = the client's name. */
  client: z.object({ logo: mediaId }),
  award: z.object({ year: z.number().int().min(1900).max(2100), by: text(120), image: mediaId.optional() }),
  /** title = the person's name. */
  'team-member': z.object({ role: text(80), bio: text(600), photo: mediaId }),
  /** The careers' departments; title = the department's name. */
  department: z.object({}),
  /** Home/why-us selling points. title = the point. */
  usp: z.object({ text: text(400), icon: usp.shape.icon }),
} as const;

export type ContentKind = keyof typeof CONTENT_DATA;
export const CONTENT_KINDS = Object.keys(CONTENT_DATA) as ContentKind[];
export type ContentData<K extends ContentKind> = z.infer<(typeof CONTENT_DATA)[K]>;

export function parseContentData<K extends ContentKind>(kind: K, data: unknown): ContentData<K> {
  return CONTENT_DATA[kind].parse(data) as ContentData<K>;
}

/** The chosen-items fields of a kind's data and the kind each one names. */
export function chosenFieldsOf(kind: ContentKind): { field: string; kind: ContentKind }[] {
  const shape = (CONTENT_DATA[kind] as unknown as { shape: Record<string, { unwrap?: () => unknown }> })
    .shape;
  return Object.entries(shape).flatMap(([field, schema]) => {
    const named = chosenKindOf(schema) ?? chosenKindOf(schema.unwrap?.());
    return named ? [{ field, kind: named }] : [];
  });
}

/** The item-name fields of a kind's data and the kind each one names. */
export function namedFieldsOf(kind: ContentKind): { field: string; kind: ContentKind }[] {
  const shape = (CONTENT_DATA[kind] as unknown as { shape: Record<string, unknown> }).shape;
  return Object.entries(shape).flatMap(([field, schema]) => {
    const named = namedKindOf(schema);
    return named ? [{ field, kind: named }] : [];
  });
}

/** The rich-text (HTML) fields of each kind, sanitised on every write. */
export const RICH_TEXT_FIELDS: Partial<Record<ContentKind, readonly string[]>> = {
  page: ['body'],
  service: ['about'],
  'project-type': ['about'],
  project: ['about'],
  'product-category': ['about'],
  'product-sub-category': ['about'],
  product: ['about'],
  'renolit-category': ['about'],
  'renolit-texture': ['about'],
  blog: ['body'],
  news: ['body'],
};
