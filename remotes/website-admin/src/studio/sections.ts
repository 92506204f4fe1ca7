/**
 * Which content each SPEC 2 website-admin route edits. Every page of the area is one of three
 * generic pages driven by this table: a kind's list (+ add form), a fixed page's editor (with
 * the list of the kind it introduces, e.g. careers → jobs), or an item's editor.
 */
import { type ContentKind, PAGE_KEYS, type PageKey } from '@managewell/api/contract';

export interface KindText {
  /** One item, e.g. "service". */
  one: string;
  /** The list, e.g. "Services". */
  many: string;
  /** Extra list columns: data fields shown as text. */
  columns?: string[];
}

/** How the studio names each kind. */
export const KIND_TEXT: Record<ContentKind, KindText> = {
  page: { one: 'page', many: 'Pages' },
  'home-banner': { one: 'home banner', many: 'Home banners' },
  service: { one: 'service', many: 'Services' },
  'project-type': { one: 'project category', many: 'Project categories' },
  project: { one: 'project', many: 'Projects', columns: ['location', 'year'] },
  'product-category': { one: 'product category', many: 'Product categories' },
  'product-sub-category': { one: 'sub category', many: 'Sub categories' },
  product: { one: 'product', many: 'Products', columns: ['brand', 'sku'] },
  'renolit-category': { one: 'renolit category', many: 'Renolit categories' },
  'renolit-texture': { one: 'membrane texture', many: 'Membrane textures' },
  blog: { one: 'blog', many: 'Blogs', columns: ['author'] },
  news: { one: 'news and update', many: 'News and updates', columns: ['author'] },
  job: { one: 'job listing', many: 'Job listings', columns: ['department', 'location', 'validThrough'] },
  faq: { one: 'FAQ', many: 'FAQs', columns: ['category'] },
  testimonial: { one: 'testimonial', many: 'Testimonials', columns: ['place', 'rating'] },
  client: { one: 'client', many: 'Clients' },
  award: { one: 'award', many: 'Awards', columns: ['year', 'by'] },
  'team-member': { one: 'team member', many: 'Teams', columns: ['role'] },
  usp: { one: 'USP', many: 'USPs' },
  department: { one: 'department', many: 'Departments' },
};

/** Which label the title field has, where "Title" would confuse. */
export const TITLE_LABEL: Partial<Record<ContentKind, string>> = {
  faq: 'Question',
  testimonial: 'Customer name',
  client: 'Client name',
  'team-member': 'Name',
  usp: 'Selling point',
  department: 'Department name',
};

/**
 * The edit page of an item (area-relative). `brand` for why-{product}; `slug` for a fixed page
 * (its page key names the studio page that edits it; one without a studio page: the dashboard).
 */
export function editPath(
  kind: ContentKind,
  id: number,
  parentId: number | null,
  brand: string,
  slug?: string | null,
): string {
  const edit = (prefix: string) => `${prefix}/redirectToEdit/${id}`;
  switch (kind) {
    case 'page':
      if (slug === 'why-us') return `why-${brand}`;
      return STUDIO_PAGES.find((p) => p.type === 'page' && p.pageKey === slug)?.path ?? 'homes';
    case 'home-banner':
      return edit('home/banner');
    case 'service':
      return edit('services');
    case 'project-type':
      return edit('projects/category');
    case 'project':
      return edit('projects');
    case 'product-category':
      return edit('products/category');
    case 'product-sub-category':
      return edit('products/subCategory');
    case 'product':
      return edit('products/detail');
    case 'renolit-category':
      return edit('renolits/category');
    case 'renolit-texture':
      return edit(`renolits/category/${parentId ?? 0}/membraneTexture`);
    case 'blog':
      return edit('blogs');
    case 'news':
      return edit('news-and-updates');
    case 'job':
      return edit('job-listing');
    case 'faq':
      return edit('faqs');
    case 'testimonial':
      return edit('testimonials');
    case 'client':
      return edit('clients');
    case 'award':
      return edit('awards');
    case 'team-member':
      return edit('teams');
    case 'usp':
      return edit(`why-${brand}/usp`);
    case 'department':
      return edit('job-listing/department');
  }
}

/** The list page of a kind (area-relative), where one exists. */
export const LIST_PATH: Partial<Record<ContentKind, string>> = {
  'home-banner': 'home/page',
  service: 'services/add',
  'project-type': 'projects/category/add',
  project: 'projects/add',
  'product-category': 'products/category/add',
  'product-sub-category': 'products/subCategory/add',
  product: 'products/detail/add',
  'renolit-category': 'renolits/category/add',
  blog: 'blogs/add',
  news: 'news-and-updates/add',
  job: 'careers',
  faq: 'faqs/add',
  testimonial: 'testimonials/add',
  client: 'clients/add',
  award: 'awards/add',
  'team-member': 'teams/add',
  department: 'job-listing/departments',
};

export type StudioPage =
  | { type: 'list'; path: string; title: string; kind: ContentKind }
  | { type: 'page'; path: string; title: string; pageKey: PageKey; list?: ContentKind }
  | {
      type: 'edit';
      path: string;
      title: string;
      kind: ContentKind;
      /** The route parameter naming the item, when it is not `:id` (nested entries). */
      itemParam?: string;
      /** The data field the page opens at (a nested list). */
      focus?: string;
      /** The fixed page this route always edits, whatever `:id` says (the home's bands). */
      pageKey?: PageKey;
    };

const list = (path: string, title: string, kind: ContentKind): StudioPage => ({
  type: 'list',
  path,
  title,
  kind,
});
const page = (path: string, title: string, pageKey: PageKey, listKind?: ContentKind): StudioPage => ({
  type: 'page',
  path,
  title,
  pageKey,
  ...(listKind ? { list: listKind } : {}),
});
const edit = (
  prefix: string,
  title: string,
  kind: ContentKind,
  options: { itemParam?: string; focus?: string; pageKey?: PageKey } = {},
): StudioPage => ({ type: 'edit', path: `${prefix}/redirectToEdit/:id`, title, kind, ...options });

/** Every content route of SPEC 2's website-admin, and what it edits. */
const SPEC_PAGES: StudioPage[] = [
  // Lists and pages
  // The home page's own content and its banners ("homes" is the dashboard; not a SPEC route).
  page('home/page', 'Home page', 'home', 'home-banner'),
  page('abouts', 'About Us', 'about-us', 'team-member'),
  page('contacts', 'Contact Us', 'contact'),
  page('careers', 'Careers', 'careers', 'job'),
  page('disclaimers', 'Disclaimer', 'disclaimer'),
  page('terms', 'Terms And Condition', 'terms-and-conditions'),
  page('privacy', 'Privacy', 'privacy-policy'),
  // Add pages: the list of the kind, with its add form
  list('blogs/add', 'Blog', 'blog'),
  page('blogs/banner/add', 'Blog banner', 'blog'),
  list('news-and-updates/add', 'News And Update', 'news'),
  page('news-and-updates/banner/add', 'News banner', 'news-and-update'),
  list('awards/add', 'Awards', 'award'),
  list('clients/add', 'Clients', 'client'),
  list('testimonials/add', 'Testimonials', 'testimonial'),
  list('teams/add', 'Teams', 'team-member'),
  list('faqs/add', 'FAQs', 'faq'),
  list('projects/add', 'Project', 'project'),
  page('projects/banner/add', 'Projects banner', 'swimming-pool-projects'),
  list('projects/category/add', 'Project category', 'project-type'),
  page('products/banner/add', 'Products banner', 'products'),
  list('products/category/add', 'Product category', 'product-category'),
  list('products/subCategory/add', 'Sub Category', 'product-sub-category'),
  list('products/detail/add', 'Product detail', 'product'),
  list('services/add', 'Service', 'service'),
  page('services/banner/add', 'Services banner', 'services'),
  page('renolits/add', 'Renolit main page', 'renolit', 'renolit-category'),
  list('renolits/category/add', 'Renolit category', 'renolit-category'),
  // The departments jobs choose from (not a SPEC route: SPEC has only their edit page).
  list('job-listing/departments', 'Departments', 'department'),
  // Edit pages
  edit('home/banner', 'Edit home banner', 'home-banner'),
  // The home's bands: `:id` is the home page's; each opens the home page at its band's choice.
  edit('home/service', 'Home services', 'page', { focus: 'homeServices', pageKey: 'home' }),
  edit('home/product', 'Home products', 'page', { focus: 'homeProducts', pageKey: 'home' }),
  edit('home/award', 'Home awards', 'page', { focus: 'homeAwards', pageKey: 'home' }),
  edit('home/blog', 'Home blogs', 'page', { focus: 'homeBlogs', pageKey: 'home' }),
  edit('home/client', 'Home clients', 'page', { focus: 'homeClients', pageKey: 'home' }),
  edit('home/testimonial', 'Home testimonials', 'page', { focus: 'homeTestimonials', pageKey: 'home' }),
  edit('job-listing/department', 'Edit department', 'department'),
  edit('job-listing', 'Edit job listing', 'job'),
  edit('job-listing/:jobId/responsibility', 'Edit responsibility', 'job', {
    itemParam: 'jobId',
    focus: 'responsibilities',
  }),
  edit('job-listing/:jobId/required-skill', 'Edit required skill', 'job', {
    itemParam: 'jobId',
    focus: 'skills',
  }),
  edit('blogs', 'Edit blog', 'blog'),
  edit('blogs/:blogId/relatedBlog', 'Edit related blogs', 'blog', { itemParam: 'blogId', focus: 'related' }),
  edit('news-and-updates', 'Edit news and update', 'news'),
  edit('news-and-updates/:newsAndUpdateId/relatedNewsAndUpdate', 'Edit related news', 'news', {
    itemParam: 'newsAndUpdateId',
    focus: 'related',
  }),
  edit('awards', 'Edit award', 'award'),
  edit('clients', 'Edit client', 'client'),
  edit('testimonials', 'Edit testimonial', 'testimonial'),
  // `:id` is the home page's: the background picture is the home's testimonials band's.
  edit('testimonials/parallelImage', 'Testimonials background', 'page', {
    focus: 'testimonialsImage',
    pageKey: 'home',
  }),
  edit('teams', 'Edit team member', 'team-member'),
  edit('faqs', 'Edit FAQ', 'faq'),
  edit('projects', 'Edit project', 'project'),
  edit('projects/category', 'Edit project category', 'project-type'),
  edit('projects/:projectId/galleryImage', 'Edit gallery image', 'project', {
    itemParam: 'projectId',
    focus: 'gallery',
  }),
  edit('products/category', 'Edit product category', 'product-category'),
  edit('products/subCategory', 'Edit sub category', 'product-sub-category'),
  edit('products/detail', 'Edit product detail', 'product'),
  edit('products/:productId/specification', 'Edit specification', 'product', {
    itemParam: 'productId',
    focus: 'specifications',
  }),
  edit('products/:productId/similarProduct', 'Edit similar products', 'product', {
    itemParam: 'productId',
    focus: 'similarProducts',
  }),
  edit('products/:productId/customerReview', 'Edit customer review', 'product', {
    itemParam: 'productId',
    focus: 'reviews',
  }),
  edit('products/:productId/otherProduct', 'Edit other products', 'product', {
    itemParam: 'productId',
    focus: 'otherProducts',
  }),
  edit('services', 'Edit service', 'service'),
  edit('services/:serviceId/advantage', 'Edit service advantage', 'service', {
    itemParam: 'serviceId',
    focus: 'advantages',
  }),
  edit('services/:serviceId/aboutService', 'Edit about the service', 'service', {
    itemParam: 'serviceId',
    focus: 'about',
  }),
  edit('services/:serviceId/project', 'Edit service project', 'service', {
    itemParam: 'serviceId',
    focus: 'projectTypes',
  }),
  edit('renolits/category', 'Edit renolit category', 'renolit-category'),
  edit('renolits/category/:categoryId/membraneTexture', 'Edit membrane texture', 'renolit-texture'),
  edit(
    'renolits/category/:categoryId/membraneTexture/:textureId/galleryImage',
    'Edit texture gallery image',
    'renolit-texture',
    {
      itemParam: 'textureId',
      focus: 'gallery',
    },
  ),
  edit('renolits/category/:categoryId/benefit', 'Edit benefit', 'renolit-category', {
    itemParam: 'categoryId',
    focus: 'benefits',
  }),
  edit(':whyProduct/usp', 'Edit USP', 'usp'),
];

/** A fixed page's name from its key: 'upvc-windows' → 'uPVC windows'. */
export function pageKeyTitle(key: PageKey): string {
  const words = key.replace(/-/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`
    .replace(/\bupvc\b/gi, 'uPVC')
    .replace(/\bfaq\b/gi, 'FAQ');
}

/**
 * The editors of the fixed pages SPEC 2 has no route for (the FAQ page's banner, thank-you,
 * home decor…), derived from the page keys, at pages/{key}; why-us is edited at why-{brand}.
 */
export const OTHER_PAGES: StudioPage[] = PAGE_KEYS.filter(
  (key) => key !== 'why-us' && !SPEC_PAGES.some((p) => p.type === 'page' && p.pageKey === key),
).map((key) => page(`pages/${key}`, pageKeyTitle(key), key));

export const STUDIO_PAGES: StudioPage[] = [...SPEC_PAGES, ...OTHER_PAGES];
