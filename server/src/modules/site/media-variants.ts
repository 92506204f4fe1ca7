/**
 * Size/format variants of media originals, made with sharp on first request and kept on disk
 * under DATA_DIR/media-cache/<id>/<variant>. Writes are atomic (temp file + rename) and
 * concurrent requests for one variant share one sharp job.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat, mediaWidthsFor } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';

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
  const resized = /^([1-9][0-9]{1,4})\.([a-z]{3,4})$/.exec(name);
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

export class MediaVariants {
  private readonly running = new Map<string, Promise<Variant | null>>();

  constructor(
    private readonly db: Db,
    private readonly cacheDir: string,
  ) {}

  /** The bytes of a variant, or null when the media or the variant does not exist. */
  get(id: string, request: VariantRequest): Promise<Variant | null> {
    const name =
      request.kind === 'original' ? `original.${request.ext}` : `${request.width}.${request.format}`;
    const key = `${id}/${name}`;
    const running = this.running.get(key);
    if (running) return running;
    const job = this.produce(id, name, request).finally(() => this.running.delete(key));
    this.running.set(key, job);
    return job;
  }

  /** Drops the cached variants of a replaced original. */
  async forget(id: string): Promise<void> {
    await rm(join(this.cacheDir, id), { recursive: true, force: true });
  }

  private async produce(id: string, name: string, request: VariantRequest): Promise<Variant | null> {
    if (request.kind === 'original') {
      const original = await this.original(id);
      if (!original || ORIGINAL_EXTENSIONS[original.mime] !== request.ext) return null;
      return { body: original.content, contentType: original.mime };
    }
    const contentType = VARIANT_CONTENT_TYPES[request.format];
    const file = join(this.cacheDir, id, name);
    const cached = await readCached(file);
    if (cached) return { body: cached, contentType };
    const original = await this.original(id);
    if (!original || !allowedWidths(original.mime, original.width).includes(request.width)) return null;
    const body = await encode(original, request.width, request.format);
    await writeAtomically(file, body);
    return { body, contentType };
  }

  private async original(id: string): Promise<Original | null> {
    const [row] = await this.db
      .select({ content: media.content, mime: media.mime, width: media.width })
      .from(media)
      .where(eq(media.id, id));
    return row ?? null;
  }
}

async function encode(original: Original, width: number, format: MediaFormat): Promise<Buffer> {
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

async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}
