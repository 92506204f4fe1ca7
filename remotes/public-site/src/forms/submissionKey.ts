import { useMemo, useRef } from 'react';

/**
 * A new Idempotency-Key: a random UUID (version 4). crypto.randomUUID exists only on https and
 * localhost; elsewhere the same UUID is made from crypto.getRandomValues.
 */
export function newSubmissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key of the submission being made: the same for every retry (a lost answer, an error, a
 * refusal), so the server stores the lead once; a new one after a success.
 */
export interface SubmissionKey {
  current(): string;
  /** The submission was stored: the next one gets a new key. */
  reset(): void;
}

/** A SubmissionKey held by a component (kept across re-renders and retries). */
export function useSubmissionKey(): SubmissionKey {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      current: () => {
        key.current ??= newSubmissionKey();
        return key.current;
      },
      reset: () => {
        key.current = null;
      },
    }),
    [],
  );
}
