/**
 * The public website's contract (SPEC 2 "Public site routes", 3 "Site settings", 5, 7):
 * the settings document, the page documents the server resolves for every public URL,
 * and the three public forms (enquiry, contact, career application).
 *
 * Server (modules/site) and the public-site remote both compile against this file.
 */
import { z } from 'zod';
import type { CompanyDetails } from './documents';
import { LEAD_MESSAGES, mobileField } from './lead';
import { HONEYPOT_FIELD, type SocialNetwork } from './site-basics';

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

/** An image stored in the media library; the server makes its size/format variants on demand. */
export interface SiteImage {
  /** Media id, e.g. 'project-infinity-01'. */
  id: string;
  alt: string;
  /** Intrinsic size of the original: lets the page reserve the space (no layout shift). */
  width: number;
  height: number;
  /** The point crops keep in view ('30% 60%'), when an editor moved it from the centre. */
  focus?: string;
}

// ---------------------------------------------------------------------------------------------
// Site settings: GET /api/website-frontend/setting → { success: { header, footer } }
// ---------------------------------------------------------------------------------------------

/** A link in a menu or a footer column: `path` is `{section redirect}/{slug}`. */
export interface SiteLink {
  name: string;
  path: string;
}
export interface ProductMenuItem extends SiteLink {
  /** Sub-categories, shown in the products mega menu. */
  children: SiteLink[];
  image?: SiteImage;
}
export interface ServiceMenuItem {
  listing_name: string;
  path: string;
  image?: SiteImage;
}
export interface RenolitMenuItem {
  listing_name: string;
  path: string;
}

/** Headings and redirects of the site's sections (SPEC 3 "the same headings and redirects"). */
export interface SectionLinks {
  product_heading: string;
  product_redirect: string;
  service_heading: string;
  service_redirect: string;
  renolit_heading: string;
  renolit_redirect: string;
  project_heading: string;
  project_redirect: string;
  about_heading: string;
  about_redirect: string;
  contact_heading: string;
  contact_redirect: string;
  news_and_update_heading: string;
  news_and_update_redirect: string;
  why_us_heading: string;
  why_us_redirect: string;
  gallery_heading: string;
  gallery_redirect: string;
}

export interface SiteHeader extends SectionLinks {
  /** SVG logo URLs. */
  white_logo: string;
  colourful_logo: string;
  logo_alt_title: string;
  call_icon: string;
  call_icon_alt_title: string;
  product: ProductMenuItem[];
  service: ServiceMenuItem[];
  renolit: RenolitMenuItem[];
  project: SiteLink[];
  /** Shown hidden by default (SPEC: "hidden renolit menu"); the admin can reveal it. */
  show_renolit_menu: boolean;
  /** 'tel:' + the number, for the call button. */
  tel: string;
  /** The number as shown, e.g. '+91 98200 12345'. */
  phone_no: string;
  /** The brand word behind /why-{product} and /{product}-home-decor. */
  brand: string;
  company_name: string;
  search_placeholder: string;
}

export interface FooterData {
  phone_1: string;
  phone_2: string;
  email_id_1: string;
  email_id_2: string;
  /** The international-clients e-mail. */
  international_email: string;
  address: string;
  copyright: string;
  call_icon: string;
  call_icon_alt_title: string;
  /** Digits with country code, as the messaging app wants them (e.g. '919820012345'). */
  whatsapp_no: string;
  whatsapp_text: string;
  whatsapp_icon: string;
  whatsapp_icon_alt_title: string;
  /** URL of the brochure PDF. */
  brochure_pdf: string;
  logo: string;
  logo_alt_title: string;
  about_text: string;
  enquire_banner_heading: string;
  enquire_banner_text: string;
}

export interface EnquiryFormLabels {
  makeAnEnquiry: string;
  enquireNow: string;
  name: string;
  email: string;
  phone_no: string;
  select: string;
  message: string;
  submit: string;
}

export interface SiteFooter extends SectionLinks {
  footerData: FooterData;
  blog_heading: string;
  blog_redirect: string;
  career_heading: string;
  career_redirect: string;
  faq_heading: string;
  faq_redirect: string;
  disclaimer_heading: string;
  disclaimer_redirect: string;
  privacy_policy_heading: string;
  privacy_policy_redirect: string;
  terms_heading: string;
  terms_redirect: string;
  service: SiteLink[];
  product: SiteLink[];
  project: SiteLink[];
  renolit: SiteLink[];
  tel: 'tel:';
  mailto: 'mailto:';
  plus91: '+91';
  /** `icon` empty: the site draws its own icon. */
  social: Record<SocialNetwork, { redirect: string; icon: string; icon_alt_title?: string }>;
  form: EnquiryFormLabels;
  /** The enquiry form's service select: value is the hyphenated lowercase service name. */
  enquiry_services: { value: string; label: string }[];
  /** Hidden by default, as in the spec. */
  find_dealer: { show: boolean; heading: string; text: string };
  /**
   * The footer's link columns as chosen in website-admin settings (slugs of published items, in
   * order); a column left out lists every published item.
   */
  footer_links?: { service?: string[]; project?: string[]; product?: string[] };
}

export interface SiteSettings {
  header: SiteHeader;
  footer: SiteFooter;
}

// ---------------------------------------------------------------------------------------------
// Page documents: GET /api/website-frontend/page?path=/x/y → { success: PublicPageResponse }
// The same document is rendered on the server for the first HTML response.
// ---------------------------------------------------------------------------------------------

export interface Seo {
  /** Without the site suffix; the page adds ' | {company}'. */
  title: string;
  description: string;
  /** Absolute URL (SITE_URL + path). */
  canonical: string;
  /** Absolute URL of the preview image (1200 wide JPEG variant). */
  image?: string;
  ogType: 'website' | 'article' | 'product' | 'profile';
  /** JSON-LD objects, rendered as <script type="application/ld+json">. */
  jsonLd: Record<string, unknown>[];
  /** Fallback page: noindex. */
  noindex?: boolean;
}

export interface Breadcrumb {
  name: string;
  path: string;
}

/** A card in a listing or a "related" strip. */
export interface Card {
  title: string;
  path: string;
  summary: string;
  image?: SiteImage;
  /** ISO date for blogs and news. */
  date?: string;
  /** A short label, e.g. category name or 'Full time'. */
  label?: string;
}

export interface Banner {
  heading: string;
  text: string;
  image: SiteImage;
  cta?: SiteLink;
}

export interface Testimonial {
  name: string;
  place: string;
  quote: string;
  rating: number;
}
export interface Client {
  name: string;
  logo: SiteImage;
}
export interface Award {
  title: string;
  year: number;
  by: string;
  image?: SiteImage;
}
export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  photo: SiteImage;
}
export interface Usp {
  title: string;
  text: string;
  /** An icon name from the site's small icon set: 'shield' | 'drop' | 'tools' | 'leaf' | 'star' | 'clock' | 'rupee' | 'award'. */
  icon: string;
}
export interface Faq {
  question: string;
  answer: string;
  category: string;
}
export interface Stat {
  value: string;
  label: string;
}
export interface Spec {
  name: string;
  value: string;
}
export interface Review {
  name: string;
  place: string;
  rating: number;
  text: string;
  date: string;
}

/** Sanitised HTML (p, h2, h3, ul, ol, li, strong, em, a, blockquote): safe to render as is. */
export type RichText = string;

interface PageBase {
  path: string;
  seo: Seo;
  breadcrumbs: Breadcrumb[];
}

export type PublicPage =
  | (PageBase & {
      kind: 'home';
      banners: Banner[];
      intro: { heading: string; text: string; image: SiteImage };
      stats: Stat[];
      services: Card[];
      projectTypes: Card[];
      productCategories: Card[];
      usps: Usp[];
      projects: Card[];
      testimonials: Testimonial[];
      /** The picture behind the testimonials band (the home's own, else the first home banner's). */
      testimonialsImage?: SiteImage;
      clients: Client[];
      /** Only the awards the editors chose for the home (none: no awards band). */
      awards: Award[];
      posts: Card[];
    })
  | (PageBase & {
      /** /services, /swimming-pool-projects, /products, /renolit, /blog, /news-and-update, /careers. */
      kind: 'listing';
      section: 'services' | 'projects' | 'products' | 'renolit' | 'blog' | 'news' | 'careers';
      banner: Banner;
      intro: RichText;
      items: Card[];
      /** Projects listing: the project types, for filtering chips. */
      groups?: Card[];
    })
  | (PageBase & {
      kind: 'service';
      banner: Banner;
      title: string;
      about: RichText;
      advantages: Usp[];
      gallery: SiteImage[];
      projects: Card[];
      related: Card[];
      faqs: Faq[];
    })
  | (PageBase & {
      /** One of the nineteen fixed project types, e.g. /swimming-pool-projects/infinity-pools. */
      kind: 'project-type';
      banner: Banner;
      title: string;
      about: RichText;
      projects: Card[];
      gallery: SiteImage[];
      otherTypes: Card[];
    })
  | (PageBase & {
      kind: 'project';
      banner: Banner;
      title: string;
      type: SiteLink;
      location: string;
      year: number;
      size: string;
      facts: Spec[];
      about: RichText;
      gallery: SiteImage[];
      related: Card[];
    })
  | (PageBase & {
      kind: 'product-category';
      banner: Banner;
      title: string;
      about: RichText;
      subCategories: Card[];
    })
  | (PageBase & {
      kind: 'product-sub-category';
      banner: Banner;
      title: string;
      category: SiteLink;
      about: RichText;
      products: Card[];
      otherSubCategories: Card[];
    })
  | (PageBase & {
      kind: 'product';
      title: string;
      category: SiteLink;
      subCategory: SiteLink;
      images: SiteImage[];
      summary: string;
      about: RichText;
      brand: string;
      sku: string;
      specifications: Spec[];
      features: string[];
      reviews: Review[];
      similar: Card[];
      others: Card[];
    })
  | (PageBase & {
      kind: 'renolit-category';
      banner: Banner;
      title: string;
      about: RichText;
      benefits: Usp[];
      textures: Card[];
      gallery: SiteImage[];
    })
  | (PageBase & {
      kind: 'renolit-texture';
      title: string;
      category: SiteLink;
      swatch: SiteImage;
      about: RichText;
      specifications: Spec[];
      gallery: SiteImage[];
      benefits: Usp[];
      others: Card[];
    })
  | (PageBase & {
      kind: 'post';
      section: 'blog' | 'news';
      title: string;
      date: string;
      author: string;
      image: SiteImage;
      body: RichText;
      tags: string[];
      related: Card[];
    })
  | (PageBase & {
      kind: 'job';
      title: string;
      department: string;
      location: string;
      employmentType: string;
      experience: string;
      datePosted: string;
      validThrough: string;
      /** False once closed by an editor or past validThrough: the page takes no applications. */
      open: boolean;
      summary: string;
      responsibilities: string[];
      skills: string[];
      otherJobs: Card[];
    })
  | (PageBase & { kind: 'faq'; banner: Banner; faqs: Faq[] })
  | (PageBase & {
      /** /terms-and-conditions, /privacy-policy, /disclaimer. */
      kind: 'legal';
      title: string;
      updated: string;
      body: RichText;
    })
  | (PageBase & {
      kind: 'about';
      banner: Banner;
      title: string;
      body: RichText;
      stats: Stat[];
      team: TeamMember[];
      awards: Award[];
      clients: Client[];
    })
  | (PageBase & {
      kind: 'why-us';
      banner: Banner;
      title: string;
      body: RichText;
      usps: Usp[];
      testimonials: Testimonial[];
      stats: Stat[];
    })
  | (PageBase & {
      kind: 'contact';
      banner: Banner;
      title: string;
      text: string;
      offices: { name: string; address: string; phone: string; email: string; hours: string }[];
    })
  | (PageBase & {
      kind: 'gallery';
      banner: Banner;
      groups: { title: string; path: string; images: SiteImage[] }[];
    })
  | (PageBase & { kind: 'thank-you'; title: string; text: string })
  /** /newsletter/confirm and /newsletter/unsubscribe: where the newsletter mail's links land. */
  | (PageBase & { kind: 'newsletter'; action: 'confirm' | 'unsubscribe'; title: string })
  | (PageBase & {
      /** /{brand}-home-decor and its two children. */
      kind: 'home-decor';
      banner: Banner;
      title: string;
      body: RichText;
      items: Card[];
      gallery: SiteImage[];
      specifications: Spec[];
    })
  | (PageBase & { kind: 'not-found'; suggestions: SiteLink[] });

export type PublicPageKind = PublicPage['kind'];

/**
 * What the page endpoint answers. `status` is the HTTP status the server also uses for the
 * first HTML response (404 for the fallback page). A renamed item's old slug answers 301 with
 * `redirect` set to its current path.
 */
export type PublicPageResponse = { status: 200 | 404; page: PublicPage } | { status: 301; redirect: string };

/** The longest public path a page is looked up by. */
export const SITE_PATH_MAX_LENGTH = 300;

/** A piece of a search snippet: plain text, `match` where the visitor's words were found. */
export interface SearchSnippetPart {
  text: string;
  match: boolean;
}

/** GET /api/website-frontend/search?q= → { success: { query, results } }. */
export interface SearchResult {
  title: string;
  path: string;
  summary: string;
  section: 'Services' | 'Products' | 'Projects' | 'Blog' | 'News';
  /** Where the words were found in the summary and body text, as plain-text parts (never HTML). */
  snippet?: SearchSnippetPart[];
  image?: SiteImage;
}
export const searchQuery = z.object({ q: z.string().trim().min(2).max(80) });

// ---------------------------------------------------------------------------------------------
// Forms. Shared by the browser (messages as the user sees them) and the server (the same rules).
// ---------------------------------------------------------------------------------------------

// IDEMPOTENCY_KEY_HEADER: in site-basics (zod-free, so the public page script can read it).
export const IDEMPOTENCY_KEY_MESSAGE = 'Send a UUID (e.g. from crypto.randomUUID()) as the Idempotency-Key.';
export const idempotencyKey = z
  .uuid({ error: IDEMPOTENCY_KEY_MESSAGE })
  .transform((key) => key.toLowerCase());

const honeypot = z.string().max(200).optional();

const personName = z
  .string({ error: LEAD_MESSAGES.name })
  .trim()
  .min(1, LEAD_MESSAGES.name)
  .max(100, 'Keep the name under 100 characters.');
const emailField = z
  .string({ error: LEAD_MESSAGES.email })
  .trim()
  .max(254, LEAD_MESSAGES.email)
  .pipe(z.email(LEAD_MESSAGES.email));

/**
 * SPEC 5: an Indian mobile of 10 digits, with the spec's two messages; +91, 0, spaces and hyphens
 * are accepted as people write them. Yields the 10 national digits.
 */
export const enquiryPhone = mobileField;

const query = z
  .string({ error: LEAD_MESSAGES.query })
  .trim()
  .min(1, LEAD_MESSAGES.query)
  .max(2000, 'Keep the query under 2,000 characters.');

export const SERVICE_MESSAGE = 'Please select a service.';

/** POST /api/website-frontend/enquiry → 201 { success: { id } }. */
export const enquiryRequest = z.object({
  name: personName,
  email: emailField,
  phone: enquiryPhone,
  /** Hyphenated lowercase service (one of the settings' enquiry_services values). */
  service: z
    .string({ error: SERVICE_MESSAGE })
    .trim()
    .min(1, SERVICE_MESSAGE)
    .max(100, SERVICE_MESSAGE)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SERVICE_MESSAGE),
  message: query,
  /** The page the enquiry was sent from. */
  page: z.string().max(300).optional(),
  [HONEYPOT_FIELD]: honeypot,
});
export type EnquiryRequest = z.infer<typeof enquiryRequest>;

/** POST /api/website-frontend/contact → 201 { success: { id } }. */
export const contactRequest = z.object({
  name: personName,
  email: emailField,
  phone: enquiryPhone,
  subject: z.string().trim().max(150, 'Keep the subject under 150 characters.').optional(),
  message: query,
  [HONEYPOT_FIELD]: honeypot,
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** POST /api/website-frontend/newsletter: the footer's sign-up (double opt-in by e-mail). */
export const newsletterRequest = z.object({
  email: emailField,
  [HONEYPOT_FIELD]: honeypot,
});
export type NewsletterRequest = z.infer<typeof newsletterRequest>;

/** The confirm and unsubscribe links' token (32 random bytes, base64url). */
export const newsletterTokenRequest = z.strictObject({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.'),
});

/**
 * POST /api/website-frontend/career-application (multipart/form-data: these text fields and
 * a file field `resume`) → 201 { success: { id } }.
 */
export const careerApplicationFields = z.object({
  name: personName,
  email: emailField,
  phone: enquiryPhone,
  /** Slug of the job applied for. */
  job: z.string().trim().min(1, 'Please choose the job you apply for.').max(120),
  experience: z.string().trim().max(60, 'Keep this under 60 characters.').optional(),
  message: z.string().trim().max(2000, 'Keep the message under 2,000 characters.').optional(),
  [HONEYPOT_FIELD]: honeypot,
});
export type CareerApplicationFields = z.infer<typeof careerApplicationFields>;

/** POST /api/website-frontend/vitals: a real visitor's performance figures (web-vitals). */
export const WEB_VITAL_NAMES = ['CLS', 'INP', 'FCP', 'LCP', 'TTFB'] as const;
export const webVitalReport = z.object({
  name: z.enum(WEB_VITAL_NAMES),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
  id: z.string().max(100),
  path: z.string().max(300),
  navigationType: z.string().max(40).optional(),
});
export type WebVitalReport = z.infer<typeof webVitalReport>;
/** The most a report may weigh: a beacon's few fields. */
export const WEB_VITAL_REPORT_BYTES = 4096;

/** GET /api/website-frontend/vitals/summary?days=7 (website-admin) → { success: WebVitalSummary }. */
export const webVitalSummaryQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number from 1 to 90.' })
    .int('days must be a whole number from 1 to 90.')
    .min(1, 'days must be a whole number from 1 to 90.')
    .max(90, 'days must be a whole number from 1 to 90.')
    .default(7),
});
export interface WebVitalMetricSummary {
  name: (typeof WEB_VITAL_NAMES)[number];
  /** Reports received in the period. */
  count: number;
  /** 75th percentile of the values (ms; CLS unitless); null without reports. */
  p75: number | null;
  /** Share of reports rated 'good', 0–1; null without reports. */
  goodShare: number | null;
}
export interface WebVitalSummary {
  days: number;
  metrics: WebVitalMetricSummary[];
}

/** What the server embeds in the first HTML response for hydration (`script#mw-site-state`). */
export interface PublicSiteState {
  settings: SiteSettings;
  status: 200 | 404;
  page: PublicPage;
}

/** The editable part of the settings (site_settings.data); the lists are derived from content. */
export interface StoredSiteSettings {
  header: Omit<SiteHeader, 'product' | 'service' | 'renolit' | 'project'>;
  footer: Omit<SiteFooter, 'service' | 'product' | 'project' | 'renolit' | 'enquiry_services'>;
  /** Legal details printed on quotations, offer letters and payslips (documents module). */
  company?: CompanyDetails;
}
