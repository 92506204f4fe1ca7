/** Checks an uploaded file by its content: what it really is, whether it decodes, its size. */
import { MEDIA_UPLOAD_MAX_BYTES } from '@managewell/api/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ApiError, validationFailed } from '../../platform/http';

export interface CheckedFile {
  mime: string;
  width: number;
  height: number;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
/** Images larger than this many pixels are refused (decompression bombs). */
const MAX_PIXELS = 60_000_000;

export const SIZE_MESSAGE = `The file is larger than ${MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024} MB: make it smaller (e.g. export at 2,560 px, 80 % quality) and try again.`;
export const TYPE_MESSAGE = 'Upload a JPEG, PNG, WebP or AVIF picture (or a PDF brochure).';
export const SVG_MESSAGE =
  'SVG files are not accepted (they can carry scripts): export the picture as PNG or WebP and upload that.';

export const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', SIZE_MESSAGE, { file: SIZE_MESSAGE });

/** The file's real type (never its name or declared type), or a 400 saying what is accepted. */
export async function checkUpload(
  content: Buffer,
  { allowPdf }: { allowPdf: boolean },
): Promise<CheckedFile> {
  if (content.length === 0) throw validationFailed('The file is empty.', { file: 'The file is empty.' });
  if (content.length > MEDIA_UPLOAD_MAX_BYTES) throw tooLarge();
  const detected = await fileTypeFromBuffer(content);
  if (!detected) {
    const head = content.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
    if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')))
      throw validationFailed(SVG_MESSAGE, { file: SVG_MESSAGE });
    throw validationFailed(TYPE_MESSAGE, { file: TYPE_MESSAGE });
  }
  if (detected.mime === 'application/pdf') {
    if (!allowPdf) throw validationFailed(TYPE_MESSAGE, { file: TYPE_MESSAGE });
    return { mime: 'application/pdf', width: 0, height: 0 };
  }
  if (!IMAGE_TYPES.has(detected.mime)) throw validationFailed(TYPE_MESSAGE, { file: TYPE_MESSAGE });
  try {
    const meta = await sharp(content, { limitInputPixels: MAX_PIXELS }).metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const height = meta.autoOrient?.height ?? meta.height ?? 0;
    if (width === 0 || height === 0) throw new Error('no size');
    // Decoding the whole picture catches a file whose header is real but whose data is not.
    await sharp(content, { limitInputPixels: MAX_PIXELS }).resize(16).toBuffer();
    return { mime: detected.mime, width, height };
  } catch {
    const message = 'The picture could not be read: it is damaged or not really an image.';
    throw validationFailed(message, { file: message });
  }
}
