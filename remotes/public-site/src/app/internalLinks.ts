/** Paths served by something other than the public site (staff app, API, media). */
const OUTSIDE_SITE = /^\/(app|api|media|remotes)(\/|$)/;
/** A path ending in a file extension is a download (brochure PDF, sitemap.xml…). */
const FILE_PATH = /\/[^/]+\.[a-z0-9]{2,5}$/i;

/**
 * The in-site path a click on a plain <a> should navigate to without a page load, or null when
 * the browser should handle it (other origin, new tab, modified click, download, hash-only jump,
 * staff app, API, media or a file).
 */
export function inSitePathOfClick(event: MouseEvent, origin: string, currentPath: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor?.hasAttribute('href')) return null;
  if (anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (OUTSIDE_SITE.test(url.pathname) || FILE_PATH.test(url.pathname)) return null;
  // Same page, only a #fragment: the browser's own jump is right.
  if (url.pathname === currentPath && url.hash && url.search === '') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
