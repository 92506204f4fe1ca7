import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  SALES_FILE_MAX_BYTES,
  SALES_FILE_MESSAGES,
  type SalesFile,
  type SalesFileKind,
} from '@managewell/api/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import { ApiError, notFound, validationFailed } from '../../platform/http';
import { displayFileName } from '../../platform/lib';
import type { FileStore } from '../../platform/storage';
import { salesFiles } from './schema';

type FileRow = typeof salesFiles.$inferSelect;

/** The store's key of a sales file: uploads/sales/<name> (never served statically). */
export const salesFileKey = (storedName: string) => `uploads/sales/${storedName}`;

const PHOTO_TYPES = new Set(['jpg', 'png', 'webp']);
const DESIGN_TYPES = new Set(['pdf', 'jpg', 'png', 'webp']);

/** What a file is, read from its content (never its name or declared type); null when not allowed. */
export async function detectSalesFileType(
  content: Uint8Array,
  kind: SalesFileKind,
): Promise<{ ext: string; mime: string } | null> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  const allowed = kind === 'design' ? DESIGN_TYPES : PHOTO_TYPES;
  return allowed.has(detected.ext) ? { ext: detected.ext, mime: detected.mime } : null;
}

export function toSalesFile(row: FileRow, uploader: { id: number; username: string } | null): SalesFile {
  return {
    id: row.id,
    kind: row.kind as SalesFileKind,
    design_version: row.designVersion,
    title: row.title,
    chosen: row.chosen,
    original_name: row.originalName,
    mime: row.mime,
    bytes: row.bytes,
    uploaded_by: uploader,
    created_at: row.createdAt.toISOString(),
    url: `/api/sales/files/${row.id}`,
  };
}

/** A lead's files: designs newest version first, then photos in upload order. */
export async function listSalesFiles(db: DbOrTx, leadId: number): Promise<SalesFile[]> {
  const rows = await db
    .select({ file: salesFiles, username: users.username })
    .from(salesFiles)
    .leftJoin(users, eq(users.id, salesFiles.uploadedBy))
    .where(eq(salesFiles.leadId, leadId))
    .orderBy(asc(salesFiles.kind), sql`${salesFiles.designVersion} desc nulls last`, asc(salesFiles.id));
  return rows.map(({ file, username }) =>
    toSalesFile(file, file.uploadedBy !== null && username ? { id: file.uploadedBy, username } : null),
  );
}

export interface UploadForm {
  kind: string | undefined;
  title: string | undefined;
  file: { fileName: string; content: Buffer } | null;
}

const tooLarge = () =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', SALES_FILE_MESSAGES.size, { file: SALES_FILE_MESSAGES.size });

/** Reads a multipart upload: the fields `kind`, `title` and one file in `file` (at most 10 MB). */
export async function readUpload(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field "file".',
    );
  }
  const form: UploadForm = { kind: undefined, title: undefined, file: null };
  try {
    for await (const part of request.parts({
      limits: { fileSize: SALES_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw validationFailed('Send the file in the field "file".', {
            file: 'Send the file in the field "file".',
          });
        }
        form.file = { fileName: part.filename ?? '', content: await part.toBuffer() };
      } else if (part.fieldname === 'kind' || part.fieldname === 'title') {
        form[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Send one file at a time.');
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, ERROR_CODES.badRequest, 'The upload could not be read. Please send it again.');
  }
  return form;
}

/**
 * Stores a checked file under a random name (owner-only permissions) and records it; a design
 * gets the lead's next design version. The file is removed again when the insert fails.
 */
export async function storeSalesFile(
  db: DbOrTx,
  files: FileStore,
  input: {
    leadId: number;
    kind: SalesFileKind;
    title: string | null;
    fileName: string;
    content: Buffer;
    type: { ext: string; mime: string };
    actorId: number;
  },
): Promise<FileRow> {
  const storedName = `${randomUUID()}.${input.type.ext}`;
  await files.put(salesFileKey(storedName), input.content, input.type.mime);
  try {
    const designVersion =
      input.kind === 'design'
        ? sql`(select coalesce(max(design_version), 0) + 1 from sales_files where lead_id = ${input.leadId} and kind = 'design')`
        : null;
    const [row] = await db
      .insert(salesFiles)
      .values({
        leadId: input.leadId,
        kind: input.kind,
        designVersion,
        title: input.title,
        storedName,
        originalName: displayFileName(input.fileName, input.type.ext),
        mime: input.type.mime,
        bytes: input.content.length,
        uploadedBy: input.actorId,
      })
      .returning();
    return row!;
  } catch (error) {
    await files.remove(salesFileKey(storedName)).catch(() => undefined);
    throw error;
  }
}

/** A stored file of a lead in sales (404 for a file of a lead outside sales or of no lead). */
export async function salesFileById(db: DbOrTx, id: number): Promise<FileRow> {
  const [row] = await db
    .select({ file: salesFiles })
    .from(salesFiles)
    .where(
      and(
        eq(salesFiles.id, id),
        sql`exists (select 1 from lead_sales s where s.lead_id = ${salesFiles.leadId})`,
      ),
    );
  if (!row) throw notFound('There is no such file.');
  return row.file;
}

export async function openSalesFile(files: FileStore, row: FileRow) {
  const opened = await files.open(salesFileKey(row.storedName));
  if (!opened) throw notFound('The file is missing from the server.');
  return opened;
}
