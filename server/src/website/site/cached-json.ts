/**
 * A value with its serialised JSON response body, a strong ETag and the body's compressed forms,
 * made once per content version (the compressed ones on first need), never per request.
 */
import { createHash } from 'node:crypto';
import { Precompressed } from '../../platform/http';

export interface CachedJson<T> {
  value: T;
  /** `{"success":<value>}`: sent as is, or compressed once (see http/compression). */
  body: Precompressed;
  etag: string;
}

export function cachedJson<T>(value: T): CachedJson<T> {
  const body = `{"success":${JSON.stringify(value)}}`;
  return { value, body: new Precompressed(body), etag: strongEtag(body) };
}

export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}
