import type { PublicCacheSettings } from '../config';

/**
 * Cache-Control of public answers that change only when the site is edited: browsers revalidate
 * every time (a cheap 304 by ETag), a CDN keeps its copy for s-maxage and may serve it stale while
 * it fetches the next one, so an edit is seen behind it within s-maxage (at once with a purge).
 */
export function sharedCacheControl(
  settings: Pick<PublicCacheSettings, 'sharedMaxAgeSeconds' | 'staleSeconds'>,
): string {
  const stale = settings.staleSeconds > 0 ? `, stale-while-revalidate=${settings.staleSeconds}` : '';
  return `public, max-age=0, s-maxage=${settings.sharedMaxAgeSeconds}${stale}`;
}
