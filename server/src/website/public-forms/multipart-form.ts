import { ERROR_CODES, RESUME_MAX_BYTES, RESUME_MESSAGES } from '@managewell/api/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, validationFailed } from '../../platform/http';

/** The career form's limits: its text fields and one resume. */
export const CAREER_FORM_LIMITS = {
  fieldNameSize: 40,
  /** Bytes per text field: a 2,000-character message in any script fits. */
  fieldSize: 8 * 1024,
  fields: 10,
  files: 1,
  fileSize: RESUME_MAX_BYTES,
  parts: 11,
  headerPairs: 50,
} as const;

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  content: Buffer;
}

export interface ReadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

const tooLarge = (message: string) => new ApiError(413, 'PAYLOAD_TOO_LARGE', message);

const unreadable = () =>
  new ApiError(400, ERROR_CODES.badRequest, 'The form data could not be read. Please send it again.');

/** RFC 2046: a multipart boundary has 1 to 70 characters. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/** Multipart library errors → answers a visitor can act on. */
function translate(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', RESUME_MESSAGES.size, { resume: RESUME_MESSAGES.size });
    case 'FST_FILES_LIMIT':
      return tooLarge('Please attach one file only: your resume.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return tooLarge('The form has more fields than the career application takes.');
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return unreadable();
    default:
      // The multipart parser's own errors carry no code ("Unexpected end of multipart data",
      // a part "terminated early"): the body is malformed, not the server broken.
      if (error instanceof ApiError || code !== undefined || !(error instanceof Error)) return error;
      return unreadable();
  }
}

/**
 * Reads a multipart/form-data request: its text fields (each at most once) and at most one
 * file, held in memory (at most RESUME_MAX_BYTES).
 */
export async function readMultipartForm(request: FastifyRequest): Promise<ReadForm> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the career application as multipart/form-data with the resume in the field "resume".',
    );
  }
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) {
    throw new ApiError(
      400,
      ERROR_CODES.badRequest,
      'The form data has no valid boundary (1 to 70 characters) in its Content-Type header.',
    );
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        file = { fieldName: part.fieldname, fileName: part.filename ?? '', content };
        continue;
      }
      if (part.fieldnameTruncated || part.valueTruncated) {
        throw validationFailed('A field of the form is too long.', {
          [part.fieldname]: 'This field is too long.',
        });
      }
      if (part.fieldname in fields) {
        throw validationFailed('Please send each field once.', { [part.fieldname]: 'Send this field once.' });
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (error) {
    throw translate(error);
  }
  return { fields, file };
}
