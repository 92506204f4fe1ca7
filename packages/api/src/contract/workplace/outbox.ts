import { z } from 'zod';
import { pageAnswer, pathId, type SameType, timestampAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import { OUTBOX_ROLES, type OutboxMail, type OutboxMailSummary, outboxListQuery } from '../mail';
import { MAIL_STATUSES } from '../mail-values';

const mailParams = z.strictObject({ id: pathId('The mail id must be a number.') });
const attachmentParams = z.strictObject({
  id: pathId('The mail id must be a number.'),
  attachmentId: pathId('The attachment id must be a number.'),
});

const summaryFields = {
  id: z.number().int(),
  to: z.string(),
  cc: z.array(z.string()),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  about: z.object({ kind: z.string(), id: z.number().int() }),
  queuedBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  createdAt: timestampAnswer,
  sentAt: timestampAnswer.nullable(),
  attachmentCount: z.number().int(),
};
const outboxSummaryAnswer = z.object(summaryFields);
const outboxMailAnswer = z.object({
  ...summaryFields,
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(
    z.object({
      id: z.number().int(),
      filename: z.string(),
      contentType: z.string(),
      bytes: z.number().int(),
    }),
  ),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof outboxSummaryAnswer>, OutboxMailSummary>,
  SameType<z.output<typeof outboxMailAnswer>, OutboxMail>,
] = [true, true];
void agreed;

export const outboxEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/outbox',
    access: OUTBOX_ROLES,
    summary: 'Mail I queued, and mail about what my role handles, newest first.',
    query: outboxListQuery,
    answer: pageAnswer(outboxSummaryAnswer),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/outbox/export',
    access: OUTBOX_ROLES,
    summary: 'The mail of my outbox (filtered as the list) as CSV or Excel (`format`).',
    query: outboxListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/outbox/:id',
    access: OUTBOX_ROLES,
    summary: 'One mail with its bodies and attachment list (404 when it is not mine to read).',
    params: mailParams,
    answer: outboxMailAnswer,
    errors: [404],
  }),
  attachment: defineEndpoint({
    method: 'GET',
    path: '/api/outbox/:id/attachments/:attachmentId',
    access: OUTBOX_ROLES,
    summary: 'An attachment’s bytes (Content-Disposition: attachment, no-store).',
    params: attachmentParams,
    answerKind: 'file',
    errors: [404],
  }),
};
