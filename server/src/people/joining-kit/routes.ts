import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  JOINING_FILE_MAX_BYTES,
  JOINING_MESSAGES,
  type JoiningQueueRow,
} from '@managewell/api/contract';
import { joiningKitEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import {
  ApiError,
  type ExportColumn,
  pagesOf,
  registerEndpoints,
  sendExport,
  validationFailed,
} from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  joiningDocumentById,
  joiningKitOf,
  joiningQueue,
  openJoiningFile,
  reviewJoiningDocument,
  uploadJoiningDocument,
} from './service';

const JOINING_EXPORT: ExportColumn<JoiningQueueRow>[] = [
  { header: 'Code', value: (d) => d.code },
  { header: 'Name', value: (d) => d.fullName },
  { header: 'Department', value: (d) => d.department },
  { header: 'Document', value: (d) => d.kind },
  { header: 'File', value: (d) => d.originalName },
  { header: 'Uploaded (IST)', kind: 'datetime', value: (d) => d.uploadedAt },
  { header: 'Status', value: (d) => d.status },
  { header: 'Reviewed by', value: (d) => d.reviewedBy },
  { header: 'Reviewed (IST)', kind: 'datetime', value: (d) => d.reviewedAt },
  { header: 'Note', value: (d) => d.note },
];

const tooLarge = () =>
  new ApiError(413, 'PAYLOAD_TOO_LARGE', JOINING_MESSAGES.size, { file: JOINING_MESSAGES.size });

/** The one file of an upload (field "file"), at most JOINING_FILE_MAX_BYTES. */
async function readFile(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart())
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the file as multipart/form-data in the field "file".',
    );
  let file: { fileName: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: JOINING_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw validationFailed('Send the file in the field "file".', {
          file: 'Send the file in the field "file".',
        });
      }
      file = { fileName: part.filename ?? '', content: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Send one file at a time.');
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, ERROR_CODES.badRequest, 'The upload could not be read. Please send it again.');
  }
  if (!file) throw validationFailed(JOINING_MESSAGES.missing, { file: JOINING_MESSAGES.missing });
  return file;
}

/** The joining kit (self-service uploads, HR's verification). */
export async function joiningKitRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  await app.register(multipart);
  const me = (userId: number) => requireEmployeeOfUser(db, userId);

  const stream = async (reply: FastifyReply, row: Awaited<ReturnType<typeof joiningDocumentById>>) => {
    const { stream, size } = await openJoiningFile(ctx.files, row);
    const safeName = row.originalName.replace(/[^\w.\- ]/g, '_');
    return reply
      .header('content-type', row.mime)
      .header('content-length', size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `inline; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      )
      .send(stream);
  };

  registerEndpoints(app, joiningKitEndpoints, {
    // ---- Self-service
    mine: async ({ user }) => joiningKitOf(db, (await me(user.id)).id),
    upload: async ({ params, user, request }) => {
      const person = await me(user.id);
      const file = await readFile(request);
      return uploadJoiningDocument(db, ctx.files, person, params.kind, file);
    },
    myFile: async ({ params, user, reply }) =>
      stream(reply, await joiningDocumentById(db, params.id, (await me(user.id)).id)),
    // ---- HR
    queue: ({ query }) => joiningQueue(db, query),
    queueExport: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await joiningQueue(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'joining-documents', format, columns: JOINING_EXPORT, rows });
    },
    kitOf: ({ params }) => joiningKitOf(db, params.employeeId),
    file: async ({ params, reply }) => stream(reply, await joiningDocumentById(db, params.id)),
    review: ({ params, body, user }) => reviewJoiningDocument(db, params.id, body, user.id),
  });
}
