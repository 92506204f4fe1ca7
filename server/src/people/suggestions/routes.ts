import type { SuggestionView } from '@managewell/api/contract';
import { suggestionEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { type ExportColumn, pagesOf, registerEndpoints, sendExport } from '../../platform/http';
import { requireEmployeeOfUser } from '../hr';
import {
  answerSuggestion,
  listSuggestions,
  mySuggestions,
  submitSuggestion,
  suggestionByReceipt,
} from './service';

const SUGGESTION_EXPORT: ExportColumn<SuggestionView>[] = [
  { header: 'Title', value: (s) => s.title },
  { header: 'Category', value: (s) => s.category },
  { header: 'Suggestion', value: (s) => s.body },
  { header: 'From', value: (s) => (s.anonymous ? 'Anonymous' : s.author) },
  { header: 'Sent (IST)', kind: 'datetime', value: (s) => s.createdAt },
  { header: 'Status', value: (s) => s.status },
  { header: 'Answer', value: (s) => s.answer },
  { header: 'Answered (IST)', kind: 'datetime', value: (s) => s.answeredAt },
];

/** Suggestions, optionally anonymous; HR answers. */
export async function suggestionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  registerEndpoints(app, suggestionEndpoints, {
    list: ({ query }) => listSuggestions(db, query),
    export: ({ query: { format, ...query }, reply }) => {
      const rows = pagesOf(
        async (page, pageSize) => (await listSuggestions(db, { ...query, page, pageSize })).items,
      );
      return sendExport(reply, { name: 'suggestions', format, columns: SUGGESTION_EXPORT, rows });
    },
    answer: ({ params, body, user }) => answerSuggestion(db, params.id, body, user.id),
    mine: async ({ user }) => mySuggestions(db, await requireEmployeeOfUser(db, user.id)),
    submit: async ({ body, user }) => submitSuggestion(db, await requireEmployeeOfUser(db, user.id), body),
    byReceipt: ({ params }) => suggestionByReceipt(db, params.receipt),
  });
}
