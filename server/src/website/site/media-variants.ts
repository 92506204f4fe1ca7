/**
 * Size/format variants of media originals, made with sharp on first request and kept in the file
 * store under media-cache/<id>/<variant> (DATA_DIR or the bucket, shared by every process that
 * uses it). Writes are all or nothing, and concurrent requests for one variant share one sharp job.
 */
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat, mediaWidthsFor } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../platform/db';
import { media } from '../../platform/db';
import type { FileStore } from '../../platform/storage';
import { arrivingMedia } from './media-arriving';

export const VARIANT_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** The extension of an original, from its MIME type. */
export const ORIGINAL_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

export type VariantRequest =
  | { kind: 'original'; ext: string }
  | { kind: 'resized'; width: number; format: MediaFormat };

/** `original.svg` or `768.webp`; null for anything else. */
export function parseVariant(name: string): VariantRequest | null {
  const original = /^original\.([a-z0-9]{2,5})$/.exec(name);
  if (original) return { kind: 'original', ext: original[1]! };
  // 0: a page rendered before its picture was stored (a first start's seed) asks at width 0
  // (mediaWidthsFor(0)): served at UNKNOWN_SIZE_WIDTH's nearest width once the picture is there.
  const resized = /^([1-9][0-9]{1,4}|0)\.([a-z]{3,4})$/.exec(name);
  if (!resized) return null;
  const format = resized[2] as MediaFormat;
  if (!MEDIA_FORMATS.includes(format)) return null;
  return { kind: 'resized', width: Number(resized[1]), format };
}

/**
 * Widths offered for an original: the contract's mediaWidthsFor (the srcset the pages use);
 * vector originals also scale up to any of MEDIA_WIDTHS.
 */
export function allowedWidths(mime: string, originalWidth: number): number[] {
  if (mime === 'image/svg+xml')
    return [...new Set([...MEDIA_WIDTHS, ...(originalWidth > 0 ? mediaWidthsFor(originalWidth) : [])])];
  if (mime === 'application/pdf' || originalWidth <= 0) return [];
  return mediaWidthsFor(originalWidth);
}

interface Original {
  content: Buffer;
  mime: string;
  width: number;
}

export interface Variant {
  body: Buffer;
  contentType: string;
}

/** The width served for a picture asked for at width 0 (its size unknown when the page was made). */
export const UNKNOWN_SIZE_WIDTH = 1024;
/** How long a request waits for a picture still being stored in the background. */
export const ARRIVAL_WAIT_MS = 30_000;

export class MediaVariants {
  private readonly running = new Map<string, Promise<Variant | null>>();

  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
  ) {}

  /** The bytes of a variant, or null when the media or the variant does not exist. */
  get(id: string, request: VariantRequest): Promise<Variant | null> {
    const name =
      request.kind === 'original' ? `original.${request.ext}` : `${request.width}.${request.format}`;
    return this.shared(id, name, request);
  }

  /**
   * Makes the variants of an image's srcset in one format (up to a width) that are not on disk
   * yet (the background job); returns how many it made, or null when the media is not stored.
   */
  async prepare(
    id: string,
    format: MediaFormat,
    upToWidth = Number.POSITIVE_INFINITY,
  ): Promise<number | null> {
    const original = await this.storedOriginal(id);
    if (!original) return null;
    let made = 0;
    for (const width of srcsetWidths(original.mime, original.width).filter((w) => w <= upToWidth)) {
      const name = `${width}.${format}`;
      if ((await this.files.size(variantKey(id, name))) !== null) continue;
      await this.shared(id, name, { kind: 'resized', width, format }, original);
      made++;
    }
    return made;
  }

  /** The formats in which some variant of an image's srcset is not on disk yet. */
  async missingFormats(id: string, mime: string, width: number): Promise<MediaFormat[]> {
    const widths = srcsetWidths(mime, width);
    if (widths.length === 0) return [];
    const prefix = `${variantKey(id, '')}`;
    const cached = new Set((await this.files.list(prefix)).map((f) => f.key.slice(prefix.length)));
    return MEDIA_FORMATS.filter((format) => widths.some((w) => !cached.has(`${w}.${format}`)));
  }

  /** One job per variant at a time: concurrent requests (and the background job) share it. */
  private shared(id: string, name: string, request: VariantRequest, original?: Original) {
    const key = `${id}/${name}`;
    const running = this.running.get(key);
    if (running) return running;
    const job = this.produce(id, name, request, original).finally(() => this.running.delete(key));
    this.running.set(key, job);
    return job;
  }

  /** Drops the cached variants of a replaced original. */
  async forget(id: string): Promise<void> {
    await this.files.removeAll(variantKey(id, ''));
  }

  private async produce(
    id: string,
    name: string,
    request: VariantRequest,
    preloaded?: Original,
  ): Promise<Variant | null> {
    if (request.kind === 'original') {
      const original = await this.original(id);
      if (!original || ORIGINAL_EXTENSIONS[original.mime] !== request.ext) return null;
      return { body: original.content, contentType: original.mime };
    }
    if (request.width === 0) {
      const original = await this.original(id);
      const widths = original ? allowedWidths(original.mime, original.width) : [];
      if (widths.length === 0) return null;
      const width = widths.filter((w) => w <= UNKNOWN_SIZE_WIDTH).at(-1) ?? widths[0]!;
      return this.get(id, { ...request, width });
    }
    const contentType = VARIANT_CONTENT_TYPES[request.format];
    const key = variantKey(id, name);
    const cached = await this.files.read(key);
    if (cached) return { body: cached, contentType };
    const original = preloaded ?? (await this.original(id));
    if (!original || !allowedWidths(original.mime, original.width).includes(request.width)) return null;
    const body = await encode(original, request.width, request.format);
    await this.files.put(key, body, contentType);
    return { body, contentType };
  }

  private async original(id: string): Promise<Original | null> {
    const stored = await this.storedOriginal(id);
    if (stored) return stored;
    // The seed's pictures may still be on their way (first start): wait for them once, at most
    // ARRIVAL_WAIT_MS (then a 404, as for any picture not stored).
    const arriving = arrivingMedia();
    if (!arriving) return null;
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => {
      timer = setTimeout(() => resolve('gave up'), ARRIVAL_WAIT_MS);
    });
    const outcome = await Promise.race([arriving, gaveUp]).finally(() => clearTimeout(timer));
    return outcome === 'gave up' ? null : this.storedOriginal(id);
  }

  private async storedOriginal(id: string): Promise<Original | null> {
    const [row] = await this.db
      .select({ content: media.content, mime: media.mime, width: media.width })
      .from(media)
      .where(eq(media.id, id));
    return row ?? null;
  }
}

/**
 * Encodes run on libuv's thread pool (4 threads), which file reads and DNS share: at most two
 * at a time, so a page full of new pictures (or the background job) never starves the rest.
 */
const ENCODE_SLOTS = 2;
// One libvips thread per encode (default: one per core), so encodes never take every core.
sharp.concurrency(1);
let encoding = 0;
const waiting: (() => void)[] = [];

async function encode(original: Original, width: number, format: MediaFormat): Promise<Buffer> {
  // A finished encode hands its slot straight to the next waiting one.
  if (encoding >= ENCODE_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else encoding++;
  try {
    return await encodeNow(original, width, format);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else encoding--;
  }
}

async function encodeNow(original: Original, width: number, format: MediaFormat): Promise<Buffer> {
  const isSvg = original.mime === 'image/svg+xml';
  // SVG: rasterise at a density that yields the requested width sharply.
  const density =
    isSvg && original.width > 0
      ? Math.min(2400, Math.max(72, Math.ceil((72 * width) / original.width)))
      : undefined;
  let image = sharp(original.content, density ? { density } : {})
    .autoOrient()
    .resize({ width, withoutEnlargement: !isSvg });
  if (format === 'avif') image = image.avif({ quality: 55, effort: 2 });
  else if (format === 'webp') image = image.webp({ quality: 75 });
  else image = image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true });
  return image.toBuffer();
}

/** The widths the public pages' srcset asks for (none for a PDF or an image of unknown size). */
export function srcsetWidths(mime: string, width: number): number[] {
  return mime.startsWith('image/') && width > 0 ? mediaWidthsFor(width) : [];
}

/** The store's key of a variant (`media-cache/<id>/768.avif`); with no name, the id's folder. */
const variantKey = (id: string, name: string) => `media-cache/${id}/${name}`;
