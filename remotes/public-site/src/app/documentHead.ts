import type { PublicPage } from '@managewell/api/contract';

function upsertMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** The browser tab title of a page: '{seo.title} | {company}'. */
export function pageTitle(page: PublicPage, companyName: string): string {
  return `${page.seo.title} | ${companyName}`;
}

/**
 * After a client-side navigation: the title, the meta description, the canonical link and
 * the robots rule of the new page (the server wrote them for the first page).
 */
export function updateDocumentHead(page: PublicPage, companyName: string): void {
  document.title = pageTitle(page, companyName);
  upsertMeta('description', page.seo.description);
  if (page.seo.noindex) {
    upsertMeta('robots', 'noindex');
  } else {
    document.head.querySelector('meta[name="robots"]')?.remove();
  }
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = page.seo.canonical;
}
