/**
 * Accepting a document with a typed full name: what was accepted is fixed by a content hash
 * (sha256 of its canonical JSON), recorded with the name, time and client address, and printed
 * on the accepted PDF. The input is the contract's `acceptanceInput`.
 */
import { createHash } from 'node:crypto';
import type { AcceptanceRecord } from '@managewell/api/contract';

/**
 * JSON with object keys sorted at every level, so equal values give equal text whatever their
 * key order. Dates become ISO strings; undefined properties are left out (as JSON.stringify does).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : sortKeys(v)));
  if (value !== null && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    if (typeof (source as { toJSON?: unknown }).toJSON === 'function') {
      return sortKeys((source as { toJSON: () => unknown }).toJSON());
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(source).sort()) {
      if (source[key] !== undefined) out[key] = sortKeys(source[key]);
    }
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new Error('contentHash: non-finite number.');
  if (typeof value === 'bigint') throw new Error('contentHash: bigint is not JSON.');
  return value;
}

/** sha256 (hex) of the canonical JSON of `value`: the same for {a,b} and {b,a}. */
export function contentHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** The record to store and print for an acceptance. */
export function acceptanceRecord(input: {
  fullName: string;
  acceptedAt: Date;
  address: string | null;
  content: unknown;
}): AcceptanceRecord {
  return {
    fullName: input.fullName.trim().replace(/\s+/g, ' '),
    acceptedAt: input.acceptedAt.toISOString(),
    address: input.address,
    contentHash: contentHash(input.content),
  };
}
