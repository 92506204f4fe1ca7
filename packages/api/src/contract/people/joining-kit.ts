import { z } from 'zod';
import { pageAnswer, pathId, type SameType, timestampAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  JOINING_DOCUMENT_KINDS,
  JOINING_STATUSES,
  type JoiningDocumentView,
  type JoiningKit,
  type JoiningQueueRow,
  joiningKindParam,
  joiningQueueQuery,
  joiningReviewInput,
} from '../offers';

const documentParams = z.strictObject({ id: pathId() });
const employeeParams = z.strictObject({ employeeId: pathId() });
const kindParams = z.strictObject({ kind: joiningKindParam });

const documentFields = {
  id: z.number().int(),
  kind: z.enum(JOINING_DOCUMENT_KINDS),
  status: z.enum(JOINING_STATUSES),
  originalName: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  uploadedAt: timestampAnswer,
  reviewedAt: timestampAnswer.nullable(),
  reviewedBy: z.string().nullable(),
  note: z.string().nullable(),
  version: z.number().int(),
};
const documentAnswer = z.object(documentFields);

const kitAnswer = z.object({
  items: z.array(
    z.object({
      kind: z.enum(JOINING_DOCUMENT_KINDS),
      label: z.string(),
      hint: z.string(),
      document: documentAnswer.nullable(),
    }),
  ),
  verified: z.number().int(),
  total: z.number().int(),
});

const queueRowAnswer = z.object({
  ...documentFields,
  employeeId: z.number().int(),
  code: z.string(),
  fullName: z.string(),
  department: z.string(),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof documentAnswer>, JoiningDocumentView>,
  SameType<z.output<typeof kitAnswer>, JoiningKit>,
  SameType<z.output<typeof queueRowAnswer>, JoiningQueueRow>,
] = [true, true, true];
void agreed;

/** The joining kit: a new joiner's own uploads and HR's verification. */
export const joiningKitEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/joining-kit',
    access: 'authenticated',
    summary: 'My joining kit: the checklist of document kinds with each document’s status.',
    answer: kitAnswer,
    errors: [404],
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/me/joining-kit/:kind',
    access: 'authenticated',
    summary:
      'Uploads a document as multipart/form-data in the field "file" (PDF/JPEG/PNG by content, at most 5 MB); HR is notified.',
    params: kindParams,
    answer: kitAnswer,
    status: 201,
    errors: [404, 409, 413, 415],
  }),
  myFile: defineEndpoint({
    method: 'GET',
    path: '/api/me/joining-kit/documents/:id/file',
    access: 'authenticated',
    summary: 'The file of one of my documents (private, no-store); not mine 404.',
    params: documentParams,
    answerKind: 'file',
    errors: [404],
  }),
  queue: defineEndpoint({
    method: 'GET',
    path: '/api/hr/joining-kit',
    access: ['hr'],
    summary: 'Uploaded documents with whose they are, waiting first, a page at a time.',
    query: joiningQueueQuery,
    answer: pageAnswer(queueRowAnswer),
  }),
  queueExport: defineEndpoint({
    method: 'GET',
    path: '/api/hr/joining-kit/export',
    access: ['hr'],
    summary: 'The filtered joining documents as CSV or Excel (`format`).',
    query: joiningQueueQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  kitOf: defineEndpoint({
    method: 'GET',
    path: '/api/hr/joining-kit/employees/:employeeId',
    access: ['hr'],
    summary: 'One person’s joining kit.',
    params: employeeParams,
    answer: kitAnswer,
    errors: [404],
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/hr/joining-kit/documents/:id/file',
    access: ['hr'],
    summary: 'The file of a document.',
    params: documentParams,
    answerKind: 'file',
    errors: [404],
  }),
  review: defineEndpoint({
    method: 'POST',
    path: '/api/hr/joining-kit/documents/:id/review',
    access: ['hr'],
    summary:
      'Verifies a document or asks for it again with a note; the employee is notified; 409 when stale.',
    params: documentParams,
    body: joiningReviewInput,
    answer: documentAnswer,
    errors: [404, 409],
  }),
};
