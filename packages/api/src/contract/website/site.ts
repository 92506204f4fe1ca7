import { z } from 'zod';
import type { SameType } from '../answers';
import { defineEndpoint } from '../endpoint';
import {
  type PublicPageResponse,
  type SearchResult,
  SITE_PATH_MAX_LENGTH,
  type SiteSettings,
  type searchQuery,
} from '../site';
import { SOCIAL_NETWORKS } from '../site-basics';

/** `?path=`: the public path of a page, as the site links to it. */
export const pageQuery = z.object({
  path: z
    .string({ error: 'Give the page path, e.g. ?path=/services.' })
    .min(1, 'Give the page path, e.g. ?path=/services.')
    .max(SITE_PATH_MAX_LENGTH, `The path is longer than ${SITE_PATH_MAX_LENGTH} characters.`)
    .regex(/^\//, 'The path starts with /.'),
});

const SEARCH_MESSAGE = 'Type at least 2 characters to search (at most 80).';
/** The contract's searchQuery bounds, with a message people can read. */
export const siteSearchQuery = z.object({
  q: z.string({ error: SEARCH_MESSAGE }).trim().min(2, SEARCH_MESSAGE).max(80, SEARCH_MESSAGE),
}) satisfies z.ZodType<z.infer<typeof searchQuery>>;

/** `/media/:id/:variant`: a media id and `original.<ext>` or `<width>.<avif|webp|jpg>`. */
export const mediaParams = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Unknown media.'),
  variant: z.string().max(20),
});

const imageAnswer = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  focus: z.string().optional(),
});
const seoAnswer = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  image: z.string().optional(),
  ogType: z.enum(['website', 'article', 'product', 'profile']),
  jsonLd: z.array(z.record(z.string(), z.unknown())),
  noindex: z.boolean().optional(),
});
const linkAnswer = z.object({ name: z.string(), path: z.string() });
const SECTION_NAMES = [
  'product',
  'service',
  'renolit',
  'project',
  'about',
  'contact',
  'news_and_update',
  'why_us',
  'gallery',
] as const;
const FOOTER_SECTION_NAMES = ['blog', 'career', 'faq', 'disclaimer', 'privacy_policy', 'terms'] as const;
/** `<section>_heading` and `<section>_redirect` strings. */
function sectionLinks<const S extends string>(sections: readonly S[]) {
  return Object.fromEntries(
    sections.flatMap((section) => [
      [`${section}_heading`, z.string()],
      [`${section}_redirect`, z.string()],
    ]),
  ) as Record<`${S}_heading` | `${S}_redirect`, z.ZodString>;
}
const strings = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>;

const headerAnswer = z.object({
  ...sectionLinks(SECTION_NAMES),
  ...strings([
    'white_logo',
    'colourful_logo',
    'logo_alt_title',
    'call_icon',
    'call_icon_alt_title',
    'tel',
    'phone_no',
    'brand',
    'company_name',
    'search_placeholder',
  ]),
  product: z.array(linkAnswer.extend({ children: z.array(linkAnswer), image: imageAnswer.optional() })),
  service: z.array(z.object({ listing_name: z.string(), path: z.string(), image: imageAnswer.optional() })),
  renolit: z.array(z.object({ listing_name: z.string(), path: z.string() })),
  project: z.array(linkAnswer),
  show_renolit_menu: z.boolean(),
});
const footerAnswer = z.object({
  ...sectionLinks(SECTION_NAMES),
  ...sectionLinks(FOOTER_SECTION_NAMES),
  footerData: z.object(
    strings([
      'phone_1',
      'phone_2',
      'email_id_1',
      'email_id_2',
      'international_email',
      'address',
      'copyright',
      'call_icon',
      'call_icon_alt_title',
      'whatsapp_no',
      'whatsapp_text',
      'whatsapp_icon',
      'whatsapp_icon_alt_title',
      'brochure_pdf',
      'logo',
      'logo_alt_title',
      'about_text',
      'enquire_banner_heading',
      'enquire_banner_text',
    ]),
  ),
  service: z.array(linkAnswer),
  product: z.array(linkAnswer),
  project: z.array(linkAnswer),
  renolit: z.array(linkAnswer),
  tel: z.literal('tel:'),
  mailto: z.literal('mailto:'),
  plus91: z.literal('+91'),
  social: z.record(
    z.enum(SOCIAL_NETWORKS),
    z.object({ redirect: z.string(), icon: z.string(), icon_alt_title: z.string().optional() }),
  ),
  form: z.object(
    strings(['makeAnEnquiry', 'enquireNow', 'name', 'email', 'phone_no', 'select', 'message', 'submit']),
  ),
  enquiry_services: z.array(z.object({ value: z.string(), label: z.string() })),
  find_dealer: z.object({ show: z.boolean(), heading: z.string(), text: z.string() }),
  footer_links: z
    .object({
      service: z.array(z.string()).optional(),
      project: z.array(z.string()).optional(),
      product: z.array(z.string()).optional(),
    })
    .optional(),
});
const settingsAnswer = z.object({ header: headerAnswer, footer: footerAnswer });

const cardAnswer = z.object({
  title: z.string(),
  path: z.string(),
  summary: z.string(),
  image: imageAnswer.optional(),
  date: z.string().optional(),
  label: z.string().optional(),
});
const bannerAnswer = z.object({
  heading: z.string(),
  text: z.string(),
  image: imageAnswer,
  cta: linkAnswer.optional(),
});
const testimonialAnswer = z.object({
  name: z.string(),
  place: z.string(),
  quote: z.string(),
  rating: z.number(),
});
const clientAnswer = z.object({ name: z.string(), logo: imageAnswer });
const awardAnswer = z.object({
  title: z.string(),
  year: z.number(),
  by: z.string(),
  image: imageAnswer.optional(),
});
const teamMemberAnswer = z.object({
  name: z.string(),
  role: z.string(),
  bio: z.string(),
  photo: imageAnswer,
});
const uspAnswer = z.object({ title: z.string(), text: z.string(), icon: z.string() });
const faqAnswer = z.object({ question: z.string(), answer: z.string(), category: z.string() });
const statAnswer = z.object({ value: z.string(), label: z.string() });
const specAnswer = z.object({ name: z.string(), value: z.string() });
const reviewAnswer = z.object({
  name: z.string(),
  place: z.string(),
  rating: z.number(),
  text: z.string(),
  date: z.string(),
});

const cards = z.array(cardAnswer);
const images = z.array(imageAnswer);
const specs = z.array(specAnswer);
const usps = z.array(uspAnswer);
/** A page of one kind: what every page has (path, seo, breadcrumbs) and its own parts. */
function pageOf<const K extends string, S extends z.ZodRawShape>(kind: K, shape: S) {
  return z.object({
    path: z.string(),
    seo: seoAnswer,
    breadcrumbs: z.array(linkAnswer),
    kind: z.literal(kind),
    ...shape,
  });
}

const pageAnswer = z.discriminatedUnion('kind', [
  pageOf('home', {
    banners: z.array(bannerAnswer),
    intro: z.object({ heading: z.string(), text: z.string(), image: imageAnswer }),
    stats: z.array(statAnswer),
    services: cards,
    projectTypes: cards,
    productCategories: cards,
    usps,
    projects: cards,
    testimonials: z.array(testimonialAnswer),
    testimonialsImage: imageAnswer.optional(),
    clients: z.array(clientAnswer),
    awards: z.array(awardAnswer),
    posts: cards,
  }),
  pageOf('listing', {
    section: z.enum(['services', 'projects', 'products', 'renolit', 'blog', 'news', 'careers']),
    banner: bannerAnswer,
    intro: z.string(),
    items: cards,
    groups: cards.optional(),
  }),
  pageOf('service', {
    banner: bannerAnswer,
    title: z.string(),
    about: z.string(),
    advantages: usps,
    gallery: images,
    projects: cards,
    related: cards,
    faqs: z.array(faqAnswer),
  }),
  pageOf('project-type', {
    banner: bannerAnswer,
    title: z.string(),
    about: z.string(),
    projects: cards,
    gallery: images,
    otherTypes: cards,
  }),
  pageOf('project', {
    banner: bannerAnswer,
    title: z.string(),
    type: linkAnswer,
    location: z.string(),
    year: z.number(),
    size: z.string(),
    facts: specs,
    about: z.string(),
    gallery: images,
    related: cards,
  }),
  pageOf('product-category', {
    banner: bannerAnswer,
    title: z.string(),
    about: z.string(),
    subCategories: cards,
  }),
  pageOf('product-sub-category', {
    banner: bannerAnswer,
    title: z.string(),
    category: linkAnswer,
    about: z.string(),
    products: cards,
    otherSubCategories: cards,
  }),
  pageOf('product', {
    title: z.string(),
    category: linkAnswer,
    subCategory: linkAnswer,
    images,
    summary: z.string(),
    about: z.string(),
    brand: z.string(),
    sku: z.string(),
    specifications: specs,
    features: z.array(z.string()),
    reviews: z.array(reviewAnswer),
    similar: cards,
    others: cards,
  }),
  pageOf('renolit-category', {
    banner: bannerAnswer,
    title: z.string(),
    about: z.string(),
    benefits: usps,
    textures: cards,
    gallery: images,
  }),
  pageOf('renolit-texture', {
    title: z.string(),
    category: linkAnswer,
    swatch: imageAnswer,
    about: z.string(),
    specifications: specs,
    gallery: images,
    benefits: usps,
    others: cards,
  }),
  pageOf('post', {
    section: z.enum(['blog', 'news']),
    title: z.string(),
    date: z.string(),
    author: z.string(),
    image: imageAnswer,
    body: z.string(),
    tags: z.array(z.string()),
    related: cards,
  }),
  pageOf('job', {
    title: z.string(),
    department: z.string(),
    location: z.string(),
    employmentType: z.string(),
    experience: z.string(),
    datePosted: z.string(),
    validThrough: z.string(),
    open: z.boolean(),
    summary: z.string(),
    responsibilities: z.array(z.string()),
    skills: z.array(z.string()),
    otherJobs: cards,
  }),
  pageOf('faq', { banner: bannerAnswer, faqs: z.array(faqAnswer) }),
  pageOf('legal', { title: z.string(), updated: z.string(), body: z.string() }),
  pageOf('about', {
    banner: bannerAnswer,
    title: z.string(),
    body: z.string(),
    stats: z.array(statAnswer),
    team: z.array(teamMemberAnswer),
    awards: z.array(awardAnswer),
    clients: z.array(clientAnswer),
  }),
  pageOf('why-us', {
    banner: bannerAnswer,
    title: z.string(),
    body: z.string(),
    usps,
    testimonials: z.array(testimonialAnswer),
    stats: z.array(statAnswer),
  }),
  pageOf('contact', {
    banner: bannerAnswer,
    title: z.string(),
    text: z.string(),
    offices: z.array(
      z.object({
        name: z.string(),
        address: z.string(),
        phone: z.string(),
        email: z.string(),
        hours: z.string(),
      }),
    ),
  }),
  pageOf('gallery', {
    banner: bannerAnswer,
    groups: z.array(z.object({ title: z.string(), path: z.string(), images })),
  }),
  pageOf('thank-you', { title: z.string(), text: z.string() }),
  pageOf('newsletter', { action: z.enum(['confirm', 'unsubscribe']), title: z.string() }),
  pageOf('home-decor', {
    banner: bannerAnswer,
    title: z.string(),
    body: z.string(),
    items: cards,
    gallery: images,
    specifications: specs,
  }),
  pageOf('not-found', { suggestions: z.array(linkAnswer) }),
]);

const pageResponseAnswer = z.union([
  z.object({ status: z.union([z.literal(200), z.literal(404)]), page: pageAnswer }),
  z.object({ status: z.literal(301), redirect: z.string() }),
]);

const searchResultAnswer = z.object({
  title: z.string(),
  path: z.string(),
  summary: z.string(),
  section: z.enum(['Services', 'Products', 'Projects', 'Blog', 'News']),
  snippet: z.array(z.object({ text: z.string(), match: z.boolean() })).optional(),
  image: imageAnswer.optional(),
});
const searchAnswer = z.object({ query: z.string(), results: z.array(searchResultAnswer) });

// The answer schemas describe exactly the interfaces the site has always read.
const agreed: [
  SameType<z.output<typeof searchResultAnswer>, SearchResult>,
  SameType<z.output<typeof settingsAnswer>, SiteSettings>,
  SameType<z.output<typeof pageResponseAnswer>, PublicPageResponse>,
] = [true, true, true];
void agreed;

export const siteEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/website-frontend/setting',
    access: 'public',
    summary: 'The header and footer of the public site (SPEC 3); ETag, revalidate (304).',
    answer: settingsAnswer,
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/website-frontend/page',
    access: 'public',
    summary: 'The page document at a public path: 200/404 with the page, or 301 with its new path; ETag.',
    query: pageQuery,
    answer: pageResponseAnswer,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/api/website-frontend/search',
    access: 'public',
    summary: 'Search over services, products, projects, blog posts and news (2–80 characters).',
    query: siteSearchQuery,
    answer: searchAnswer,
  }),
  sitemap: defineEndpoint({
    method: 'GET',
    path: '/sitemap.xml',
    access: 'public',
    summary: 'Every public URL from the database (application/xml, cached an hour).',
    answerKind: 'file',
  }),
  robots: defineEndpoint({
    method: 'GET',
    path: '/robots.txt',
    access: 'public',
    summary: 'robots.txt pointing to the sitemap (text/plain, cached a day).',
    answerKind: 'file',
  }),
};

/** The media files the site's pages show (registered apart: their handler keeps the variant cache). */
export const siteMediaEndpoints = {
  variant: defineEndpoint({
    method: 'GET',
    path: '/media/:id/:variant',
    access: 'public',
    summary: 'A media original (original.<ext>) or variant (<width>.<avif|webp|jpg>); immutable.',
    params: mediaParams,
    answerKind: 'file',
    errors: [404],
  }),
};
