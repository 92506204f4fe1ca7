/** sitemap.xml and robots.txt: every public URL from the database, with last-modified dates. */
import { PROJECT_TYPE_SLUGS } from '@managewell/api/contract';
import { PAGE_KEYS } from './content-kinds';
import { fixedPagePath, itemPath } from './paths';
import type { Snapshot } from './snapshot';

/** Pages left out: they have no content of their own for search engines. */
const UNLISTED_PAGES = new Set(['thank-you']);
const HOME_DECOR_CHILDREN: Record<string, string> = {
  'upvc-windows': 'home-decor',
  'upvc-parallel-windows': 'upvc-windows',
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function buildSitemap(snapshot: Snapshot, siteUrl: string, brand: string): string {
  const entries: { loc: string; lastmod: Date }[] = [];
  for (const key of PAGE_KEYS) {
    const page = snapshot.page(key);
    if (!page || UNLISTED_PAGES.has(key)) continue;
    // A home-decor child is only reachable while the pages above it are published.
    let parent = HOME_DECOR_CHILDREN[key];
    let reachable = true;
    while (parent && reachable) {
      reachable = snapshot.page(parent) !== undefined;
      parent = HOME_DECOR_CHILDREN[parent];
    }
    if (reachable) entries.push({ loc: fixedPagePath(key, brand), lastmod: page.updatedAt });
  }
  const projectTypes = new Set<string>(PROJECT_TYPE_SLUGS);
  for (const item of snapshot.allVisible()) {
    // Only the nineteen fixed project-type slugs have a page of their own.
    if (item.kind === 'project-type' && !projectTypes.has(item.slug)) continue;
    const path = itemPath(snapshot, item);
    if (path) entries.push({ loc: path, lastmod: item.updatedAt });
  }
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeXml(e.loc === '/' ? `${siteUrl}/` : `${siteUrl}${e.loc}`)}</loc><lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /app',
    'Disallow: /api',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
