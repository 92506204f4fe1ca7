import { z } from 'zod';
import { idParams, pageAnswer, type SameType, timestampAnswer } from '../answers';
import { exportQuery } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  answerSuggestionInput,
  SUGGESTION_STATUSES,
  type SuggestionView,
  submitSuggestionInput,
  suggestionListQuery,
} from '../people';

const receiptParams = z.strictObject({
  receipt: z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'This is not a suggestion receipt.'),
});

export const suggestionAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  category: z.string(),
  anonymous: z.boolean(),
  author: z.string().nullable(),
  status: z.enum(SUGGESTION_STATUSES),
  answer: z.string().nullable(),
  answeredAt: timestampAnswer.nullable(),
  createdAt: timestampAnswer,
  version: z.number().int(),
});

// The answer schema describes exactly the interface the front end has always used.
const agreed: SameType<z.output<typeof suggestionAnswer>, SuggestionView> = true;
void agreed;

/** Suggestions, optionally anonymous; HR answers. */
export const suggestionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/suggestions',
    access: ['hr'],
    summary: 'Suggestions, a page at a time, optionally of one status.',
    query: suggestionListQuery,
    answer: pageAnswer(suggestionAnswer),
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/suggestions/export',
    access: ['hr'],
    summary: 'The filtered suggestions as CSV or Excel (`format`).',
    query: suggestionListQuery.extend(exportQuery.shape),
    answerKind: 'file',
  }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/api/suggestions/:id/answer',
    access: ['hr'],
    summary: 'Answers a suggestion and sets its status; 409 on a stale version.',
    params: idParams(),
    body: answerSuggestionInput,
    answer: suggestionAnswer,
    errors: [404, 409],
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/me/suggestions',
    access: 'authenticated',
    summary: 'My own suggestions (not the anonymous ones), newest first.',
    answer: z.array(suggestionAnswer),
    errors: [404],
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/me/suggestions',
    access: 'authenticated',
    summary: 'Sends a suggestion; an anonymous one answers a receipt to read the answer with.',
    body: submitSuggestionInput,
    answer: z.object({ suggestion: suggestionAnswer, receipt: z.string().nullable() }),
    status: 201,
    errors: [404],
  }),
  byReceipt: defineEndpoint({
    method: 'GET',
    path: '/api/me/suggestions/receipt/:receipt',
    access: 'authenticated',
    summary: 'An anonymous suggestion and its answer, read with its receipt.',
    params: receiptParams,
    answer: suggestionAnswer,
    errors: [404],
  }),
};
