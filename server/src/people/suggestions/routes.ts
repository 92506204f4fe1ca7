import { suggestionEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  answerSuggestion,
  listSuggestions,
  mySuggestions,
  submitSuggestion,
  suggestionByReceipt,
} from './service';

/** Suggestions, optionally anonymous; HR answers. */
export async function suggestionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  registerEndpoints(app, suggestionEndpoints, {
    list: ({ query }) => listSuggestions(db, query),
    answer: ({ params, body, user }) => answerSuggestion(db, params.id, body, user.id),
    mine: async ({ user }) => mySuggestions(db, await requireEmployeeOfUser(db, user.id)),
    submit: async ({ body, user }) => submitSuggestion(db, await requireEmployeeOfUser(db, user.id), body),
    byReceipt: ({ params }) => suggestionByReceipt(db, params.receipt),
  });
}
