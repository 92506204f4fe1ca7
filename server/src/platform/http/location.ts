import type { FastifyInstance } from 'fastify';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Characters a header URL cannot carry as they are: anything outside visible ASCII. */
const NOT_VISIBLE_ASCII = /[^\x21-\x7e]+/g;
/** A '%' that does not start an escape. */
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/g;

/**
 * A URL fit for a Location header: non-ASCII characters (a decoded path such as '/а' or '/é'),
 * spaces and stray '%' are percent-encoded as UTF-8; escapes already there are kept.
 */
export function headerUrl(url: string): string {
  return url
    .replace(LONE_SURROGATES, '\uFFFD')
    .replace(STRAY_PERCENT, '%25')
    .replace(NOT_VISIBLE_ASCII, (text) => encodeURIComponent(text));
}

/** A decoded path ('/é/a b') as a URL path ('/%C3%A9/a%20b'): each segment percent-encoded. */
export function encodePath(path: string): string {
  return path
    .replace(LONE_SURROGATES, '\uFFFD')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * Every redirect's Location is percent-encoded before the answer is written, whichever route
 * set it: a raw non-ASCII character would otherwise be an invalid header (a 500) or a raw byte.
 */
export function installLocationEncoding(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const location = reply.getHeader('location');
    if (typeof location === 'string') {
      const encoded = headerUrl(location);
      if (encoded !== location) reply.header('location', encoded);
    }
    return payload;
  });
}
