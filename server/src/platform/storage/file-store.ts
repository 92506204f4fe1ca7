import type { Readable } from 'node:stream';

/** A stored file opened for streaming. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/** A file under a prefix, as listed. */
export interface ListedFile {
  key: string;
  size: number;
}

/**
 * Where uploaded and generated files live: a local folder (DATA_DIR) or an S3-compatible bucket.
 * Keys are `/`-separated paths made by the server (`uploads/resumes/<uuid>.pdf`), never a name
 * from outside; nothing stored is public, the server streams it after its own access checks.
 */
export interface FileStore {
  /** 'local' or 's3', for logs and the health answer. */
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key (replacing what was there), all or nothing. */
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** The file to stream, or null when there is none. */
  open(key: string): Promise<OpenedFile | null>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** The file's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes the file; nothing when there is none. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with the prefix (a folder: end it with `/`). */
  list(prefix: string): Promise<ListedFile[]>;
  /** Removes every file whose key starts with the prefix. */
  removeAll(prefix: string): Promise<void>;
  /** Lets go of connections (the server is stopping). */
  close(): void;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Throws on a key that could leave its folder or is not one the server makes. */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (segments.length === 0 || segments.some((s) => !SEGMENT.test(s) || s.includes('..')))
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A prefix is a key, or a key with a trailing `/`. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}
