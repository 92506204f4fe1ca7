/**
 * Search-engine and link-preview data of a page: title, description, canonical URL, preview
 * image and JSON-LD (Organization on every page, BreadcrumbList on every page but home).
 */
import {
  type Breadcrumb,
  mediaUrl,
  mediaWidthsFor,
  type Seo,
  type SiteImage,
  type SiteSettings,
} from '@managewell/api/contract';

export const DESCRIPTION_MAX = 160;
const PREVIEW_MAX_WIDTH = 1440;

/** Plain text of (sanitised) HTML, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most 160 characters, cut at a word boundary with an ellipsis. */
export function metaDescription(text: string): string {
  const clean = plainText(text);
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The 1440 (or largest narrower) JPEG variant: what link previews fetch. */
export function previewImageUrl(siteUrl: string, image: SiteImage): string | undefined {
  if (image.width <= 0) return undefined;
  const widths = mediaWidthsFor(image.width).filter((w) => w <= PREVIEW_MAX_WIDTH);
  const width = widths.length ? Math.max(...widths) : Math.min(...mediaWidthsFor(image.width));
  return absoluteUrl(siteUrl, mediaUrl(image.id, width, 'jpg'));
}

export function organizationJsonLd(settings: SiteSettings, siteUrl: string): Record<string, unknown> {
  const { header, footer } = settings;
  const data = footer.footerData;
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${siteUrl}/#organization`,
    name: header.company_name,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, header.colourful_logo),
    image: absoluteUrl(siteUrl, header.colourful_logo),
    telephone: data.phone_1,
    email: data.email_id_1,
    address: { '@type': 'PostalAddress', streetAddress: data.address, addressCountry: 'IN' },
    sameAs: Object.values(footer.social)
      .map((s) => s.redirect)
      .filter((url) => /^https?:\/\//.test(url)),
  };
}

export function breadcrumbJsonLd(breadcrumbs: Breadcrumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((b, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: b.name,
      item: absoluteUrl(siteUrl, b.path),
    })),
  };
}

export interface SeoInput {
  path: string;
  title: string;
  description: string;
  image?: SiteImage;
  ogType?: Seo['ogType'];
  breadcrumbs: Breadcrumb[];
  /** Page-specific JSON-LD (BlogPosting, Product, FAQPage…). */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
}

export function buildSeo(settings: SiteSettings, siteUrl: string, input: SeoInput): Seo {
  const jsonLd = [organizationJsonLd(settings, siteUrl)];
  if (input.path !== '/' && input.breadcrumbs.length)
    jsonLd.push(breadcrumbJsonLd(input.breadcrumbs, siteUrl));
  jsonLd.push(...(input.jsonLd ?? []));
  const image = input.image ? previewImageUrl(siteUrl, input.image) : undefined;
  return {
    title: input.title,
    description: metaDescription(input.description),
    canonical: input.path === '/' ? `${siteUrl}/` : `${siteUrl}${input.path}`,
    ...(image ? { image } : {}),
    ogType: input.ogType ?? 'website',
    jsonLd,
    ...(input.noindex ? { noindex: true } : {}),
  };
}
