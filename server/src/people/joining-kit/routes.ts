import multipart from '@fastify/multipart';
import {
  ERROR_CODES,
  JOINING_FILE_MAX_BYTES,
  JOINING_MESSAGES,
  joiningKindParam,
  joiningQueueQuery,
  joiningReviewInput,
} from '@managewell/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { ApiError, currentUser, parseInput, validationFailed } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  joiningDocumentById,
  joiningKitOf,
  joiningQueue,
  openJoiningFile,
  reviewJoiningDocument,
  uploadJoiningDocument,
} from './service';

const id = z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647);
const idParams = z.strictObject({ id });
const employeeParams = z.strictObject({ employeeId: id });
const kindParams = z.strictObject({ kind: joiningKindParam });

const HR = { access: ['hr'] as const };
/** Self-service: every signed-in staff member, always their own documents. */
const SELF = { access: 'authenticated' as const };

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

/** Issue 11 §4: the joining kit (self-service uploads, HR's verification). */
export async function joiningKitRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  await app.register(multipart);
  const me = (request: FastifyRequest) => requireEmployeeOfUser(db, currentUser(request).id);

  const stream = async (reply: FastifyReply, row: Awaited<ReturnType<typeof joiningDocumentById>>) => {
    const { stream, size } = await openJoiningFile(ctx.config.dataDir, row);
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

  // ---- Self-service ---------------------------------------------------------------------------
  app.get('/api/me/joining-kit', { config: SELF }, async (request) => ({
    success: await joiningKitOf(db, (await me(request)).id),
  }));

  app.post('/api/me/joining-kit/:kind', { config: SELF }, async (request, reply) => {
    const { kind } = parseInput(kindParams, request.params, 'params');
    const person = await me(request);
    const file = await readFile(request);
    return reply
      .code(201)
      .send({ success: await uploadJoiningDocument(db, ctx.config.dataDir, person, kind, file) });
  });

  app.get('/api/me/joining-kit/documents/:id/file', { config: SELF }, async (request, reply) => {
    const params = parseInput(idParams, request.params, 'params');
    const person = await me(request);
    return stream(reply, await joiningDocumentById(db, params.id, person.id));
  });

  // ---- HR -------------------------------------------------------------------------------------
  app.get('/api/hr/joining-kit', { config: HR }, async (request) => ({
    success: await joiningQueue(db, parseInput(joiningQueueQuery, request.query, 'query')),
  }));

  app.get('/api/hr/joining-kit/employees/:employeeId', { config: HR }, async (request) => {
    const { employeeId } = parseInput(employeeParams, request.params, 'params');
    return { success: await joiningKitOf(db, employeeId) };
  });

  app.get('/api/hr/joining-kit/documents/:id/file', { config: HR }, async (request, reply) => {
    const params = parseInput(idParams, request.params, 'params');
    return stream(reply, await joiningDocumentById(db, params.id));
  });

  app.post('/api/hr/joining-kit/documents/:id/review', { config: HR }, async (request) => {
    const params = parseInput(idParams, request.params, 'params');
    const input = parseInput(joiningReviewInput, request.body, 'body');
    return { success: await reviewJoiningDocument(db, params.id, input, currentUser(request).id) };
  });
}
