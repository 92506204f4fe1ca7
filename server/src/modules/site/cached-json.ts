/** A value with its serialised JSON response body and a strong ETag, made once per content version. */
import { createHash } from 'node:crypto';

export interface CachedJson<T> {
  value: T;
  /** `{"success":<value>}`: sent as is. */
  body: string;
  etag: string;
}

export function cachedJson<T>(value: T): CachedJson<T> {
  const body = `{"success":${JSON.stringify(value)}}`;
  return { value, body, etag: strongEtag(body) };
}

export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** Does an If-None-Match header (possibly a list, possibly weak) match this ETag? */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
