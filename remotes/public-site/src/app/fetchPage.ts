import type { PublicPageResponse } from '@managewell/api/contract';
import type { EndpointPath } from '@managewell/api/endpoints';

export const PAGE_ENDPOINT: EndpointPath<'site.page'> = '/api/website-frontend/page';

/** A page could not be loaded; `message` is fit to show the visitor. */
export class PageLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageLoadError';
  }
}

/**
 * The page document for a public path (GET /api/website-frontend/page?path=). Answers 200 and
 * 404 pages and 301 redirects; throws PageLoadError for anything else. Aborting rejects with
 * the AbortError of fetch.
 */
export async function fetchPage(path: string, signal: AbortSignal): Promise<PublicPageResponse> {
  let response: Response;
  try {
    response = await fetch(`${PAGE_ENDPOINT}?path=${encodeURIComponent(path)}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new PageLoadError('We could not reach our server. Please check your connection.');
  }
  const body = (await response.json().catch(() => null)) as { success?: PublicPageResponse } | null;
  const answer = body?.success;
  if (!answer || typeof answer !== 'object' || !('status' in answer)) {
    throw new PageLoadError(
      response.status >= 500
        ? 'Our server had a problem showing this page.'
        : 'This page could not be loaded.',
    );
  }
  if (answer.status === 301 && typeof answer.redirect !== 'string') {
    throw new PageLoadError('This page could not be loaded.');
  }
  return answer;
}
