import { z } from 'zod';
import type { SameType } from '../answers';
import { defineEndpoint } from '../endpoint';
import { type SearchResult, SITE_PATH_MAX_LENGTH, type searchQuery } from '../site';

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
const PAGE_KINDS = [
  'home',
  'listing',
  'service',
  'project-type',
  'project',
  'product-category',
  'product-sub-category',
  'product',
  'renolit-category',
  'renolit-texture',
  'post',
  'job',
  'faq',
  'legal',
  'about',
  'why-us',
  'contact',
  'gallery',
  'thank-you',
  'home-decor',
  'not-found',
] as const;

/**
 * A page document: what every kind has (site.ts's PageBase), exactly; each kind's own parts are
 * described by the PublicPage type, not repeated here.
 */
const pageAnswer = z.looseObject({
  kind: z.enum(PAGE_KINDS),
  path: z.string(),
  seo: seoAnswer,
  breadcrumbs: z.array(z.object({ name: z.string(), path: z.string() })),
});

const pageResponseAnswer = z.union([
  z.object({ status: z.union([z.literal(200), z.literal(404)]), page: pageAnswer }),
  z.object({ status: z.literal(301), redirect: z.string() }),
]);

const searchResultAnswer = z.object({
  title: z.string(),
  path: z.string(),
  summary: z.string(),
  section: z.enum(['Services', 'Products', 'Projects', 'Blog', 'News']),
  image: imageAnswer.optional(),
});
const searchAnswer = z.object({ query: z.string(), results: z.array(searchResultAnswer) });

// The search answer is exactly the SearchResult the site has always read.
const agreed: SameType<z.output<typeof searchResultAnswer>, SearchResult> = true;
void agreed;

export const siteEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/website-frontend/setting',
    access: 'public',
    summary: 'The header and footer of the public site (SPEC 3); ETag, revalidate (304).',
    // The header and footer are described by SiteSettings (site.ts): large, and the site's own.
    answer: z.object({ header: z.looseObject({}), footer: z.looseObject({}) }),
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
