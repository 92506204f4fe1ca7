import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const liveEndpoints = {
  events: defineEndpoint({
    method: 'GET',
    path: '/api/live',
    access: 'authenticated',
    summary:
      "The tab's live channel: a server-sent-event stream of what changed (never compressed; any query is a 400).",
    query: z.strictObject({}),
    answerKind: 'stream',
  }),
};
