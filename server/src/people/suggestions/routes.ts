import { answerSuggestionInput, submitSuggestionInput, suggestionListQuery } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { currentUser, parseInput } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  answerSuggestion,
  listSuggestions,
  mySuggestions,
  submitSuggestion,
  suggestionByReceipt,
} from './service';

const idParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647),
});
const receiptParams = z.strictObject({
  receipt: z.string().regex(/^[A-Za-z0-9_-]{24}$/, 'This is not a suggestion receipt.'),
});
const HR = { access: ['hr'] as const };
const SELF = { access: 'authenticated' as const };

/** Issue 11 §3: suggestions, optionally anonymous; HR answers. */
export async function suggestionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  app.get('/api/suggestions', { config: HR }, async (request) => {
    const query = parseInput(suggestionListQuery, request.query, 'query');
    return { success: await listSuggestions(db, query) };
  });

  app.post('/api/suggestions/:id/answer', { config: HR }, async (request) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const input = parseInput(answerSuggestionInput, request.body, 'body');
    return { success: await answerSuggestion(db, id, input, currentUser(request).id) };
  });

  app.get('/api/me/suggestions', { config: SELF }, async (request) => {
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return { success: await mySuggestions(db, me) };
  });

  app.post('/api/me/suggestions', { config: SELF }, async (request, reply) => {
    const input = parseInput(submitSuggestionInput, request.body, 'body');
    const me = await requireEmployeeOfUser(db, currentUser(request).id);
    return reply.code(201).send({ success: await submitSuggestion(db, me, input) });
  });

  app.get('/api/me/suggestions/receipt/:receipt', { config: SELF }, async (request) => {
    const { receipt } = parseInput(receiptParams, request.params, 'params');
    return { success: await suggestionByReceipt(db, receipt) };
  });
}
