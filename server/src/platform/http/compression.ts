/**
 * Response compression. Every answer over 1 KB of a compressible type is sent with brotli or
 * gzip, as the client's Accept-Encoding asks (@fastify/compress, registered once for the whole
 * app). Bodies that are built once and served many times (the public site's pre-serialised JSON
 * and rendered pages) are compressed once per coding instead, and sent with `sendPrecompressed`.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/** Smaller answers gain little and cost a compression each. */
export const COMPRESS_THRESHOLD = 1024;

/** Per request: brotli at quality 4, fast enough to run on every answer. */
export const COMPRESSION: FastifyCompressOptions = {
  globalCompression: true,
  // Request bodies stay plain: no inflating of what clients send (size limits apply to bytes read).
  globalDecompression: false,
  threshold: COMPRESS_THRESHOLD,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

/**
 * The coding to answer with: brotli unless the client prefers gzip (or only takes gzip),
 * none when it takes neither (no header, `identity`, or q=0).
 */
export function negotiateCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const quality: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    quality[name.trim()] = q === undefined ? 1 : Number(q);
  }
  const of = (coding: string) => quality[coding] ?? (coding === 'gzip' ? quality['x-gzip'] : undefined);
  const wildcard = quality['*'] ?? 0;
  const br = of('br') ?? wildcard;
  const gzip = of('gzip') ?? wildcard;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/** A response body with its compressed forms, each made on first need and then kept. */
export class Precompressed {
  readonly #encoded: Partial<Record<ContentCoding, Buffer>> = {};
  readonly bytes: number;

  constructor(readonly body: string) {
    this.bytes = Buffer.byteLength(body);
  }

  /** The body in this coding (compressed once, at a higher setting than per request, since it is reused). */
  encoded(coding: ContentCoding): Buffer {
    let buffer = this.#encoded[coding];
    if (!buffer) {
      buffer =
        coding === 'br'
          ? brotliCompressSync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 7,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : gzipSync(this.body, { level: 9 });
      this.#encoded[coding] = buffer;
    }
    return buffer;
  }
}

/**
 * A representation's ETag: the body's tag with the coding added (`"abc"` → `"abc-br"`), so a
 * compressed copy and the plain one never share a strong validator.
 */
export function codedEtag(etag: string, coding: ContentCoding | null): string {
  return coding ? `${etag.slice(0, -1)}-${coding}"` : etag;
}

/** Does an If-None-Match header (possibly a list, possibly weak) match this body's ETag in any coding? */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const tags = new Set([etag, codedEtag(etag, 'br'), codedEtag(etag, 'gzip')]);
  return header.split(',').some((tag) => tags.has(tag.trim().replace(/^W\//, '')));
}

/**
 * Sends a reused body compressed as the client asks (when over the threshold), with its
 * ETag and `Vary: Accept-Encoding`; 304 when the client's copy (in any coding) is current.
 * The app-wide compression leaves an answer that already has a Content-Encoding alone.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Precompressed,
  etag: string,
): FastifyReply {
  const coding =
    body.bytes >= COMPRESS_THRESHOLD ? negotiateCoding(request.headers['accept-encoding']) : null;
  reply.header('vary', 'accept-encoding').header('etag', codedEtag(etag, coding));
  // Only a 200 is revalidated (a 404 page is sent whole).
  if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], etag))
    return reply.code(304).send();
  if (!coding) return reply.send(body.body);
  return reply.header('content-encoding', coding).send(body.encoded(coding));
}
